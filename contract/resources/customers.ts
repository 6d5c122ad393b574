import { declareResource } from './declaration';

export const customers = declareResource({
  name: 'users/customers',
  area: 'customers',
  api: '/api/customers',
  views: true,
  audited: true,
  searchable: true,
  bulk: { operation: 'bulkCustomers', actions: ['block', 'unblock'] },
  export: {
    operation: 'exportCustomers',
    columns: {
      name: ['Name', 'E-mail'],
      country: ['Country'],
      registeredAt: ['Registered'],
      lastSeenAt: ['Last seen'],
      emailVerified: ['E-mail verified'],
      blocked: ['Blocked'],
    },
  },
});
