import { SelectInput } from 'react-admin';
import { EnabledFlagInput } from '../../src/components/EnabledFlag';
import { ListSearchInput } from '../../src/components/ListSearchInput';
import { contentTypeChoices } from './subscriptionChoices';

export const subscriptionFilters = [
  <ListSearchInput key="q" hint="resources.subscriptions.search" alwaysOn sx={{ minWidth: { sm: 380 } }} />,
  <EnabledFlagInput key="status" source="status" />,
  <SelectInput key="contentType" source="contentType" choices={contentTypeChoices} />,
];
