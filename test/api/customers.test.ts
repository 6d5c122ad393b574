import { afterAll, describe, expect, test } from 'vitest';
import type { Customer, CustomerListRequest } from '../../contract/customers';
import { AdminRole, adminRoles } from '../../contract/enums';
import type { App } from '../../server/app';
import type { Config } from '../../server/config';
import { bearer, createCustomer, createCustomers, type CustomerSeed, createStaff, createTestApp, signIn } from './helpers';

/** An app of its own for a group of tests, with a signed-in editor (the least role with access). */
async function setup(customers: CustomerSeed[], overrides: Partial<Config> = {}) {
  const { app, close } = await createTestApp(overrides);
  afterAll(close);
  const staff = await createStaff(app, { role: AdminRole.EDITOR });
  const { access_token: token } = await signIn(app, staff);
  const ids = await createCustomers(app, customers);
  return { app, token, ids, staffId: staff.id };
}

const list = (app: App, token: string, body: CustomerListRequest | object) =>
  app.inject({ method: 'POST', url: '/api/customers/list', headers: bearer(token), payload: body });

async function page(app: App, token: string, body: CustomerListRequest) {
  const response = await list(app, token, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { content: Customer[]; totalElements: number; page: number; size: number };
}

describe('paging', async () => {
  const { app, token, ids } = await setup(Array.from({ length: 45 }, () => ({})));
  // All registered at the same instant: the default order (newest first) falls back on the id.
  const newestFirst = [...ids].sort((a, b) => b - a);

  test('the first page, with the defaults: page 0, 20 rows, newest first', async () => {
    const answer = await page(app, token, {});

    expect(answer).toMatchObject({ totalElements: 45, page: 0, size: 20 });
    expect(answer.content.map((customer) => customer.id)).toEqual(newestFirst.slice(0, 20));
  });

  test('the last page is partial', async () => {
    const answer = await page(app, token, { paginationRequest: { page: 2, size: 20 } });

    expect(answer).toMatchObject({ totalElements: 45, page: 2, size: 20 });
    expect(answer.content.map((customer) => customer.id)).toEqual(newestFirst.slice(40));
  });

  test('a page past the end is empty and still counts every row', async () => {
    for (const pageNumber of [3, 1000]) {
      const answer = await page(app, token, { paginationRequest: { page: pageNumber, size: 20 } });
      expect(answer).toEqual({ content: [], totalElements: 45, page: pageNumber, size: 20 });
    }
  });

  test('pages follow each other without gaps or repeats', async () => {
    const seen: number[] = [];
    for (let pageNumber = 0; pageNumber < 7; pageNumber++) {
      const answer = await page(app, token, { paginationRequest: { page: pageNumber, size: 7 } });
      seen.push(...answer.content.map((customer) => customer.id));
    }
    expect(seen).toEqual(newestFirst);
  });

  test('size 100 is allowed', async () => {
    const answer = await page(app, token, { paginationRequest: { page: 0, size: 100 } });

    expect(answer.content).toHaveLength(45);
    expect(answer.size).toBe(100);
  });

  test.each([
    ['size 101', { size: 101 }, 'paginationRequest.size'],
    ['size 0', { size: 0 }, 'paginationRequest.size'],
    ['a negative page', { page: -1 }, 'paginationRequest.page'],
    ['an unknown sort field', { sortBy: 'password_hash' }, 'paginationRequest.sortBy'],
    ['an unknown sort direction', { sortDirection: 'UP' }, 'paginationRequest.sortDirection'],
  ])('%s is a 400 naming the field', async (_name, paginationRequest, field) => {
    const response = await list(app, token, { paginationRequest });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Some fields are not valid',
      errorCode: 100,
      fieldErrors: { [field]: expect.any(String) },
      fieldErrorCodes: { [field]: { code: expect.any(String), params: expect.any(Object) } },
    });
  });

  test('staff members are not customers', async () => {
    const answer = await page(app, token, { paginationRequest: { size: 100 } });

    expect(answer.content.map((customer) => customer.id).sort((a, b) => a - b)).toEqual(ids);
  });
});

describe('filters', async () => {
  const people = {
    alice: { name: 'Alice Walker', email: 'alice.w@example.test' },
    bob: { name: 'Bob Stone', email: 'bob@example.test', blocked: true },
    carol: { name: 'Carol Danvers', email: 'carol@walker-family.example.test' },
    percent: { name: '100% Reader', email: 'percent@example.test' },
    hundred: { name: '100 Readers', email: 'hundred@example.test' },
    underscore: { name: 'Under_Score', email: 'u1@example.test' },
    underX: { name: 'UnderXScore', email: 'u2@example.test' },
    backslash: { name: 'Back\\Slash', email: 'b1@example.test' },
    dora: { name: 'Dora Blocked', email: 'dora@example.test', blocked: true },
    // Around Sunday 31 March 2024 in Berlin, a 23-hour day: 2024-03-30T23:00Z to 2024-03-31T22:00Z.
    before: { name: 'Just Before', email: 'd1@example.test', registeredAt: '2024-03-30T22:59:59.999Z' },
    first: { name: 'First Instant', email: 'd2@example.test', registeredAt: '2024-03-30T23:00:00.000Z' },
    last: { name: 'Last Instant', email: 'd3@example.test', registeredAt: '2024-03-31T21:59:59.999Z' },
    after: { name: 'Just After', email: 'd4@example.test', registeredAt: '2024-03-31T22:00:00.000Z' },
  } satisfies Record<string, CustomerSeed & { name: string }>;
  const everyone = Object.values(people).map((person) => person.name);
  const { app, token } = await setup(Object.values(people), { timeZone: 'Europe/Berlin' });

  /** The names a request matches, sorted. */
  async function names(body: CustomerListRequest) {
    const answer = await page(app, token, { ...body, paginationRequest: { size: 100 } });
    expect(answer.totalElements).toBe(answer.content.length);
    return answer.content.map((customer) => customer.name).sort();
  }
  const sorted = (...list: string[]) => [...list].sort();

  test('q matches the name', async () => {
    expect(await names({ q: 'Stone' })).toEqual([people.bob.name]);
  });

  test('q matches the e-mail', async () => {
    expect(await names({ q: 'bob@example' })).toEqual([people.bob.name]);
  });

  test('q matches the name of one and the e-mail of another', async () => {
    expect(await names({ q: 'walker' })).toEqual(sorted(people.alice.name, people.carol.name));
  });

  test('q ignores case, and spaces around it', async () => {
    expect(await names({ q: 'ALICE' })).toEqual([people.alice.name]);
    expect(await names({ q: 'wAlKeR-FAMILY' })).toEqual([people.carol.name]);
    expect(await names({ q: '  stone  ' })).toEqual([people.bob.name]);
  });

  test('% in q is a literal percent sign', async () => {
    expect(await names({ q: '%' })).toEqual([people.percent.name]);
    expect(await names({ q: '100%' })).toEqual([people.percent.name]);
  });

  test('_ and \\ in q are literal', async () => {
    expect(await names({ q: 'under_' })).toEqual([people.underscore.name]);
    expect(await names({ q: '\\' })).toEqual([people.backslash.name]);
  });

  test('an empty q is no filter', async () => {
    expect(await names({ q: '' })).toEqual(sorted(...everyone));
  });

  test('blocked: true and false', async () => {
    expect(await names({ blocked: true })).toEqual(sorted(people.bob.name, people.dora.name));
    expect(await names({ blocked: false })).toEqual(
      sorted(...everyone.filter((name) => name !== people.bob.name && name !== people.dora.name)),
    );
  });

  test('registeredFrom and registeredTo: whole days of TIME_ZONE, both inclusive', async () => {
    expect(await names({ registeredFrom: '2024-03-31', registeredTo: '2024-03-31' })).toEqual(
      sorted(people.first.name, people.last.name),
    );
    expect(await names({ registeredFrom: '2024-03-30', registeredTo: '2024-03-30' })).toEqual([people.before.name]);
    expect(await names({ registeredFrom: '2024-04-01', registeredTo: '2024-04-01' })).toEqual([people.after.name]);
    expect(await names({ registeredFrom: '2024-03-30', registeredTo: '2024-04-01' })).toEqual(
      sorted(people.before.name, people.first.name, people.last.name, people.after.name),
    );
  });

  test('one end of the range alone', async () => {
    expect(await names({ registeredTo: '2024-03-31' })).toEqual(
      sorted(people.before.name, people.first.name, people.last.name),
    );
    // Everyone else registered today.
    expect(await names({ registeredFrom: '2024-03-31' })).toEqual(sorted(...everyone.filter((name) => name !== people.before.name)));
  });

  test('a range that ends before it starts matches nothing', async () => {
    expect(await names({ registeredFrom: '2024-04-01', registeredTo: '2024-03-30' })).toEqual([]);
  });

  test('a date that is not a calendar date is a 400 naming the field', async () => {
    const response = await list(app, token, { registeredFrom: '2024-02-30' });

    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ registeredFrom: expect.any(String) });
  });

  test('filters combine', async () => {
    expect(await names({ q: 'o', blocked: true })).toEqual(sorted(people.bob.name, people.dora.name));
    expect(await names({ q: 'instant', registeredTo: '2024-03-31' })).toEqual(sorted(people.first.name, people.last.name));
    expect(await names({ q: 'instant', blocked: true })).toEqual([]);
  });
});

describe('sorting', async () => {
  const { app, token, ids } = await setup([
    { name: 'Charlie Clark', email: 'alpha@example.test', registeredAt: '2025-02-01T00:00:00Z' },
    { name: 'alpha Adams', email: 'delta@example.test', registeredAt: '2025-04-01T00:00:00Z' },
    { name: 'Bravo Brown', email: 'charlie@example.test', registeredAt: '2025-01-01T00:00:00Z' },
    // Twins: the same name and registration; only the id tells them apart.
    { name: 'Delta Dunn', email: 'echo@example.test', registeredAt: '2025-03-01T00:00:00Z' },
    { name: 'Delta Dunn', email: 'bravo@example.test', registeredAt: '2025-03-01T00:00:00Z' },
  ]);
  const [charlie, alpha, bravo, twin1, twin2] = ids as [number, number, number, number, number];

  const order = async (paginationRequest: NonNullable<CustomerListRequest['paginationRequest']>) =>
    (await page(app, token, { paginationRequest })).content.map((customer) => customer.id);

  test.each([
    ['name', 'ASC', () => [alpha, bravo, charlie, twin1, twin2]],
    ['name', 'DESC', () => [twin2, twin1, charlie, bravo, alpha]],
    ['email', 'ASC', () => [charlie, twin2, bravo, alpha, twin1]],
    ['email', 'DESC', () => [twin1, alpha, bravo, twin2, charlie]],
    ['registeredAt', 'ASC', () => [bravo, charlie, twin1, twin2, alpha]],
    ['registeredAt', 'DESC', () => [alpha, twin2, twin1, charlie, bravo]],
  ] as const)('by %s %s (names ignore case; ties by id)', async (sortBy, sortDirection, expected) => {
    expect(await order({ sortBy, sortDirection })).toEqual(expected());
  });

  test('by default: registeredAt DESC', async () => {
    expect(await order({})).toEqual([alpha, twin2, twin1, charlie, bravo]);
  });

  test('a sortBy without sortDirection sorts ASC; a sortDirection alone sorts registeredAt', async () => {
    expect(await order({ sortBy: 'name' })).toEqual([alpha, bravo, charlie, twin1, twin2]);
    expect(await order({ sortDirection: 'ASC' })).toEqual([bravo, charlie, twin1, twin2, alpha]);
  });

  test('the order holds across pages', async () => {
    const first = await order({ sortBy: 'name', sortDirection: 'DESC', page: 0, size: 2 });
    const second = await order({ sortBy: 'name', sortDirection: 'DESC', page: 1, size: 2 });
    expect([...first, ...second]).toEqual([twin2, twin1, charlie, bravo]);
  });
});

describe('GET /api/customers/:id', async () => {
  const { app, token, staffId } = await setup([]);

  test('answers the customer in the contract shape', async () => {
    const id = await createCustomer(app, {
      name: 'Maria Lopez',
      email: 'maria@example.test',
      phone: '+34600111222',
      country: 'ES',
      registeredAt: '2025-05-06T07:08:09.010Z',
      emailVerified: true,
      blocked: false,
      lastSeenAt: '2026-01-02T03:04:05.006Z',
    });

    const response = await app.inject({ method: 'GET', url: `/api/customers/${id}`, headers: bearer(token) });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id,
      name: 'Maria Lopez',
      email: 'maria@example.test',
      phone: '+34600111222',
      country: 'ES',
      registeredAt: '2025-05-06T07:08:09.010Z',
      emailVerified: true,
      blocked: false,
      lastSeenAt: '2026-01-02T03:04:05.006Z',
      erasedAt: null,
    });
  });

  test('unverified, blocked, never seen, no phone nor country', async () => {
    const id = await createCustomer(app, { emailVerified: false, blocked: true, phone: null, country: null });

    const response = await app.inject({ method: 'GET', url: `/api/customers/${id}`, headers: bearer(token) });

    expect(response.json()).toMatchObject({ id, emailVerified: false, blocked: true, lastSeenAt: null, phone: null, country: null });
  });

  test('the list answers the same record as getOne', async () => {
    const id = await createCustomer(app, { name: 'Zed Listed', lastSeenAt: '2026-02-03T04:05:06.007Z' });
    const one = await app.inject({ method: 'GET', url: `/api/customers/${id}`, headers: bearer(token) });

    const answer = await page(app, token, { q: 'Zed Listed' });

    expect(answer.content).toEqual([one.json()]);
  });

  test.each([
    ['a staff member', () => staffId],
    ['an unknown id', () => 999_999],
  ])('404 errorCode 101 for %s', async (_name, id) => {
    const response = await app.inject({ method: 'GET', url: `/api/customers/${id()}`, headers: bearer(token) });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No such customer', errorCode: 101 });
  });

  test('an id that is not a number is a 400', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/customers/abc', headers: bearer(token) });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 100, fieldErrors: { id: expect.any(String) } });
  });
});

describe('access', async () => {
  const { app, ids } = await setup([{}]);

  test.each(adminRoles)('role %s may list and read customers', async (role) => {
    const { access_token } = await signIn(app, await createStaff(app, { role }));

    expect((await list(app, access_token, {})).statusCode).toBe(200);
    const one = await app.inject({ method: 'GET', url: `/api/customers/${ids[0]}`, headers: bearer(access_token) });
    expect(one.statusCode).toBe(200);
  });

  test('anonymous: 401 errorCode 113', async () => {
    const listed = await app.inject({ method: 'POST', url: '/api/customers/list', payload: {} });
    const one = await app.inject({ method: 'GET', url: `/api/customers/${ids[0]}` });

    for (const response of [listed, one]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ errorCode: 113 });
    }
  });
});

describe("a customer's subscriptions", async () => {
  const { app, ids } = await setup([{}, {}]);
  const [holder, other] = ids as [number, number];
  const admin = await createStaff(app, { role: AdminRole.ADMIN });
  const { access_token: adminToken } = await signIn(app, admin);
  const editor = await createStaff(app, { role: AdminRole.EDITOR });
  const { access_token: editorToken } = await signIn(app, editor);
  const stamp = '2026-01-01T00:00:00.000Z';
  const plan = await app.db
    .insertInto('subscriptions')
    .values({ name: 'Reader Monthly', price: 999, currency: 'USD', billing_period: 'MONTHLY', trial_days: 0, status: 'E', created_at: stamp, updated_at: stamp })
    .returning('id')
    .executeTakeFirstOrThrow();
  const day = 86_400_000;
  const at = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString();
  await app.db
    .insertInto('customer_subscriptions')
    .values([
      { customer_id: holder, subscription_id: plan.id, started_at: at(-90), ends_at: at(-60), cancelled_at: null },
      { customer_id: holder, subscription_id: plan.id, started_at: at(-10), ends_at: at(20), cancelled_at: null },
      { customer_id: holder, subscription_id: plan.id, started_at: at(-40), ends_at: at(-10), cancelled_at: at(-30) },
      { customer_id: other, subscription_id: plan.id, started_at: at(-5), ends_at: at(25), cancelled_at: null },
    ])
    .execute();
  const get = (id: number, token: string) =>
    app.inject({ method: 'GET', url: `/api/customers/${id}/subscriptions`, headers: bearer(token) });

  test('newest first, with the renewal or end date and whether each is active now', async () => {
    const response = await get(holder, adminToken);

    expect(response.statusCode, response.body).toBe(200);
    const held = response.json() as { name: string; active: boolean; cancelledAt: string | null }[];
    expect(held.map((row) => [row.name, row.active, row.cancelledAt !== null])).toEqual([
      ['Reader Monthly', true, false],
      ['Reader Monthly', false, true],
      ['Reader Monthly', false, false],
    ]);
  });

  test('an unknown customer is 404; an editor, who sees no commerce, is 403', async () => {
    expect((await get(999_999, adminToken)).statusCode).toBe(404);
    expect((await get(holder, editorToken)).statusCode).toBe(403);
  });
});
