import type { SubscriptionExportQuery } from '../../../contract/subscriptions';
import type { Subscription } from '../../../contract/subscriptions';
import { filtered, plans, sortExpression, toSubscriptions } from './queries';
import { contentTypeLabel, enabledLabel, money } from '../../exports/cells';
import { type ListExport, listOrder } from '../../exports/listExport';

/** "Monthly", "Yearly" or "Every 7 days", as the list shows the billing period. */
function billingPeriod({ billingPeriod, billingDays }: Subscription): string {
  if (billingPeriod === 'MONTHLY') return 'Monthly';
  if (billingPeriod === 'YEARLY') return 'Yearly';
  return billingDays === 1 ? 'Every day' : `Every ${billingDays ?? 1} days`;
}

/** The plans list's export: the plans `POST /api/subscriptions/list` selects, in its order. */
export const subscriptionExport: ListExport<'exportSubscriptions', SubscriptionExportQuery, Subscription> = {
  name: 'exportSubscriptions',
  file: 'subscriptions',
  audit: 'subscriptions',
  rows: (db, query) => plans(db, filtered(db, query)),
  id: 'subscriptions.id',
  order: (query) => listOrder({ sortExpression, defaultSort: 'createdAt', id: 'subscriptions.id' }, query),
  items: toSubscriptions,
  cells: {
    name: (plan) => plan.name,
    billingPeriod,
    price: (plan) => money(plan.price, plan.currency),
    contentTypes: (plan) => plan.contentTypes.map((type) => contentTypeLabel[type]).join(', '),
    trialDays: (plan) => plan.trialDays,
    activeSubscribers: (plan) => plan.activeSubscribers,
    status: (plan) => enabledLabel[plan.status],
    createdAt: (plan) => plan.createdAt,
  },
};
