import { afterAll, describe, expect, test } from 'vitest';
import { AdminRole } from '../../contract/enums';
import type { Job } from '../../contract/jobs';
import { auditPage, entriesOf } from './auditHelpers';
import { createFeedEntry } from './catalogFixtures';
import { bearer, createCustomers, createStaff, createTestApp, signIn } from './helpers';

/**
 * A bulk job's changes carry its id, and a finished job is undone on exactly the records it
 * changed (contract/jobs.ts `undoJob`, docs/api.md "Jobs" and "Audit log").
 */

const { app, close } = await createTestApp();
afterAll(close);

const tokenOf = async (role: AdminRole) => (await signIn(app, await createStaff(app, { role }))).access_token;
const admin = await tokenOf(AdminRole.ADMIN);
const otherAdmin = await tokenOf(AdminRole.ADMIN);
const superAdmin = await tokenOf(AdminRole.SUPER_ADMIN);

const post = (url: string, token: string, payload?: unknown) =>
  app.inject({ method: 'POST', url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });

const readJob = async (id: number, token = admin) => {
  const read = await app.inject({ method: 'GET', url: `/api/jobs/${id}`, headers: bearer(token) });
  expect(read.statusCode, read.body).toBe(200);
  return read.json<Job>();
};

/** Waits for every job to end and answers the job as its author reads it. */
async function finished(started: Awaited<ReturnType<typeof post>>, token = admin): Promise<Job> {
  expect(started.statusCode, started.body).toBe(202);
  await app.jobs.drain();
  return readJob(started.json<Job>().id, token);
}

const undo = (id: number, token = admin) => post(`/api/jobs/${id}/undo`, token);

const blockedIds = async (ids: number[]) =>
  (await app.db.selectFrom('users').select('id').where('id', 'in', ids).where('blocked_at', 'is not', null).orderBy('id').execute()).map((row) => row.id);

const jobsCount = async () => (await app.db.selectFrom('jobs').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow()).count;

/** 130 customers (more than a job's batch of 100) whose e-mails the filter finds, every tenth blocked before. */
const customers = await createCustomers(
  app,
  Array.from({ length: 130 }, (_, index) => ({ email: `undo.block.${index}@example.test`, blocked: index % 10 === 0 })),
);
const blockedBefore = customers.filter((_, index) => index % 10 === 0);
const unblockedBefore = customers.filter((_, index) => index % 10 !== 0);

describe('undoing a bulk block', () => {
  let block: Job;
  let unblock: Job;

  test("the job's audit entries carry its id, and the job offers its undo", async () => {
    block = await finished(await post('/api/customers/bulk/block', admin, { filter: { q: 'undo.block.' }, expectedTotal: 130 }));
    expect(block).toMatchObject({ kind: 'users/customers/block', status: 'done', total: 130, done: 130, failed: 0, undoOf: null, undoneBy: null });
    expect(block.undo).toEqual({ action: 'unblock', records: unblockedBefore.length });
    expect(await blockedIds(customers)).toEqual(customers);

    const [entry] = await entriesOf(app, 'users/customers', unblockedBefore[0]!);
    expect(entry).toMatchObject({ action: 'block', jobId: block.id });
    // Those blocked before have no entry of the job.
    expect((await entriesOf(app, 'users/customers', blockedBefore[0]!)).filter((one) => one.jobId === block.id)).toEqual([]);
  });

  test('the audit list filters by the job', async () => {
    const pages = [0, 1].map((page) => auditPage(app, admin, { jobId: block.id, paginationRequest: { page, size: 100 } }));
    const [first, second] = await Promise.all(pages);
    expect(first!.totalElements).toBe(unblockedBefore.length);
    const entries = [...first!.content, ...second!.content];
    expect(entries.every((one) => one.jobId === block.id && one.action === 'block')).toBe(true);
    expect(entries.map((one) => Number(one.recordId)).sort((a, b) => a - b)).toEqual(unblockedBefore);

    const refused = await post('/api/audit/list', admin, { jobId: 'last' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toHaveProperty('jobId');
    const exported = await app.inject({ method: 'GET', url: `/api/audit/export.csv?jobId=${block.id}`, headers: bearer(admin) });
    expect(exported.statusCode).toBe(200);
    expect(exported.body.trim().split('\n')).toHaveLength(1 + unblockedBefore.length);
  });

  test('unblocks exactly the customers the job blocked: not those blocked before, nor those the filter finds now', async () => {
    // Found by the filter now, blocked after the job: the undo leaves them alone.
    const [later] = await createCustomers(app, [{ email: 'undo.block.later@example.test', blocked: true }]);
    unblock = await finished(await undo(block.id));
    expect(unblock).toMatchObject({ kind: 'users/customers/unblock', status: 'done', undoOf: block.id, total: unblockedBefore.length, done: unblockedBefore.length, failed: 0 });
    expect(await blockedIds([...customers, later!])).toEqual([...blockedBefore, later!]);

    const [entry] = await entriesOf(app, 'users/customers', unblockedBefore.at(-1)!);
    expect(entry).toMatchObject({ action: 'unblock', jobId: unblock.id });
    expect((await auditPage(app, admin, { jobId: unblock.id })).totalElements).toBe(unblockedBefore.length);
    expect((await auditPage(app, admin, { jobId: block.id })).totalElements).toBe(unblockedBefore.length);
    expect(await readJob(block.id)).toMatchObject({ undoneBy: unblock.id, undo: null });
  });

  test('a job is undone once: the second undo is a 409 and queues nothing', async () => {
    const before = await jobsCount();
    const again = await undo(block.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`This job was already undone by job #${unblock.id}.`);
    expect(await jobsCount()).toBe(before);
  });

  test('an undo is a job like any other: undoing it blocks the same customers again', async () => {
    expect((await readJob(unblock.id)).undo).toEqual({ action: 'block', records: unblockedBefore.length });
    const reblock = await finished(await undo(unblock.id));
    expect(reblock).toMatchObject({ kind: 'users/customers/block', undoOf: unblock.id, done: unblockedBefore.length });
    expect(await blockedIds(customers)).toEqual(customers);
  });
});

describe('what cannot be undone', () => {
  test("another's job is not found, even by a SUPER_ADMIN; nothing is queued", async () => {
    const [customer] = await createCustomers(app, [{ email: 'undo.other@example.test' }]);
    const job = await finished(await post('/api/customers/bulk/block', admin, { ids: [customer] }));
    const before = await jobsCount();
    for (const token of [otherAdmin, superAdmin]) {
      const refused = await undo(job.id, token);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe('No such job');
    }
    expect(await jobsCount()).toBe(before);
    expect(await blockedIds([customer!])).toEqual([customer]);
  });

  test('a deletion has no reverse: 409', async () => {
    const entry = await createFeedEntry(app, admin, 'news', 'Undo deleted');
    const job = await finished(await post('/api/feed/bulk/delete', admin, { ids: [entry] }));
    expect(job.undo).toBeNull();
    const refused = await undo(job.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This job cannot be undone: feeds/delete has no reverse action.');
  });

  test('a job that changed nothing has nothing to undo: 409', async () => {
    const job = await finished(await post('/api/customers/bulk/block', admin, { ids: [blockedBefore[0]] }));
    expect(job).toMatchObject({ done: 1, undo: null });
    const refused = await undo(job.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This job changed no records: there is nothing to undo.');
  });

  test('an unknown job is a 404; a malformed id a 400', async () => {
    expect((await undo(2_000_000)).statusCode).toBe(404);
    expect((await undo(0)).statusCode).toBe(400);
  });
});
