import PersonIcon from '@mui/icons-material/Person';
import { lazy } from 'react';
import type { ResourceDefinition } from '../types';
import { customersMessages } from './messages';

export const customers: ResourceDefinition = {
  kind: 'resource',
  name: 'users/customers',
  access: 'customers',
  bulk: 'customers',
  menu: { label: 'app.menu.customers', icon: PersonIcon, group: 'users', order: 30 },
  messages: customersMessages,
  operations: {
    list: 'listCustomers',
    export: 'exportCustomers',
    getOne: 'getCustomer',
    actions: { block: 'blockUnblockUser' },
  },
  list: lazy(() => import('./CustomerList')),
  show: lazy(() => import('./CustomerShow')),
  recordRepresentation: 'name',
  audit: 'customer',
};
