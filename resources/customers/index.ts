import PersonIcon from '@mui/icons-material/Person';
import { lazyView } from '../../src/definitions/lazyView';
import { customers as declaration } from '../../contract/resources/customers';
import { defineResource } from '../../src/definitions/defineResource';
import { customersMessages } from './messages';

export const customers = defineResource(declaration, {
  menu: { label: 'app.menu.customers', icon: PersonIcon, group: 'users', order: 30, key: 'c' },
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
});
