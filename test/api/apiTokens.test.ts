import { afterAll, describe, expect, test } from 'vitest';
import type { ApiToken, CreatedApiToken, TokenScopes } from '../../contract/apiTokens';
import { tokenNeeds } from '../../contract/apiTokenRules';
import type { AuditEntry } from '../../contract/audit';
import { AdminRole } from '../../contract/enums';
import { operations } from '../../contract/operations';
import type { App } from '../../server/app';
import { tokenHash } from '../../server/lib/secrets';
import { lastEntryOf } from './auditHelpers';
import { createRecords } from './fuzz/fixtures';
import { bearer, createStaff, createTestApp, signIn } from './helpers';

/** Personal API tokens (docs/api.md "API tokens"), on one app for the file: its records are only read but by the test that writes. */

const { app, close } = await createTestApp();
afterAll(close);

const superAdmin = await createStaff(app, { role: AdminRole.SUPER_ADMIN, name: 'Sam Super' });
const superToken = (await signIn(app, superAdmin)).access_token;
await createRecords(app, superToken);
const admin = await createStaff(app, { role: AdminRole.ADMIN, name: 'Ada Admin' });
const adminSession = (await signIn(app, admin)).access_token;
const editor = await createStaff(app, { role: AdminRole.EDITOR, name: 'Erin Editor' });
const editorSession = (await signIn(app, editor)).access_token;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

function createToken(session: string, body: { name?: string; scopes: TokenScopes | Record<string, string>; expiresAt?: string }) {
  return app.inject({ method: 'POST', url: '/api/tokens', headers: bearer(session), payload: { name: 'Nightly export', expiresAt: inDays(30), ...body } });
}

async function madeToken(session: string, scopes: TokenScopes, name = 'Nightly export'): Promise<CreatedApiToken> {
  const response = await createToken(session, { name, scopes });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CreatedApiToken>();
}

const call = (app: App, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('a token limited to reading orders', async () => {
  const { token } = await madeToken(adminSession, { orders: 'read' }, 'Warehouse');

  test('lists orders and reads one', async () => {
    const list = await call(app, 'POST', '/api/orders/list', token, { paginationRequest: { page: 0, size: 10 } });
    expect(list.statusCode, list.body).toBe(200);
    const { content, totalElements } = list.json<{ content: { id: number }[]; totalElements: number }>();
    expect(totalElements).toBe(3);

    const one = await call(app, 'GET', `/api/orders/${content[0]!.id}`, token);
    expect(one.statusCode, one.body).toBe(200);
  });

  test('is refused (403) in every other area, and on a write to orders', async () => {
    const [order] = await app.db.selectFrom('orders').select('id').limit(1).execute();
    const refusals = [
      ['POST', '/api/customers/list', { paginationRequest: { page: 0, size: 10 } }],
      ['POST', '/api/ebooks/list', { paginationRequest: { page: 0, size: 10 } }],
      ['GET', '/api/ebooks/1', undefined],
      ['GET', '/api/dashboard', undefined],
      ['POST', `/api/orders/${order!.id}/recheck-payment`, undefined],
      ['POST', `/api/orders/${order!.id}/cancel`, { reason: 'Asked by the customer' }],
    ] as const;
    for (const [method, url, payload] of refusals) {
      const response = await call(app, method, url, token, payload);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(403);
      expect(response.json()).toMatchObject({ errorCode: 103 });
    }
  });

  test('may not reach one’s own account: tokens, sessions, password, profile (403)', async () => {
    const refusals = [
      ['GET', '/api/tokens'],
      ['POST', '/api/tokens'],
      ['GET', '/api/sessions'],
      ['POST', '/api/sessions/sign-out-others'],
      ['PUT', '/api/users/password/change'],
      ['GET', `/api/users/profile/${admin.id}`],
    ] as const;
    for (const [method, url] of refusals) {
      const response = await call(app, method, url, token, method === 'GET' ? undefined : {});
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(403);
    }
  });
});

describe('what stops a token (401, errorCode 113)', () => {
  const ordersList = (token: string) => call(app, 'POST', '/api/orders/list', token, { paginationRequest: { page: 0, size: 1 } });

  test('an expired one', async () => {
    const created = await madeToken(adminSession, { orders: 'read' });
    expect((await ordersList(created.token)).statusCode).toBe(200);
    await app.db.updateTable('api_tokens').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', created.id).execute();

    const response = await ordersList(created.token);

    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errorCode: 113 });
  });

  test('a revoked one; its revocation is audited', async () => {
    const created = await madeToken(adminSession, { orders: 'read' }, 'Old script');
    expect((await ordersList(created.token)).statusCode).toBe(200);

    const revoked = await call(app, 'DELETE', `/api/tokens/${created.id}`, adminSession);

    expect(revoked.statusCode, revoked.body).toBe(204);
    const response = await ordersList(created.token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errorCode: 113 });
    expect(await lastEntryOf(app, 'staff', admin.id)).toMatchObject({ action: 'revokeToken', details: { tokenId: created.id, name: 'Old script' } });
    expect((await call(app, 'DELETE', `/api/tokens/${created.id}`, adminSession)).statusCode).toBe(404);
  });

  test('a blocked owner’s token', async () => {
    const owner = await createStaff(app, { role: AdminRole.EDITOR });
    const ownerSession = (await signIn(app, owner)).access_token;
    const created = await madeToken(ownerSession, { ebooks: 'read' });
    const books = () => call(app, 'POST', '/api/ebooks/list', created.token, { paginationRequest: { page: 0, size: 1 } });
    expect((await books()).statusCode).toBe(200);

    const block = await app.inject({ method: 'POST', url: `/api/users/block-unblock?email=${encodeURIComponent(owner.email)}&blocked=true`, headers: bearer(superToken) });
    expect(block.statusCode, block.body).toBe(200);

    const response = await books();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errorCode: 113 });
  });

  test('an owner whose role requires a second factor they lack, once the grace is over; it works again once they enrol', async () => {
    const owner = await createStaff(app, { role: AdminRole.EDITOR });
    const ownerSession = (await signIn(app, owner)).access_token;
    const created = await madeToken(ownerSession, { ebooks: 'read' });
    const books = () => call(app, 'POST', '/api/ebooks/list', created.token, { paginationRequest: { page: 0, size: 1 } });
    const requireOfEditors = (required: boolean, graceDays: number) =>
      call(app, 'PUT', `/api/second-factors/rules/${AdminRole.EDITOR}`, superToken, { required, graceDays });
    try {
      expect((await requireOfEditors(true, 7)).statusCode).toBe(200);
      expect((await books()).statusCode, 'within the grace period').toBe(200);

      expect((await requireOfEditors(true, 0)).statusCode).toBe(200);
      const response = await books();
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ errorCode: 113 });

      await app.db
        .insertInto('totp_secrets')
        .values({ user_id: owner.id, secret: 'JBSWY3DPEHPK3PXP', created_at: new Date().toISOString(), confirmed_at: new Date().toISOString() })
        .execute();
      expect((await books()).statusCode, 'enrolled').toBe(200);
    } finally {
      await requireOfEditors(false, 0);
    }
  });

  test('another person’s token cannot be revoked (404), and keeps working', async () => {
    const created = await madeToken(adminSession, { orders: 'read' });

    expect((await call(app, 'DELETE', `/api/tokens/${created.id}`, superToken)).statusCode).toBe(404);
    expect((await ordersList(created.token)).statusCode).toBe(200);
  });
});

describe('making a token', () => {
  test('an area beyond the role is a 400 naming it; so are unknown areas and levels', async () => {
    const beyond = await createToken(editorSession, { scopes: { ebooks: 'read', orders: 'read' } });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json()).toMatchObject({ errorCode: 100, fieldErrors: { 'scopes.orders': expect.any(String) } });
    expect(beyond.json().fieldErrors).not.toHaveProperty(['scopes.ebooks']);

    const adminOnly = await createToken(adminSession, { scopes: { admins: 'write' } });
    expect(adminOnly.statusCode).toBe(400);
    expect(adminOnly.json().fieldErrors).toHaveProperty(['scopes.admins']);

    const unknown = await createToken(adminSession, { scopes: { warehouse: 'read' } });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().fieldErrors).join()).toContain('scopes');

    const level = await createToken(adminSession, { scopes: { orders: 'admin' } });
    expect(level.statusCode).toBe(400);
    expect(level.json().fieldErrors).toHaveProperty(['scopes.orders']);

    const none = await createToken(adminSession, { scopes: {} });
    expect(none.statusCode).toBe(400);
    expect(none.json().fieldErrors).toHaveProperty(['scopes']);
    expect(await app.db.selectFrom('api_tokens').select('id').where('user_id', '=', editor.id).execute()).toEqual([]);
  });

  test('the expiry is required, in the future and at most a year away (400 naming it)', async () => {
    for (const expiresAt of [undefined, inDays(-1), inDays(400), 'next week']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/tokens',
        headers: bearer(adminSession),
        payload: { name: 'Expiry', scopes: { orders: 'read' }, ...(expiresAt === undefined ? {} : { expiresAt }) },
      });
      expect(response.statusCode, `${expiresAt}: ${response.body}`).toBe(400);
      expect(response.json().fieldErrors).toHaveProperty(['expiresAt']);
    }
  });

  test('the token is answered once: never listed, and stored only as its hash', async () => {
    const created = await madeToken(superToken, { orders: 'read', ebooks: 'write' }, 'CRM sync');
    expect(created.token).toMatch(/^cpt_[\w-]{43}$/);
    expect(created).toMatchObject({ name: 'CRM sync', scopes: { orders: 'read', ebooks: 'write' }, lastUsedAt: null, expired: false });

    const list = await call(app, 'GET', '/api/tokens', superToken);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.token);
    expect(list.json<ApiToken[]>().find((token) => token.id === created.id)).toEqual({
      id: created.id,
      name: 'CRM sync',
      scopes: { orders: 'read', ebooks: 'write' },
      createdAt: created.createdAt,
      expiresAt: created.expiresAt,
      lastUsedAt: null,
      expired: false,
    });
    const row = await app.db.selectFrom('api_tokens').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(tokenHash(created.token));
    expect(JSON.stringify(row)).not.toContain(created.token);
    const entry = await lastEntryOf(app, 'staff', superAdmin.id);
    expect(entry).toMatchObject({ action: 'createToken', details: { tokenId: created.id, name: 'CRM sync', scopes: { orders: 'read', ebooks: 'write' } } });
    expect(JSON.stringify(entry)).not.toContain(created.token);

    // Its use is recorded (at most once a minute).
    await call(app, 'POST', '/api/orders/list', created.token, { paginationRequest: { page: 0, size: 1 } });
    const used = (await call(app, 'GET', '/api/tokens', superToken)).json<ApiToken[]>().find((token) => token.id === created.id)!;
    expect(Date.parse(used.lastUsedAt!)).toBeGreaterThan(Date.now() - 60_000);
  });
});

test('a change made with a token is audited as its owner, the token named, and the Activity shows it', async () => {
  const created = await madeToken(adminSession, { ui: 'write' }, 'Campaign tool');

  const response = await call(app, 'POST', '/api/ui/alert', created.token, { title: 'Made by a script', message: 'Hello.', buttonType: 1, startAt: new Date().toISOString() });

  expect(response.statusCode, response.body).toBe(201);
  const { id } = response.json<{ id: number }>();
  expect(await lastEntryOf(app, 'ui/alerts', id)).toMatchObject({
    action: 'create',
    actor: { id: admin.id, name: 'Ada Admin' },
    actorToken: { id: created.id, name: 'Campaign tool' },
  });
  const activity = await call(app, 'POST', '/api/audit/list', adminSession, { resource: 'ui/alerts', recordId: String(id) });
  expect(activity.statusCode, activity.body).toBe(200);
  expect(activity.json<{ content: AuditEntry[] }>().content[0]).toMatchObject({ actorToken: { id: created.id, name: 'Campaign tool' } });
  const csv = await call(app, 'GET', `/api/audit/export.csv?resource=ui/alerts&recordId=${id}`, adminSession);
  expect(csv.statusCode, csv.body).toBe(200);
  expect(csv.body.trim().split('\n').at(-1)).toMatch(new RegExp(`,${created.id},Campaign tool$`));
  // A bulk action started with the token runs as a job: its steps' entries name the token too.
  const bulk = await call(app, 'POST', '/api/ui/alert/bulk/delete', created.token, { ids: [id] });
  expect(bulk.statusCode, bulk.body).toBe(202);
  await app.jobs.drain();
  expect(await lastEntryOf(app, 'ui/alerts', id)).toMatchObject({
    action: 'delete',
    jobId: bulk.json<{ id: number }>().id,
    actor: { id: admin.id },
    actorToken: { id: created.id, name: 'Campaign tool' },
  });
  // The same change made in a session names no token.
  const bySession = await call(app, 'POST', '/api/ui/alert', adminSession, { title: 'Made by hand', message: 'Hello.', buttonType: 1, startAt: new Date().toISOString() });
  expect((await lastEntryOf(app, 'ui/alerts', bySession.json<{ id: number }>().id)).actorToken).toBeNull();
});

test('what a token needs: reads are GETs and the operations marked readOnly (every POST .../list); anything else writes', () => {
  const all = Object.values(operations);
  for (const operation of all.filter((each) => each.method === 'POST' && each.path.endsWith('/list'))) {
    expect(operation, operation.name).toMatchObject({ readOnly: true });
  }
  expect(tokenNeeds(operations.listOrders)).toBe('read');
  expect(tokenNeeds(operations.getOrder)).toBe('read');
  expect(tokenNeeds(operations.recheckOrderPayment)).toBe('write');
  expect(tokenNeeds(operations.bulkOrders)).toBe('write');
  expect(tokenNeeds(operations.createApiToken)).toBeNull();
  expect(tokenNeeds(operations.changePassword)).toBeNull();
});
