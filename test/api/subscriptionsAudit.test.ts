import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AdminRole } from '../../contract/enums';
import { ErrorCode } from '../../contract/errorCodes';
import type { Subscription, SubscriptionInput } from '../../contract/subscriptions';
import type { App } from '../../server/app';
import { allAuditEntries, entriesOf, lastEntryOf } from './auditHelpers';
import { bearer, createStaff, createTestApp, signIn } from './helpers';

/** The subscription plans' audit entries and versions (issue 20): every change logged, no lost update. */

let app: App;
let close: () => Promise<void>;
let admin: { id: number; email: string; token: string };

beforeAll(async () => {
  ({ app, close } = await createTestApp());
  const staff = await createStaff(app, { role: AdminRole.ADMIN, name: 'Ada Admin' });
  admin = { ...staff, token: (await signIn(app, staff)).access_token };
});
afterAll(() => close());

const planInput = (overrides: Partial<SubscriptionInput> = {}): SubscriptionInput => ({
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

const postPlan = (payload: SubscriptionInput) =>
  app.inject({ method: 'POST', url: '/api/subscriptions/', headers: bearer(admin.token), payload });

async function createPlan(overrides: Partial<SubscriptionInput> = {}): Promise<Subscription> {
  const response = await postPlan(planInput(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Subscription>();
}

const getPlan = (id: number) => app.inject({ method: 'GET', url: `/api/subscriptions/${id}`, headers: bearer(admin.token) });

const putPlan = (id: number, payload: SubscriptionInput, headers: Record<string, string> = {}) =>
  app.inject({ method: 'PUT', url: `/api/subscriptions/${id}`, headers: { ...bearer(admin.token), ...headers }, payload });

describe('an audit entry for every change to a plan', () => {
  test('a creation records the admin, the name as label and every field set, not the subscriber count', async () => {
    const plan = await createPlan({ name: 'Logged Monthly', contentTypes: ['book', 'news'] });
    const logged = await lastEntryOf(app, 'subscriptions', plan.id);
    expect(logged).toMatchObject({
      action: 'create',
      resource: 'subscriptions',
      recordId: String(plan.id),
      label: 'Logged Monthly',
      actor: { id: admin.id, name: 'Ada Admin', email: admin.email, role: AdminRole.ADMIN },
    });
    expect(logged.changes).toContainEqual({ field: 'name', from: null, to: 'Logged Monthly' });
    expect(logged.changes).toContainEqual({ field: 'contentTypes', from: null, to: ['book', 'news'] });
    expect(logged.changes.map((change) => change.field)).not.toContain('activeSubscribers');
  });

  test('an update records the fields that changed, content types included', async () => {
    const plan = await createPlan();
    const response = await putPlan(plan.id, planInput({ price: 1299, contentTypes: ['book', 'videos'] }));
    expect(response.statusCode, response.body).toBe(200);
    const logged = await lastEntryOf(app, 'subscriptions', plan.id);
    expect(logged).toMatchObject({ action: 'update', label: 'Reader Monthly', actor: { id: admin.id } });
    expect(logged.changes).toEqual([
      { field: 'price', from: 999, to: 1299 },
      { field: 'contentTypes', from: ['book'], to: ['book', 'videos'] },
    ]);
  });

  test('a refused change (400, 404, a taken store product id) leaves no entry', async () => {
    await createPlan({ name: 'Taken', iosProductId: 'com.demo.taken' });
    const plan = await createPlan();
    const before = (await allAuditEntries(app)).length;
    expect((await putPlan(plan.id, planInput({ billingPeriod: 'DAYS' }))).statusCode).toBe(400);
    expect((await putPlan(2_000_000, planInput())).statusCode).toBe(404);
    const taken = await putPlan(plan.id, planInput({ iosProductId: 'com.demo.taken' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fieldErrors).toHaveProperty('iosProductId');
    expect((await postPlan(planInput({ iosProductId: 'com.demo.taken' }))).statusCode).toBe(409);
    expect((await allAuditEntries(app)).length).toBe(before);
    expect((await getPlan(plan.id)).json<Subscription>().iosProductId).toBeNull();
  });
});

describe('plan versions: ETag and If-Match', () => {
  test('GET answers a strong ETag; a save with it answers the new one', async () => {
    const plan = await createPlan();
    const loaded = (await getPlan(plan.id)).headers.etag as string;
    expect(loaded).toMatch(/^"[\w-]{27}"$/);
    const saved = await putPlan(plan.id, planInput({ name: 'Reader Monthly Plus' }), { 'if-match': loaded });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers.etag).not.toBe(loaded);
    expect(saved.headers.etag).toBe((await getPlan(plan.id)).headers.etag);
  });

  test('a stale If-Match answers 412 with the current plan and its latest change; nothing is changed', async () => {
    const plan = await createPlan();
    const loaded = (await getPlan(plan.id)).headers.etag as string;
    expect((await putPlan(plan.id, planInput({ price: 1099 }))).statusCode).toBe(200);
    const entriesBefore = (await entriesOf(app, 'subscriptions', plan.id)).length;
    const stale = await putPlan(plan.id, planInput({ price: 1999 }), { 'if-match': loaded });
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({
      errorCode: ErrorCode.STALE_RECORD,
      current: { id: plan.id, price: 1099 },
      lastChange: { action: 'update', changes: [{ field: 'price', from: 999, to: 1099 }] },
    });
    expect(stale.headers.etag).toBe((await getPlan(plan.id)).headers.etag);
    expect((await getPlan(plan.id)).json<Subscription>().price).toBe(1099);
    expect((await entriesOf(app, 'subscriptions', plan.id)).length).toBe(entriesBefore);
  });

  test('without If-Match the update is made as before', async () => {
    const plan = await createPlan();
    expect((await putPlan(plan.id, planInput({ name: 'No header' }))).statusCode).toBe(200);
  });
});
