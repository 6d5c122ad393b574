import { afterAll, describe, expect, test } from 'vitest';
import { AdminRole } from '../../contract/enums';
import type { Job } from '../../contract/jobs';
import { entriesOf } from './auditHelpers';
import { createEbook, createFeedEntry } from './catalogFixtures';
import { bearer, createCustomers, createStaff, createTestApp, signIn } from './helpers';

/** Bulk actions run as background jobs (contract/bulk.ts, contract/jobs.ts, docs/api.md "Bulk actions"). */

const { app, close } = await createTestApp();
afterAll(close);

const tokenOf = async (role: AdminRole) => (await signIn(app, await createStaff(app, { role }))).access_token;
const admin = await tokenOf(AdminRole.ADMIN);
const editor = await tokenOf(AdminRole.EDITOR);
const superAdmin = await tokenOf(AdminRole.SUPER_ADMIN);

const post = (url: string, token: string, payload: unknown) => app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as object });

/** Starts a bulk action (202), waits for every job to end, and answers the job as its author reads it. */
async function runBulk(url: string, token: string, payload: unknown): Promise<Job> {
  const started = await post(url, token, payload);
  expect(started.statusCode, started.body).toBe(202);
  const job = started.json<Job>();
  expect(job).toMatchObject({ status: expect.stringMatching(/^(queued|running)$/), done: 0, failed: 0, errors: [] });
  await app.jobs.drain();
  const read = await app.inject({ method: 'GET', url: `/api/jobs/${job.id}`, headers: bearer(token) });
  expect(read.statusCode, read.body).toBe(200);
  return read.json<Job>();
}

const feedList = async (filter: object) =>
  (await post('/api/feed/list', admin, { ...filter, paginationRequest: { page: 0, size: 100 } })).json<{ content: { id: number; status: string }[] }>()
    .content;

const seedTag = async (tag: string, count: number) => {
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const id = await createFeedEntry(app, admin, 'news', `${tag} ${index}`);
    await app.db.insertInto('feed_entry_tags').values({ feed_entry_id: id, tag }).execute();
    ids.push(id);
  }
  return ids;
};

describe('a bulk action by filter', () => {
  test('changes exactly the records the list shows for that filter, each audited once', async () => {
    const chosen = await seedTag('bulk-chosen', 12);
    const others = await seedTag('bulk-other', 5);
    // One of the chosen is already disabled: it counts as done, with no entry.
    await app.db.updateTable('feed_entries').set({ status: 'D' }).where('id', '=', chosen[0]!).execute();
    const shown = (await feedList({ tag: 'bulk-chosen' })).map((entry) => entry.id).sort((a, b) => a - b);
    expect(shown).toEqual(chosen);

    const job = await runBulk('/api/feed/bulk/disable', admin, { filter: { tag: 'bulk-chosen' }, expectedTotal: 12 });
    expect(job).toMatchObject({ kind: 'feeds/disable', status: 'done', total: 12, done: 12, failed: 0, errors: [] });
    expect(job.startedAt).not.toBeNull();
    expect(job.finishedAt).not.toBeNull();

    expect((await feedList({ tag: 'bulk-chosen' })).every((entry) => entry.status === 'D')).toBe(true);
    expect((await feedList({ tag: 'bulk-other' })).every((entry) => entry.status === 'E')).toBe(true);
    for (const id of chosen.slice(1)) {
      const entries = await entriesOf(app, 'feeds', id);
      // Disabling unpublishes: the state follows the flag, in the same entry.
      expect(entries[0]).toMatchObject({
        action: 'update',
        changes: [
          { field: 'status', from: 'E', to: 'D' },
          { field: 'state', from: 'published', to: 'draft' },
        ],
        jobId: job.id,
      });
    }
    expect((await entriesOf(app, 'feeds', chosen[0]!)).filter((entry) => entry.action === 'update')).toHaveLength(0);
    for (const id of others) expect((await entriesOf(app, 'feeds', id)).map((entry) => entry.action)).toEqual(['create']);
  });

  test('by ids: a record that cannot change is reported, the others go on', async () => {
    const [first, second] = await seedTag('bulk-ids', 2);
    const job = await runBulk('/api/feed/bulk/delete', admin, { ids: [second, 99_999, first, first] });
    expect(job).toMatchObject({ status: 'done', total: 3, done: 2, failed: 1, errors: [{ recordId: '99999', message: 'No such feed entry' }] });
    expect(await app.db.selectFrom('feed_entries').select('id').where('id', 'in', [first!, second!]).execute()).toEqual([]);
    expect((await entriesOf(app, 'feeds', first!))[0]).toMatchObject({ action: 'delete', jobId: job.id });
  });

  test('e-books move to a category of their type; one of another type is reported', async () => {
    const book = await createEbook(app, admin, 1, 'Bulk Book');
    const magazine = await createEbook(app, admin, 2, 'Bulk Magazine');
    const [bookCategory] = await app.db.selectFrom('ebook_categories').select('id').where('ebook_type', '=', 1).orderBy('id', 'desc').execute();
    const job = await runBulk('/api/ebooks/bulk/set-category', editor, { ids: [book, magazine], categoryId: bookCategory!.id });
    expect(job).toMatchObject({ status: 'done', done: 1, failed: 1 });
    expect(job.errors).toEqual([{ recordId: String(magazine), message: expect.stringContaining('book category') }]);
    const row = await app.db.selectFrom('ebooks').select('category_id').where('id', '=', book).executeTakeFirstOrThrow();
    expect(row.category_id).toBe(bookCategory!.id);

    const missing = await post('/api/ebooks/bulk/set-category', admin, { ids: [book] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toHaveProperty('categoryId');
    expect((await post('/api/ebooks/bulk/set-category', admin, { ids: [book], categoryId: 999_999 })).statusCode).toBe(404);
  });

  test('customers are blocked by filter, and signed out', async () => {
    const ids = await createCustomers(app, [
      { name: 'Bulk Blocked One', email: 'bulk.block.1@example.com' },
      { name: 'Bulk Blocked Two', email: 'bulk.block.2@example.com' },
      { name: 'Kept Reader', email: 'kept.reader@example.com' },
    ]);
    const job = await runBulk('/api/customers/bulk/block', admin, { filter: { q: 'bulk.block' }, expectedTotal: 2 });
    expect(job).toMatchObject({ status: 'done', total: 2, done: 2, failed: 0 });
    const rows = await app.db.selectFrom('users').select(['id', 'blocked_at']).where('id', 'in', ids).orderBy('id').execute();
    expect(rows.map((row) => row.blocked_at !== null)).toEqual([true, true, false]);
    expect((await entriesOf(app, 'users/customers', ids[0]!))[0]).toMatchObject({ action: 'block', jobId: job.id });

    const unblocked = await runBulk('/api/customers/bulk/unblock', superAdmin, { ids: [ids[0]] });
    expect(unblocked).toMatchObject({ done: 1, failed: 0 });
  });

  test('app config keys are deleted, audited', async () => {
    for (const key of ['bulk.one', 'bulk.two', 'kept.key']) {
      const saved = await app.inject({ method: 'PUT', url: '/api/ui/app-config', headers: bearer(admin), payload: { key, valueType: 'string', value: 'x', status: 'E' } });
      expect(saved.statusCode, saved.body).toBeLessThan(300);
    }
    const job = await runBulk('/api/ui/app-config/bulk/delete', editor, { filter: { q: 'bulk.' }, expectedTotal: 2 });
    expect(job).toMatchObject({ status: 'done', total: 2, done: 2 });
    const keys = (await app.db.selectFrom('app_config').select('key').where('key', 'in', ['bulk.one', 'bulk.two', 'kept.key']).execute()).map((row) => row.key);
    expect(keys).toEqual(['kept.key']);
    expect((await entriesOf(app, 'ui/app-config', 'bulk.one'))[0]).toMatchObject({ action: 'delete', label: 'bulk.one' });
  });

  test('an order without a payment is reported by the re-check', async () => {
    const [customerId] = await createCustomers(app, [{ name: 'Order Owner' }]);
    const now = new Date().toISOString();
    const { id } = await app.db
      .insertInto('orders')
      .values({ number: 'ORD-BULK01', customer_id: customerId!, purchase_type: 1, ebook_id: null, subscription_id: null, amount: 100, currency: 'USD', status: 1, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const job = await runBulk('/api/orders/bulk/recheck-payment', admin, { ids: [id] });
    expect(job).toMatchObject({ status: 'done', done: 0, failed: 1, errors: [{ recordId: String(id), message: 'This order has no payment to re-check.' }] });
  });
});

describe('who may', () => {
  test('a role refused the action gets 403 and nothing changes', async () => {
    const [customerId] = await createCustomers(app, [{ name: 'Not Blocked' }]);
    const jobsBefore = await app.db.selectFrom('jobs').select('id').execute();
    const block = await post('/api/customers/bulk/block', editor, { ids: [customerId] });
    expect(block.statusCode).toBe(403);
    expect((await post('/api/orders/bulk/recheck-payment', editor, { filter: {}, expectedTotal: 0 })).statusCode).toBe(403);
    expect((await post('/api/feed/bulk/disable', editor, { filter: {}, expectedTotal: 0 })).statusCode).toBe(403);
    await app.jobs.drain();
    expect(await app.db.selectFrom('jobs').select('id').execute()).toEqual(jobsBefore);
    const row = await app.db.selectFrom('users').select('blocked_at').where('id', '=', customerId!).executeTakeFirstOrThrow();
    expect(row.blocked_at).toBeNull();
  });

  test('a job is read by its author only', async () => {
    const started = await post('/api/ui/banners/bulk/disable', editor, { filter: { status: 'E' }, expectedTotal: 1000 });
    expect(started.statusCode).toBe(202);
    const { id } = started.json<Job>();
    expect((await app.inject({ method: 'GET', url: `/api/jobs/${id}`, headers: bearer(admin) })).statusCode).toBe(404);
    const mine = (await app.inject({ method: 'GET', url: '/api/jobs', headers: bearer(editor) })).json<Job[]>();
    expect(mine[0]).toMatchObject({ id, kind: 'ui/banners/disable' });
    await app.jobs.drain();
  });

  test('a job whose author was blocked meanwhile stops', async () => {
    const staff = await createStaff(app, { role: AdminRole.ADMIN });
    const token = (await signIn(app, staff)).access_token;
    const [first] = await seedTag('bulk-stopped', 1);
    // Queued by hand, then its author blocked before any node runs it.
    const { id } = await app.db
      .insertInto('jobs')
      .values({ kind: 'feeds/disable', params: JSON.stringify({ action: 'disable', ids: [first] }), actor_id: staff.id, ip: null, request_id: null, status: 'queued', total: 1, created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.db.updateTable('users').set({ blocked_at: new Date().toISOString() }).where('id', '=', staff.id).execute();
    await app.jobs.drain();
    const job = await app.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: 'failed', done: 0, message: expect.stringContaining('blocked') });
    expect(token).toBeTruthy();
    const row = await app.db.selectFrom('feed_entries').select('status').where('id', '=', first!).executeTakeFirstOrThrow();
    expect(row.status).toBe('E');
  });
});

describe('the request', () => {
  test('needs either the ids or the filter', async () => {
    for (const payload of [{}, { ids: [1], filter: {} }, { ids: [] }]) {
      const response = await post('/api/feed/bulk/disable', admin, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fieldErrors).toHaveProperty('ids');
    }
  });

  test('an action the list does not have is a 400', async () => {
    const response = await post('/api/subscriptions/bulk/delete', admin, { ids: [1] });
    expect(response.statusCode).toBe(400);
  });
});
