import { analyticsOperations } from './analytics';
import { alertsOperations } from './alerts';
import { appConfigOperations } from './appConfig';
import { auditOperations } from './audit';
import { bannersOperations } from './banners';
import { appPreviewOperations } from './appPreview';
import { calendarOperations } from './calendar';
import { authOperations } from './auth';
import { customersOperations } from './customers';
import { customerPrivacyOperations } from './customerPrivacy';
import { dashboardOperations } from './dashboard';
import { deepLinksOperations } from './deepLinks';
import { ebooksOperations } from './ebooks';
import { readinessOperations } from './ebookReadiness';
import { editorialOperations, reviewQueueOperations } from './editorial';
import { feedOperations } from './feed';
import { layoutOperations } from './layout';
import { notesOperations } from './notes';
import { healthOperations } from './health';
import { jobsOperations } from './jobs';
import type { Operation } from './operation';
import { ordersOperations } from './orders';
import { revisionsOperations } from './revisions';
import { searchOperations } from './search';
import { secondFactorOperations } from './secondFactors';
import { sessionsOperations } from './sessions';
import { liveOperations } from './live';
import { apiTokensOperations } from './apiTokens';
import { staffOperations } from './staff';
import { subscriptionsOperations } from './subscriptions';
import { subscriptionFigureOperations } from './subscriptionFigures';
import { settingsOperations } from './settings';
import { usersOperations } from './users';
import { viewsOperations } from './views';

/**
 * Every API operation, by name: the server binds a route to each (the operations test holds the
 * two together), the console calls them by name (dataProvider/client.ts loads this module on
 * demand, so that the sign-in page loads no schema). A new area's operations join here.
 */
export const operations = {
  ...feedOperations,
  ...ordersOperations,
  ...dashboardOperations,
  ...alertsOperations,
  ...appConfigOperations,
  ...analyticsOperations,
  ...subscriptionFigureOperations,
  ...ebooksOperations,
  ...readinessOperations,
  ...subscriptionsOperations,
  ...staffOperations,
  ...customersOperations,
  ...customerPrivacyOperations,
  ...authOperations,
  ...usersOperations,
  ...settingsOperations,
  ...healthOperations,
  ...layoutOperations,
  ...bannersOperations,
  ...deepLinksOperations,
  ...auditOperations,
  ...notesOperations,
  ...viewsOperations,
  ...editorialOperations,
  ...reviewQueueOperations,
  ...revisionsOperations,
  ...calendarOperations,
  ...appPreviewOperations,
  ...searchOperations,
  ...jobsOperations,
  ...secondFactorOperations,
  ...sessionsOperations,
  ...apiTokensOperations,
  ...liveOperations,
} satisfies Record<string, Operation>;

export type Operations = typeof operations;
export type OperationName = keyof Operations;
