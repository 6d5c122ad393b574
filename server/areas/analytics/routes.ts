import type { FastifyPluginAsync } from 'fastify';
import { analyticsOperations as operations } from '../../../contract/analytics';
import { activeUsers as readActiveUsers } from './activeUsers';
import { categoryStatistics as readCategories } from './categories';
import { categoryPage as readCategoryPage } from './categoryPage';
import { deviceStatistics as readDevices } from './devices';
import { generalStatistics as readGeneral } from './general';
import { orderStatistics as readOrders } from './orders';
import { salesStatistics as readSales } from './sales';
import { searchScreenEventCategories } from './screenEvents';
import { subscriptionFigureRoutes } from './subscriptionRoutes';
import { visitorStatistics as readVisitors } from './visitors';
import { route } from '../../lib/route';

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

  subscriptionFigureRoutes(app);
};

export default analyticsRoutes;
