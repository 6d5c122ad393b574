import { afterAll, describe, expect, test } from 'vitest';
import { AdminRole, OrderStatus, PaymentStatus, PurchaseType } from '../../contract/enums';
import type { Order, OrderListRequest, OrderSummary } from '../../contract/orders';
import type { App } from '../../server/app';
import type { Config } from '../../server/config';
import { refreshOrderDays } from '../../server/areas/analytics/orderRollups';
import { seedDemoData } from '../../server/demo';
import { demoOrderCount } from '../../server/demo/orders';
import { businessDay } from '../../server/lib/dates';
import { sandboxOutcome } from '../../server/payments/sandbox';
import { bearer, createCustomer, createStaff, createTestApp, signIn } from './helpers';

/** Rows per INSERT when a test writes many orders. */
const batchSize = 400;

let numberCounter = 0;
const nextNumber = () => `ORD-${String(++numberCounter).padStart(6, '0')}`;

interface Catalog {
  bookId: number;
  bookTitle: string;
  planId: number;
  planName: string;
}

/** One e-book (12.99 EUR) and one monthly plan (9.99 USD), the items the orders buy. */
async function createCatalog(app: App): Promise<Catalog> {
  const now = new Date().toISOString();
  const category = await app.db.selectFrom('ebook_categories').select('id').where('ebook_type', '=', 1).executeTakeFirstOrThrow();
  const book = await app.db
    .insertInto('ebooks')
    .values({
      title: 'The Long Orbit',
      authors: '["Ada Quill"]',
      type: 1,
      category_id: category.id,
      language: 'en',
      price: 1299,
      currency: 'EUR',
      premium: 0,
      status: 'E',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const plan = await app.db
    .insertInto('subscriptions')
    .values({
      name: 'Reader Monthly',
      price: 999,
      currency: 'USD',
      billing_period: 'MONTHLY',
      trial_days: 0,
      status: 'E',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { bookId: book.id, bookTitle: 'The Long Orbit', planId: plan.id, planName: 'Reader Monthly' };
}

interface OrderSeed {
  customerId: number;
  buys: 'book' | 'plan';
  status: OrderStatus;
  createdAt: string;
  number?: string;
  /** Payment attempts, oldest first. */
  payments?: { reference: string; status: PaymentStatus }[];
}

/** Orders written straight into the database (with their payments and a `created` event); answers their ids in order. */
async function insertOrders(app: App, catalog: Catalog, seeds: OrderSeed[]): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < seeds.length; start += batchSize) {
    const batch = seeds.slice(start, start + batchSize).map((seed) => ({ ...seed, number: seed.number ?? nextNumber() }));
    const rows = await app.db
      .insertInto('orders')
      .values(
        batch.map((seed) => ({
          number: seed.number,
          customer_id: seed.customerId,
          purchase_type: seed.buys === 'book' ? PurchaseType.BOOK_PURCHASE : PurchaseType.SUBSCRIPTION,
          ebook_id: seed.buys === 'book' ? catalog.bookId : null,
          subscription_id: seed.buys === 'plan' ? catalog.planId : null,
          amount: seed.buys === 'book' ? 1299 : 999,
          currency: seed.buys === 'book' ? 'EUR' : 'USD',
          status: seed.status,
          created_at: seed.createdAt,
          updated_at: seed.createdAt,
        })),
      )
      .returning(['id', 'number'])
      .execute();
    const idByNumber = new Map(rows.map((row) => [row.number, row.id]));
    const batchIds = batch.map((seed) => idByNumber.get(seed.number)!);
    ids.push(...batchIds);
    const payments = batch.flatMap((seed, index) =>
      (seed.payments ?? []).map((payment) => ({
        order_id: batchIds[index]!,
        provider: 1,
        reference: payment.reference,
        status: payment.status,
        amount: seed.buys === 'book' ? 1299 : 999,
        currency: seed.buys === 'book' ? 'EUR' : 'USD',
        created_at: seed.createdAt,
        updated_at: seed.createdAt,
      })),
    );
    // One by one in attempt order, so that ids grow with the attempts.
    for (const payment of payments) await app.db.insertInto('payments').values(payment).execute();
    await app.db
      .insertInto('order_events')
      .values(
        batch.map((seed, index) => ({
          order_id: batchIds[index]!,
          what: 'created' as const,
          to_status: OrderStatus.INITIATED,
          at: seed.createdAt,
          actor_kind: 'customer' as const,
          actor_id: seed.customerId,
        })),
      )
      .execute();
  }
  return ids;
}

/** Gives orders their business day, as the server's writers do, and rebuilds the roll-ups of those days. */
async function giveDays(app: App, ids: number[]) {
  const rows = await app.db.selectFrom('orders').select(['id', 'created_at']).where('id', 'in', ids).execute();
  for (const row of rows) {
    await app.db.updateTable('orders').set({ day: businessDay(row.created_at, app.config.timeZone) }).where('id', '=', row.id).execute();
  }
  await refreshOrderDays(app.db);
}

/** An app of its own for a group of tests, a signed-in admin, a catalog and three customers. */
async function setup(overrides: Partial<Config> = {}) {
  const { app, close } = await createTestApp(overrides);
  afterAll(close);
  const admin = await createStaff(app, { role: AdminRole.ADMIN, name: 'Ada Admin' });
  const { access_token: token } = await signIn(app, admin);
  const catalog = await createCatalog(app);
  const alice = await createCustomer(app, { name: 'Alice Archer', email: 'alice@shop.test' });
  const bob = await createCustomer(app, { name: 'Bob Baker', email: 'bob@example.test' });
  const carol = await createCustomer(app, { name: 'Carol Cole', email: 'carol@example.test' });
  return { app, token, admin, catalog, customers: { alice, bob, carol } };
}

const list = (app: App, token: string, body: OrderListRequest | object) =>
  app.inject({ method: 'POST', url: '/api/orders/list', headers: bearer(token), payload: body });

async function page(app: App, token: string, body: OrderListRequest) {
  const response = await list(app, token, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { content: OrderSummary[]; totalElements: number; page: number; size: number };
}

async function getOrder(app: App, token: string, id: number): Promise<Order> {
  const response = await app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Order;
}

const action = (app: App, token: string, id: number, name: 'recheck-payment' | 'refund' | 'cancel', payload?: object) =>
  app.inject({
    method: 'POST',
    url: `/api/orders/${id}/${name}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });

// Orders written without their business day are counted row by row; with their day and its
// roll-up, the totals of status, purchase type and date filters come from `order_days`. Every
// test checks `totalElements` against the rows, so both ways of counting are held to the truth.
describe.each([
  ['counted from the rows', false],
  ['counted from the roll-up', true],
])('the list: filters, dates, sorting and paging (%s)', async (_name, withDays) => {
  const { app, token, catalog, customers } = await setup();
  const { alice, bob, carol } = customers;
  const pay = (reference: string, status: PaymentStatus) => ({ reference, status });
  const seeds: Record<string, OrderSeed> = {
    confirmed: { number: 'ORD-000001', customerId: alice, buys: 'book', status: OrderStatus.CONFIRMED, createdAt: '2026-01-10T10:00:00.000Z', payments: [pay('sbx_ok_l1', PaymentStatus.SUCCESS)] },
    failed: { number: 'ORD-000002', customerId: bob, buys: 'plan', status: OrderStatus.PAYMENT_FAILED, createdAt: '2026-01-11T00:00:00.000Z', payments: [pay('sbx_fail_l2', PaymentStatus.FAILED)] },
    processing: { number: 'ORD-000003', customerId: alice, buys: 'plan', status: OrderStatus.PROCESSING, createdAt: '2026-01-11T23:59:59.999Z', payments: [pay('sbx_pending_l3', PaymentStatus.PENDING)] },
    initiated: { number: 'ORD-000004', customerId: bob, buys: 'book', status: OrderStatus.INITIATED, createdAt: '2026-01-12T00:00:00.000Z' },
    refunded: { number: 'ORD-000005', customerId: carol, buys: 'book', status: OrderStatus.REFUNDED, createdAt: '2026-01-09T23:59:59.999Z', payments: [pay('sbx_refunded_l5', PaymentStatus.REFUNDED)] },
    cancelled: { number: 'ORD-000010', customerId: carol, buys: 'book', status: OrderStatus.CANCELLED, createdAt: '2026-01-08T12:00:00.000Z', payments: [pay('sbx_cancelled_l6', PaymentStatus.CANCELLED)] },
    paymentCancelled: {
      number: 'ORD-000100',
      customerId: alice,
      buys: 'plan',
      status: OrderStatus.PAYMENT_CANCELLED,
      createdAt: '2026-01-07T08:00:00.000Z',
      payments: [pay('sbx_fail_l7', PaymentStatus.FAILED), pay('sbx_cancelled_l7', PaymentStatus.CANCELLED)],
    },
  };
  const names = Object.keys(seeds);
  const ids = await insertOrders(app, catalog, Object.values(seeds));
  if (withDays) await giveDays(app, ids);
  const idOf = Object.fromEntries(names.map((name, index) => [name, ids[index]!]));
  const nameOf = new Map(names.map((name, index) => [ids[index]!, name]));

  /** The names of the orders a request selects, sorted. */
  async function matching(body: OrderListRequest) {
    const answer = await page(app, token, { ...body, paginationRequest: { size: 100 } });
    expect(answer.totalElements).toBe(answer.content.length);
    return answer.content.map((row) => nameOf.get(row.id)).sort();
  }
  const sorted = (...list: string[]) => [...list].sort();

  test('a row: customer, item, amount, status and the latest payment', async () => {
    const answer = await page(app, token, { q: 'ORD-000001' });
    expect(answer.content).toEqual([
      {
        id: idOf.confirmed,
        number: 'ORD-000001',
        customer: { id: alice, name: 'Alice Archer', email: 'alice@shop.test' },
        purchaseType: PurchaseType.BOOK_PURCHASE,
        item: { id: catalog.bookId, title: catalog.bookTitle },
        amount: 1299,
        currency: 'EUR',
        status: OrderStatus.CONFIRMED,
        paymentStatus: PaymentStatus.SUCCESS,
        provider: 1,
        territory: null,
        preorder: false,
        refunded: 0,
        createdAt: '2026-01-10T10:00:00.000Z',
        updatedAt: '2026-01-10T10:00:00.000Z',
      },
    ]);
    const plan = await page(app, token, { q: 'ORD-000002' });
    expect(plan.content[0]).toMatchObject({ purchaseType: PurchaseType.SUBSCRIPTION, item: { id: catalog.planId, title: catalog.planName } });
    const unpaid = await page(app, token, { q: 'ORD-000004' });
    expect(unpaid.content[0]).toMatchObject({ paymentStatus: PaymentStatus.NONE, provider: null });
  });

  test('status: 0 (ALL) and absent select every order; each status its orders', async () => {
    expect(await matching({})).toEqual(sorted(...names));
    expect(await matching({ status: OrderStatus.ALL })).toEqual(sorted(...names));
    expect(await matching({ status: OrderStatus.CONFIRMED })).toEqual(['confirmed']);
    expect(await matching({ status: OrderStatus.PAYMENT_FAILED })).toEqual(['failed']);
    expect(await matching({ status: OrderStatus.PROCESSING })).toEqual(['processing']);
    expect(await matching({ status: OrderStatus.INITIATED })).toEqual(['initiated']);
    expect(await matching({ status: OrderStatus.REFUNDED })).toEqual(['refunded']);
    expect(await matching({ status: OrderStatus.CANCELLED })).toEqual(['cancelled']);
    expect(await matching({ status: OrderStatus.PAYMENT_CANCELLED })).toEqual(['paymentCancelled']);
  });

  test('paymentStatus is the latest attempt\'s; NONE selects the orders without a payment', async () => {
    expect(await matching({ paymentStatus: PaymentStatus.NONE })).toEqual(['initiated']);
    expect(await matching({ paymentStatus: PaymentStatus.SUCCESS })).toEqual(['confirmed']);
    // The first attempt of paymentCancelled failed too, but its latest was cancelled.
    expect(await matching({ paymentStatus: PaymentStatus.FAILED })).toEqual(['failed']);
    expect(await matching({ paymentStatus: PaymentStatus.CANCELLED })).toEqual(sorted('cancelled', 'paymentCancelled'));
    expect(await matching({ paymentStatus: PaymentStatus.PENDING })).toEqual(['processing']);
    expect(await matching({ paymentStatus: PaymentStatus.PROCESSING })).toEqual([]);
  });

  test('purchaseType: 0 (ALL), subscriptions, book purchases', async () => {
    expect(await matching({ purchaseType: PurchaseType.ALL })).toEqual(sorted(...names));
    expect(await matching({ purchaseType: PurchaseType.SUBSCRIPTION })).toEqual(sorted('failed', 'processing', 'paymentCancelled'));
    expect(await matching({ purchaseType: PurchaseType.BOOK_PURCHASE })).toEqual(sorted('confirmed', 'initiated', 'refunded', 'cancelled'));
  });

  test('customerId selects one customer\'s orders', async () => {
    expect(await matching({ customerId: alice })).toEqual(sorted('confirmed', 'processing', 'paymentCancelled'));
    expect(await matching({ customerId: 999999 })).toEqual([]);
  });

  test('filters combine', async () => {
    expect(await matching({ customerId: alice, purchaseType: PurchaseType.SUBSCRIPTION, status: OrderStatus.PROCESSING })).toEqual([
      'processing',
    ]);
  });

  test('q matches part of the order number, ignoring case', async () => {
    expect(await matching({ q: 'ORD-00001' })).toEqual(['cancelled']);
    expect(await matching({ q: '000100' })).toEqual(['paymentCancelled']);
    expect(await matching({ q: 'ord-000004' })).toEqual(['initiated']);
  });

  test("q matches part of the customer's e-mail, ignoring case", async () => {
    expect(await matching({ q: 'bob@' })).toEqual(sorted('failed', 'initiated'));
    expect(await matching({ q: 'SHOP.test' })).toEqual(sorted('confirmed', 'processing', 'paymentCancelled'));
    expect(await matching({ q: 'nobody' })).toEqual([]);
  });

  test('a single day holds its first and its last instant, and nothing of the days around it', async () => {
    expect(await matching({ startDate: '2026-01-11', endDate: '2026-01-11' })).toEqual(sorted('failed', 'processing'));
  });

  test('both ends of a range are included', async () => {
    expect(await matching({ startDate: '2026-01-10', endDate: '2026-01-11' })).toEqual(sorted('confirmed', 'failed', 'processing'));
    expect(await matching({ startDate: '2026-01-12' })).toEqual(['initiated']);
    expect(await matching({ endDate: '2026-01-09' })).toEqual(sorted('refunded', 'cancelled', 'paymentCancelled'));
  });

  test('a start after the end, or a date that does not exist, is a 400 naming the field', async () => {
    const backwards = await list(app, token, { startDate: '2026-01-12', endDate: '2026-01-11' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ errorCode: 100, fieldErrors: { endDate: 'The end date is before the start date' } });
    const impossible = await list(app, token, { startDate: '2026-02-30' });
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json()).toMatchObject({ fieldErrors: { startDate: expect.any(String) } });
  });

  test.each([
    ['status', { status: 9 }],
    ['paymentStatus', { paymentStatus: 0 }],
    ['purchaseType', { purchaseType: 3 }],
    ['paginationRequest.sortBy', { paginationRequest: { sortBy: 'customer' } }],
    ['paginationRequest.size', { paginationRequest: { size: 101 } }],
  ])('an unknown value of %s is a 400 naming it', async (field, body) => {
    const response = await list(app, token, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 100, fieldErrors: { [field]: expect.any(String) } });
  });

  test('newest first by default; createdAt, amount and number sort both ways, ties broken by id', async () => {
    const order = async (paginationRequest: OrderListRequest['paginationRequest']) =>
      (await page(app, token, { paginationRequest: { size: 100, ...paginationRequest } })).content.map((row) => nameOf.get(row.id));
    const newestFirst = ['initiated', 'processing', 'failed', 'confirmed', 'refunded', 'cancelled', 'paymentCancelled'];
    expect(await order({})).toEqual(newestFirst);
    expect(await order({ sortBy: 'createdAt' })).toEqual([...newestFirst].reverse());
    expect(await order({ sortBy: 'number', sortDirection: 'DESC' })).toEqual(
      ['paymentCancelled', 'cancelled', 'refunded', 'initiated', 'processing', 'failed', 'confirmed'],
    );
    // Plans cost 999, books 1299; equal amounts follow the id.
    const byId = (list: string[]) => [...list].sort((a, b) => idOf[a]! - idOf[b]!);
    const plans = byId(['failed', 'processing', 'paymentCancelled']);
    const books = byId(['confirmed', 'initiated', 'refunded', 'cancelled']);
    expect(await order({ sortBy: 'amount', sortDirection: 'ASC' })).toEqual([...plans, ...books]);
    expect(await order({ sortBy: 'amount', sortDirection: 'DESC' })).toEqual([...books.reverse(), ...plans.reverse()]);
  });

  test('pages follow each other without gaps or repeats; a page past the end is empty', async () => {
    const seen: number[] = [];
    for (let pageNumber = 0; pageNumber < 4; pageNumber++) {
      const answer = await page(app, token, { paginationRequest: { page: pageNumber, size: 2 } });
      expect(answer).toMatchObject({ totalElements: 7, page: pageNumber, size: 2 });
      seen.push(...answer.content.map((row) => row.id));
    }
    expect(seen).toEqual((await page(app, token, { paginationRequest: { size: 100 } })).content.map((row) => row.id));
    expect(await page(app, token, { paginationRequest: { page: 9, size: 2 } })).toEqual({ content: [], totalElements: 7, page: 9, size: 2 });
  });

  test('one order: its payments newest first and its timeline oldest first', async () => {
    const order = await getOrder(app, token, idOf.paymentCancelled!);
    expect(order).toMatchObject({ number: 'ORD-000100', status: OrderStatus.PAYMENT_CANCELLED, paymentStatus: PaymentStatus.CANCELLED });
    expect(order.payments.map((payment) => [payment.reference, payment.status])).toEqual([
      ['sbx_cancelled_l7', PaymentStatus.CANCELLED],
      ['sbx_fail_l7', PaymentStatus.FAILED],
    ]);
    expect(order.payments[0]).toMatchObject({ provider: 1, providerLabel: 'Card payment provider', amount: 999, currency: 'USD' });
    expect(order.timeline).toEqual([
      {
        what: 'created',
        paymentId: null,
        from: null,
        to: OrderStatus.INITIATED,
        at: '2026-01-07T08:00:00.000Z',
        actor: { kind: 'customer', id: alice, name: 'Alice Archer' },
        reason: null,
        amount: null,
      },
    ]);
  });

  test('an unknown order is a 404; an id that is not a whole number in range is a 400', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/orders/999999', headers: bearer(token) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No such order', errorCode: 101 });
    for (const id of ['abc', '1.5', '0', '99999999999']) {
      const invalid = await app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: bearer(token) });
      expect(invalid.statusCode, id).toBe(400);
      expect(invalid.json()).toMatchObject({ fieldErrors: { id: expect.any(String) } });
    }
  });

  test('roles: an editor is refused, no token is a 401', async () => {
    const editor = await createStaff(app, { role: AdminRole.EDITOR });
    const { access_token: editorToken } = await signIn(app, editor);
    expect((await list(app, editorToken, {})).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: `/api/orders/${idOf.confirmed}`, headers: bearer(editorToken) })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/orders/export.csv', headers: bearer(editorToken) })).statusCode).toBe(403);
    expect((await action(app, editorToken, idOf.processing!, 'recheck-payment')).statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'POST', url: '/api/orders/list', payload: {} });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ errorCode: 113 });
  });
});

describe('dates in the business time zone', async () => {
  // New York is UTC-5 in January: 11 January there runs from 05:00Z on the 11th to 05:00Z on the 12th.
  const { app, token, catalog, customers } = await setup({ timeZone: 'America/New_York' });
  const at = (createdAt: string): OrderSeed => ({ customerId: customers.alice, buys: 'book', status: OrderStatus.CONFIRMED, createdAt });
  const [before, first, last, after] = await insertOrders(app, catalog, [
    at('2026-01-11T04:59:59.999Z'),
    at('2026-01-11T05:00:00.000Z'),
    at('2026-01-12T04:59:59.999Z'),
    at('2026-01-12T05:00:00.000Z'),
  ]);

  test('a day is the whole local day', async () => {
    const answer = await page(app, token, { startDate: '2026-01-11', endDate: '2026-01-11' });
    expect(answer.content.map((row) => row.id).sort((a, b) => a - b)).toEqual([first, last]);
    const day = await page(app, token, { startDate: '2026-01-10', endDate: '2026-01-10' });
    expect(day.content.map((row) => row.id)).toEqual([before]);
    const next = await page(app, token, { startDate: '2026-01-12', endDate: '2026-01-12' });
    expect(next.content.map((row) => row.id)).toEqual([after]);
  });
});

describe('re-check, refund and cancel', async () => {
  const { app, token, admin, catalog, customers } = await setup({ paymentProviderTimeoutMs: 100 });
  let referenceCounter = 0;

  /** One order of alice with one payment whose reference starts with `prefix`. */
  async function orderWith(
    prefix: string,
    options: { buys?: 'book' | 'plan'; status?: OrderStatus; paymentStatus?: PaymentStatus; payments?: boolean } = {},
  ) {
    const reference = `${prefix}${++referenceCounter}`;
    const [id] = await insertOrders(app, catalog, [
      {
        customerId: customers.alice,
        buys: options.buys ?? 'book',
        status: options.status ?? OrderStatus.PROCESSING,
        createdAt: new Date(Date.now() - 3_600_000).toISOString(),
        payments: options.payments === false ? [] : [{ reference, status: options.paymentStatus ?? PaymentStatus.PENDING }],
      },
    ]);
    return id!;
  }

  const booksOf = (orderId: number) => app.db.selectFrom('customer_books').selectAll().where('order_id', '=', orderId).execute();
  const holdsOf = (orderId: number) => app.db.selectFrom('customer_subscriptions').selectAll().where('order_id', '=', orderId).execute();
  const staffActor = { kind: 'staff', id: admin.id, name: 'Ada Admin' };

  test('a payment that succeeded confirms the order and grants the book, with the timeline', async () => {
    const id = await orderWith('sbx_ok_');
    const response = await action(app, token, id, 'recheck-payment');
    expect(response.statusCode, response.body).toBe(200);
    const order = response.json() as Order;

    expect(order).toMatchObject({ id, status: OrderStatus.CONFIRMED, paymentStatus: PaymentStatus.SUCCESS });
    expect(order.payments[0]!.status).toBe(PaymentStatus.SUCCESS);
    expect(order.timeline.slice(1)).toEqual([
      { what: 'payment_status', paymentId: order.payments[0]!.id, from: PaymentStatus.PENDING, to: PaymentStatus.SUCCESS, at: expect.any(String), actor: staffActor, reason: 'Payment re-check', amount: null },
      { what: 'order_status', paymentId: null, from: OrderStatus.PROCESSING, to: OrderStatus.CONFIRMED, at: expect.any(String), actor: staffActor, reason: 'Payment re-check', amount: null },
    ]);
    expect(order.updatedAt).toBe(order.timeline.at(-1)!.at);
    expect(await booksOf(id)).toEqual([
      expect.objectContaining({ customer_id: customers.alice, ebook_id: catalog.bookId, granted_at: order.updatedAt, revoked_at: null }),
    ]);
  });

  test('a second re-check with nothing new changes nothing and records nothing', async () => {
    const id = await orderWith('sbx_ok_');
    const first = (await action(app, token, id, 'recheck-payment')).json() as Order;
    const second = await action(app, token, id, 'recheck-payment');
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first);
    expect(await booksOf(id)).toHaveLength(1);
  });

  test('a subscription that is paid starts the plan for one billing period', async () => {
    const id = await orderWith('sbx_ok_', { buys: 'plan', status: OrderStatus.INITIATED });
    const order = (await action(app, token, id, 'recheck-payment')).json() as Order;
    expect(order.status).toBe(OrderStatus.CONFIRMED);
    const holds = await holdsOf(id);
    expect(holds).toEqual([expect.objectContaining({ customer_id: customers.alice, subscription_id: catalog.planId, cancelled_at: null })]);
    const started = new Date(holds[0]!.started_at);
    const monthLater = new Date(started);
    monthLater.setUTCMonth(monthLater.getUTCMonth() + 1);
    expect(holds[0]!.ends_at).toBe(monthLater.toISOString());
  });

  test('a failed payment: Payment Failed, nothing granted', async () => {
    const id = await orderWith('sbx_fail_');
    const order = (await action(app, token, id, 'recheck-payment')).json() as Order;
    expect(order).toMatchObject({ status: OrderStatus.PAYMENT_FAILED, paymentStatus: PaymentStatus.FAILED });
    expect(order.timeline.map((event) => [event.what, event.from, event.to])).toEqual([
      ['created', null, OrderStatus.INITIATED],
      ['payment_status', PaymentStatus.PENDING, PaymentStatus.FAILED],
      ['order_status', OrderStatus.PROCESSING, OrderStatus.PAYMENT_FAILED],
    ]);
    expect(await booksOf(id)).toEqual([]);
  });

  test('a cancelled payment: Payment Cancelled', async () => {
    const id = await orderWith('sbx_cancelled_', { status: OrderStatus.INITIATED, paymentStatus: PaymentStatus.INITIATED });
    const order = (await action(app, token, id, 'recheck-payment')).json() as Order;
    expect(order).toMatchObject({ status: OrderStatus.PAYMENT_CANCELLED, paymentStatus: PaymentStatus.CANCELLED });
  });

  test('a payment still pending: nothing changes, nothing is recorded', async () => {
    const id = await orderWith('sbx_pending_');
    const before = await getOrder(app, token, id);
    const response = await action(app, token, id, 'recheck-payment');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(before);
  });

  test('a payment refunded at the provider: the order is Refunded and the book revoked', async () => {
    const id = await orderWith('sbx_ok_');
    await action(app, token, id, 'recheck-payment');
    // The same payment, now refunded at the provider (outside the console).
    await app.db.updateTable('payments').set({ reference: `sbx_refunded_${++referenceCounter}` }).where('order_id', '=', id).execute();
    const order = (await action(app, token, id, 'recheck-payment')).json() as Order;
    expect(order).toMatchObject({ status: OrderStatus.REFUNDED, paymentStatus: PaymentStatus.REFUNDED });
    expect(order.timeline.at(-1)).toMatchObject({ what: 'order_status', from: OrderStatus.CONFIRMED, to: OrderStatus.REFUNDED });
    expect((await booksOf(id))[0]!.revoked_at).toBe(order.updatedAt);
  });

  test('a settled payment keeps its status whatever the provider says (failed after success)', async () => {
    const id = await orderWith('sbx_fail_', { status: OrderStatus.CONFIRMED, paymentStatus: PaymentStatus.SUCCESS });
    const before = await getOrder(app, token, id);
    expect((await action(app, token, id, 'recheck-payment')).json()).toEqual(before);
  });

  test('a provider error: 502 with its message, nothing changed', async () => {
    const id = await orderWith('sbx_error_');
    const before = await getOrder(app, token, id);
    const response = await action(app, token, id, 'recheck-payment');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      message: 'The card payment provider could not complete the request; nothing was changed. Try again later.',
      errorCode: 117,
    });
    expect(await getOrder(app, token, id)).toEqual(before);
  });

  test('no answer in time: 504 with its message, nothing changed', async () => {
    const id = await orderWith('sbx_slow_');
    const before = await getOrder(app, token, id);
    const response = await action(app, token, id, 'recheck-payment');
    expect(response.statusCode).toBe(504);
    expect(response.json()).toEqual({ message: 'The card payment provider did not answer in time; nothing was changed.', errorCode: 117 });
    expect(await getOrder(app, token, id)).toEqual(before);
  });

  test('an order without payment is a 409; an unknown order a 404', async () => {
    const id = await orderWith('sbx_ok_', { status: OrderStatus.INITIATED, payments: false });
    const response = await action(app, token, id, 'recheck-payment');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'This order has no payment to re-check.', errorCode: 102 });
    expect((await action(app, token, 999999, 'recheck-payment')).statusCode).toBe(404);
  });

  test('the re-check takes an empty body with or without a JSON content type', async () => {
    const id = await orderWith('sbx_pending_');
    const withType = await app.inject({
      method: 'POST',
      url: `/api/orders/${id}/recheck-payment`,
      headers: { ...bearer(token), 'content-type': 'application/json' },
    });
    expect(withType.statusCode, withType.body).toBe(200);
  });

  test('refund: a confirmed, paid order is refunded through the provider, with the reason', async () => {
    const id = await orderWith('sbx_ok_', { buys: 'plan' });
    await action(app, token, id, 'recheck-payment');
    const response = await action(app, token, id, 'refund', { reason: '  Bought by mistake  ' });
    expect(response.statusCode, response.body).toBe(200);
    const order = response.json() as Order;
    expect(order).toMatchObject({ status: OrderStatus.REFUNDED, paymentStatus: PaymentStatus.REFUNDED });
    expect(order.timeline.slice(-2)).toEqual([
      { what: 'payment_status', paymentId: order.payments[0]!.id, from: PaymentStatus.SUCCESS, to: PaymentStatus.REFUNDED, at: order.updatedAt, actor: staffActor, reason: 'Bought by mistake', amount: null },
      { what: 'refund', paymentId: null, from: OrderStatus.CONFIRMED, to: OrderStatus.REFUNDED, at: order.updatedAt, actor: staffActor, reason: 'Bought by mistake', amount: order.amount },
    ]);
    expect((await holdsOf(id))[0]!.ends_at).toBe(order.updatedAt);
  });

  test('refund: refused with 409 unless the order is confirmed and paid', async () => {
    for (const id of [
      await orderWith('sbx_pending_'),
      await orderWith('sbx_ok_', { status: OrderStatus.REFUNDED, paymentStatus: PaymentStatus.REFUNDED }),
      await orderWith('sbx_ok_', { status: OrderStatus.CONFIRMED, paymentStatus: PaymentStatus.PENDING }),
    ]) {
      const response = await action(app, token, id, 'refund', { reason: 'Try' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: 'Only a confirmed order whose payment succeeded can be refunded.', errorCode: 102 });
    }
  });

  test('refund: the reason is required, 1 to 500 characters', async () => {
    const id = await orderWith('sbx_ok_', { status: OrderStatus.CONFIRMED, paymentStatus: PaymentStatus.SUCCESS });
    for (const payload of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      const response = await action(app, token, id, 'refund', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ fieldErrors: { reason: expect.any(String) } });
    }
  });

  test('refund: a provider failure changes nothing', async () => {
    const id = await orderWith('sbx_error_', { status: OrderStatus.CONFIRMED, paymentStatus: PaymentStatus.SUCCESS });
    const before = await getOrder(app, token, id);
    expect((await action(app, token, id, 'refund', { reason: 'Duplicate' })).statusCode).toBe(502);
    expect(await getOrder(app, token, id)).toEqual(before);
  });

  test('cancel: an unpaid order and its open payment are cancelled, with the reason', async () => {
    const id = await orderWith('sbx_pending_');
    const response = await action(app, token, id, 'cancel', { reason: 'Customer asked' });
    expect(response.statusCode, response.body).toBe(200);
    const order = response.json() as Order;
    expect(order).toMatchObject({ status: OrderStatus.CANCELLED, paymentStatus: PaymentStatus.CANCELLED });
    expect(order.timeline.slice(-2).map((event) => [event.what, event.from, event.to, event.reason])).toEqual([
      ['payment_status', PaymentStatus.PENDING, PaymentStatus.CANCELLED, 'Customer asked'],
      ['cancel', OrderStatus.PROCESSING, OrderStatus.CANCELLED, 'Customer asked'],
    ]);
  });

  test('cancel: an order without payment is cancelled without the provider', async () => {
    const id = await orderWith('sbx_error_', { status: OrderStatus.INITIATED, payments: false });
    const order = (await action(app, token, id, 'cancel', { reason: 'Test order' })).json() as Order;
    expect(order).toMatchObject({ status: OrderStatus.CANCELLED, paymentStatus: PaymentStatus.NONE });
  });

  test('cancel: refused with 409 once paid, failed or closed', async () => {
    for (const id of [
      await orderWith('sbx_ok_', { status: OrderStatus.CONFIRMED, paymentStatus: PaymentStatus.SUCCESS }),
      await orderWith('sbx_fail_', { status: OrderStatus.PAYMENT_FAILED, paymentStatus: PaymentStatus.FAILED }),
      await orderWith('sbx_ok_', { status: OrderStatus.CANCELLED, paymentStatus: PaymentStatus.CANCELLED }),
      await orderWith('sbx_ok_', { status: OrderStatus.PROCESSING, paymentStatus: PaymentStatus.SUCCESS }),
    ]) {
      const response = await action(app, token, id, 'cancel', { reason: 'Try' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: 'Only an order that is not paid yet (Initiated or Processing) can be cancelled.',
        errorCode: 102,
      });
    }
  });

  test('cancel: no answer in time changes nothing', async () => {
    const id = await orderWith('sbx_slow_');
    const before = await getOrder(app, token, id);
    expect((await action(app, token, id, 'cancel', { reason: 'Late' })).statusCode).toBe(504);
    expect(await getOrder(app, token, id)).toEqual(before);
  });

  test('the payment status filter follows the latest attempt whoever writes the payments (0012 triggers)', async () => {
    const id = await orderWith('sbx_pending_', { status: OrderStatus.INITIATED });
    // orderWith's order is an hour old: yesterday's, just after midnight.
    const [startDate, endDate] = [businessDay(new Date(Date.now() - 3_600_000), 'UTC'), businessDay(new Date(), 'UTC')];
    const selects = async (paymentStatus: PaymentStatus) => {
      const found = await page(app, token, { paymentStatus, customerId: customers.alice, startDate, endDate, paginationRequest: { size: 100 } });
      return found.content.some((row) => row.id === id && row.paymentStatus === paymentStatus);
    };
    expect(await selects(PaymentStatus.PENDING)).toBe(true);

    // Another tool retries the payment: the newer attempt is the order's.
    const payment = { order_id: id, provider: 1, amount: 1299, currency: 'EUR', created_at: new Date().toISOString(), updated_at: new Date().toISOString() };
    const retry = await app.db.insertInto('payments').values({ ...payment, reference: 'tool_retry', status: PaymentStatus.PROCESSING }).returning('id').executeTakeFirstOrThrow();
    expect(await selects(PaymentStatus.PROCESSING)).toBe(true);
    expect(await selects(PaymentStatus.PENDING)).toBe(false);

    // A change of the older attempt leaves the order's alone; one of the latest moves it.
    await app.db.updateTable('payments').set({ status: PaymentStatus.FAILED }).where('order_id', '=', id).where('id', '<', retry.id).execute();
    expect(await selects(PaymentStatus.PROCESSING)).toBe(true);
    await app.db.updateTable('payments').set({ status: PaymentStatus.SUCCESS }).where('id', '=', retry.id).execute();
    expect(await selects(PaymentStatus.SUCCESS)).toBe(true);

    // Deleting the latest falls back on the one before, and deleting every attempt on NONE.
    await app.db.deleteFrom('order_events').where('payment_id', '=', retry.id).execute();
    await app.db.deleteFrom('payments').where('id', '=', retry.id).execute();
    expect(await selects(PaymentStatus.FAILED)).toBe(true);
    await app.db.deleteFrom('order_events').where('order_id', '=', id).where('payment_id', 'is not', null).execute();
    await app.db.deleteFrom('payments').where('order_id', '=', id).execute();
    expect(await selects(PaymentStatus.NONE)).toBe(true);
  });
});

/** RFC 4180 rows: quoted cells may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const character = text[index]!;
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      row.push(cell);
      cell = '';
    } else if (character === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index++;
    } else cell += character;
  }
  return rows;
}

describe('the CSV export', async () => {
  const { app, token, catalog, customers } = await setup();
  const tricky = await createCustomer(app, { name: 'Smith, "Jo"\nJunior', email: 'jo@example.test' });
  const formula = await createCustomer(app, { name: '=HYPERLINK("http://evil.test")', email: '+1@example.test' });
  // More than one batch of 1000, many at one instant across the batch boundary (the keyset must not skip or repeat them).
  const count = 1234;
  const seeds: OrderSeed[] = Array.from({ length: count }, (_, n) => ({
    customerId: n % 2 === 0 ? customers.alice : customers.bob,
    buys: n % 4 === 0 ? 'plan' : 'book',
    status: n % 10 === 0 ? OrderStatus.PAYMENT_FAILED : OrderStatus.CONFIRMED,
    createdAt: n >= 900 && n < 1100 ? '2026-02-01T12:00:00.000Z' : new Date(Date.parse('2026-01-01T00:00:00Z') + n * 60_000).toISOString(),
  }));
  seeds.push(
    { customerId: tricky, buys: 'book', status: OrderStatus.CONFIRMED, createdAt: '2026-03-01T00:00:00.000Z', number: 'ORD-900001' },
    { customerId: formula, buys: 'plan', status: OrderStatus.INITIATED, createdAt: '2026-03-02T00:00:00.000Z', number: '-ORD-900002' },
  );
  await insertOrders(app, catalog, seeds);

  const exportCsv = (query = '') => app.inject({ method: 'GET', url: `/api/orders/export.csv${query}`, headers: bearer(token) });

  test('every matching order, newest first, after a header row', async () => {
    const response = await exportCsv();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = parseCsv(response.body);
    expect(rows[0]).toEqual(['Number', 'Created', 'Customer', 'E-mail', 'Purchase type', 'Item', 'Amount', 'Currency', 'Status', 'Payment status']);
    const body = rows.slice(1);
    expect(body).toHaveLength(count + 2);
    expect(new Set(body.map((row) => row[0])).size).toBe(count + 2);
    const created = body.map((row) => row[1]!);
    expect(created).toEqual([...created].sort().reverse());
    const listed = await page(app, token, { paginationRequest: { size: 100 } });
    expect(body.slice(0, 100).map((row) => row[0]!.replace(/^'/, ''))).toEqual(listed.content.map((row) => row.number));
  });

  test('cells: labels, decimal amounts, quotes, commas and line breaks escaped, formulas defused', async () => {
    const rows = parseCsv((await exportCsv()).body);
    expect(rows[1]).toEqual([
      "'-ORD-900002",
      '2026-03-02T00:00:00.000Z',
      `'=HYPERLINK("http://evil.test")`,
      "'+1@example.test",
      'Subscription',
      'Reader Monthly',
      '9.99',
      'USD',
      'Initiated',
      'None',
    ]);
    expect(rows[2]).toEqual([
      'ORD-900001',
      '2026-03-01T00:00:00.000Z',
      'Smith, "Jo"\nJunior',
      'jo@example.test',
      'Book Purchase',
      'The Long Orbit',
      '12.99',
      'EUR',
      'Confirmed',
      'None',
    ]);
    expect((await exportCsv()).body).toContain('"Smith, ""Jo""\nJunior"');
  });

  test('the list filters apply, as query parameters; 0 is ALL', async () => {
    const failed = parseCsv((await exportCsv(`?status=${OrderStatus.PAYMENT_FAILED}&purchaseType=0`)).body);
    expect(failed).toHaveLength(1 + Math.ceil(count / 10));
    expect(failed.slice(1).every((row) => row[8] === 'Payment Failed')).toBe(true);
    const day = parseCsv((await exportCsv('?startDate=2026-03-01&endDate=2026-03-01&q=ORD-9')).body);
    expect(day.slice(1).map((row) => row[0])).toEqual(['ORD-900001']);
    const plans = parseCsv((await exportCsv(`?purchaseType=${PurchaseType.SUBSCRIPTION}&status=0`)).body);
    expect(plans).toHaveLength(1 + Math.ceil(count / 4) + 1);
  });

  test('bad filters are a 400 like the list\'s', async () => {
    const backwards = await exportCsv('?startDate=2026-03-02&endDate=2026-03-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ fieldErrors: { endDate: expect.any(String) } });
    expect((await exportCsv('?status=9')).statusCode).toBe(400);
  });

  test('no token is a 401', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/orders/export.csv' })).statusCode).toBe(401);
  });
});

describe('the demo orders', async () => {
  const { app, close } = await createTestApp();
  afterAll(close);
  const now = new Date('2026-06-15T12:00:00.000Z');
  await seedDemoData(app.db, { now, customers: 600 });
  const admin = await signIn(app, { email: 'admin@demo.test', password: 'demo1234' });
  const orders = await app.db.selectFrom('orders').selectAll().orderBy('id').execute();
  const payments = await app.db.selectFrom('payments').selectAll().orderBy('id').execute();
  const latestPayment = new Map(payments.map((payment) => [payment.order_id, payment]));

  test('about 20,000 orders over the last year, numbered in order', () => {
    expect(orders).toHaveLength(demoOrderCount);
    expect(new Set(orders.map((order) => order.number)).size).toBe(orders.length);
    expect(orders[0]!.number).toBe('ORD-000001');
    for (const order of orders) {
      const age = now.getTime() - Date.parse(order.created_at);
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThanOrEqual(365 * 86_400_000);
    }
  });

  test('more orders lately, at weekends and in the evening', () => {
    const ages = orders.map((order) => (now.getTime() - Date.parse(order.created_at)) / 86_400_000);
    expect(ages.filter((age) => age < 90).length).toBeGreaterThan(1.6 * ages.filter((age) => age > 275).length);
    const days = orders.map((order) => new Date(order.created_at).getUTCDay());
    const perWeekendDay = days.filter((day) => day === 0 || day === 6).length / 2;
    const perWeekday = days.filter((day) => day > 0 && day < 6).length / 5;
    expect(perWeekendDay).toBeGreaterThan(1.15 * perWeekday);
    const hours = orders.map((order) => new Date(order.created_at).getUTCHours());
    expect(hours.filter((hour) => hour >= 18 && hour < 22).length).toBeGreaterThan(3 * hours.filter((hour) => hour >= 2 && hour < 6).length);
  });

  test('statuses in realistic proportions, each with its latest payment', () => {
    const share = (status: number) => orders.filter((order) => order.status === status).length / orders.length;
    expect(share(OrderStatus.CONFIRMED)).toBeGreaterThan(0.8);
    for (const status of [OrderStatus.PAYMENT_FAILED, OrderStatus.REFUNDED, OrderStatus.CANCELLED, OrderStatus.PAYMENT_CANCELLED]) {
      expect(share(status)).toBeGreaterThan(0.005);
      expect(share(status)).toBeLessThan(0.1);
    }
    const pending = share(OrderStatus.INITIATED) + share(OrderStatus.PROCESSING);
    expect(pending).toBeGreaterThan(0.003);
    expect(pending).toBeLessThan(0.02);
    const expected: Record<number, number[]> = {
      [OrderStatus.CONFIRMED]: [PaymentStatus.SUCCESS],
      [OrderStatus.PAYMENT_FAILED]: [PaymentStatus.FAILED],
      [OrderStatus.REFUNDED]: [PaymentStatus.REFUNDED],
      [OrderStatus.PAYMENT_CANCELLED]: [PaymentStatus.CANCELLED],
      [OrderStatus.CANCELLED]: [PaymentStatus.CANCELLED, -1],
      [OrderStatus.INITIATED]: [PaymentStatus.PENDING],
      [OrderStatus.PROCESSING]: [PaymentStatus.PENDING],
    };
    for (const order of orders) expect(expected[order.status]).toContain(latestPayment.get(order.id)?.status ?? -1);
    expect(payments.length).toBeGreaterThan(orders.length);
  });

  test('the sandbox agrees with every settled payment; pending ones resolve on a re-check', async () => {
    for (const payment of payments) {
      if (!payment.reference.startsWith('ch_') || payment.status === PaymentStatus.CANCELLED) continue;
      const settledAs = payment.status === PaymentStatus.FAILED ? PaymentStatus.FAILED : PaymentStatus.SUCCESS;
      expect(sandboxOutcome(payment.reference, now.getTime()).status).toBe(settledAs);
    }
    const stuck = payments.filter((payment) => payment.status === PaymentStatus.PENDING);
    expect(stuck.every((payment) => /^sbx_(ok|fail)_/.test(payment.reference))).toBe(true);
    const response = await action(app, admin.access_token, stuck[0]!.order_id, 'recheck-payment');
    expect(response.statusCode, response.body).toBe(200);
    expect([OrderStatus.CONFIRMED, OrderStatus.PAYMENT_FAILED]).toContain((response.json() as Order).status);
  });

  test('amounts from the catalog; books and plans granted to the paid orders only', async () => {
    const books = new Map((await app.db.selectFrom('ebooks').select(['id', 'price', 'currency']).execute()).map((book) => [book.id, book]));
    const plans = new Map((await app.db.selectFrom('subscriptions').select(['id', 'price', 'currency']).execute()).map((plan) => [plan.id, plan]));
    for (const order of orders) {
      const item = order.purchase_type === PurchaseType.BOOK_PURCHASE ? books.get(order.ebook_id!) : plans.get(order.subscription_id!);
      expect(item).toMatchObject({ price: order.amount, currency: order.currency });
    }
    const granted = new Set(
      [
        ...(await app.db.selectFrom('customer_books').select('order_id').execute()),
        ...(await app.db.selectFrom('customer_subscriptions').select('order_id').where('order_id', 'is not', null).execute()),
      ].map((row) => row.order_id),
    );
    const current = await app.db.selectFrom('orders').select(['id', 'status']).execute();
    const paid = current.filter((order) => order.status === OrderStatus.CONFIRMED || order.status === OrderStatus.REFUNDED);
    expect(granted.size).toBe(paid.length);
    for (const order of paid) expect(granted.has(order.id)).toBe(true);
  });

  test('timelines agree with the statuses', async () => {
    const events = await app.db.selectFrom('order_events').selectAll().orderBy('at').orderBy('id').execute();
    const lastOrderStatus = new Map<number, number>();
    for (const event of events) {
      if (event.what !== 'payment_status' && event.to_status !== null) lastOrderStatus.set(event.order_id, event.to_status);
    }
    const current = await app.db.selectFrom('orders').select(['id', 'status']).execute();
    for (const order of current) expect(lastOrderStatus.get(order.id)).toBe(order.status);
  });

  // The list reads a text few orders hold among its matches, and one many hold by walking its order
  // (server/areas/orders/queries.ts, OrderTextPlan): the same orders either way, counted up to 10,000.
  test('a text search answers the same orders whether few or many hold the text', async () => {
    const customers = new Map((await app.db.selectFrom('users').select(['id', 'email']).execute()).map((user) => [user.id, user.email]));
    const expected = (q: string, status?: number) => {
      const text = q.toLowerCase();
      const matching = orders
        .filter((order) => order.number.toLowerCase().includes(text) || customers.get(order.customer_id)!.includes(text))
        .filter((order) => status === undefined || order.status === status)
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
      return { numbers: matching.slice(0, 25).map((order) => order.number), total: Math.min(matching.length, 10_000), more: matching.length > 10_000 };
    };
    const cases: [string, number?][] = [['ORD-0000'], ['ord-01'], ['ORD-01', OrderStatus.REFUNDED], ['@'], ['example'], ['EXAMPLE', OrderStatus.CONFIRMED], ['1'], ['64'], ['664'], ['nobody']];
    for (const [q, status] of cases) {
      const want = expected(q, status);
      const answer = (await list(app, admin.access_token, { q, ...(status && { status }), paginationRequest: { page: 0, size: 25 } })).json();
      expect({ q, numbers: answer.content.map((order: OrderSummary) => order.number), total: answer.totalElements, more: answer.totalIsLowerBound ?? false }).toEqual({ q, ...want });
    }
  });
});
