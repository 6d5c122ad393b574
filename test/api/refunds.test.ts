import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { AdminRole, OrderStatus, PaymentStatus, PurchaseType } from '../../contract/enums';
import type { Order, OrderRefundInput } from '../../contract/orders';
import type { App } from '../../server/app';
import { lastEntryOf } from './auditHelpers';
import { bearer, createCustomer, createStaff, createTestApp, lastMessage, signIn } from './helpers';

/**
 * Partial refunds, their idempotency, receipts and credit notes (docs/api.md "Refunds" and
 * "Receipts and credit notes"), through the API on a fresh database.
 */

let app: App;
let close: () => Promise<void>;
let admin: { id: number; token: string };
let editorToken: string;
let customerId: number;
let bookId: number;
let orderCounter = 0;
let keyCounter = 0;
/** pdf.js reads the 14 standard fonts' metrics from its package. */
const standardFontDataUrl = `${path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

beforeAll(async () => {
  ({ app, close } = await createTestApp({ publisherName: 'Quay Books', publisherAddress: ['1 Quay Street', 'Bristol BS1 4DJ'], taxRates: { FR: 5.5 } }));
  const staff = await createStaff(app, { role: AdminRole.ADMIN, name: 'Rita Refunds' });
  admin = { id: staff.id, token: (await signIn(app, staff)).access_token };
  editorToken = (await signIn(app, await createStaff(app, { role: AdminRole.EDITOR }))).access_token;
  customerId = await createCustomer(app, { name: 'Claire Lune', email: 'claire@example.test', country: 'FR' });
  const now = new Date().toISOString();
  const category = await app.db.selectFrom('ebook_categories').select('id').where('ebook_type', '=', 1).executeTakeFirstOrThrow();
  ({ id: bookId } = await app.db
    .insertInto('ebooks')
    .values({ title: 'Tides of Nantes', authors: '["Ada Quill"]', type: 1, category_id: category.id, language: 'fr', price: 2110, currency: 'EUR', premium: 0, status: 'E', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow());
});
afterAll(() => close());

/** A book order of 21.10 EUR whose sandbox payment (`prefix`) is pending, then re-checked: a success confirms it. */
async function paidOrder(prefix = 'sbx_ok_'): Promise<Order> {
  const now = new Date().toISOString();
  const n = ++orderCounter;
  const { id } = await app.db
    .insertInto('orders')
    .values({ number: `ORD-8${String(n).padStart(5, '0')}`, customer_id: customerId, purchase_type: PurchaseType.BOOK_PURCHASE, ebook_id: bookId, subscription_id: null, amount: 2110, currency: 'EUR', status: OrderStatus.PROCESSING, territory: 'FR', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto('payments')
    .values({ order_id: id, provider: 1, reference: `${prefix}r${n}`, status: PaymentStatus.PENDING, amount: 2110, currency: 'EUR', created_at: now, updated_at: now })
    .execute();
  const response = await app.inject({ method: 'POST', url: `/api/orders/${id}/recheck-payment`, headers: bearer(admin.token) });
  expect(response.statusCode, response.body).toBe(200);
  const order = response.json<Order>();
  expect(order.status).toBe(OrderStatus.CONFIRMED);
  return order;
}

const refund = (id: number, input: Partial<OrderRefundInput>, token = admin.token) =>
  app.inject({
    method: 'POST',
    url: `/api/orders/${id}/refunds`,
    headers: bearer(token),
    payload: { idempotencyKey: `key-${++keyCounter}-abcdef`, reason: 'requested_by_customer', ...input },
  });

const library = (orderId: number) => app.db.selectFrom('customer_books').select(['revoked_at']).where('order_id', '=', orderId).executeTakeFirstOrThrow();

async function pdfText(url: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url, headers: bearer(admin.token) });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  const pdf = await getDocument({ data: new Uint8Array(response.rawPayload), standardFontDataUrl }).promise;
  const lines: string[] = [];
  for (let page = 1; page <= pdf.numPages; page++) {
    const content = await (await pdf.getPage(page)).getTextContent();
    lines.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return lines.join('\n').replace(/\s+/g, ' ');
}

describe('partial refunds', () => {
  test('two partial refunds, then more than what is left is a 400 on amount; the last of it refunds the order in full', async () => {
    const order = await paidOrder();
    const first = await refund(order.id, { amount: 500, reason: 'defective', detail: 'Chapter 3 missing' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<Order>()).toMatchObject({ status: OrderStatus.PARTIALLY_REFUNDED, paymentStatus: PaymentStatus.PARTIALLY_REFUNDED, refunded: 500 });
    const second = await refund(order.id, { amount: 1000, reason: 'goodwill' });
    expect(second.json<Order>()).toMatchObject({ status: OrderStatus.PARTIALLY_REFUNDED, refunded: 1500 });
    // 21.10 - 5.00 - 10.00 = 6.10 left.
    const over = await refund(order.id, { amount: 611 });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ fieldErrors: { amount: 'At most EUR 6.10 is left to refund' } });
    expect((await library(order.id)).revoked_at).toBeNull();

    const last = await refund(order.id, { amount: 610, reason: 'other', detail: 'Closing the account' });
    const refunded = last.json<Order>();
    expect(refunded).toMatchObject({ status: OrderStatus.REFUNDED, paymentStatus: PaymentStatus.REFUNDED, refunded: 2110 });
    expect(refunded.refunds.map((r) => [r.amount, r.reason, r.status, r.actor?.id])).toEqual([
      [500, 'defective', 'succeeded', admin.id],
      [1000, 'goodwill', 'succeeded', admin.id],
      [610, 'other', 'succeeded', admin.id],
    ]);
    expect(refunded.timeline.filter((event) => event.what === 'refund').map((event) => [event.amount, event.to, event.reason])).toEqual([
      [500, OrderStatus.PARTIALLY_REFUNDED, 'Faulty file or content: Chapter 3 missing'],
      [1000, OrderStatus.PARTIALLY_REFUNDED, 'Goodwill gesture'],
      [610, OrderStatus.REFUNDED, 'Closing the account'],
    ]);
    // Refunded in full: the book leaves the customer's library.
    expect((await library(order.id)).revoked_at).not.toBeNull();
    expect((await refund(order.id, { amount: 1 })).statusCode).toBe(409);
  });

  test('the same idempotency key twice refunds once', async () => {
    const order = await paidOrder();
    const payload = { idempotencyKey: 'same-key-123456', amount: 300, reason: 'duplicate' as const };
    const send = () => app.inject({ method: 'POST', url: `/api/orders/${order.id}/refunds`, headers: bearer(admin.token), payload });
    const [first, again] = [await send(), await send()];
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json<Order>().refunded).toBe(300);
    expect(again.json<Order>().refunds).toHaveLength(1);
    // At the same time too.
    const together = { ...payload, idempotencyKey: 'together-key-1' };
    const both = await Promise.all([1, 2].map(() => app.inject({ method: 'POST', url: `/api/orders/${order.id}/refunds`, headers: bearer(admin.token), payload: together })));
    expect(both.map((response) => response.statusCode).sort()).toEqual(expect.arrayContaining([201]));
    const after = (await app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: bearer(admin.token) })).json<Order>();
    expect(after.refunded).toBe(600);
    expect(after.refunds).toHaveLength(2);
  });

  test('a provider failure changes nothing, and the key may be tried again', async () => {
    const order = await paidOrder('sbx_refundfail_');
    const failed = await refund(order.id, { amount: 400, idempotencyKey: 'retry-key-0001' });
    expect(failed.statusCode).toBe(502);
    const after = (await app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: bearer(admin.token) })).json<Order>();
    expect(after).toMatchObject({ status: OrderStatus.CONFIRMED, paymentStatus: PaymentStatus.SUCCESS, refunded: 0, refunds: [] });
    expect(after.documents.map((document) => document.kind)).toEqual(['receipt']);
    expect(after.timeline.some((event) => event.what === 'refund')).toBe(false);
    expect(await lastEntryOf(app, 'orders', order.id)).toMatchObject({ action: 'recheckPayment' });
  });

  test('bad input is a 400 on its field; an editor may not refund; an unpaid order is a 409', async () => {
    const order = await paidOrder();
    const cases: [Partial<OrderRefundInput>, string][] = [
      [{ amount: 0 }, 'amount'],
      [{ amount: 12.5 }, 'amount'],
      [{ amount: 100, reason: 'whim' as never }, 'reason'],
      [{ amount: 100, reason: 'other' }, 'detail'],
      [{ amount: 100, idempotencyKey: 'short' }, 'idempotencyKey'],
      [{ amount: 100, note: 'x'.repeat(1001) }, 'note'],
    ];
    for (const [input, field] of cases) {
      const response = await refund(order.id, input);
      expect(response.statusCode, JSON.stringify(input)).toBe(400);
      expect(Object.keys(response.json().fieldErrors)).toContain(field);
    }
    expect((await refund(order.id, { amount: 100 }, editorToken)).statusCode).toBe(403);
    const { id: unpaid } = await app.db
      .insertInto('orders')
      .values({ number: 'ORD-899999', customer_id: customerId, purchase_type: PurchaseType.BOOK_PURCHASE, ebook_id: bookId, subscription_id: null, amount: 2110, currency: 'EUR', status: OrderStatus.INITIATED, created_at: order.createdAt, updated_at: order.createdAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await refund(unpaid, { amount: 100 })).statusCode).toBe(409);
    expect((await refund(999_999, { amount: 100 })).statusCode).toBe(404);
  });

  test('each refund is audited with its amount and credit note; its note is e-mailed to the customer', async () => {
    const order = await paidOrder();
    const response = await refund(order.id, { amount: 250, reason: 'not_delivered', note: 'Sorry for the trouble: the file is fixed.' });
    const refunded = response.json<Order>();
    const creditNote = refunded.refunds[0]!.creditNote;
    expect(creditNote).toMatch(/^CN-\d{4}-\d{6}$/);
    const logged = await lastEntryOf(app, 'orders', order.id);
    expect(logged).toMatchObject({ action: 'refund', reason: 'Not delivered or unreadable', actor: { id: admin.id } });
    expect(logged.details).toMatchObject({ amount: 250, currency: 'EUR', refundReason: 'not_delivered', creditNote });
    expect(logged.changes).toEqual([
      { field: 'refunded', from: 0, to: 250 },
      { field: 'status', from: OrderStatus.CONFIRMED, to: OrderStatus.PARTIALLY_REFUNDED },
      { field: 'paymentStatus', from: PaymentStatus.SUCCESS, to: PaymentStatus.PARTIALLY_REFUNDED },
    ]);
    const mail = await lastMessage(app, 'claire@example.test');
    expect(mail).toContain(`We have refunded EUR 2.50 of your order ${order.number} (credit note ${creditNote}).`);
    expect(mail).toContain('Sorry for the trouble: the file is fixed.');
  });

  test('the list shows the partly refunded orders, filtered by their status, with what was refunded', async () => {
    const order = await paidOrder();
    await refund(order.id, { amount: 110 });
    const page = await app.inject({
      method: 'POST',
      url: '/api/orders/list',
      headers: bearer(admin.token),
      payload: { paginationRequest: { size: 100 }, status: OrderStatus.PARTIALLY_REFUNDED },
    });
    const rows = page.json<{ content: Order[] }>().content;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.status === OrderStatus.PARTIALLY_REFUNDED)).toBe(true);
    expect(rows.find((row) => row.id === order.id)).toMatchObject({ amount: 2110, refunded: 110 });
  });
});

describe('receipts and credit notes', () => {
  test('a receipt and a credit note read back from their PDF: publisher, customer, lines, tax and totals', async () => {
    const order = await paidOrder();
    const [receipt] = order.documents;
    expect(receipt).toMatchObject({ kind: 'receipt', number: expect.stringMatching(/^R-\d{4}-\d{6}$/), amount: 2110, currency: 'EUR' });
    const text = await pdfText(`/api/orders/${order.id}/documents/${receipt!.id}`);
    for (const expected of [
      'Quay Books',
      '1 Quay Street',
      'Bristol BS1 4DJ',
      `Receipt ${receipt!.number}`,
      `Order: ${order.number}`,
      'Claire Lune',
      'claire@example.test',
      'E-book: Tides of Nantes',
      // 21.10 includes 5.5% tax: 2110 × 5.5 / 105.5 = 110 cents; net 20.00.
      'Net EUR 20.00',
      'Tax included (5.5%, FR) EUR 1.10',
      'Total paid EUR 21.10',
    ]) {
      expect(text).toContain(expected);
    }
    // The receipt endpoint answers the same document.
    expect(await pdfText(`/api/orders/${order.id}/receipt.pdf`)).toBe(text);

    const refunded = (await refund(order.id, { amount: 1055, reason: 'duplicate' })).json<Order>();
    const creditNote = refunded.documents.find((document) => document.kind === 'credit_note')!;
    const credit = await pdfText(`/api/orders/${order.id}/documents/${creditNote.id}`);
    for (const expected of [
      `Credit note ${creditNote.number}`,
      `Credits receipt: ${receipt!.number}`,
      'Reason: Duplicate order',
      'Refund: E-book: Tides of Nantes',
      // 10.55 at 5.5%: 1055 × 5.5 / 105.5 = 55 cents.
      'Net EUR 10.00',
      'Tax included (5.5%, FR) EUR 0.55',
      'Total refunded EUR 10.55',
    ]) {
      expect(credit).toContain(expected);
    }
    // Issued once: the receipt has not changed.
    expect(await pdfText(`/api/orders/${order.id}/documents/${receipt!.id}`)).toBe(text);
  });

  test('an order paid before receipts existed gets its receipt at the first request; an unpaid one has none', async () => {
    const order = await paidOrder();
    await app.db.deleteFrom('documents').where('order_id', '=', order.id).execute();
    const text = await pdfText(`/api/orders/${order.id}/receipt.pdf`);
    expect(text).toContain('Total paid EUR 21.10');
    const again = (await app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: bearer(admin.token) })).json<Order>();
    expect(again.documents).toHaveLength(1);
    const { id: unpaid } = await app.db
      .insertInto('orders')
      .values({ number: 'ORD-899998', customer_id: customerId, purchase_type: PurchaseType.BOOK_PURCHASE, ebook_id: bookId, subscription_id: null, amount: 2110, currency: 'EUR', status: OrderStatus.INITIATED, created_at: order.createdAt, updated_at: order.createdAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await app.inject({ method: 'GET', url: `/api/orders/${unpaid}/receipt.pdf`, headers: bearer(admin.token) })).statusCode).toBe(409);
    expect((await app.inject({ method: 'GET', url: `/api/orders/${order.id}/documents/999999`, headers: bearer(admin.token) })).statusCode).toBe(404);
  });

  test('numbers have no gap under concurrent confirmations and refunds', async () => {
    const last = async (kind: 'receipt' | 'credit_note') =>
      (await app.db.selectFrom('document_counters').select('last').where('kind', '=', kind).executeTakeFirst())?.last ?? 0;
    const [receipts, creditNotes] = [await last('receipt'), await last('credit_note')];
    const orders = await Promise.all(Array.from({ length: 12 }, () => paidOrder()));
    await Promise.all(orders.map((order) => refund(order.id, { amount: 100 })));
    const issued = await app.db
      .selectFrom('documents')
      .select(['kind', 'sequence'])
      .where('order_id', 'in', orders.map((order) => order.id))
      .execute();
    const numbered = (kind: string) => issued.filter((row) => row.kind === kind).map((row) => row.sequence).sort((a, b) => a - b);
    // Each kind's new numbers follow the last one before, one after the other.
    expect(numbered('receipt')).toEqual(Array.from({ length: 12 }, (_item, index) => receipts + index + 1));
    expect(numbered('credit_note')).toEqual(Array.from({ length: 12 }, (_item, index) => creditNotes + index + 1));
  });
});
