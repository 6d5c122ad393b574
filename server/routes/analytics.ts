import type { FastifyPluginAsync } from 'fastify';
import { analyticsOperations as operations } from '../../contract/analytics';
import { activeUsers as readActiveUsers } from '../analytics/activeUsers';
import { categoryStatistics as readCategories } from '../analytics/categories';
import { categoryPage as readCategoryPage } from '../analytics/categoryPage';
import { deviceStatistics as readDevices } from '../analytics/devices';
import { generalStatistics as readGeneral } from '../analytics/general';
import { orderStatistics as readOrders } from '../analytics/orders';
import { salesStatistics as readSales } from '../analytics/sales';
import { searchScreenEventCategories } from '../analytics/screenEvents';
import { visitorStatistics as readVisitors } from '../analytics/visitors';
import { route } from '../lib/route';

/** The analytics operations (contract/analytics.ts), read from the daily roll-ups (docs/api.md "Analytics"). */
const analyticsRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app;

  route(app, operations.getVisitorStatistics, async (request) => readVisitors(db, request.query));

  route(app, operations.getSalesStatistics, async (request) => readSales(db, request.query));

  route(app, operations.getOrderStatistics, async (request) => readOrders(db, request.query));

  route(app, operations.getDeviceStatistics, async (request) => readDevices(db, request.query));

  route(app, operations.getCategoryStatistics, async (request) => {
    const { category, ...range } = request.query;
    return readCategories(db, range, category);
  });

  route(app, operations.getGeneralStatistics, async () => readGeneral(db, config.timeZone));

  route(app, operations.getActiveUsers, async (request) => readActiveUsers(db, request.query, config.timeZone));

  route(app, operations.listCategorySales, async (request) => readCategoryPage(db, request.body));

  route(app, operations.searchScreenEventCategories, async (request) =>
    searchScreenEventCategories(db, request.query.category, config.timeZone),
  );
};

export default analyticsRoutes;
