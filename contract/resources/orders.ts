import { declareResource } from './declaration';

export const orders = declareResource({
  name: 'orders',
  area: 'orders',
  api: '/api/orders',
  views: true,
  audited: true,
  searchable: true,
  bulk: { operation: 'bulkOrders', actions: ['recheck-payment'] },
  export: {
    operation: 'exportOrders',
    columns: {
      number: ['Number'],
      createdAt: ['Created'],
      customer: ['Customer', 'E-mail'],
      'item.title': ['Purchase type', 'Item'],
      amount: ['Amount', 'Currency'],
      status: ['Status'],
      paymentStatus: ['Payment status'],
    },
  },
});
