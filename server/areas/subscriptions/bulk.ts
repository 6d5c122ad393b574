import type { SubscriptionListQuery } from '../../../contract/subscriptions';
import { type BulkDefinition, setEnabledFlag } from '../../bulk/definition';
import { querySelection } from '../../bulk/selection';
import { auditedPlan, filtered as filteredPlans } from './queries';

/** Subscription plans: enable, disable (subscribers keep what they hold). */
export const subscriptionsBulk: BulkDefinition<'subscriptions', SubscriptionListQuery> = {
  list: 'subscriptions',
  selection: querySelection({ keyColumn: 'subscriptions.id', filtered: filteredPlans }),
  actions: {
    enable: setEnabledFlag(auditedPlan, 'subscriptions', 'E'),
    disable: setEnabledFlag(auditedPlan, 'subscriptions', 'D'),
  },
};
