import { declareResource } from './declaration';

export const subscriptions = declareResource({
  name: 'subscriptions',
  area: 'subscriptions',
  api: '/api/subscriptions',
  views: true,
  audited: true,
  bulk: { operation: 'bulkSubscriptions', actions: ['enable', 'disable'] },
  export: {
    operation: 'exportSubscriptions',
    columns: {
      name: ['Name'],
      billingPeriod: ['Billing period'],
      price: ['Price', 'Currency'],
      contentTypes: ['Content types'],
      trialDays: ['Trial days'],
      activeSubscribers: ['Active subscribers'],
      status: ['Status'],
      createdAt: ['Created'],
    },
  },
});
