/** What the orders screens send: the list with its filters and date range, a customer's orders, and the order actions. */
import { http, HttpResponse } from 'msw';
import { expect, test, vi } from 'vitest';
import { dataProvider } from '../../src/shell/providers';
import { orderListDefaults } from '../../resources/orders/listDefaults';
import { origin, signedInApi } from './browserGlobals';

const sent: { method: string; path: string; body: unknown }[] = [];
signedInApi(
  [
    http.all(`${origin}/api/*`, async ({ request }) => {
      const text = await request.text();
      sent.push({ method: request.method, path: new URL(request.url).pathname, body: text ? JSON.parse(text) : undefined });
      return request.url.endsWith('/list')
        ? HttpResponse.json({ content: [], totalElements: 0, page: 0, size: 25 })
        : HttpResponse.json({ id: 5, number: 'ORD-000005' });
    }),
  ],
  () => {
    sent.length = 0;
  },
);

test('the list sends its filters, the date range and the sort as the spec names them', async () => {
  await dataProvider.getList('orders', {
    pagination: { page: 1, perPage: 25 },
    sort: { field: 'createdAt', order: 'DESC' },
    filter: { status: 2, purchaseType: 0, q: 'ORD-0001', startDate: '2026-11-15', endDate: '2026-11-21' },
  });
  expect(sent).toEqual([
    {
      method: 'POST',
      path: '/api/orders/list',
      body: {
        status: 2,
        purchaseType: 0,
        q: 'ORD-0001',
        startDate: '2026-11-15',
        endDate: '2026-11-21',
        paginationRequest: { page: 0, size: 25, sortBy: 'createdAt', sortDirection: 'DESC' },
      },
    },
  ]);
});

test("a customer's orders are the list filtered by customerId", async () => {
  await dataProvider.getManyReference('orders', {
    target: 'customerId',
    id: 42,
    pagination: { page: 1, perPage: 10 },
    sort: { field: 'createdAt', order: 'DESC' },
    filter: {},
  });
  expect(sent[0]).toMatchObject({ path: '/api/orders/list', body: { customerId: 42 } });
});

test('re-check, refund and cancel go to their own endpoints', async () => {
  await dataProvider.action('orders', 'recheckPayment', { id: 5 });
  const refund = { idempotencyKey: 'a-key-of-the-dialog', amount: 250, reason: 'duplicate' };
  await dataProvider.action('orders', 'refund', { id: 5, data: refund });
  await dataProvider.action('orders', 'cancel', { id: 5, data: { reason: 'Customer asked' } });
  expect(sent).toEqual([
    { method: 'POST', path: '/api/orders/5/recheck-payment', body: {} },
    { method: 'POST', path: '/api/orders/5/refunds', body: refund },
    { method: 'POST', path: '/api/orders/5/cancel', body: { reason: 'Customer asked' } },
  ]);
});

test("the list's first request, as it opens, carries the 7 days ending today in the business time zone", async () => {
  // 23:30 in UTC is already the next day in Kolkata: the period follows the business day.
  vi.setSystemTime(new Date('2026-11-21T23:30:00Z'));
  try {
    const { sort, perPage, filter } = orderListDefaults('Asia/Kolkata');
    await dataProvider.getList('orders', { pagination: { page: 1, perPage: perPage! }, sort: sort!, filter });
  } finally {
    vi.useRealTimers();
  }
  expect(sent).toEqual([
    {
      method: 'POST',
      path: '/api/orders/list',
      body: { startDate: '2026-11-16', endDate: '2026-11-22', paginationRequest: { page: 0, size: 25, sortBy: 'createdAt', sortDirection: 'DESC' } },
    },
  ]);
});
