import { afterAll, describe, expect, test } from 'vitest';
import { AdminRole } from '../../contract/enums';
import { unstorableTextMessage } from '../../contract/storableText';
import { createPlan } from './catalogFixtures';
import { bearer, createCustomers, createStaff, createTestApp, signIn } from './helpers';

/**
 * Strict input, alike on SQLite and PostgreSQL (docs/api.md "Errors"): an unknown filter key is a
 * 400 naming it, never a filter that matches everything, and a NUL or a lone surrogate in any text
 * that comes in is a 400 naming its field before any query runs.
 */

const { app, close } = await createTestApp();
afterAll(close);

const admin = (await signIn(app, await createStaff(app, { role: AdminRole.SUPER_ADMIN }))).access_token;
const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url, headers: bearer(admin), payload: payload as object });
const get = (url: string) => app.inject({ method: 'GET', url, headers: bearer(admin) });

const planIds = [await createPlan(app, admin, 'Strict monthly'), await createPlan(app, admin, 'Strict yearly')];
await createCustomers(app, [{ name: 'Ada Strict' }, { name: 'Bob Strict' }]);

const jobCount = async () => Number((await app.db.selectFrom('jobs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const planStatuses = async () =>
  (await app.db.selectFrom('subscriptions').select('status').where('id', 'in', planIds).execute()).map((plan) => plan.status);

/** A 400 whose fieldErrors are exactly these. */
function expectRefused(response: Awaited<ReturnType<typeof post>>, fieldErrors: Record<string, string>) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject({ errorCode: 100, fieldErrors });
  expect(Object.keys(response.json<{ fieldErrors: object }>().fieldErrors)).toEqual(Object.keys(fieldErrors));
}

describe('an unknown filter key', () => {
  test('on a list is a 400 naming the key', async () => {
    expectRefused(await post('/api/subscriptions/list', { statuss: 'D' }), { statuss: 'Unknown filter' });
    expectRefused(await post('/api/customers/list', { nmae: 'Ada', qq: 'x' }), { nmae: 'Unknown filter', qq: 'Unknown filter' });
  });

  test('in paginationRequest is a 400 naming the key', async () => {
    expectRefused(await post('/api/orders/list', { paginationRequest: { pgae: 1 } }), { 'paginationRequest.pgae': 'Unknown field' });
  });

  test("in a bulk action's filter is a 400 naming it, and nothing changes", async () => {
    const before = await jobCount();
    expectRefused(await post('/api/subscriptions/bulk/disable', { filter: { statuss: 'E' }, expectedTotal: 2 }), { 'filter.statuss': 'Unknown filter' });
    expect(await jobCount()).toBe(before);
    expect(await planStatuses()).toEqual(['E', 'E']);
  });

  test('on the lists read with GET, and in a bulk action on banners, is a 400 naming it', async () => {
    expectRefused(await get('/api/ui/banners?layoutTyp=HOME'), { layoutTyp: 'Unknown filter' });
    expectRefused(await get('/api/users/list?role=4&rol=1'), { rol: 'Unknown filter' });
    const before = await jobCount();
    expectRefused(await post('/api/ui/banners/bulk/delete', { filter: { stat: 'ended' }, expectedTotal: 0 }), { 'filter.stat': 'Unknown filter' });
    expect(await jobCount()).toBe(before);
    expect((await get('/api/ui/banners?state=active')).statusCode).toBe(200);
  });

  test('the known filters still work', async () => {
    const response = await post('/api/subscriptions/list', { q: 'Strict', status: 'E', paginationRequest: { page: 0, size: 10 } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ totalElements: number }>().totalElements).toBe(2);
  });
});

describe('a NUL or a lone surrogate', () => {
  test("in a list's q is a 400 naming it (SQLite would have matched every row)", async () => {
    for (const q of ['\0', 'Ada\0Strict', 'Ada\uD800', '\uDC00']) {
      expectRefused(await post('/api/customers/list', { q }), { q: unstorableTextMessage });
      expectRefused(await post('/api/orders/list', { q }), { q: unstorableTextMessage });
    }
  });

  test("in a bulk action's filter is a 400 naming filter.q, and no job starts", async () => {
    const before = await jobCount();
    expectRefused(await post('/api/ui/alert/bulk/disable', { filter: { q: '\0' } }), { 'filter.q': unstorableTextMessage });
    expectRefused(await post('/api/subscriptions/bulk/disable', { filter: { q: 'Strict\0' } }), { 'filter.q': unstorableTextMessage });
    expect(await jobCount()).toBe(before);
    expect(await planStatuses()).toEqual(['E', 'E']);
  });

  test("in a saved view's filter values (or keys) is a 400, and nothing is stored", async () => {
    const view = { list: 'users/customers', name: 'Stricter' };
    expectRefused(await post('/api/views', { ...view, filters: { q: 'a\0b' } }), { 'filters.q': unstorableTextMessage });
    expectRefused(await post('/api/views', { ...view, filters: { status: ['E', '\uD83D'] } }), { 'filters.status.1': unstorableTextMessage });
    expectRefused(await post('/api/views', { ...view, filters: { 'q\0': 'x' } }), { filters: unstorableTextMessage });
    const list = await get('/api/views?list=users/customers');
    expect(list.statusCode, list.body).toBe(200);
    expect(JSON.stringify(list.json())).not.toContain('Stricter');
  });

  test('in a name, a query string or a path parameter is a 400 naming it', async () => {
    expectRefused(await post('/api/subscriptions/', { name: 'Plan\uDFFF', price: 1, currency: 'USD', billingPeriod: 'MONTHLY', contentTypes: ['book'] }), {
      name: unstorableTextMessage,
    });
    expectRefused(await get('/api/search?q=a%00b'), { q: unstorableTextMessage });
    expectRefused(await get('/api/customers/1%00'), { id: unstorableTextMessage });
  });

  test('in the public ingestion under /data/ is a 400 naming its path', async () => {
    const response = await app.inject({ method: 'POST', url: '/data/events', payload: { events: [{ name: '\0' }] } });
    expectRefused(response, { 'events.0.name': unstorableTextMessage });
  });

  test('paired surrogates (an emoji) are text like any other', async () => {
    const response = await post('/api/customers/list', { q: 'Ada 😀' });
    expect(response.statusCode, response.body).toBe(200);
  });
});
