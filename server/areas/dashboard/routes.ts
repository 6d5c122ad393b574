import type { FastifyPluginAsync } from 'fastify';
import { seesRevenue } from '../../../contract/accessRules';
import { dashboardOperations as operations } from '../../../contract/dashboard';
import { commerceDashboard } from '../analytics/commerceDashboard';
import { contentDashboard } from '../analytics/contentDashboard';
import { route } from '../../lib/route';

/** The role-aware dashboard (docs/api.md "Analytics"): its operation is in contract/dashboard.ts. */
const dashboardRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app;

  route(app, operations.getDashboard, async (request) => {
    const role = request.user?.role;
    return seesRevenue(role) ? commerceDashboard(db, config.timeZone) : contentDashboard(db, role);
  });
};

export default dashboardRoutes;
