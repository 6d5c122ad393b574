import { z } from 'zod';
import { jsonLimits, jsonValueProblem } from './json';
import { defineOperations } from './operation';
import { calendarDate, listRequest, pageOf } from './pagination';
import { maxRangeDays, activeUserResults } from './analyticsRules';
import { coded, codedIssue } from './apiMessages';
export { maxRangeDays, activeUserResults, type ActiveUserResult } from './analyticsRules';

/**
 * Analytics (docs/api.md "Analytics"): the mobile app's events in, and figures over ranges of
 * business days out. Every range is `startDate`..`endDate`, calendar days in the server's
 * TIME_ZONE, both inclusive; every series has one point per day of the range, in order, zero
 * where nothing happened; every answer over a range carries `previous`, the same totals over
 * the range of the same length just before it. Money is never added across currencies: an
 * amount is a list of `{currency, amount}` (minor units), one entry per currency that occurs.
 */

export const deviceTypes = ['phone', 'tablet'] as const;
export type DeviceType = (typeof deviceTypes)[number];
export const platforms = ['ios', 'android'] as const;
export type Platform = (typeof platforms)[number];
/** A screen the user opened, or something they did on a screen. */
export const appEventTypes = ['screen_view', 'event'] as const;
export type AppEventType = (typeof appEventTypes)[number];

/** How far an event may lie in the future (clock skew), and how old it may be, when it is received. */
export const eventMaxFutureMs = 5 * 60_000;
export const eventMaxAgeDays = 30;
/** Events per `POST /data/events`. */
export const maxEventsPerBatch = 100;

/** A name the app gives a screen, a category or an action: lower-cased, letters, digits, `_`, `.`, `-`. */
const eventName = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(60)
  .regex(/^[a-z0-9][a-z0-9_.-]*$/, 'Use letters, digits, _ . and -');

/**
 * A member of an event beyond its fields (`properties`, say): not stored, but held to the bounds
 * of any free-form JSON (contract/json.ts), so that the API never takes in a value it could not
 * store or serialise should it keep one.
 */
const extraMember = z.unknown().superRefine((value, context) => {
  const problem = jsonValueProblem(value);
  if (problem) context.addIssue(codedIssue(problem));
});

/** One screen view or event as the mobile app reports it. */
export const appEvent = z
  .object({
    /** When it happened, ISO 8601 with an offset (`Z` or `+02:00`); at most 5 minutes ahead and 30 days old. */
    occurredAt: z.iso.datetime({ offset: true }),
    /** The app's anonymous id of the installation; the same on every launch. */
    visitorId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'Use 8 to 64 letters, digits, _ and -'),
    deviceType: z.enum(deviceTypes),
    platform: z.enum(platforms),
    /** Semantic-version-like: `4.2.1`, `4.3.0-beta.2`. */
    appVersion: z
      .string()
      .max(20)
      .regex(/^\d+(\.\d+){0,3}([-+][0-9A-Za-z.-]+)?$/, 'Use a version such as 4.2.1'),
    type: z.enum(appEventTypes),
    /** The screen it happened on: `home`, `book_details`, ... */
    screen: eventName,
    /** The screen-event category: `navigation`, `reading`, `purchase`, `search`, `video`, `account`, ... */
    category: eventName,
    /** The action of an event (`open_book`); usually absent on a screen view. */
    name: eventName.optional(),
  })
  .catchall(extraMember)
  .meta({ id: 'AppEvent' });
export type AppEvent = z.input<typeof appEvent>;
export type AppEventValues = z.output<typeof appEvent>;

/** The body of `POST /data/events`: 1 to 100 events, taken all or none. */
export const appEventBatch = z
  .object({ events: z.array(appEvent).min(1).max(maxEventsPerBatch) })
  .meta({ id: 'AppEventBatch' });
export type AppEventBatch = z.input<typeof appEventBatch>;

export const appEventsAccepted = z.object({ accepted: z.number().int() }).meta({ id: 'AppEventsAccepted' });

const DAY = 86_400_000;

/** Start not after the end, and at most maxRangeDays days: else a 400 on `endDate`. */
export function checkRange(value: { startDate?: string; endDate?: string }, context: z.RefinementCtx): void {
  const { startDate, endDate } = value;
  if (!startDate || !endDate) return;
  if (startDate > endDate) {
    context.addIssue(codedIssue(coded('end_before_start'), ['endDate']));
  } else if ((Date.parse(endDate) - Date.parse(startDate)) / DAY + 1 > maxRangeDays) {
    context.addIssue(codedIssue(coded('range_too_long', { max: maxRangeDays }), ['endDate']));
  }
}

const range = { startDate: calendarDate, endDate: calendarDate };

/**
 * `?startDate&endDate`: both required. Query schemas carry no `.meta({id})`: @fastify/swagger
 * lists query parameters from an inline schema only (a `$ref` breaks the document).
 */
export const dateRangeQuery = z.object(range).superRefine(checkRange);
export type DateRangeQuery = z.infer<typeof dateRangeQuery>;

const count = z.number().int();
const categoryId = z.number().int().positive().max(2_147_483_647);

/** An amount of one currency, in its minor units. */
export const moneyAmount = z
  .object({ currency: z.string().describe('ISO 4217'), amount: z.number().int().describe('Minor units (cents)') })
  .meta({ id: 'MoneyAmount' });
export type MoneyAmount = z.infer<typeof moneyAmount>;
/** Amounts by currency, sorted by currency; empty when there is none. Never summed across currencies. */
export const moneyAmounts = z.array(moneyAmount).meta({ id: 'MoneyAmounts' });

/** The same totals over the range of the same length that ends the day before `startDate`. */
const previousOf = <Totals extends z.ZodType>(totals: Totals) => z.object({ ...range, totals });

// Visitors -----------------------------------------------------------------------------------

const visitorFigures = {
  /** Distinct visitors (a series point: that day; totals: over the whole range, each visitor once). */
  visitors: count,
  /** Visitors seen for the first time. */
  newVisitors: count,
  screenViews: count,
  /** Events other than screen views. */
  events: count,
};
export const visitorTotals = z.object(visitorFigures).meta({ id: 'VisitorTotals' });
export const visitorStatistics = z
  .object({
    ...range,
    series: z.array(z.object({ date: calendarDate, ...visitorFigures })),
    totals: visitorTotals,
    previous: previousOf(visitorTotals),
  })
  .meta({ id: 'VisitorStatistics' });
export type VisitorStatistics = z.infer<typeof visitorStatistics>;

// Sales and orders ---------------------------------------------------------------------------

/** Sales are Confirmed orders, counted on the day they were placed; revenue is their amounts. */
export const salesTotals = z
  .object({ sales: count, revenue: moneyAmounts, averageOrderValue: moneyAmounts.describe('Revenue / sales, per currency, rounded') })
  .meta({ id: 'SalesTotals' });
export const salesStatistics = z
  .object({
    ...range,
    series: z.array(z.object({ date: calendarDate, sales: count, revenue: moneyAmounts })),
    totals: salesTotals,
    previous: previousOf(salesTotals),
  })
  .meta({ id: 'SalesStatistics' });
export type SalesStatistics = z.infer<typeof salesStatistics>;

/** Orders by OrderStatus number, every status present. */
export const ordersByStatus = z
  .object({ 1: count, 2: count, 3: count, 4: count, 5: count, 6: count, 7: count, 8: count })
  .meta({ id: 'OrdersByStatus' });
export type OrdersByStatus = z.infer<typeof ordersByStatus>;
/** Orders by PurchaseType number. */
export const ordersByPurchaseType = z.object({ 1: count, 2: count }).meta({ id: 'OrdersByPurchaseType' });

export const orderTotals = z
  .object({ orders: count, byStatus: ordersByStatus, byPurchaseType: ordersByPurchaseType })
  .meta({ id: 'OrderTotals' });
export const orderStatistics = z
  .object({
    ...range,
    series: z.array(z.object({ date: calendarDate, orders: count, byStatus: ordersByStatus })),
    totals: orderTotals,
    previous: previousOf(orderTotals),
  })
  .meta({ id: 'OrderStatistics' });
export type OrderStatistics = z.infer<typeof orderStatistics>;

// Devices ------------------------------------------------------------------------------------

/** Distinct visitors over the range; one who used a phone and a tablet counts once in each. */
export const deviceTotals = z
  .object({ visitors: count, phone: count, tablet: count, ios: count, android: count })
  .meta({ id: 'DeviceTotals' });
export const deviceStatistics = z
  .object({
    ...range,
    byDeviceType: z.array(z.object({ deviceType: z.enum(deviceTypes), visitors: count })),
    byPlatform: z.array(z.object({ platform: z.enum(platforms), visitors: count })),
    /** The 10 app versions with the most visitors, most first. */
    byAppVersion: z.array(z.object({ appVersion: z.string(), visitors: count })),
    /** Visitors of each day by device type. */
    series: z.array(z.object({ date: calendarDate, phone: count, tablet: count })),
    totals: deviceTotals,
    previous: previousOf(deviceTotals),
  })
  .meta({ id: 'DeviceStatistics' });
export type DeviceStatistics = z.infer<typeof deviceStatistics>;

// Categories ---------------------------------------------------------------------------------

/** Confirmed book purchases of one e-book category over a range. */
export const categorySales = z
  .object({
    categoryId,
    name: z.string(),
    /** PublicationKind of the category: 1 book, 2 magazine. */
    ebookType: z.number().int(),
    orders: count,
    revenue: moneyAmounts,
    /** orders / all the categories' orders over the range, 0..1 (0 when there are none). */
    share: z.number(),
  })
  .meta({ id: 'CategorySales' });
export type CategorySales = z.infer<typeof categorySales>;

export const categoryTotals = z.object({ orders: count, revenue: moneyAmounts }).meta({ id: 'CategoryTotals' });

export const categoryQuery = z
  .object({
    ...range,
    /** An e-book category id; absent or empty (`category=`): every category. */
    category: z
      .preprocess((value) => (value === '' ? undefined : value), z.coerce.number().pipe(categoryId).optional())
      .describe('An e-book category id; absent or empty: every category'),
  })
  .superRefine(checkRange);

export const categoryStatistics = z
  .object({
    ...range,
    /** The category asked for, or null for all. */
    category: categoryId.nullable(),
    /** Every category (or just the one asked for), most orders first, then by name. */
    categories: z.array(categorySales),
    /** By day: of the one category, or of all. */
    series: z.array(z.object({ date: calendarDate, orders: count, revenue: moneyAmounts })),
    totals: categoryTotals,
    previous: previousOf(categoryTotals),
  })
  .meta({ id: 'CategoryStatistics' });
export type CategoryStatistics = z.infer<typeof categoryStatistics>;

export const categorySortFields = ['orders', 'name'] as const;
export type CategorySortField = (typeof categorySortFields)[number];
export const categoryListRequest = listRequest(
  { ...range, category: categoryId.nullish().describe('An e-book category id; null or absent: every category') },
  categorySortFields,
)
  .superRefine(checkRange)
  .meta({ id: 'CategoryListRequest' });
export type CategoryListRequest = z.input<typeof categoryListRequest>;
export type CategoryListQuery = z.output<typeof categoryListRequest>;
export const categoryPage = pageOf(categorySales).meta({ id: 'CategorySalesPage' });

// General KPIs and active users --------------------------------------------------------------

export const generalStatistics = z
  .object({
    /** Today, the business day the figures are of. */
    date: calendarDate,
    customers: z.object({ total: count, newToday: count }),
    ordersToday: count,
    salesToday: count,
    revenueToday: moneyAmounts,
    /** Customers holding a plan now (each once). */
    activeSubscriptions: count,
    /** Enabled e-books of each kind. */
    books: count,
    magazines: count,
    visitorsToday: count,
    /** Distinct visitors over the last 30 days, today included. */
    activeUsers30Days: count,
  })
  .meta({ id: 'GeneralStatistics' });
export type GeneralStatistics = z.infer<typeof generalStatistics>;

export const activeUsersQuery = z
  .object({
    result: z.enum(activeUserResults).default('daily'),
    startDate: calendarDate.optional(),
    endDate: calendarDate.optional(),
  })
  .superRefine(checkRange)
  .superRefine((value, context) => {
    if (Boolean(value.startDate) !== Boolean(value.endDate)) {
      context.addIssue(codedIssue(coded('both_dates'), [value.startDate ? 'endDate' : 'startDate']));
    }
  });

export const activeUsers = z
  .object({
    result: z.enum(activeUserResults),
    startDate: calendarDate,
    endDate: calendarDate,
    /** One point per day, ISO week (from its Monday) or month (from its 1st), in order. */
    points: z.array(z.object({ period: calendarDate, activeUsers: count })),
  })
  .meta({ id: 'ActiveUsers' });
export type ActiveUsers = z.infer<typeof activeUsers>;

// Screen-event categories --------------------------------------------------------------------

export const screenEventCategoryQuery = z.object({
  category: z.string().trim().max(60).optional().describe('Part of the category name, any case; empty: all'),
});

export const screenEventCategory = z
  .object({
    category: z.string(),
    /** Over the last 30 days, today included. */
    screenViews: count,
    events: count,
    /** The 3 screens with the most screen views and events of the category. */
    topScreens: z.array(z.object({ screen: z.string(), events: count })),
    /** The 3 most frequent event names of the category. */
    topNames: z.array(z.object({ name: z.string(), events: count })),
  })
  .meta({ id: 'ScreenEventCategory' });
export type ScreenEventCategory = z.infer<typeof screenEventCategory>;
export const screenEventCategories = z.array(screenEventCategory).meta({ id: 'ScreenEventCategories' });

// Operations ---------------------------------------------------------------------------------

/** What every range answer shares, for the descriptions. */
const overRange =
  '`startDate` and `endDate` are calendar days in the server TIME_ZONE, both inclusive and required; a start after the end, ' +
  `or more than ${maxRangeDays} days, is a 400 on \`endDate\`. The series has one point per day of the range, in order, zero-filled. ` +
  '`previous` holds the same totals over the range of the same length that ends the day before `startDate`.';
/** How every answer with money gives it, for the descriptions. */
const money = 'Amounts are `[{currency, amount}]` in minor units, one entry per currency, never added across currencies.';

/** The nine figures of the console's analytics, read from the daily roll-ups (docs/api.md "Analytics"). */
const figureOperations = defineOperations('analytics', {
  getVisitorStatistics: {
    method: 'GET',
    path: '/api/analytics/visitors/statistics',
    access: 'analytics',
    summary: 'Visitors, new visitors, screen views and events by day',
    description: `${overRange} \`visitors\` counts distinct visitors (anonymous app ids): per day in the series, over the whole range in totals. \`newVisitors\` are those seen for the first time.`,
    query: dateRangeQuery,
    responses: { 200: visitorStatistics },
  },
  getSalesStatistics: {
    method: 'GET',
    path: '/api/analytics/sales',
    access: 'analytics',
    summary: 'Sales (confirmed orders) and revenue by day',
    description: `${overRange} A sale is an order whose status is Confirmed, counted on the day it was placed; revenue is their amounts. ${money} \`averageOrderValue\` is revenue / sales per currency, rounded.`,
    query: dateRangeQuery,
    responses: { 200: salesStatistics },
  },
  getOrderStatistics: {
    method: 'GET',
    path: '/api/analytics/orders',
    access: 'analytics',
    summary: 'Orders of every status by day',
    description: `${overRange} Orders counted on the day they were placed, with their current status: \`byStatus\` by OrderStatus number (1..8), \`byPurchaseType\` by PurchaseType (1, 2).`,
    query: dateRangeQuery,
    responses: { 200: orderStatistics },
  },
  getDeviceStatistics: {
    method: 'GET',
    path: '/api/analytics/devices',
    access: 'analytics',
    summary: 'Visitors by device type, platform and app version',
    description: `${overRange} Distinct visitors over the range by device type, platform and app version (the 10 most used); a visitor's device of a day is the first one seen that day, and one who used two counts once in each. The series counts each day's visitors by device type.`,
    query: dateRangeQuery,
    responses: { 200: deviceStatistics },
  },
  getCategoryStatistics: {
    method: 'GET',
    path: '/api/analytics/categories',
    access: 'analytics',
    summary: 'Book sales by e-book category',
    description: `${overRange} Confirmed book purchases by the category of the e-book bought: every category (most orders first), its orders, revenue and share of the orders. \`category\` (an e-book category id; unknown: 400) narrows the list, the series and the totals to that one category. ${money}`,
    query: categoryQuery,
    responses: { 200: categoryStatistics },
  },
  getGeneralStatistics: {
    method: 'GET',
    path: '/api/analytics/general',
    access: 'analytics',
    summary: 'General figures of now and of today',
    description: `"Today" is the current business day in TIME_ZONE. Customers (all, and registered today), orders placed today (any status), sales and revenue today, customers holding a plan now, enabled books and magazines, visitors today and distinct visitors over the last 30 days (today included). ${money}`,
    responses: { 200: generalStatistics },
  },
  getActiveUsers: {
    method: 'GET',
    path: '/api/analytics/users/active',
    access: 'analytics',
    summary: 'Active users (distinct visitors) per day, week or month',
    description:
      '`result`: `daily` (default; each of the last 30 days, today included), `weekly` (each ISO week, Monday first, of the last 12, ' +
      'this one included) or `monthly` (each of the last 12 months, this one included). `startDate` and `endDate` (both or neither) ' +
      'replace that window: the periods are then those the range touches, each counting only its days inside the range. ' +
      "`period` is the day, the week's Monday or the month's 1st.",
    query: activeUsersQuery,
    responses: { 200: activeUsers },
  },
  listCategorySales: {
    method: 'POST',
    path: '/api/analytics/categories/list',
    access: 'analytics',
    readOnly: true,
    summary: 'A page of e-book categories with their book sales over a range',
    description: `The categories of GET /api/analytics/categories as a list: \`startDate\`/\`endDate\` as there (required), \`category\` narrows to one, \`paginationRequest\` pages. \`sortBy\`: \`orders\` (default, DESC) or \`name\`; revenue is per currency, so it does not sort. ${money}`,
    body: categoryListRequest,
    responses: { 200: categoryPage },
  },
  searchScreenEventCategories: {
    method: 'GET',
    path: '/api/analytics/screen-event/category/search',
    access: 'analytics',
    summary: 'Screen-event categories whose name contains the text',
    description:
      'Categories of the last 30 days (today included) whose name contains `category`, ignoring case (absent or empty: all), ' +
      'most screen views and events first, at most 20; each with its screen views, events, and its 3 busiest screens and 3 most frequent event names.',
    query: screenEventCategoryQuery,
    responses: { 200: screenEventCategories },
  },
});

/** The mobile app's screen views and events, in (docs/api.md "Analytics"). */
const eventOperations = defineOperations('events', {
  recordAppEvents: {
    method: 'POST',
    path: '/data/events',
    access: 'public',
    summary: "Receives a batch of the mobile app's screen views and events",
    description:
      `Public (no sign-in), for the mobile app; rate-limited per IP (RATE_LIMIT_EVENTS_PER_IP per window). 1 to ${maxEventsPerBatch} ` +
      'events, taken all or none: one invalid event refuses the batch with a 400 whose fieldErrors name it by path ' +
      `(\`events.3.occurredAt\`). \`occurredAt\` is ISO 8601 with an offset, at most 5 minutes ahead and ${eventMaxAgeDays} days old. ` +
      'Screen, category and name are stored lower-cased. Other members of an event are not stored, and each must be JSON ' +
      `within the bounds of app config values (depth ${jsonLimits.maxDepth}, ${jsonLimits.maxEntries.toLocaleString('en-US')} ` +
      `keys and elements, ${jsonLimits.maxBytes / 1024} KiB), else a 400 on its path (\`events.0.properties\`). ` +
      'Each event counts on its business day (TIME_ZONE). In one ' +
      'transaction the events are stored and the daily roll-ups (visitors, new visitors, events per screen and category) ' +
      'bumped, so the analytics show them at once. Answers 202 with how many were accepted.',
    body: appEventBatch,
    responses: { 202: appEventsAccepted },
    errors: [400, 413, 429],
  },
});

/** The analytics operations (tag `analytics`) and the mobile app's events (tag `events`). */
export const analyticsOperations = { ...figureOperations, ...eventOperations };
