import SubscriptionIcon from '@mui/icons-material/Autorenew';
import EventIcon from '@mui/icons-material/TouchApp';
import RevenueIcon from '@mui/icons-material/Paid';
import VisitorIcon from '@mui/icons-material/Visibility';
import { lazyView } from '../../src/definitions/lazyView';
import type { PageDefinition } from '../../src/definitions/types';
import { analyticsMessages } from './messages';
import { subscriptionFigureMessages } from './subscriptions/messages';

export const visitorAnalytics: PageDefinition = {
  kind: 'page',
  path: 'analytics/visitor',
  access: 'analytics',
  menu: { label: 'app.menu.visitor', icon: VisitorIcon, group: 'analytics', order: 10, key: 'v' },
  messages: analyticsMessages,
  page: lazyView(() => import('./VisitorAnalyticsPage')),
};

export const revenueAnalytics: PageDefinition = {
  kind: 'page',
  path: 'analytics/revenue',
  access: 'analytics',
  menu: { label: 'app.menu.revenue', icon: RevenueIcon, group: 'analytics', order: 20, key: 'r' },
  messages: analyticsMessages,
  page: lazyView(() => import('./RevenueAnalyticsPage')),
};

export const subscriptionAnalytics: PageDefinition = {
  kind: 'page',
  path: 'analytics/subscriptions',
  access: 'analytics',
  menu: { label: 'app.menu.subscription_figures', icon: SubscriptionIcon, group: 'analytics', order: 25 },
  messages: subscriptionFigureMessages,
  page: lazyView(() => import('./subscriptions/SubscriptionAnalyticsPage')),
};

export const eventAnalytics: PageDefinition = {
  kind: 'page',
  path: 'analytics/event',
  access: 'analytics',
  menu: { label: 'app.menu.event', icon: EventIcon, group: 'analytics', order: 30 },
  messages: analyticsMessages,
  page: lazyView(() => import('./EventAnalyticsPage')),
};
