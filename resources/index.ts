import { activity } from './activity';
import { admins } from './admins';
import { alerts } from './alerts';
import { eventAnalytics, revenueAnalytics, subscriptionAnalytics, visitorAnalytics } from './analytics';
import { appConfig } from './appConfig';
import { banners } from './banners';
import { calendar } from './calendar';
import { customers } from './customers';
import { dashboard } from './dashboard';
import { ebooks } from './ebooks';
import { editors } from './editors';
import { feed } from './feed';
import { layout, layoutRecords } from './layout';
import { orders } from './orders';
import { passwordChange } from './passwordChange';
import { profile } from './profile';
import { review } from './review';
import { subscriptions } from './subscriptions';
import type { Definition, ResourceDefinition } from '../src/definitions/types';

/** Every resource and custom page. App.tsx, the menu, the guards and the dataProvider read this list. */
export const definitions: Definition[] = [
  dashboard,
  ebooks,
  review,
  orders,
  subscriptions,
  feed,
  calendar,
  layout,
  layoutRecords,
  banners,
  alerts,
  appConfig,
  visitorAnalytics,
  revenueAnalytics,
  subscriptionAnalytics,
  eventAnalytics,
  admins,
  editors,
  customers,
  activity,
  profile,
  passwordChange,
];

export const resourceDefinitions = definitions.filter(
  (definition): definition is ResourceDefinition => definition.kind === 'resource',
);
