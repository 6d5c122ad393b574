import { declareResource } from './declaration';

export const subscriptions = declareResource({
  name: 'subscriptions',
  area: 'subscriptions',
  api: '/api/subscriptions',
  views: true,
  audited: true,
  bulk: { operation: 'bulkSubscriptions', actions: ['enable', 'disable'] },
});
