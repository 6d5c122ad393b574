import { declareResource } from './declaration';

export const customers = declareResource({
  name: 'users/customers',
  area: 'customers',
  api: '/api/customers',
  views: true,
  audited: true,
  searchable: true,
  bulk: { operation: 'bulkCustomers', actions: ['block', 'unblock'] },
});
