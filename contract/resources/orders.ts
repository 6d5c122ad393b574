import { declareResource } from './declaration';

export const orders = declareResource({
  name: 'orders',
  area: 'orders',
  api: '/api/orders',
  views: true,
  audited: true,
  searchable: true,
  bulk: { operation: 'bulkOrders', actions: ['recheck-payment'] },
});
