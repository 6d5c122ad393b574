import PersonIcon from '@mui/icons-material/Person';
import { lazyView } from '../../src/definitions/lazyView';
import type { ResourceDefinition } from '../../src/definitions/types';
import { customersMessages } from './messages';

export const customers: ResourceDefinition = {
  kind: 'resource',
  name: 'users/customers',
  access: 'customers',
  bulk: 'users/customers',
  menu: { label: 'app.menu.customers', icon: PersonIcon, group: 'users', order: 30 },
  messages: customersMessages,
  operations: {
    list: 'listCustomers',
    export: 'exportCustomers',
    getOne: 'getCustomer',
    actions: { block: 'blockUnblockUser' },
  },
  list: lazyView(() => import('./CustomerList')),
  listDefaults: () => ({ sort: { field: 'registeredAt', order: 'DESC' } }),
  show: lazyView(() => import('./CustomerShow')),
  recordRepresentation: 'name',
  audit: 'users/customers',
};
