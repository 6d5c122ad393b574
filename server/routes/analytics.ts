import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activeUsers,
  activeUsersQuery,
  categoryListRequest,
  categoryPage,
  categoryQuery,
  categoryStatistics,
  dateRangeQuery,
  deviceStatistics,
  generalStatistics,
  maxRangeDays,
  orderStatistics,
  salesStatistics,
  screenEventCategories,
  screenEventCategoryQuery,
  visitorStatistics,
} from '../../contract/analytics';
import { activeUsers as readActiveUsers } from '../analytics/activeUsers';
import { categoryStatistics as readCategories } from '../analytics/categories';
import { categoryPage as readCategoryPage } from '../analytics/categoryPage';
import { deviceStatistics as readDevices } from '../analytics/devices';
import { generalStatistics as readGeneral } from '../analytics/general';
import { orderStatistics as readOrders } from '../analytics/orders';
import { salesStatistics as readSales } from '../analytics/sales';
import { searchScreenEventCategories } from '../analytics/screenEvents';
import { visitorStatistics as readVisitors } from '../analytics/visitors';
import { apiErrors, bearerAuth, errorResponses } from '../lib/openapi';

/** What every range answer shares, for the descriptions. */
const overRange =
  '`startDate` and `endDate` are calendar days in the server TIME_ZONE, both inclusive and required; a start after the end, ' +
  `or more than ${maxRangeDays} days, is a 400 on \`endDate\`. The series has one point per day of the range, in order, zero-filled. ` +
  '`previous` holds the same totals over the range of the same length that ends the day before `startDate`.';
const money = 'Amounts are `[{currency, amount}]` in minor units, one entry per currency, never added across currencies.';

/** The nine analytics endpoints of spec.md section 7, read from the daily roll-ups (docs/api.md "Analytics"). */
const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const route = { config: { access: 'analytics' as const } };
  const common = { tags: ['analytics'], security: bearerAuth };

  app.get(
    '/api/analytics/visitors/statistics',
    {
      ...route,
      schema: {
        ...common,
        summary: 'Visitors, new visitors, screen views and events by day',
        description: `${overRange} \`visitors\` counts distinct visitors (anonymous app ids): per day in the series, over the whole range in totals. \`newVisitors\` are those seen for the first time.`,
        querystring: dateRangeQuery,
        response: { 200: visitorStatistics, ...errorResponses(...apiErrors) },
      },
    },
    async (request) => readVisitors(db, request.query),
  );

  app.get(
    '/api/analytics/sales',
    {
      ...route,
      schema: {
        ...common,
        summary: 'Sales (confirmed orders) and revenue by day',
        description: `${overRange} A sale is an order whose status is Confirmed, counted on the day it was placed; revenue is their amounts. ${money} \`averageOrderValue\` is revenue / sales per currency, rounded.`,
        querystring: dateRangeQuery,
        response: { 200: salesStatistics, ...errorResponses(...apiErrors) },
      },
    },
    async (request) => readSales(db, request.query),
  );

  app.get(
    '/api/analytics/orders',
    {
      ...route,
      schema: {
        ...common,
        summary: 'Orders of every status by day',
        description: `${overRange} Orders counted on the day they were placed, with their current status: \`byStatus\` by OrderStatus number (1..7), \`byPurchaseType\` by PurchaseType (1, 2).`,
        querystring: dateRangeQuery,
        response: { 200: orderStatistics, ...errorResponses(...apiErrors) },
      },
    },
    async (request) => readOrders(db, request.query),
  );

  app.get(
    '/api/analytics/devices',
    {
      ...route,
      schema: {
        ...common,
        summary: 'Visitors by device type, platform and app version',
        description: `${overRange} Distinct visitors over the range by device type, platform and app version (the 10 most used); a visitor's device of a day is the first one seen that day, and one who used two counts once in each. The series counts each day's visitors by device type.`,
        querystring: dateRangeQuery,
        response: { 200: deviceStatistics, ...errorResponses(...apiErrors) },
      },
    },
    async (request) => readDevices(db, request.query),
  );

  app.get(
    '/api/analytics/categories',
    {
      ...route,
      schema: {
        ...common,
        summary: 'Book sales by e-book category',
        description: `${overRange} Confirmed book purchases by the category of the e-book bought: every category (most orders first), its orders, revenue and share of the orders. \`category\` (an e-book category id; unknown: 400) narrows the list, the series and the totals to that one category. ${money}`,
        querystring: categoryQuery,
        response: { 200: categoryStatistics, ...errorResponses(...apiErrors) },
      },
    },
    async (request) => {
      const { category, ...range } = request.query;
      return readCategories(db, range, category);
    },
  );

  app.get(
    '/api/analytics/general',
    {
      ...route,
      schema: {
        ...common,
        summary: 'General figures of now and of today',
        description: `"Today" is the current business day in TIME_ZONE. Customers (all, and registered today), orders placed today (any status), sales and revenue today, customers holding a plan now, enabled books and magazines, visitors today and distinct visitors over the last 30 days (today included). ${money}`,
        response: { 200: generalStatistics, ...errorResponses(...apiErrors) },
      },
    },
    async () => readGeneral(db, config.timeZone),
  );

  app.get(
    '/api/analytics/users/active',
    {
      ...route,
      schema: {
        ...common,
        summary: 'Active users (distinct visitors) per day, week or month',
        description:
          '`result`: `daily` (default; each of the last 30 days, today included), `weekly` (each ISO week, Monday first, of the last 12, ' +
          'this one included) or `monthly` (each of the last 12 months, this one included). `startDate` and `endDate` (both or neither) ' +
          'replace that window: the periods are then those the range touches, each counting only its days inside the range. ' +
          '`period` is the day, the week\'s Monday or the month\'s 1st.',
        querystring: activeUsersQuery,
        response: { 200: activeUsers, ...errorResponses(...apiErrors) },
      },
    },
    async (request) => readActiveUsers(db, request.query, config.timeZone),
  );

  app.post(
    '/api/analytics/categories/list',
    {
      ...route,
      schema: {
        ...common,
        summary: 'A page of e-book categories with their book sales over a range',
        description: `The categories of GET /api/analytics/categories as a list: \`startDate\`/\`endDate\` as there (required), \`category\` narrows to one, \`paginationRequest\` pages. \`sortBy\`: \`orders\` (default, DESC) or \`name\`; revenue is per currency, so it does not sort. ${money}`,
        body: categoryListRequest,
        response: { 200: categoryPage, ...errorResponses(...apiErrors) },
      },
    },
    async (request) => readCategoryPage(db, request.body),
  );

  app.get(
    '/api/analytics/screen-event/category/search',
    {
      ...route,
      schema: {
        ...common,
        summary: 'Screen-event categories whose name contains the text',
        description:
          'Categories of the last 30 days (today included) whose name contains `category`, ignoring case (absent or empty: all), ' +
          'most screen views and events first, at most 20; each with its screen views, events, and its 3 busiest screens and 3 most frequent event names.',
        querystring: screenEventCategoryQuery,
        response: { 200: screenEventCategories, ...errorResponses(...apiErrors) },
      },
    },
    async (request) => searchScreenEventCategories(db, request.query.category, config.timeZone),
  );
};

export default analyticsRoutes;
