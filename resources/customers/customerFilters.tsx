import { DateInput, NullableBooleanInput } from 'react-admin';
import { ListSearchInput } from '../../src/components/ListSearchInput';

export const customerFilters = [
  <ListSearchInput key="q" hint="resources.users/customers.search" alwaysOn />,
  <NullableBooleanInput key="blocked" source="blocked" />,
  <DateInput key="registeredFrom" source="registeredFrom" />,
  <DateInput key="registeredTo" source="registeredTo" />,
];
