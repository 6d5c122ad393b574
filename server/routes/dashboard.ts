import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canAccess } from '../../contract/access';
import { dashboard } from '../../contract/dashboard';
import { commerceDashboard } from '../analytics/commerceDashboard';
import { contentDashboard } from '../analytics/contentDashboard';
import { apiErrors, bearerAuth, errorResponses } from '../lib/openapi';

/** The role-aware dashboard (docs/api.md "Analytics"). */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;

  app.get(
    '/api/dashboard',
    {
      config: { access: 'dashboard' },
      schema: {
        tags: ['dashboard'],
        summary: "The dashboard of the signed-in staff member's role",
        description:
          'By role, told apart by `view`. `commerce` (SUPER_ADMIN, ADMIN: those who may see analytics): today\'s and the last 7 ' +
          "days' sales, revenue, orders and active users (the 7 days end yesterday, as the date selector's Last 7 Days, with the 7 " +
          'before them for comparison), the revenue of each of the last 30 days (today included), the 10 newest orders, and the ' +
          'orders waiting for the payment provider (latest attempt Initiated, Processing or Pending: how many, and the 10 oldest). ' +
          '`content` (EDITOR): books and magazines by enabled flag, the 5 newest published feed entries, and the banners and ' +
          'alerts showing now; it carries no revenue and no order figure. Days are business days in TIME_ZONE; amounts are ' +
          '`[{currency, amount}]` in minor units, never added across currencies.',
        security: bearerAuth,
        response: { 200: dashboard, ...errorResponses(...apiErrors) },
      },
    },
    async (request) =>
      canAccess(request.user?.role, 'analytics') ? commerceDashboard(db, config.timeZone) : contentDashboard(db),
  );
};

export default dashboardRoutes;
