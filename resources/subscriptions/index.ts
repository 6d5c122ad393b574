import CardMembershipIcon from '@mui/icons-material/CardMembership';
import { lazy } from 'react';
import type { ResourceDefinition } from '../types';
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
  list: lazy(() => import('./SubscriptionList')),
  create: lazy(() => import('./SubscriptionCreate')),
  edit: lazy(() => import('./SubscriptionEdit')),
  recordRepresentation: 'name',
  audit: 'subscription',
};
