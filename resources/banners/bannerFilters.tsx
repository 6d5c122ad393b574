import { SelectInput } from 'react-admin';
import { ListSearchInput } from '../../src/components/ListSearchInput';
import { bannerStateChoices, layoutTypeChoices } from './bannerChoices';

export const bannerFilters = [
  <ListSearchInput key="q" hint="resources.ui/banners.search" alwaysOn />,
  <SelectInput key="layoutType" source="layoutType" choices={layoutTypeChoices} />,
  <SelectInput key="state" source="state" choices={bannerStateChoices} />,
];
