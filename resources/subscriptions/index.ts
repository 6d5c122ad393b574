import CardMembershipIcon from '@mui/icons-material/CardMembership';
import { lazy } from 'react';
import type { ResourceDefinition } from '../types';

export const subscriptions: ResourceDefinition = {
  kind: 'resource',
  name: 'subscriptions',
  access: 'subscriptions',
  menu: { label: 'app.menu.subscriptions', icon: CardMembershipIcon, order: 40 },
  endpoints: {
    list: { method: 'POST', path: '/api/subscriptions/list' },
    getOne: '/api/subscriptions/:id',
    create: '/api/subscriptions/',
    update: '/api/subscriptions/:id',
  },
  list: lazy(() => import('./SubscriptionList')),
  create: lazy(() => import('./SubscriptionCreate')),
  edit: lazy(() => import('./SubscriptionEdit')),
  recordRepresentation: 'name',
};
