import CardMembershipIcon from '@mui/icons-material/CardMembership';
import { lazyView } from '../../src/definitions/lazyView';
import { subscriptions as declaration } from '../../contract/resources/subscriptions';
import { defineResource } from '../../src/definitions/defineResource';
import { subscriptionsMessages } from './messages';

export const subscriptions = defineResource(declaration, {
  menu: { label: 'app.menu.subscriptions', icon: CardMembershipIcon, order: 40, key: 's' },
  messages: subscriptionsMessages,
  operations: {
    list: 'listSubscriptions',
    export: 'exportSubscriptions',
    getOne: 'getSubscription',
    create: 'createSubscription',
    update: 'updateSubscription',
  },
  list: lazyView(() => import('./SubscriptionList')),
  listDefaults: () => ({ sort: { field: 'createdAt', order: 'DESC' } }),
  create: lazyView(() => import('./SubscriptionCreate')),
  edit: lazyView(() => import('./SubscriptionEdit')),
  recordRepresentation: 'name',
  values: () => import('./subscriptionValues').then((module) => module.subscriptionValues),
});
