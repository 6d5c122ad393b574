import { NullableBooleanInput } from 'react-admin';
import { InstantInput } from '../../src/components/dateInput/InstantInput';
import { ListSearchInput } from '../../src/components/ListSearchInput';

export const customerFilters = [
  <ListSearchInput key="q" hint="resources.users/customers.search" alwaysOn />,
  <NullableBooleanInput key="blocked" source="blocked" />,
  <InstantInput key="registeredFrom" source="registeredFrom" dateOnly />,
  <InstantInput key="registeredTo" source="registeredTo" dateOnly />,
];
