import CardMembershipIcon from '@mui/icons-material/CardMembership';
import { lazyView } from '../../src/definitions/lazyView';
import type { ResourceDefinition } from '../../src/definitions/types';
import { subscriptionsMessages } from './messages';

export const subscriptions: ResourceDefinition = {
  kind: 'resource',
  name: 'subscriptions',
  access: 'subscriptions',
  bulk: 'subscriptions',
  menu: { label: 'app.menu.subscriptions', icon: CardMembershipIcon, order: 40 },
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
  audit: 'subscriptions',
  values: () => import('./subscriptionValues').then((module) => module.subscriptionValues),
};
