import { SelectInput } from 'react-admin';
import { EnabledFlagInput } from '../../src/components/EnabledFlag';
import { ListSearchInput } from '../../src/components/ListSearchInput';
import { valueTypeChoices } from './appConfigChoices';

export const appConfigFilters = [
  <ListSearchInput key="q" hint="resources.ui/app-config.search" alwaysOn />,
  <SelectInput key="valueType" source="valueType" choices={valueTypeChoices} />,
  <EnabledFlagInput key="status" source="status" />,
];
