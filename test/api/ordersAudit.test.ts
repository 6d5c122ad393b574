import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AdminRole, OrderStatus, PaymentStatus, PurchaseType } from '../../contract/enums';
import { type Order, orderExportBatchSize } from '../../contract/orders';
import type { App } from '../../server/app';
import { allAuditEntries, entriesOf, lastEntryOf } from './auditHelpers';
import { bearer, createCustomer, createStaff, createTestApp, signIn } from './helpers';

let app: App;
let close: () => Promise<void>;
let admin: { id: number; email: string; token: string };
let customerId: number;
let bookId: number;
let orderCounter = 0;

beforeAll(async () => {
  ({ app, close } = await createTestApp());
  const staff = await createStaff(app, { role: AdminRole.ADMIN, name: 'Olga Orders' });
  admin = { ...staff, token: (await signIn(app, staff)).access_token };
  customerId = await createCustomer(app, { name: 'Carla Customer', email: 'carla@example.test' });
  const now = new Date().toISOString();
  const category = await app.db.selectFrom('ebook_categories').select('id').where('ebook_type', '=', 1).executeTakeFirstOrThrow();
  ({ id: bookId } = await app.db
    .insertInto('ebooks')
    .values({
      title: 'Audited Orbit',
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
    .executeTakeFirstOrThrow());
});
afterAll(() => close());

/** A book order with one payment whose sandbox reference starts with `prefix` (sbx_ok_, sbx_error_...). */
async function orderWith(prefix: string, status: OrderStatus = OrderStatus.PROCESSING, paymentStatus: PaymentStatus = PaymentStatus.PENDING) {
  const now = new Date().toISOString();
  const number = `ORD-7${String(++orderCounter).padStart(5, '0')}`;
  const { id } = await app.db
    .insertInto('orders')
    .values({
      number,
      customer_id: customerId,
      purchase_type: PurchaseType.BOOK_PURCHASE,
      ebook_id: bookId,
      subscription_id: null,
      amount: 1299,
      currency: 'EUR',
      status,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto('payments')
    .values({ order_id: id, provider: 1, reference: `${prefix}${orderCounter}`, status: paymentStatus, amount: 1299, currency: 'EUR', created_at: now, updated_at: now })
    .execute();
  return { id, number };
}

const action = (id: number, what: string, payload?: object) =>
  app.inject({ method: 'POST', url: `/api/orders/${id}/${what}`, headers: bearer(admin.token), ...(payload && { payload }) });

const getOrder = (id: number) => app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: bearer(admin.token) });

const entryCount = async () => (await allAuditEntries(app)).length;

describe('order actions are audited in their transaction', () => {
  test('a re-check that moved the payment records both statuses, the actor and the number', async () => {
    const { id, number } = await orderWith('sbx_ok_');
    expect((await action(id, 'recheck-payment')).statusCode).toBe(200);
    const logged = await lastEntryOf(app, 'orders', id);
    expect(logged).toMatchObject({
      action: 'recheckPayment',
      resource: 'orders',
      recordId: String(id),
      label: number,
      reason: null,
      actor: { id: admin.id, name: 'Olga Orders', email: admin.email, role: AdminRole.ADMIN },
    });
    expect(logged.changes).toEqual([
      { field: 'status', from: OrderStatus.PROCESSING, to: OrderStatus.CONFIRMED },
      { field: 'paymentStatus', from: PaymentStatus.PENDING, to: PaymentStatus.SUCCESS },
    ]);
  });

  test('a re-check that moved only the payment records only the payment status', async () => {
    const { id } = await orderWith('sbx_ok_', OrderStatus.CONFIRMED, PaymentStatus.PENDING);
    expect((await action(id, 'recheck-payment')).statusCode).toBe(200);
    expect((await lastEntryOf(app, 'orders', id)).changes).toEqual([
      { field: 'paymentStatus', from: PaymentStatus.PENDING, to: PaymentStatus.SUCCESS },
    ]);
  });

  test('a re-check that found nothing new, or failed at the provider, records nothing', async () => {
    const pending = await orderWith('sbx_pending_');
    const failing = await orderWith('sbx_error_');
    expect((await action(pending.id, 'recheck-payment')).statusCode).toBe(200);
    expect((await action(failing.id, 'recheck-payment')).statusCode).toBe(502);
    expect(await entriesOf(app, 'orders', pending.id)).toEqual([]);
    expect(await entriesOf(app, 'orders', failing.id)).toEqual([]);
  });

  test('a refund records the statuses and the reason', async () => {
    const { id, number } = await orderWith('sbx_ok_', OrderStatus.CONFIRMED, PaymentStatus.SUCCESS);
    const response = await action(id, 'refund', { reason: '  Bought twice  ' });
    expect(response.statusCode, response.body).toBe(200);
    const logged = await lastEntryOf(app, 'orders', id);
    expect(logged).toMatchObject({ action: 'refund', label: number, reason: 'Bought twice', actor: { id: admin.id } });
    expect(logged.changes).toEqual([
      { field: 'refunded', from: 0, to: expect.any(Number) },
      { field: 'status', from: OrderStatus.CONFIRMED, to: OrderStatus.REFUNDED },
      { field: 'paymentStatus', from: PaymentStatus.SUCCESS, to: PaymentStatus.REFUNDED },
    ]);
  });

  test('a refused refund (400, 409) and a provider error (502, 504) leave no entry and no change', async () => {
    const before = await entryCount();
    const paid = await orderWith('sbx_ok_', OrderStatus.CONFIRMED, PaymentStatus.SUCCESS);
    expect((await action(paid.id, 'refund', { reason: '   ' })).statusCode).toBe(400);
    const unpaid = await orderWith('sbx_pending_');
    expect((await action(unpaid.id, 'refund', { reason: 'Try' })).statusCode).toBe(409);
    const failing = await orderWith('sbx_error_', OrderStatus.CONFIRMED, PaymentStatus.SUCCESS);
    const failingBefore = (await getOrder(failing.id)).json<Order>();
    expect((await action(failing.id, 'refund', { reason: 'Duplicate' })).statusCode).toBe(502);
    expect((await getOrder(failing.id)).json<Order>()).toEqual(failingBefore);
    const slow = await orderWith('sbx_slow_', OrderStatus.CONFIRMED, PaymentStatus.SUCCESS);
    expect((await action(slow.id, 'refund', { reason: 'Duplicate' })).statusCode).toBe(504);
    expect(await entryCount()).toBe(before);
  });

  test('a cancellation records the statuses and the reason; a refused one leaves no entry', async () => {
    const { id, number } = await orderWith('sbx_pending_');
    expect((await action(id, 'cancel', { reason: 'Customer asked' })).statusCode).toBe(200);
    const logged = await lastEntryOf(app, 'orders', id);
    expect(logged).toMatchObject({ action: 'cancel', label: number, reason: 'Customer asked' });
    expect(logged.changes).toEqual([
      { field: 'status', from: OrderStatus.PROCESSING, to: OrderStatus.CANCELLED },
      { field: 'paymentStatus', from: PaymentStatus.PENDING, to: PaymentStatus.CANCELLED },
    ]);
    const before = await entryCount();
    expect((await action(id, 'cancel', { reason: 'Again' })).statusCode).toBe(409);
    expect(await entryCount()).toBe(before);
  });
});

describe('the orders export is audited', () => {
  test('with its filter and the number of rows sent', async () => {
    const { number } = await orderWith('sbx_pending_');
    const response = await app.inject({ method: 'GET', url: `/api/orders/export.csv?q=${number}&status=0`, headers: bearer(admin.token) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body.trim().split('\r\n')).toHaveLength(2);
    const [logged] = await entriesOf(app, 'orders', null);
    expect(logged).toMatchObject({
      action: 'export',
      resource: 'orders',
      actor: { id: admin.id },
      details: { filter: { q: number, status: 0 }, rows: 1, complete: true },
    });
  });

  test('counts rows, not batches, beyond one batch', async () => {
    const buyer = await createCustomer(app);
    const count = orderExportBatchSize + 5;
    const createdAt = new Date().toISOString();
    const order = { customer_id: buyer, purchase_type: PurchaseType.BOOK_PURCHASE, ebook_id: bookId, amount: 1299, currency: 'EUR' };
    await app.db
      .insertInto('orders')
      .values(Array.from({ length: count }, (_, n) => ({ ...order, number: `ORD-8${n}`, status: OrderStatus.CONFIRMED, created_at: createdAt, updated_at: createdAt })))
      .execute();
    const response = await app.inject({ method: 'GET', url: `/api/orders/export.csv?customerId=${buyer}`, headers: bearer(admin.token) });
    expect(response.statusCode).toBe(200);
    expect(response.body.trim().split('\r\n')).toHaveLength(count + 1);
    const [logged] = await entriesOf(app, 'orders', null);
    expect(logged!.details).toEqual({ filter: { customerId: buyer }, rows: count, complete: true });
  });

  test('a refused export (400) leaves no entry', async () => {
    const before = await entryCount();
    const response = await app.inject({ method: 'GET', url: '/api/orders/export.csv?status=9', headers: bearer(admin.token) });
    expect(response.statusCode).toBe(400);
    expect(await entryCount()).toBe(before);
  });
});

describe('versions', () => {
  test('an order answers a strong ETag that changes with the order', async () => {
    const { id } = await orderWith('sbx_ok_', OrderStatus.CONFIRMED, PaymentStatus.SUCCESS);
    const first = (await getOrder(id)).headers.etag as string;
    expect(first).toMatch(/^"[\w-]{27}"$/);
    expect((await getOrder(id)).headers.etag).toBe(first);
    await action(id, 'refund', { reason: 'Changed' });
    expect((await getOrder(id)).headers.etag).not.toBe(first);
  });

  test('a customer answers a strong ETag that changes with the customer', async () => {
    const id = await createCustomer(app, { name: 'Vera Version' });
    const getCustomer = () => app.inject({ method: 'GET', url: `/api/customers/${id}`, headers: bearer(admin.token) });
    const first = (await getCustomer()).headers.etag as string;
    expect(first).toMatch(/^"[\w-]{27}"$/);
    expect((await getCustomer()).headers.etag).toBe(first);
    await app.db.updateTable('users').set({ name: 'Vera Renamed' }).where('id', '=', id).execute();
    expect((await getCustomer()).headers.etag).not.toBe(first);
  });
});
