import { afterAll, describe, expect, test } from 'vitest';
import { AdminRole } from '../../contract/enums';
import type { Subscription, SubscriptionInput, SubscriptionListRequest } from '../../contract/subscriptions';
import type { App } from '../../server/app';
import { bearer, createCustomers, createStaff, createTestApp, signIn } from './helpers';

/** An app of its own for a group of tests, with a signed-in ADMIN. */
async function setup() {
  const { app, close } = await createTestApp();
  afterAll(close);
  const { access_token: token } = await signIn(app, await createStaff(app, { role: AdminRole.ADMIN }));
  return { app, token };
}

const plan = (overrides: Partial<SubscriptionInput> = {}): SubscriptionInput => ({
  name: 'Reader Monthly',
  description: 'Every book, each month',
  price: 999,
  currency: 'USD',
  billingPeriod: 'MONTHLY',
  contentTypes: ['book'],
  trialDays: 7,
  status: 'E',
  iosProductId: null,
  androidProductId: null,
  ...overrides,
});

const create = (app: App, token: string, body: object) =>
  app.inject({ method: 'POST', url: '/api/subscriptions/', headers: bearer(token), payload: body });
const update = (app: App, token: string, id: number, body: object) =>
  app.inject({ method: 'PUT', url: `/api/subscriptions/${id}`, headers: bearer(token), payload: body });
const read = (app: App, token: string, id: number) =>
  app.inject({ method: 'GET', url: `/api/subscriptions/${id}`, headers: bearer(token) });
const list = (app: App, token: string, body: SubscriptionListRequest | object) =>
  app.inject({ method: 'POST', url: '/api/subscriptions/list', headers: bearer(token), payload: body });

async function created(app: App, token: string, overrides: Partial<SubscriptionInput> = {}): Promise<Subscription> {
  const response = await create(app, token, plan(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function page(app: App, token: string, body: SubscriptionListRequest) {
  const response = await list(app, token, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { content: Subscription[]; totalElements: number; page: number; size: number };
}

describe('create, read and update', async () => {
  const { app, token } = await setup();

  test('create answers 201 with the stored plan; GET reads the same', async () => {
    const response = await create(
      app,
      token,
      plan({ contentTypes: ['videos', 'book', 'news'], iosProductId: 'com.demo.reader', androidProductId: 'reader_monthly' }),
    );

    expect(response.statusCode).toBe(201);
    const record = response.json() as Subscription;
    expect(record).toEqual({
      id: expect.any(Number),
      name: 'Reader Monthly',
      description: 'Every book, each month',
      price: 999,
      currency: 'USD',
      billingPeriod: 'MONTHLY',
      billingDays: null,
      // In the order of the enumeration, whatever the order sent.
      contentTypes: ['book', 'news', 'videos'],
      trialDays: 7,
      status: 'E',
      iosProductId: 'com.demo.reader',
      androidProductId: 'reader_monthly',
      activeSubscribers: 0,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      updatedAt: record.createdAt,
    });
    const again = await read(app, token, record.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(record);
  });

  test('defaults: trial 0 days, enabled; empty product ids and description are null', async () => {
    const body: Record<string, unknown> = plan({ description: '', iosProductId: '', androidProductId: '  ' });
    delete body.trialDays;
    delete body.status;
    const record = (await create(app, token, body)).json() as Subscription;

    expect(record).toMatchObject({ trialDays: 0, status: 'E', description: null, iosProductId: null, androidProductId: null });
  });

  test('a DAYS plan keeps its billingDays; other periods drop it', async () => {
    expect(await created(app, token, { billingPeriod: 'DAYS', billingDays: 7 })).toMatchObject({
      billingPeriod: 'DAYS',
      billingDays: 7,
    });
    expect(await created(app, token, { billingPeriod: 'YEARLY', billingDays: 30 })).toMatchObject({
      billingPeriod: 'YEARLY',
      billingDays: null,
    });
  });

  test('update replaces the plan and its content types', async () => {
    const original = await created(app, token, { contentTypes: ['book', 'magazine', 'premium'] });
    await new Promise((resolve) => setTimeout(resolve, 5));

    const response = await update(
      app,
      token,
      original.id,
      // The whole record as the console sends it: the fields that are not input are ignored.
      { ...original, name: 'Reader Plus', price: 1299, contentTypes: ['magazine', 'news'], status: 'D' },
    );

    expect(response.statusCode, response.body).toBe(200);
    const record = response.json() as Subscription;
    expect(record).toMatchObject({ id: original.id, name: 'Reader Plus', price: 1299, contentTypes: ['magazine', 'news'], status: 'D' });
    expect(record.createdAt).toBe(original.createdAt);
    expect(record.updatedAt > original.updatedAt).toBe(true);
    expect((await read(app, token, original.id)).json()).toEqual(record);
    const rows = await app.db
      .selectFrom('subscription_content_types')
      .select('content_type')
      .where('subscription_id', '=', original.id)
      .orderBy('content_type')
      .execute();
    expect(rows.map((row) => row.content_type)).toEqual(['magazine', 'news']);
  });

  test('an unknown plan is a 404 to GET and PUT', async () => {
    expect((await read(app, token, 999999)).statusCode).toBe(404);
    const response = await update(app, token, 999999, plan());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'No such subscription plan', errorCode: 101 });
  });

  test('an id that is not a number is a 400', async () => {
    expect((await read(app, token, 'abc' as unknown as number)).statusCode).toBe(400);
  });
});

describe('validation', async () => {
  const { app, token } = await setup();

  test.each([
    ['no content type', { contentTypes: [] }, 'contentTypes'],
    ['an unknown content type', { contentTypes: ['book', 'comics'] }, 'contentTypes.1'],
    ['DAYS without billingDays', { billingPeriod: 'DAYS', billingDays: null }, 'billingDays'],
    ['zero billingDays', { billingPeriod: 'DAYS', billingDays: 0 }, 'billingDays'],
    ['an unknown billing period', { billingPeriod: 'WEEKLY' }, 'billingPeriod'],
    ['a product id with a slash', { iosProductId: 'com.demo/reader' }, 'iosProductId'],
    ['a product id with a space', { androidProductId: 'reader monthly' }, 'androidProductId'],
    ['a negative price', { price: -1 }, 'price'],
    ['a price that is not whole minor units', { price: 9.99 }, 'price'],
    ['an unknown currency', { currency: 'XXX' }, 'currency'],
    ['an empty name', { name: '  ' }, 'name'],
    ['negative trial days', { trialDays: -1 }, 'trialDays'],
    ['an unknown status', { status: 'X' }, 'status'],
  ])('%s is a 400 naming the field, on create and update', async (_name, overrides, field) => {
    const expected = {
      message: 'Some fields are not valid',
      errorCode: 100,
      fieldErrors: { [field]: expect.any(String) },
      fieldErrorCodes: { [field]: expect.objectContaining({ code: expect.any(String) }) },
    };
    const response = await create(app, token, { ...plan(), ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(expected);

    const { id } = await created(app, token);
    const updated = await update(app, token, id, { ...plan(), ...overrides });
    expect(updated.statusCode).toBe(400);
    expect(updated.json()).toEqual(expected);
  });

  test('a missing name is a 400 naming it', async () => {
    const body: Record<string, unknown> = plan();
    delete body.name;
    const response = await create(app, token, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ name: expect.any(String) });
  });
});

describe('store product ids are unique', async () => {
  const { app, token } = await setup();
  const first = await created(app, token, { iosProductId: 'com.demo.one', androidProductId: 'one' });
  const plansCount = async () => (await page(app, token, {})).totalElements;

  test.each([
    ['iOS', { iosProductId: 'com.demo.one' }, 'iosProductId', 'Another plan already uses this App Store product id', 'ios_product_taken'],
    ['Android', { androidProductId: 'one' }, 'androidProductId', 'Another plan already uses this Google Play product id', 'android_product_taken'],
  ])('a new plan with a used %s id is a 409 naming the field, and nothing is saved', async (_store, ids, field, message, code) => {
    const before = await plansCount();
    const links = await app.db.selectFrom('subscription_content_types').select('subscription_id').execute();

    const response = await create(app, token, plan({ name: 'Copy', ...ids }));

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message, errorCode: 102, messageCode: { code }, fieldErrors: { [field]: message }, fieldErrorCodes: { [field]: { code } } });
    expect(await plansCount()).toBe(before);
    expect(await app.db.selectFrom('subscription_content_types').select('subscription_id').execute()).toEqual(links);
  });

  test('an update to a used id is a 409, and the plan and its content types stay as they were', async () => {
    const second = await created(app, token, { name: 'Second', contentTypes: ['news'], androidProductId: 'two' });

    const response = await update(app, token, second.id, plan({ name: 'Renamed', contentTypes: ['videos'], androidProductId: 'one' }));

    expect(response.statusCode).toBe(409);
    expect(response.json().fieldErrors).toEqual({ androidProductId: expect.any(String) });
    expect((await read(app, token, second.id)).json()).toEqual(second);
  });

  test('a plan keeps its own ids on update; the same id in the other store is fine; plans without ids are fine', async () => {
    const response = await update(app, token, first.id, plan({ iosProductId: 'com.demo.one', androidProductId: 'one', price: 5 }));
    expect(response.statusCode).toBe(200);
    await created(app, token, { iosProductId: 'one', androidProductId: 'com.demo.one' });
    await created(app, token, { iosProductId: null, androidProductId: null });
    await created(app, token, { iosProductId: null, androidProductId: null });
  });
});

describe('list', async () => {
  const { app, token } = await setup();
  const made = {
    reader: await created(app, token, { name: 'Reader Monthly', price: 999, contentTypes: ['book'] }),
    yearly: await created(app, token, { name: 'reader yearly', price: 9999, billingPeriod: 'YEARLY', contentTypes: ['book'] }),
    magazines: await created(app, token, {
      name: 'Magazines Plus',
      description: 'Issues as they come out, 100% of them',
      price: 799,
      contentTypes: ['magazine', 'news'],
    }),
    videos: await created(app, token, { name: 'News & Videos', price: 599, contentTypes: ['news', 'videos'], status: 'D' }),
    premium: await created(app, token, {
      name: 'Premium',
      price: 1999,
      contentTypes: ['book', 'magazine', 'news', 'videos', 'premium'],
      iosProductId: 'com.demo.premium_all',
      androidProductId: 'premium_all',
    }),
  };
  // Creation times one day apart, so that the default order is by date, not only by id.
  const names = Object.keys(made) as (keyof typeof made)[];
  for (const [index, key] of names.entries()) {
    await app.db
      .updateTable('subscriptions')
      .set({ created_at: new Date(Date.UTC(2025, 0, 1 + index)).toISOString() })
      .where('id', '=', made[key].id)
      .execute();
  }
  const { reader, yearly, magazines, videos, premium } = made;

  const ids = async (body: SubscriptionListRequest) =>
    (await page(app, token, { ...body, paginationRequest: { size: 100, ...body.paginationRequest } })).content.map((item) => item.id);
  const sortedIds = (...plans: Subscription[]) => plans.map((item) => item.id).sort((a, b) => a - b);
  const matching = async (body: SubscriptionListRequest) => (await ids(body)).sort((a, b) => a - b);

  test('by default: newest first, page 0 of 20', async () => {
    const answer = await page(app, token, {});
    expect(answer).toMatchObject({ totalElements: 5, page: 0, size: 20 });
    expect(answer.content.map((item) => item.id)).toEqual([premium, videos, magazines, yearly, reader].map((item) => item.id));
    expect(answer.content[0]).toMatchObject({ name: 'Premium', contentTypes: premium.contentTypes, activeSubscribers: 0 });
  });

  test('filter by status', async () => {
    expect(await matching({ status: 'D' })).toEqual(sortedIds(videos));
    expect(await matching({ status: 'E' })).toEqual(sortedIds(reader, yearly, magazines, premium));
  });

  test('filter by content type', async () => {
    expect(await matching({ contentType: 'news' })).toEqual(sortedIds(magazines, videos, premium));
    expect(await matching({ contentType: 'premium' })).toEqual(sortedIds(premium));
    // A filtered plan still lists all its content types.
    const [found] = (await page(app, token, { contentType: 'premium' })).content;
    expect(found!.contentTypes).toEqual(['book', 'magazine', 'news', 'videos', 'premium']);
  });

  test('q matches name, description and store product ids, ignoring case, taking % literally', async () => {
    expect(await matching({ q: 'READER' })).toEqual(sortedIds(reader, yearly));
    expect(await matching({ q: 'come out' })).toEqual(sortedIds(magazines));
    expect(await matching({ q: 'premium_all' })).toEqual(sortedIds(premium));
    expect(await matching({ q: '100%' })).toEqual(sortedIds(magazines));
    expect(await matching({ q: '0%' })).toEqual(sortedIds(magazines));
    expect(await matching({ q: 'nothing like it' })).toEqual([]);
  });

  test('filters combine', async () => {
    expect(await matching({ contentType: 'news', status: 'E' })).toEqual(sortedIds(magazines, premium));
    expect(await matching({ contentType: 'book', q: 'yearly' })).toEqual(sortedIds(yearly));
  });

  test.each([
    ['name', 'ASC', () => [magazines, videos, premium, reader, yearly]],
    ['name', 'DESC', () => [yearly, reader, premium, videos, magazines]],
    ['price', 'ASC', () => [videos, magazines, reader, premium, yearly]],
    ['price', 'DESC', () => [yearly, premium, reader, magazines, videos]],
    ['createdAt', 'ASC', () => [reader, yearly, magazines, videos, premium]],
    ['createdAt', 'DESC', () => [premium, videos, magazines, yearly, reader]],
  ] as const)('sort by %s %s (names ignore case)', async (sortBy, sortDirection, expected) => {
    expect(await ids({ paginationRequest: { sortBy, sortDirection } })).toEqual(expected().map((item) => item.id));
  });

  test('paging', async () => {
    const byName = { sortBy: 'name', sortDirection: 'ASC' } as const;
    const first = await page(app, token, { paginationRequest: { ...byName, page: 0, size: 2 } });
    const last = await page(app, token, { paginationRequest: { ...byName, page: 2, size: 2 } });
    const past = await page(app, token, { paginationRequest: { ...byName, page: 3, size: 2 } });

    expect(first).toMatchObject({ totalElements: 5, page: 0, size: 2 });
    expect(first.content.map((item) => item.id)).toEqual([magazines.id, videos.id]);
    expect(last.content.map((item) => item.id)).toEqual([yearly.id]);
    expect(past).toEqual({ content: [], totalElements: 5, page: 3, size: 2 });
  });

  test.each([
    ['an unknown sort field', { paginationRequest: { sortBy: 'activeSubscribers' } }, 'paginationRequest.sortBy'],
    ['size 101', { paginationRequest: { size: 101 } }, 'paginationRequest.size'],
    ['an unknown status', { status: 'X' }, 'status'],
    ['an unknown content type', { contentType: 'comics' }, 'contentType'],
  ])('%s is a 400 naming the field', async (_name, body, field) => {
    const response = await list(app, token, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ [field]: expect.any(String) });
  });
});

describe('activeSubscribers', async () => {
  const { app, token } = await setup();
  const held = await created(app, token, { name: 'Held' });
  const other = await created(app, token, { name: 'Other' });
  const customers = await createCustomers(app, Array.from({ length: 7 }, () => ({})));
  const day = 86_400_000;
  const at = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString();
  const holds = [
    // Active: started, no end, not cancelled; started, ending later.
    { started_at: at(-30), ends_at: null, cancelled_at: null },
    { started_at: at(-3), ends_at: at(4), cancelled_at: null },
    // Not active: ended, cancelled, not started yet, cancelled before its end.
    { started_at: at(-60), ends_at: at(-1), cancelled_at: null },
    { started_at: at(-60), ends_at: null, cancelled_at: at(-2) },
    { started_at: at(2), ends_at: null, cancelled_at: null },
    { started_at: at(-10), ends_at: at(20), cancelled_at: at(-1) },
  ];
  await app.db
    .insertInto('customer_subscriptions')
    .values([
      ...holds.map((hold, index) => ({ ...hold, customer_id: customers[index]!, subscription_id: held.id })),
      { started_at: at(-5), ends_at: null, cancelled_at: null, customer_id: customers[6]!, subscription_id: other.id },
      // The same customer again, for the next period: still one subscriber.
      { started_at: at(-5), ends_at: at(25), cancelled_at: null, customer_id: customers[6]!, subscription_id: other.id },
    ])
    .execute();

  test('counts the customers holding the plan now, each once, in the list and on GET', async () => {
    const { content } = await page(app, token, { paginationRequest: { sortBy: 'name' } });
    expect(content.map((item) => [item.name, item.activeSubscribers])).toEqual([
      ['Held', 2],
      ['Other', 1],
    ]);
    expect((await read(app, token, held.id)).json()).toMatchObject({ activeSubscribers: 2 });
  });

  test('filters still count each plan once', async () => {
    const answer = await page(app, token, { contentType: 'book' });
    expect(answer.totalElements).toBe(2);
    expect(answer.content).toHaveLength(2);
  });

  test('a retired (disabled) plan keeps its subscribers', async () => {
    const response = await update(app, token, held.id, plan({ name: 'Held', status: 'D' }));
    expect(response.json()).toMatchObject({ status: 'D', activeSubscribers: 2 });
  });
});

describe('access', async () => {
  const { app, close } = await createTestApp();
  afterAll(close);
  const { access_token: admin } = await signIn(app, await createStaff(app, { role: AdminRole.ADMIN }));
  const existing = await created(app, admin);
  const calls = [
    ['POST /api/subscriptions/', (token?: string) => app.inject({ method: 'POST', url: '/api/subscriptions/', headers: token ? bearer(token) : {}, payload: plan() })],
    ['POST /api/subscriptions/list', (token?: string) => app.inject({ method: 'POST', url: '/api/subscriptions/list', headers: token ? bearer(token) : {}, payload: {} })],
    ['GET /api/subscriptions/:id', (token?: string) => app.inject({ method: 'GET', url: `/api/subscriptions/${existing.id}`, headers: token ? bearer(token) : {} })],
    ['PUT /api/subscriptions/:id', (token?: string) => app.inject({ method: 'PUT', url: `/api/subscriptions/${existing.id}`, headers: token ? bearer(token) : {}, payload: plan() })],
  ] as const;

  test.each(calls)('%s: a SUPER_ADMIN and an ADMIN may', async (_name, call) => {
    const { access_token: superAdmin } = await signIn(app, await createStaff(app, { role: AdminRole.SUPER_ADMIN }));
    for (const token of [superAdmin, admin]) expect((await call(token)).statusCode).toBeLessThan(300);
  });

  test.each(calls)('%s: an EDITOR gets 403', async (_name, call) => {
    const { access_token: editor } = await signIn(app, await createStaff(app, { role: AdminRole.EDITOR }));
    const response = await call(editor);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ errorCode: 103 });
  });

  test.each(calls)('%s: without a token, 401 errorCode 113', async (_name, call) => {
    const response = await call();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errorCode: 113 });
  });

  test('the trailing slash of the create path is optional', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/subscriptions', headers: bearer(admin), payload: plan() });
    expect(response.statusCode).toBe(201);
  });
});
