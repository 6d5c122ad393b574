import { afterAll, describe, expect, test } from 'vitest';
import { AdminRole } from '../../contract/enums';
import { ErrorCode } from '../../contract/errors';
import type { Job } from '../../contract/jobs';
import { beyondConfirmed } from '../../server/bulk/expectedTotal';
import { entriesOf } from './auditHelpers';
import { createFeedEntry } from './catalogFixtures';
import { bearer, createStaff, createTestApp, signIn } from './helpers';

/**
 * A bulk action by filter acts on no more records than the person confirmed: `expectedTotal`
 * (contract/bulk.ts, server/bulk/expectedTotal.ts, docs/api.md "Bulk actions").
 */

const { app, close } = await createTestApp();
afterAll(close);

const staff = await createStaff(app, { role: AdminRole.ADMIN });
const admin = (await signIn(app, staff)).access_token;

const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url, headers: bearer(admin), payload: payload as object });

/** `count` enabled feed entries tagged `tag`, by id. */
async function seedTag(tag: string, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const id = await createFeedEntry(app, admin, 'news', `${tag} ${index}`);
    await app.db.insertInto('feed_entry_tags').values({ feed_entry_id: id, tag }).execute();
    ids.push(id);
  }
  return ids;
}

const statusesOf = async (ids: number[]) =>
  (await app.db.selectFrom('feed_entries').select('status').where('id', 'in', ids).execute()).map((row) => row.status);

const jobCount = async () => (await app.db.selectFrom('jobs').select('id').execute()).length;

async function readJob(id: number): Promise<Job> {
  const read = await app.inject({ method: 'GET', url: `/api/jobs/${id}`, headers: bearer(admin) });
  expect(read.statusCode, read.body).toBe(200);
  return read.json<Job>();
}

describe('a bulk action by filter', () => {
  test('needs the number of records the person confirmed', async () => {
    const response = await post('/api/feed/bulk/disable', { filter: { tag: 'never-confirmed' } });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ fieldErrors: object }>().fieldErrors)).toEqual(['expectedTotal']);
  });

  test('that matches more than confirmed is a 409 with the current count; nothing is queued or changed', async () => {
    const ids = await seedTag('bulk-grown', 3);
    const before = await jobCount();
    const response = await post('/api/feed/bulk/disable', { filter: { tag: 'bulk-grown' }, expectedTotal: 2 });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toEqual({
      message: 'The filter now matches 3 records, more than the 2 you confirmed. Look at the list again and retry.',
      errorCode: ErrorCode.CONFLICT,
      total: 3,
      expectedTotal: 2,
    });
    await app.jobs.drain();
    expect(await jobCount()).toBe(before);
    expect(await statusesOf(ids)).toEqual(['E', 'E', 'E']);
    for (const id of ids) expect((await entriesOf(app, 'feeds', id)).map((entry) => entry.action)).toEqual(['create']);
  });

  test("is counted whatever the list's filter selects of its own (e-books by category, on PostgreSQL too)", async () => {
    const response = await post('/api/ebooks/bulk/disable', { filter: { type: 2, categoryId: 2 }, expectedTotal: 0 });
    expect([409, 202], response.body).toContain(response.statusCode);
    await app.jobs.drain();
  });

  test('names one record in the singular, and counts as numbers are written', async () => {
    await seedTag('bulk-one', 1);
    const response = await post('/api/feed/bulk/delete', { filter: { tag: 'bulk-one' }, expectedTotal: 0 });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(
      'The filter now matches 1 record, more than the 0 you confirmed. Look at the list again and retry.',
    );
    expect(beyondConfirmed(2014, 2000)?.message).toBe(
      'The filter now matches 2,014 records, more than the 2,000 you confirmed. Look at the list again and retry.',
    );
  });

  test.each([
    ['exactly as many as confirmed', 3],
    ['fewer than confirmed (some went meanwhile)', 5],
  ])('that matches %s runs', async (_, expectedTotal) => {
    const tag = `bulk-confirmed-${expectedTotal}`;
    const ids = await seedTag(tag, 3);
    const started = await post('/api/feed/bulk/disable', { filter: { tag }, expectedTotal });
    expect(started.statusCode, started.body).toBe(202);
    await app.jobs.drain();
    expect(await readJob(started.json<Job>().id)).toMatchObject({ status: 'done', total: 3, done: 3, failed: 0, message: null });
    expect(await statusesOf(ids)).toEqual(['D', 'D', 'D']);
  });

  test('whose records grew beyond the confirmed count before its job started fails, nothing changed', async () => {
    const ids = await seedTag('bulk-late', 2);
    // Accepted for two records and queued; three match by the time a node starts it.
    const { id } = await app.db
      .insertInto('jobs')
      .values({
        kind: 'feeds/disable',
        params: JSON.stringify({ action: 'disable', filter: { tag: 'bulk-late' }, expectedTotal: 2 }),
        actor_id: staff.id,
        ip: null,
        request_id: null,
        status: 'queued',
        total: null,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(...(await seedTag('bulk-late', 1)));
    await app.jobs.drain();

    expect(await readJob(id)).toMatchObject({
      status: 'failed',
      // Refused as it started: it tried no record.
      total: null,
      done: 0,
      failed: 0,
      errors: [],
      message: 'The filter now matches 3 records, more than the 2 you confirmed. Look at the list again and retry.',
    });
    expect(await statusesOf(ids)).toEqual(['E', 'E', 'E']);
    for (const entryId of ids) expect((await entriesOf(app, 'feeds', entryId)).map((entry) => entry.action)).toEqual(['create']);
  });
});

describe('the body', () => {
  test('names an unknown key in its 400', async () => {
    const response = await post('/api/feed/bulk/disable', { filtr: { tag: 'typo' }, expectedTotal: 1 });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('filtr');
  });

  test('of e-books is strict too, with its category', async () => {
    const response = await post('/api/ebooks/bulk/set-category', { ids: [1], categoryId: 1, category: 2 });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('"category"');
  });

  test('sends the count only with the filter', async () => {
    const response = await post('/api/feed/bulk/disable', { ids: [1], expectedTotal: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fieldErrors: object }>().fieldErrors).toHaveProperty('expectedTotal');
  });

  test.each([-1, 1.5, '2'])('refuses %j as the count', async (expectedTotal) => {
    const response = await post('/api/feed/bulk/disable', { filter: {}, expectedTotal });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fieldErrors: object }>().fieldErrors).toHaveProperty('expectedTotal');
  });
});
