/**
 * The analytics endpoints over a small hand-made data set whose answers are known: orders
 * written into the database on known days (as the demo data writes them: with their day, then
 * the roll-ups refreshed), events sent through POST /data/events as the app sends them.
 */
import { afterAll, describe, expect, test } from 'vitest';
import type { AppEvent } from '../../contract/analytics';
import { AdminRole, OrderStatus, PaymentStatus, PurchaseType } from '../../contract/enums';
import { refreshOrderDays } from '../../server/areas/analytics/orderRollups';
import { syncRollups } from '../../server/areas/analytics/sync';
import { type App, buildApp } from '../../server/app';
import { seedDemoData } from '../../server/demo';
import { addDays, addMonths, businessDay, dayCount, eachDay, weekStart } from '../../server/lib/dates';
import { bearer, createCustomer, createStaff, createTestApp, signIn, testApp } from './helpers';

const now = Date.now();
/** Today in UTC (the app's TIME_ZONE), fixed for the whole file. */
const today = new Date(now).toISOString().slice(0, 10);
/** Three days with known figures, and the days before them. */
const D0 = addDays(today, -10);
const D1 = addDays(D0, 1);
const D2 = addDays(D0, 2);
const D3 = addDays(D0, 3);
const noon = (day: string) => `${day}T12:00:00.000Z`;

interface Catalog {
  customer: number;
  fiction: number;
  mystery: number;
  news: number;
  bookA: number;
  bookB: number;
  magazine: number;
  plan: number;
}

async function catalogOf(app: App): Promise<Catalog> {
  const categories = await app.db.selectFrom('ebook_categories').select(['id', 'name']).execute();
  const categoryId = (name: string) => categories.find((category) => category.name === name)!.id;
  const at = new Date(now).toISOString();
  const ebook = async (title: string, type: number, category: number, status: 'E' | 'D' = 'E') =>
    (
      await app.db
        .insertInto('ebooks')
        .values({ title, authors: '["Ada Moreau"]', type, category_id: category, language: 'en', price: 100, currency: 'USD', premium: 0, status, created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const fiction = categoryId('Fiction');
  const mystery = categoryId('Mystery & Thriller');
  const news = categoryId('News & Politics');
  const { id: plan } = await app.db
    .insertInto('subscriptions')
    .values({ name: 'Monthly', price: 999, currency: 'USD', billing_period: 'MONTHLY', trial_days: 0, status: 'E', created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    customer: await createCustomer(app, { registeredAt: noon(addDays(today, -100)) }),
    fiction,
    mystery,
    news,
    bookA: await ebook('Book A', 1, fiction),
    bookB: await ebook('Book B', 1, mystery),
    magazine: await ebook('Magazine M', 2, news),
    plan,
  };
}

let serial = 0;

/** Orders on known instants, with their business day (the app's TIME_ZONE), then their days' roll-ups refreshed. */
async function insertOrders(
  app: App,
  catalog: Catalog,
  orders: { at: string; item: 'bookA' | 'bookB' | 'magazine' | 'plan'; status: number; amount: number; currency: string; paid?: boolean; withoutDay?: boolean }[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const order of orders) {
    const book = order.item !== 'plan';
    const { id } = await app.db
      .insertInto('orders')
      .values({
        number: `ORD-T${String(++serial).padStart(5, '0')}`,
        customer_id: catalog.customer,
        purchase_type: book ? PurchaseType.BOOK_PURCHASE : PurchaseType.SUBSCRIPTION,
        ebook_id: book ? catalog[order.item] : null,
        subscription_id: book ? null : catalog.plan,
        amount: order.amount,
        currency: order.currency,
        status: order.status,
        created_at: order.at,
        updated_at: order.at,
        day: order.withoutDay ? null : businessDay(order.at, app.config.timeZone),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (order.paid) {
      await app.db
        .insertInto('payments')
        .values({ order_id: id, provider: 1, reference: `ch_test_${serial}`, status: PaymentStatus.SUCCESS, amount: order.amount, currency: order.currency, created_at: order.at, updated_at: order.at })
        .execute();
    }
    ids.push(id);
  }
  await refreshOrderDays(app.db, orders.filter((order) => !order.withoutDay).map((order) => businessDay(order.at, app.config.timeZone)));
  return ids;
}

const event = (visitorId: string, at: string, more: Partial<AppEvent> = {}): AppEvent => ({
  occurredAt: at,
  visitorId,
  deviceType: 'phone',
  platform: 'ios',
  appVersion: '4.2.1',
  type: 'screen_view',
  screen: 'home',
  category: 'navigation',
  ...more,
});

async function sendEvents(app: App, events: AppEvent[]) {
  const response = await app.inject({ method: 'POST', url: '/data/events', payload: { events } });
  expect(response.statusCode, response.body).toBe(202);
}

/** v1: phone iOS, D0 and D1; v2: tablet Android, D0 and D2; v3: phone Android, D2; v4: before D0; v5: today. */
const v2 = { deviceType: 'tablet', platform: 'android', appVersion: '4.1.0' } as const;
const fixtureEvents: AppEvent[] = [
  event('visitor-1', noon(D0)),
  event('visitor-1', noon(D0), { type: 'event', screen: 'book_details', category: 'reading', name: 'open_book' }),
  event('visitor-1', noon(D1)),
  event('visitor-2', noon(D0), v2),
  event('visitor-2', noon(D2), { ...v2, screen: 'news' }),
  event('visitor-3', noon(D2), { platform: 'android', type: 'event', screen: 'search', category: 'search', name: 'search_submit' }),
  event('visitor-4', noon(addDays(D0, -2))),
  event('visitor-5', new Date(Math.max(Date.parse(`${today}T00:00:00Z`), now - 60_000)).toISOString()),
];

/** The app of the file, its data, and an admin's and an editor's tokens. */
const { app, close } = await createTestApp();
afterAll(close);
const catalog = await catalogOf(app);
const [, , , , , , , , refundable] = await insertOrders(app, catalog, [
  { at: noon(D0), item: 'bookA', status: OrderStatus.CONFIRMED, amount: 1299, currency: 'EUR' },
  { at: noon(D0), item: 'bookA', status: OrderStatus.CONFIRMED, amount: 1299, currency: 'EUR' },
  { at: noon(D0), item: 'bookB', status: OrderStatus.CONFIRMED, amount: 500, currency: 'USD' },
  { at: noon(D0), item: 'plan', status: OrderStatus.CONFIRMED, amount: 999, currency: 'USD' },
  { at: noon(D0), item: 'bookB', status: OrderStatus.PAYMENT_FAILED, amount: 500, currency: 'USD' },
  { at: noon(D1), item: 'magazine', status: OrderStatus.CONFIRMED, amount: 300, currency: 'GBP' },
  { at: noon(D1), item: 'bookA', status: OrderStatus.REFUNDED, amount: 1299, currency: 'EUR' },
  { at: noon(D1), item: 'plan', status: OrderStatus.CANCELLED, amount: 999, currency: 'USD' },
  { at: noon(D2), item: 'bookB', status: OrderStatus.CONFIRMED, amount: 500, currency: 'USD', paid: true },
  // The range before: one sale.
  { at: noon(addDays(D0, -3)), item: 'bookA', status: OrderStatus.CONFIRMED, amount: 1299, currency: 'EUR' },
]);
await sendEvents(app, fixtureEvents);
const admin = (await signIn(app, await createStaff(app, { role: AdminRole.ADMIN }))).access_token;
const editor = (await signIn(app, await createStaff(app, { role: AdminRole.EDITOR }))).access_token;

async function get<T = Record<string, unknown>>(url: string, token = admin, target = app): Promise<T> {
  const response = await target.inject({ method: 'GET', url, headers: bearer(token) });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<T>();
}

const range = (startDate: string, endDate: string) => `startDate=${startDate}&endDate=${endDate}`;
const zeroStatuses = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0, 7: 0, 8: 0 };

describe('GET /api/analytics/sales', () => {
  test('sales are confirmed orders by day placed, revenue per currency, never added across currencies', async () => {
    expect(await get(`/api/analytics/sales?${range(D0, D3)}`)).toEqual({
      startDate: D0,
      endDate: D3,
      series: [
        { date: D0, sales: 4, revenue: [{ currency: 'EUR', amount: 2598 }, { currency: 'USD', amount: 1499 }] },
        { date: D1, sales: 1, revenue: [{ currency: 'GBP', amount: 300 }] },
        { date: D2, sales: 1, revenue: [{ currency: 'USD', amount: 500 }] },
        { date: D3, sales: 0, revenue: [] },
      ],
      totals: {
        sales: 6,
        revenue: [{ currency: 'EUR', amount: 2598 }, { currency: 'GBP', amount: 300 }, { currency: 'USD', amount: 1999 }],
        averageOrderValue: [{ currency: 'EUR', amount: 1299 }, { currency: 'GBP', amount: 300 }, { currency: 'USD', amount: 666 }],
      },
      previous: {
        startDate: addDays(D0, -4),
        endDate: addDays(D0, -1),
        totals: { sales: 1, revenue: [{ currency: 'EUR', amount: 1299 }], averageOrderValue: [{ currency: 'EUR', amount: 1299 }] },
      },
    });
  });

  test('a single day, and a range with nothing in it (zero-filled)', async () => {
    const single = await get<{ series: unknown[]; totals: { sales: number }; previous: { startDate: string; endDate: string } }>(
      `/api/analytics/sales?${range(D1, D1)}`,
    );
    expect(single.series).toEqual([{ date: D1, sales: 1, revenue: [{ currency: 'GBP', amount: 300 }] }]);
    expect(single.previous).toMatchObject({ startDate: D0, endDate: D0 });
    const empty = await get<{ series: { sales: number }[]; totals: unknown }>(`/api/analytics/sales?${range('2020-01-01', '2020-01-07')}`);
    expect(empty.series.map((point) => point.sales)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(empty.totals).toEqual({ sales: 0, revenue: [], averageOrderValue: [] });
  });

  test('sales over two adjacent ranges add up to the sales over their union', async () => {
    type Sales = { totals: { sales: number; revenue: { currency: string; amount: number }[] } };
    const [first, second, union] = await Promise.all([
      get<Sales>(`/api/analytics/sales?${range(addDays(D0, -5), D1)}`),
      get<Sales>(`/api/analytics/sales?${range(D2, D3)}`),
      get<Sales>(`/api/analytics/sales?${range(addDays(D0, -5), D3)}`),
    ]);
    expect(first.totals.sales + second.totals.sales).toBe(union.totals.sales);
    const added = new Map<string, number>();
    for (const { currency, amount } of [...first.totals.revenue, ...second.totals.revenue]) added.set(currency, (added.get(currency) ?? 0) + amount);
    expect(Object.fromEntries(added)).toEqual(Object.fromEntries(union.totals.revenue.map((entry) => [entry.currency, entry.amount])));
  });
});

test('GET /api/analytics/orders: every status by day placed, and by purchase type', async () => {
  expect(await get(`/api/analytics/orders?${range(D0, D3)}`)).toEqual({
    startDate: D0,
    endDate: D3,
    series: [
      { date: D0, orders: 5, byStatus: { ...zeroStatuses, 2: 4, 3: 1 } },
      { date: D1, orders: 3, byStatus: { ...zeroStatuses, 2: 1, 4: 1, 5: 1 } },
      { date: D2, orders: 1, byStatus: { ...zeroStatuses, 2: 1 } },
      { date: D3, orders: 0, byStatus: zeroStatuses },
    ],
    totals: { orders: 9, byStatus: { ...zeroStatuses, 2: 6, 3: 1, 4: 1, 5: 1 }, byPurchaseType: { 1: 2, 2: 7 } },
    previous: {
      startDate: addDays(D0, -4),
      endDate: addDays(D0, -1),
      totals: { orders: 1, byStatus: { ...zeroStatuses, 2: 1 }, byPurchaseType: { 1: 0, 2: 1 } },
    },
  });
});

test('GET /api/analytics/visitors/statistics: distinct and new visitors, screen views and events', async () => {
  expect(await get(`/api/analytics/visitors/statistics?${range(D0, D3)}`)).toEqual({
    startDate: D0,
    endDate: D3,
    series: [
      { date: D0, visitors: 2, newVisitors: 2, screenViews: 2, events: 1 },
      { date: D1, visitors: 1, newVisitors: 0, screenViews: 1, events: 0 },
      { date: D2, visitors: 2, newVisitors: 1, screenViews: 1, events: 1 },
      { date: D3, visitors: 0, newVisitors: 0, screenViews: 0, events: 0 },
    ],
    // Visitor 1 and visitor 2 came on two days each: three visitors over the range, not five.
    totals: { visitors: 3, newVisitors: 3, screenViews: 4, events: 2 },
    previous: { startDate: addDays(D0, -4), endDate: addDays(D0, -1), totals: { visitors: 1, newVisitors: 1, screenViews: 1, events: 0 } },
  });
});

test('GET /api/analytics/devices: distinct visitors by device type, platform and app version', async () => {
  expect(await get(`/api/analytics/devices?${range(D0, D3)}`)).toEqual({
    startDate: D0,
    endDate: D3,
    byDeviceType: [
      { deviceType: 'phone', visitors: 2 },
      { deviceType: 'tablet', visitors: 1 },
    ],
    byPlatform: [
      { platform: 'ios', visitors: 1 },
      { platform: 'android', visitors: 2 },
    ],
    byAppVersion: [
      { appVersion: '4.2.1', visitors: 2 },
      { appVersion: '4.1.0', visitors: 1 },
    ],
    series: [
      { date: D0, phone: 1, tablet: 1 },
      { date: D1, phone: 1, tablet: 0 },
      { date: D2, phone: 1, tablet: 1 },
      { date: D3, phone: 0, tablet: 0 },
    ],
    totals: { visitors: 3, phone: 2, tablet: 1, ios: 1, android: 2 },
    previous: { startDate: addDays(D0, -4), endDate: addDays(D0, -1), totals: { visitors: 1, phone: 1, tablet: 0, ios: 1, android: 0 } },
  });
});

describe('categories', () => {
  test('GET /api/analytics/categories: confirmed book purchases by the e-book’s category, most first', async () => {
    const answer = await get<{ categories: { name: string; orders: number; revenue: unknown; share: number }[] } & Record<string, unknown>>(
      `/api/analytics/categories?${range(D0, D3)}`,
    );
    expect(answer.category).toBeNull();
    expect(answer.categories.slice(0, 3)).toEqual([
      { categoryId: catalog.fiction, name: 'Fiction', ebookType: 1, orders: 2, revenue: [{ currency: 'EUR', amount: 2598 }], share: 0.4 },
      { categoryId: catalog.mystery, name: 'Mystery & Thriller', ebookType: 1, orders: 2, revenue: [{ currency: 'USD', amount: 1000 }], share: 0.4 },
      { categoryId: catalog.news, name: 'News & Politics', ebookType: 2, orders: 1, revenue: [{ currency: 'GBP', amount: 300 }], share: 0.2 },
    ]);
    expect(await get(`/api/analytics/categories?${range(D0, D3)}&category=`)).toEqual(answer);
    // Every category is listed; those without sales come after, by name.
    expect(answer.categories).toHaveLength(20);
    expect(answer.categories.slice(3).every((category) => category.orders === 0 && category.share === 0)).toBe(true);
    expect(answer.series).toEqual([
      { date: D0, orders: 3, revenue: [{ currency: 'EUR', amount: 2598 }, { currency: 'USD', amount: 500 }] },
      { date: D1, orders: 1, revenue: [{ currency: 'GBP', amount: 300 }] },
      { date: D2, orders: 1, revenue: [{ currency: 'USD', amount: 500 }] },
      { date: D3, orders: 0, revenue: [] },
    ]);
    expect(answer.totals).toEqual({ orders: 5, revenue: [{ currency: 'EUR', amount: 2598 }, { currency: 'GBP', amount: 300 }, { currency: 'USD', amount: 1000 }] });
    expect(answer.previous).toEqual({ startDate: addDays(D0, -4), endDate: addDays(D0, -1), totals: { orders: 1, revenue: [{ currency: 'EUR', amount: 1299 }] } });
  });

  test('`category` narrows the answer to one category and its series', async () => {
    const answer = await get(`/api/analytics/categories?${range(D0, D3)}&category=${catalog.mystery}`);
    expect(answer).toMatchObject({
      category: catalog.mystery,
      categories: [{ categoryId: catalog.mystery, name: 'Mystery & Thriller', orders: 2, revenue: [{ currency: 'USD', amount: 1000 }], share: 0.4 }],
      series: [
        { date: D0, orders: 1, revenue: [{ currency: 'USD', amount: 500 }] },
        { date: D1, orders: 0, revenue: [] },
        { date: D2, orders: 1, revenue: [{ currency: 'USD', amount: 500 }] },
        { date: D3, orders: 0, revenue: [] },
      ],
      totals: { orders: 2, revenue: [{ currency: 'USD', amount: 1000 }] },
    });
  });

  test('POST /api/analytics/categories/list: a page, sorted by orders or name', async () => {
    const list = async (body: object) => {
      const response = await app.inject({ method: 'POST', url: '/api/analytics/categories/list', headers: bearer(admin), payload: { startDate: D0, endDate: D3, ...body } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ content: { name: string; orders: number; share: number }[]; totalElements: number; page: number; size: number }>();
    };
    const byOrders = await list({ paginationRequest: { page: 0, size: 3 } });
    expect(byOrders).toMatchObject({ totalElements: 20, page: 0, size: 3 });
    expect(byOrders.content.map((row) => [row.name, row.orders, row.share]).sort()).toEqual([
      ['Fiction', 2, 0.4],
      ['Mystery & Thriller', 2, 0.4],
      ['News & Politics', 1, 0.2],
    ]);
    const byName = await list({ paginationRequest: { page: 0, size: 2, sortBy: 'name' } });
    expect(byName.content.map((row) => row.name)).toEqual(['Biography & Memoir', 'Business & Economics']);
    // Ascending, ties by id: the last page ends with the categories that sold.
    const lastPage = await list({ paginationRequest: { page: 3, size: 5, sortBy: 'orders', sortDirection: 'ASC' } });
    expect(lastPage.content.map((row) => row.name).slice(-3)).toEqual(['News & Politics', 'Fiction', 'Mystery & Thriller']);
    expect((await list({ category: null })).totalElements).toBe(20);
    const one = await list({ category: catalog.news });
    expect(one.totalElements).toBe(1);
    expect(one.content).toEqual([expect.objectContaining({ name: 'News & Politics', orders: 1, revenue: [{ currency: 'GBP', amount: 300 }] })]);
  });
});

test('GET /api/analytics/general: the figures of today and now', async () => {
  await insertOrders(app, catalog, [{ at: new Date(now).toISOString(), item: 'bookA', status: OrderStatus.CONFIRMED, amount: 1299, currency: 'EUR' }]);
  await createCustomer(app, { registeredAt: new Date(now) });
  await app.db
    .insertInto('customer_subscriptions')
    .values({ customer_id: catalog.customer, subscription_id: catalog.plan, started_at: noon(D0), ends_at: noon(addDays(today, 20)) })
    .execute();
  const answer = await get('/api/analytics/general');
  if (answer.date !== today) return; // Midnight passed while the test ran: "today" is another day.
  expect(answer).toEqual({
    date: today,
    customers: { total: 2, newToday: 1 },
    ordersToday: 1,
    salesToday: 1,
    revenueToday: [{ currency: 'EUR', amount: 1299 }],
    activeSubscriptions: 1,
    books: 2,
    magazines: 1,
    visitorsToday: 1,
    activeUsers30Days: 5,
  });
});

describe('GET /api/analytics/users/active', () => {
  /** Visitors by day, from the fixture. */
  const visits = fixtureEvents.map((item) => ({ visitor: item.visitorId, day: item.occurredAt.slice(0, 10) }));
  const distinctIn = (from: string, to: string) => new Set(visits.filter((visit) => visit.day >= from && visit.day <= to).map((visit) => visit.visitor)).size;

  test('daily: each of the last 30 days, today included', async () => {
    const answer = await get<{ result: string; startDate: string; endDate: string; points: { period: string; activeUsers: number }[] }>(
      '/api/analytics/users/active?result=daily',
    );
    expect(answer).toMatchObject({ result: 'daily', startDate: addDays(today, -29), endDate: today });
    expect(answer.points).toHaveLength(30);
    expect(answer.points.map((point) => point.activeUsers)).toEqual(answer.points.map((point) => distinctIn(point.period, point.period)));
    expect(answer.points.find((point) => point.period === D0)?.activeUsers).toBe(2);
  });

  test('weekly: 12 ISO weeks from their Monday; monthly: 12 months from their 1st', async () => {
    const weekly = await get<{ points: { period: string; activeUsers: number }[] }>('/api/analytics/users/active?result=weekly');
    expect(weekly.points).toHaveLength(12);
    for (const point of weekly.points) {
      expect(new Date(`${point.period}T00:00:00Z`).getUTCDay()).toBe(1);
      expect(point.activeUsers).toBe(distinctIn(point.period, addDays(point.period, 6)));
    }
    expect(weekly.points.reduce((total, point) => total + point.activeUsers, 0)).toBeGreaterThanOrEqual(5);
    const monthly = await get<{ points: { period: string; activeUsers: number }[] }>('/api/analytics/users/active?result=monthly');
    expect(monthly.points).toHaveLength(12);
    expect(monthly.points.every((point) => point.period.endsWith('-01'))).toBe(true);
    expect(monthly.points.at(-1)!.period).toBe(`${today.slice(0, 8)}01`);
  });

  test('startDate and endDate replace the window; periods count only their days inside it', async () => {
    const answer = await get<{ points: { period: string; activeUsers: number }[] }>(`/api/analytics/users/active?result=daily&${range(D0, D2)}`);
    expect(answer.points).toEqual([
      { period: D0, activeUsers: 2 },
      { period: D1, activeUsers: 1 },
      { period: D2, activeUsers: 2 },
    ]);
    const monthly = await get<{ points: { activeUsers: number }[] }>(`/api/analytics/users/active?result=monthly&${range(D0, D2)}`);
    expect(monthly.points.reduce((total, point) => total + point.activeUsers, 0)).toBeGreaterThanOrEqual(3);
  });
});

test('GET /api/analytics/screen-event/category/search: categories containing the text, with their top screens and names', async () => {
  expect(await get('/api/analytics/screen-event/category/search?category=READ')).toEqual([
    { category: 'reading', screenViews: 0, events: 1, topScreens: [{ screen: 'book_details', events: 1 }], topNames: [{ name: 'open_book', events: 1 }] },
  ]);
  const all = await get<{ category: string; screenViews: number }[]>('/api/analytics/screen-event/category/search');
  expect(all.map((entry) => [entry.category, entry.screenViews])).toEqual([
    ['navigation', 6],
    ['reading', 0],
    ['search', 0],
  ]);
  expect(await get('/api/analytics/screen-event/category/search?category=nothing-like-it')).toEqual([]);
});

test('a refund through the API moves the figures of the day the order was placed', async () => {
  const before = await get<{ totals: { sales: number } }>(`/api/analytics/sales?${range(D2, D2)}`);
  expect(before.totals.sales).toBe(1);
  const refund = await app.inject({ method: 'POST', url: `/api/orders/${refundable}/refund`, headers: bearer(admin), payload: { reason: 'Bought twice' } });
  expect(refund.statusCode, refund.body).toBe(200);
  expect(await get(`/api/analytics/sales?${range(D2, D2)}`)).toMatchObject({ totals: { sales: 0, revenue: [] } });
  expect(await get(`/api/analytics/orders?${range(D2, D2)}`)).toMatchObject({ totals: { orders: 1, byStatus: { ...zeroStatuses, 4: 1 } } });
  expect(await get(`/api/analytics/categories?${range(D2, D2)}&category=${catalog.mystery}`)).toMatchObject({ totals: { orders: 0 } });
});

describe('bad input is a 400 naming the field, never a 500', () => {
  const cases: [string, string][] = [
    [`/api/analytics/sales?${range(D2, D0)}`, 'endDate'],
    [`/api/analytics/sales?${range('2022-01-01', '2024-01-02')}`, 'endDate'],
    ['/api/analytics/sales?startDate=2024-02-30&endDate=2024-03-01', 'startDate'],
    ['/api/analytics/orders?startDate=yesterday&endDate=2024-03-01', 'startDate'],
    [`/api/analytics/orders?startDate=${D0}`, 'endDate'],
    ['/api/analytics/visitors/statistics', 'startDate'],
    [`/api/analytics/devices?${range(D3, D0)}`, 'endDate'],
    [`/api/analytics/categories?${range(D0, D3)}&category=abc`, 'category'],
    [`/api/analytics/categories?${range(D0, D3)}&category=-1`, 'category'],
    [`/api/analytics/categories?${range(D0, D3)}&category=999999`, 'category'],
    ['/api/analytics/users/active?result=yearly', 'result'],
    [`/api/analytics/users/active?startDate=${D0}`, 'endDate'],
    [`/api/analytics/users/active?${range(D2, D0)}`, 'endDate'],
    [`/api/analytics/screen-event/category/search?category=${'x'.repeat(61)}`, 'category'],
  ];
  test.each(cases)('%s → 400 on %s', async (url, field) => {
    const response = await app.inject({ method: 'GET', url, headers: bearer(admin) });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 100, fieldErrors: { [field]: expect.any(String) } });
  });

  test.each([
    [{ paginationRequest: { sortBy: 'revenue' } }, 'paginationRequest.sortBy'],
    [{ paginationRequest: { size: 101 } }, 'paginationRequest.size'],
    [{ paginationRequest: { page: -1 } }, 'paginationRequest.page'],
    [{ endDate: D0, startDate: D3 }, 'endDate'],
    [{ category: 999999 }, 'category'],
  ])('POST /api/analytics/categories/list %j → 400 on %s', async (body, field) => {
    const payload = { startDate: D0, endDate: D3, ...body };
    const response = await app.inject({ method: 'POST', url: '/api/analytics/categories/list', headers: bearer(admin), payload });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fieldErrors).toHaveProperty([field]);
  });
});

test('editors are refused (403) on every analytics endpoint', async () => {
  const calls = [
    ['GET', `/api/analytics/visitors/statistics?${range(D0, D3)}`],
    ['GET', `/api/analytics/sales?${range(D0, D3)}`],
    ['GET', `/api/analytics/orders?${range(D0, D3)}`],
    ['GET', `/api/analytics/devices?${range(D0, D3)}`],
    ['GET', `/api/analytics/categories?${range(D0, D3)}`],
    ['GET', '/api/analytics/general'],
    ['GET', '/api/analytics/users/active?result=weekly'],
    ['POST', '/api/analytics/categories/list'],
    ['GET', '/api/analytics/screen-event/category/search?category=read'],
  ] as const;
  for (const [method, url] of calls) {
    const response = await app.inject({ method, url, headers: bearer(editor), ...(method === 'POST' ? { payload: { startDate: D0, endDate: D3 } } : {}) });
    expect(response.statusCode, `${method} ${url}`).toBe(403);
    expect(response.json()).toMatchObject({ errorCode: 103 });
  }
});

test('the business-day helpers: days of an instant across a DST change, ISO weeks, months', () => {
  // New York leaves summer time on 2026-11-01 at 06:00 UTC.
  expect(businessDay('2026-11-01T03:59:00Z', 'America/New_York')).toBe('2026-10-31');
  expect(businessDay('2026-11-01T04:00:00Z', 'America/New_York')).toBe('2026-11-01');
  expect(businessDay('2026-11-02T04:59:00Z', 'America/New_York')).toBe('2026-11-01');
  expect(businessDay('2026-11-02T05:00:00Z', 'America/New_York')).toBe('2026-11-02');
  expect(weekStart('2026-11-22')).toBe('2026-11-16'); // a Sunday belongs to the week of the Monday before
  expect(weekStart('2026-11-16')).toBe('2026-11-16');
  expect(addMonths('2026-01-31', 1)).toBe('2026-02-01');
  expect(addMonths('2026-03-15', -3)).toBe('2025-12-01');
  expect(dayCount('2024-02-28', '2024-03-01')).toBe(3);
  expect(eachDay('2024-02-28', '2024-03-01')).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
  expect(eachDay('2024-03-01', '2024-02-28')).toEqual([]);
});

describe('TIME_ZONE', () => {
  /** A day whose 03:00 UTC is the evening before in New York. */
  const X = addDays(today, -5);
  const early = `${X}T03:00:00.000Z`;

  test('an order and an event at 03:00 UTC count on the previous day in America/New_York', async () => {
    const york = await testApp({ timeZone: 'America/New_York' });
    const token = (await signIn(york, await createStaff(york, { role: AdminRole.ADMIN }))).access_token;
    const yorkCatalog = await catalogOf(york);
    // Written without a day, as a tool that does not know about days would: the start fills it in.
    await insertOrders(york, yorkCatalog, [{ at: early, item: 'bookA', status: OrderStatus.CONFIRMED, amount: 1299, currency: 'EUR', withoutDay: true }]);
    expect(await syncRollups(york.db, york.config.timeZone)).toBe('filled');
    await sendEvents(york, [event('visitor-ny', early)]);

    const eveningBefore = range(addDays(X, -1), addDays(X, -1));
    expect(await get(`/api/analytics/sales?${eveningBefore}`, token, york)).toMatchObject({ totals: { sales: 1 } });
    expect(await get(`/api/analytics/sales?${range(X, X)}`, token, york)).toMatchObject({ totals: { sales: 0 } });
    expect(await get(`/api/analytics/visitors/statistics?${eveningBefore}`, token, york)).toMatchObject({ totals: { visitors: 1, newVisitors: 1 } });
  });

  test('a start with another TIME_ZONE recomputes every day and rebuilds the roll-ups', async () => {
    const { app: utc, close: closeUtc } = await createTestApp();
    try {
      const utcCatalog = await catalogOf(utc);
      await insertOrders(utc, utcCatalog, [{ at: early, item: 'bookB', status: OrderStatus.CONFIRMED, amount: 500, currency: 'USD' }]);
      await sendEvents(utc, [event('visitor-tz', early)]);
      const utcToken = (await signIn(utc, await createStaff(utc, { role: AdminRole.ADMIN }))).access_token;
      expect(await get(`/api/analytics/sales?${range(X, X)}`, utcToken, utc)).toMatchObject({ totals: { sales: 1 } });

      // The same database, started again with TIME_ZONE=America/New_York. Not closed: closing it would close the shared database.
      const york = await buildApp({ ...utc.config, timeZone: 'America/New_York' }, { db: utc.db });
      const state = await york.db.selectFrom('rollup_state').selectAll().executeTakeFirstOrThrow();
      expect(state.time_zone).toBe('America/New_York');
      const order = await york.db.selectFrom('orders').select('day').executeTakeFirstOrThrow();
      expect(order.day).toBe(addDays(X, -1));
      const eveningBefore = range(addDays(X, -1), addDays(X, -1));
      expect(await get(`/api/analytics/sales?${eveningBefore}`, utcToken, york)).toMatchObject({ totals: { sales: 1 } });
      expect(await get(`/api/analytics/sales?${range(X, X)}`, utcToken, york)).toMatchObject({ totals: { sales: 0 } });
      expect(await get(`/api/analytics/visitors/statistics?${eveningBefore}`, utcToken, york)).toMatchObject({
        totals: { visitors: 1, newVisitors: 1, screenViews: 1 },
      });
      // Started again in the same zone: nothing to do.
      expect(await syncRollups(york.db, 'America/New_York')).toBe('current');
    } finally {
      await closeUtc();
    }
  });
});

test('the demo data: a year of events with a daily and weekly rhythm, consistent with the demo orders', async () => {
  const demo = await testApp();
  const demoNow = new Date('2026-06-15T12:00:00.000Z');
  await seedDemoData(demo.db, { now: demoNow, customers: 300 });
  const count = async (query: Promise<{ n: number | string | bigint | null }>) => Number((await query).n);

  const events = await count(demo.db.selectFrom('app_events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow());
  expect(events).toBeGreaterThan(200_000);
  expect(events).toBeLessThan(500_000);
  // The roll-ups hold every event.
  expect(await count(demo.db.selectFrom('event_days').select((eb) => eb.fn.sum<number>('events').as('n')).executeTakeFirstOrThrow())).toBe(events);

  const visitors = await demo.db.selectFrom('visitor_days').select(['visitor_id', 'device_type', 'platform']).distinct().execute();
  const share = (keep: (row: (typeof visitors)[number]) => boolean) => visitors.filter(keep).length / visitors.length;
  expect(new Set(visitors.map((row) => row.visitor_id)).size).toBeGreaterThan(2000);
  expect(share((row) => row.device_type === 'phone')).toBeCloseTo(0.8, 1);
  expect(share((row) => row.platform === 'ios')).toBeCloseTo(0.55, 1);

  // Weekends busier than weekdays, evenings than nights.
  const days = await demo.db.selectFrom('event_days').select((eb) => ['day', eb.fn.sum<number>('events').as('events')]).groupBy('day').execute();
  const average = (rows: typeof days) => rows.reduce((total, row) => total + Number(row.events), 0) / rows.length;
  const weekend = (day: string) => [0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay());
  expect(average(days.filter((row) => weekend(row.day)))).toBeGreaterThan(average(days.filter((row) => !weekend(row.day))));
  const hours = await demo.db.selectFrom('app_events').select('occurred_at').where('type', '=', 'screen_view').execute();
  const inHours = (from: number, to: number) => hours.filter((row) => new Date(row.occurred_at).getUTCHours() >= from && new Date(row.occurred_at).getUTCHours() < to).length;
  expect(inHours(18, 22)).toBeGreaterThan(3 * inHours(2, 6));

  // A paid order has its purchase in the app, on its day.
  const paid = await count(
    demo.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('status', 'in', [OrderStatus.CONFIRMED, OrderStatus.REFUNDED]).executeTakeFirstOrThrow(),
  );
  const purchases = await count(
    demo.db.selectFrom('app_events').select((eb) => eb.fn.countAll<number>().as('n')).where('name', '=', 'purchase_complete').executeTakeFirstOrThrow(),
  );
  expect(purchases / paid).toBeGreaterThan(0.99);
  expect(purchases).toBeLessThanOrEqual(paid);

  // The order roll-ups agree with the orders.
  const start = addDays(businessDay(demoNow, 'UTC'), -30);
  const confirmed = await count(
    demo.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', OrderStatus.CONFIRMED)
      .where('created_at', '>=', `${start}T00:00:00.000Z`)
      .executeTakeFirstOrThrow(),
  );
  const rolledUp = await count(
    demo.db
      .selectFrom('order_days')
      .select((eb) => eb.fn.sum<number>('orders').as('n'))
      .where('status', '=', OrderStatus.CONFIRMED)
      .where('day', '>=', start)
      .executeTakeFirstOrThrow(),
  );
  expect(rolledUp).toBe(confirmed);
}, 120_000);
