import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CustomerDataExport } from '../../contract/customerPrivacy';
import type { Customer } from '../../contract/customers';
import { AdminRole, OrderStatus } from '../../contract/enums';
import type { Order } from '../../contract/orders';
import type { App } from '../../server/app';
import { addDays, businessDay } from '../../server/lib/dates';
import { sandboxPrefixes } from '../../server/payments/sandbox';
import { createEbook, createPlan } from './catalogFixtures';
import { bearer, createCustomer, createStaff, createTestApp, messagesTo, signIn } from './helpers';

/**
 * Customer data requests (docs/api.md "Customer data requests"): the export of everything held
 * about a customer, and an erasure after which no table holds their name, e-mail or phone, while
 * the orders and payments still add up.
 */

let app: App;
let close: () => Promise<void>;
let admin: string;
let editor: string;
let adminName: string;

// Distinctive, so that a search of every text column finds only these.
const person = { name: 'Zephyrine Quillfeather-Osei', email: 'zephyrine.q@quillmail-erasure.example', phone: '+44 7700 900461', country: 'GB' };
const needles = [person.name, person.email, person.phone];

let customerId: number;
let bookOrder: Order;
let planOrder: Order;

const get = (url: string, token = admin) => app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, payload: object, token = admin) => app.inject({ method: 'POST', url, headers: bearer(token), payload });
const erase = (id: number, confirm: string, token = admin) => post(`/api/customers/${id}/erasure`, { confirm }, token);
const exported = async (id: number) => {
  const response = await get(`/api/customers/${id}/export`);
  expect(response.statusCode, response.body).toBe(200);
  return { response, document: response.json<CustomerDataExport>() };
};

async function placed(payload: object): Promise<Order> {
  const response = await post('/api/orders', { customerId, paymentReference: `${sandboxPrefixes.ok}erasure_${Math.random().toString(36).slice(2)}`, ...payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Order>();
}

beforeAll(async () => {
  ({ app, close } = await createTestApp());
  const adminStaff = await createStaff(app, { role: AdminRole.ADMIN, name: 'Ada Erasure' });
  adminName = 'Ada Erasure';
  admin = (await signIn(app, adminStaff)).access_token;
  editor = (await signIn(app, await createStaff(app, { role: AdminRole.EDITOR }))).access_token;

  // What a customer leaves behind: a book and a plan bought, a partial refund with a note e-mailed
  // to them, staff notes, a block and an unblock, a list export searched by their e-mail.
  customerId = await createCustomer(app, person);
  const book = await createEbook(app, admin, 1, 'The Erasure Atlas');
  const plan = await createPlan(app, admin, 'Erasure Monthly');
  bookOrder = await placed({ ebookId: book });
  planOrder = await placed({ subscriptionId: plan });
  expect([bookOrder.status, planOrder.status]).toEqual([OrderStatus.CONFIRMED, OrderStatus.CONFIRMED]);
  const refund = await post(`/api/orders/${bookOrder.id}/refunds`, {
    idempotencyKey: 'erasure-refund-1',
    amount: 100,
    reason: 'goodwill',
    note: `Dear ${person.name}, sorry for the delay. We called ${person.phone}.`,
  });
  expect(refund.statusCode, refund.body).toBe(201);
  for (const [url, body] of [
    [`/api/customers/${customerId}/notes`, `Called ${person.name} on ${person.phone}`],
    [`/api/orders/${bookOrder.id}/notes`, `Receipt resent to ${person.email}`],
  ] as const) {
    const note = await post(url, { body });
    expect(note.statusCode, note.body).toBe(201);
  }
  for (const blocked of [true, false]) {
    const response = await post(`/api/users/block-unblock?email=${encodeURIComponent(person.email)}&blocked=${blocked}`, {});
    expect(response.statusCode, response.body).toBe(200);
  }
  const view = await post('/api/views', { list: 'users/customers', name: `Only ${person.name}`, filters: { q: person.email } });
  expect(view.statusCode, view.body).toBe(201);
  const csv = await get(`/api/customers/export.csv?q=${encodeURIComponent(person.email)}`);
  expect(csv.statusCode, csv.body).toBe(200);
  expect(await messagesTo(app, person.email)).not.toEqual([]);
});
afterAll(() => close());

describe('GET /api/customers/{id}/export', () => {
  test('holds the profile, orders with payments, refunds and documents, subscriptions, library, notes and audit entries, as a download', async () => {
    const { response, document } = await exported(customerId);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="customer-${customerId}-\\d{4}-\\d{2}-\\d{2}\\.json"`));
    expect(document.customer).toMatchObject({ id: customerId, ...person, erasedAt: null });
    expect(document.exportedBy.name).toBe(adminName);
    expect(document.orders.map((order) => order.id)).toEqual([bookOrder.id, planOrder.id]);
    const [book] = document.orders;
    expect(book!.payments[0]).toMatchObject({ amount: bookOrder.amount, currency: bookOrder.currency });
    expect(book!.refunds[0]).toMatchObject({ amount: 100, note: expect.stringContaining(person.name) });
    expect(book!.timeline.map((event) => event.what)).toContain('refund');
    expect(book!.documents.map((issued) => issued.kind)).toEqual(['receipt', 'credit_note']);
    expect(book!.documents[0]!.content).toMatchObject({ customer: { name: person.name, email: person.email } });
    expect(document.subscriptions).toEqual([expect.objectContaining({ name: 'Erasure Monthly', active: true, orderId: planOrder.id })]);
    expect(document.library).toEqual([expect.objectContaining({ title: 'The Erasure Atlas', orderId: bookOrder.id })]);
    expect(document.notes).toEqual([expect.objectContaining({ body: `Called ${person.name} on ${person.phone}`, author: expect.objectContaining({ name: adminName }) })]);
    expect(document.audit.map((entry) => entry.action)).toEqual(expect.arrayContaining(['addNote', 'block', 'unblock']));

    const audit = await app.db.selectFrom('audit_entries').selectAll().where('action', '=', 'export').where('record_id', '=', String(customerId)).execute();
    expect(audit).toEqual([expect.objectContaining({ resource: 'users/customers', actor_name: adminName, details: JSON.stringify({ dataExport: true, complete: true }) })]);
  });

  test('is refused to an editor (403, 103); an unknown customer is a 404', async () => {
    for (const response of [await get(`/api/customers/${customerId}/export`, editor), await erase(customerId, person.email, editor)]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ errorCode: 103 });
    }
    expect((await get('/api/customers/99999999/export')).statusCode).toBe(404);
    expect((await erase(99999999, 'anyone')).statusCode).toBe(404);
  });
});

describe('POST /api/customers/{id}/erasure', () => {
  test('a confirmation that names someone else is a 400 on confirm, and changes nothing', async () => {
    for (const confirm of ['', 'Zephyrine', 'someone@else.example']) {
      const response = await erase(customerId, confirm);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().fieldErrors).toHaveProperty('confirm');
    }
    const unknown = await post(`/api/customers/${customerId}/erasure`, { confirm: person.email, also: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toHaveProperty('also');
    expect((await get(`/api/customers/${customerId}`)).json<Customer>()).toMatchObject({ name: person.name, erasedAt: null });
  });

  test('is held ERASURE_HOLD_DAYS after the last order (409, 122), naming the day it becomes possible', async () => {
    const held = app.config.erasureHoldDays;
    app.config.erasureHoldDays = 30;
    try {
      const response = await erase(customerId, person.name);
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toMatchObject({ errorCode: 122 });
      expect(response.json().message).toContain(addDays(businessDay(new Date(), app.config.timeZone), 30));
    } finally {
      app.config.erasureHoldDays = held;
    }
    // A customer without orders is never held.
    const fresh = await createCustomer(app, { name: 'Held Never' });
    app.config.erasureHoldDays = 30;
    try {
      expect((await erase(fresh, 'held never')).statusCode).toBe(200);
    } finally {
      app.config.erasureHoldDays = held;
    }
  });

  test('leaves no trace of the name, e-mail or phone in any text column of any table; the orders still add up', async () => {
    const today = businessDay(new Date(), app.config.timeZone);
    const figures = async () => ({
      sales: (await get(`/api/analytics/sales?startDate=${today}&endDate=${today}`)).json<{ totals: unknown }>().totals,
      orders: (await get(`/api/analytics/orders?startDate=${today}&endDate=${today}`)).json<{ totals: unknown }>().totals,
      list: (await post('/api/orders/list', { customerId, paginationRequest: { page: 0, size: 10 } })).json<{ content: Order[] }>().content.map((order) => [order.id, order.amount, order.status, order.paymentStatus, order.refunded]),
    });
    const before = await figures();
    expect(before.list).toHaveLength(2);
    expect(await occurrences()).toEqual(expect.arrayContaining(['users.email', 'documents.content', 'audit_entries.label', 'audit_entries.details', 'saved_views.filters', 'refunds.note', 'staff_notes.body']));

    // The e-mail as shown, whatever the case and the spaces around it.
    const response = await erase(customerId, `  ${person.email.toUpperCase()} `);
    expect(response.statusCode, response.body).toBe(200);
    const erased = response.json<Customer>();
    expect(erased).toMatchObject({ id: customerId, name: `Erased customer #${customerId}`, email: `erased-${customerId}@erased.invalid`, phone: null, country: null });
    expect(erased.erasedAt).not.toBeNull();

    expect(await occurrences()).toEqual([]);
    expect(await figures()).toEqual(before);
    // The receipt keeps its number, lines and amounts; only its customer block changed.
    const receipt = await app.db.selectFrom('documents').select(['number', 'content']).where('order_id', '=', bookOrder.id).where('kind', '=', 'receipt').executeTakeFirstOrThrow();
    expect(JSON.parse(receipt.content)).toMatchObject({ customer: { name: `Erased customer #${customerId}`, country: 'GB' }, total: bookOrder.amount, lines: [expect.objectContaining({ amount: bookOrder.amount })] });
    // The plan ended; mail to them is gone from the outbox too.
    const holds = (await get(`/api/customers/${customerId}/subscriptions`)).json<{ active: boolean }[]>();
    expect(holds.map((hold) => hold.active)).toEqual([false]);
    expect(await messagesTo(app, person.email)).toEqual([]);
  });

  test('audited as an erasure, by whom, without the data erased; the audit log stays append-only', async () => {
    const entry = await app.db.selectFrom('audit_entries').selectAll().where('action', '=', 'erase').where('record_id', '=', String(customerId)).executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ resource: 'users/customers', actor_name: adminName, label: `Erased customer #${customerId}`, changes: '[]' });
    expect(JSON.parse(entry.details!)).toMatchObject({ orders: 2, plansEnded: 1, notesDeleted: 1 });
    await expect(app.db.updateTable('audit_entries').set({ label: 'Rewritten' }).where('id', '=', entry.id).execute()).rejects.toThrow(/append-only/);
  });

  test("the erased customer's export holds nothing personal; a second erasure is a 409; they cannot order", async () => {
    const { response, document } = await exported(customerId);
    for (const text of needles) expect(response.body.toLowerCase()).not.toContain(text.toLowerCase());
    expect(document.customer).toMatchObject({ name: `Erased customer #${customerId}`, phone: null, erasedAt: expect.any(String) });
    expect(document.notes).toEqual([]);
    expect(document.orders).toHaveLength(2);

    const again = await erase(customerId, `Erased customer #${customerId}`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 102 });
    const order = await post('/api/orders', { customerId, subscriptionId: planOrder.item.id, territory: 'GB' });
    expect(order.statusCode).toBe(409);
    expect(order.json().fieldErrors).toHaveProperty('customerId');
  });
});

/** Every `table.column` holding one of the needles as text (case ignored), read from the database's own catalogue. */
async function occurrences(): Promise<string[]> {
  const tables = await app.db.introspection.getTables({ withInternalKyselyTables: true });
  expect(tables.map((table) => table.name)).toEqual(expect.arrayContaining(['users', 'audit_entries', 'documents', 'mail_queue']));
  const found: string[] = [];
  for (const table of tables) {
    for (const column of table.columns) {
      const text = sql`lower(cast(${sql.ref(column.name)} as text))`;
      const matches = sql.join(needles.map((needle) => sql`${text} like ${`%${needle.toLowerCase()}%`}`), sql` or `);
      const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table.name)} where ${matches}`.execute(app.db);
      if (Number(rows[0]!.n) > 0) found.push(`${table.name}.${column.name}`);
    }
  }
  return found;
}
