import { afterAll, expect, test } from 'vitest';
import type { CommerceDashboard, ContentDashboard } from '../../contract/dashboard';
import { AdminRole, OrderStatus, PaymentStatus, PurchaseType } from '../../contract/enums';
import { contentDashboard } from '../../server/areas/analytics/contentDashboard';
import { refreshOrderDays } from '../../server/areas/analytics/orderRollups';
import { addDays, businessDay } from '../../server/lib/dates';
import { bearer, createCustomer, createStaff, createTestApp, signIn } from './helpers';

const MINUTE = 60_000;
const DAY = 86_400_000;
const now = Date.now();
const iso = (time: number) => new Date(time).toISOString();
const today = iso(now).slice(0, 10);
/** A minute ago, or midnight if today began less than a minute ago: always today. */
const earlierToday = iso(Math.max(Date.parse(`${today}T00:00:00Z`), now - MINUTE));

const { app, close } = await createTestApp();
afterAll(close);

// The catalog: 2 books enabled and 1 disabled, 1 magazine enabled.
const at = iso(now - 30 * DAY);
const [fiction] = await app.db.selectFrom('ebook_categories').select('id').where('ebook_type', '=', 1).execute();
for (const [title, type, status] of [['One', 1, 'E'], ['Two', 1, 'E'], ['Three', 1, 'D'], ['Issue', 2, 'E']] as const) {
  await app.db
    .insertInto('ebooks')
    .values({ title, authors: '[]', type, category_id: fiction!.id, language: 'en', price: 100, currency: 'USD', premium: 0, status, created_at: at, updated_at: at })
    .execute();
}
const { id: bookId } = await app.db.selectFrom('ebooks').select('id').where('title', '=', 'One').executeTakeFirstOrThrow();
const customerId = await createCustomer(app, { name: 'Rosa Diaz' });

// 12 orders, one a day for the last 12 days (the newest today); the two oldest wait for the provider.
// `day` is written as the demo data writes it; the roll-ups are built once, after.
let serial = 0;
for (let back = 11; back >= 0; back--) {
  const created = back === 0 ? earlierToday : `${addDays(today, -back)}T12:00:00.000Z`;
  const waiting = back >= 10;
  const { id } = await app.db
    .insertInto('orders')
    .values({
      number: `ORD-D${String(++serial).padStart(5, '0')}`,
      customer_id: customerId,
      purchase_type: PurchaseType.BOOK_PURCHASE,
      ebook_id: bookId,
      amount: 1000 + back,
      currency: back % 2 === 0 ? 'EUR' : 'USD',
      status: waiting ? OrderStatus.PROCESSING : OrderStatus.CONFIRMED,
      created_at: created,
      updated_at: created,
      day: businessDay(created, app.config.timeZone),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto('payments')
    .values({ order_id: id, provider: 1, reference: `ch_dash_${serial}`, status: waiting ? PaymentStatus.PENDING : PaymentStatus.SUCCESS, amount: 1000, currency: 'EUR', created_at: created, updated_at: created })
    .execute();
}
// A failed payment 13 days ago, retried, the retry still pending: it waits for the provider too.
const retried = `${addDays(today, -13)}T12:00:00.000Z`;
const { id: retriedId } = await app.db
  .insertInto('orders')
  .values({
    number: 'ORD-D00013',
    customer_id: customerId,
    purchase_type: PurchaseType.BOOK_PURCHASE,
    ebook_id: bookId,
    amount: 1013,
    currency: 'USD',
    status: OrderStatus.PAYMENT_FAILED,
    created_at: retried,
    updated_at: retried,
    day: addDays(today, -13),
  })
  .returning('id')
  .executeTakeFirstOrThrow();
for (const [reference, status] of [['ch_dash_failed', PaymentStatus.FAILED], ['ch_dash_retry', PaymentStatus.PENDING]] as const) {
  await app.db
    .insertInto('payments')
    .values({ order_id: retriedId, provider: 1, reference, status, amount: 1013, currency: 'USD', created_at: retried, updated_at: retried })
    .execute();
}
await refreshOrderDays(app.db);
const eventResponse = await app.inject({
  method: 'POST',
  url: '/data/events',
  payload: { events: [{ occurredAt: earlierToday, visitorId: 'dash-visitor', deviceType: 'phone', platform: 'ios', appVersion: '4.2.1', type: 'screen_view', screen: 'home', category: 'navigation' }] },
});
expect(eventResponse.statusCode).toBe(202);

// The content: feed entries (one scheduled), banners and alerts showing now or not.
for (let index = 0; index < 7; index++) {
  const publish = iso(now + (index === 6 ? DAY : -index * DAY));
  await app.db
    .insertInto('feed_entries')
    .values({ title: `Entry ${index}`, body: '<p>x</p>', content_type: 'news', publish_at: publish, status: 'E', created_at: at, updated_at: at })
    .execute();
}
const window = (showing: boolean) => ({ start_at: iso(now - DAY), end_at: showing ? null : iso(now - MINUTE) });
await app.db
  .insertInto('banners')
  .values([
    { title: 'Autumn sale', layout_type: 'home', position: 1, status: 'E', created_at: at, updated_at: at, ...window(true) },
    { title: 'Past banner', layout_type: 'home', position: 2, status: 'E', created_at: at, updated_at: at, ...window(false) },
    { title: 'Disabled banner', layout_type: 'home', position: 3, status: 'D', created_at: at, updated_at: at, ...window(true) },
  ])
  .execute();
await app.db
  .insertInto('alerts')
  .values({ title: 'New issue out', message: 'Read it now', button_type: 1, status: 'E', created_at: at, updated_at: at, ...window(true) })
  .execute();

const tokenOf = async (role: AdminRole) => (await signIn(app, await createStaff(app, { role }))).access_token;
const dashboardOf = async (token: string) => {
  const response = await app.inject({ method: 'GET', url: '/api/dashboard', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response;
};

test('SUPER_ADMIN and ADMIN get the commerce view', async () => {
  for (const role of [AdminRole.SUPER_ADMIN, AdminRole.ADMIN]) {
    const answer = (await dashboardOf(await tokenOf(role))).json<CommerceDashboard>();
    expect(answer.view).toBe('commerce');
    if (answer.today.date !== today) return; // Midnight passed while the test ran.
    expect(answer.today).toEqual({ date: today, sales: 1, revenue: [{ currency: 'EUR', amount: 1000 }], orders: 1, activeUsers: 1 });
    // The last 7 days end yesterday: the orders of 1..7 days ago, all confirmed; the 7 before hold 2 confirmed and 2 waiting.
    expect(answer.period).toMatchObject({ startDate: addDays(today, -7), endDate: addDays(today, -1), sales: 7, orders: 7, activeUsers: 0 });
    expect(answer.period.revenue).toEqual([
      { currency: 'EUR', amount: 1002 + 1004 + 1006 },
      { currency: 'USD', amount: 1001 + 1003 + 1005 + 1007 },
    ]);
    expect(answer.period.previous).toMatchObject({ startDate: addDays(today, -14), endDate: addDays(today, -8), sales: 2, orders: 5 });
    expect(answer.revenueSeries).toHaveLength(30);
    expect(answer.revenueSeries.at(-1)).toEqual({ date: today, revenue: [{ currency: 'EUR', amount: 1000 }] });
    expect(answer.revenueSeries.at(-12)).toEqual({ date: addDays(today, -11), revenue: [] });
    expect(answer.recentOrders.map((order) => order.number)).toEqual(
      Array.from({ length: 10 }, (_, index) => `ORD-D${String(12 - index).padStart(5, '0')}`),
    );
    expect(answer.recentOrders[0]).toMatchObject({ customerName: 'Rosa Diaz', amount: 1000, currency: 'EUR', status: 2, paymentStatus: 5 });
    expect(answer.pendingPayments.count).toBe(3);
    expect(answer.pendingPayments.oldest.map((order) => [order.number, order.status, order.paymentStatus])).toEqual([
      ['ORD-D00013', 3, 4],
      ['ORD-D00001', 6, 4],
      ['ORD-D00002', 6, 4],
    ]);
  }
});

/** Every key of a JSON value, at any depth. */
const keysOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(keysOf)
    : value !== null && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, child]) => [key, ...keysOf(child)])
      : [];

test('EDITOR gets the content view, with no revenue or order figure anywhere in it', async () => {
  const response = await dashboardOf(await tokenOf(AdminRole.EDITOR));
  const answer = response.json<ContentDashboard>();
  expect(answer).toEqual({
    view: 'content',
    books: { E: 2, D: 1 },
    magazines: { E: 1, D: 0 },
    activeBanners: { count: 1, titles: ['Autumn sale'] },
    activeAlerts: { count: 1, titles: ['New issue out'] },
  });
  expect(keysOf(answer).filter((key) => /revenue|order|sale|amount|currency|payment/i.test(key))).toEqual([]);
  expect(response.body).not.toMatch(/revenue|"orders?"|sales|amount|currency|ORD-/i);
});

test('EDITOR is sent no feed entry: the feed is not an area of theirs', async () => {
  const response = await dashboardOf(await tokenOf(AdminRole.EDITOR));
  expect(response.json()).not.toHaveProperty('recentFeedEntries');
  expect(response.body).not.toMatch(/feed|Entry \d/i);
});

test('the content view carries the newest published feed entries for a role that opens the feed', async () => {
  const answer = await contentDashboard(app.db, AdminRole.ADMIN);
  expect(answer.recentFeedEntries).toEqual(
    [0, 1, 2, 3, 4].map((index) => ({ id: expect.any(Number), title: `Entry ${index}`, publishAt: expect.any(String), status: 'E' })),
  );
});

test('the dashboard needs a session', async () => {
  const response = await app.inject({ method: 'GET', url: '/api/dashboard' });
  expect(response.statusCode).toBe(401);
});
