import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, onTestFinished, test } from 'vitest';
import { AdminRole } from '../../contract/enums';
import type { Job } from '../../contract/jobs';
import { type App, buildApp } from '../../server/app';
import { type Config, loadConfig } from '../../server/config';
import type { JobHandler } from '../../server/jobs/handler';
import { insertJob } from '../../server/jobs/store';
import type { JobsOptions } from '../../server/plugins/jobs';
import { bearer, createStaff, freshPostgresSchema, onPostgres, signIn } from './helpers';

/*
 * A job whose step fails outside a single record is tried again a few times, then ends `failed`
 * with a message for its author; meanwhile, and after, the other jobs run, on this node or on a
 * new one on the same database (server/jobs/runner.ts, docs/api.md "Jobs").
 */

/** Every step, in the order the runner took them: which job's handler started. */
let steps: string[] = [];

/** A kind that fails on every try, where a handler's own bug would (outside any record). */
const failing: JobHandler = {
  params: (stored) => stored,
  key: Number,
  refusal: () => null,
  start: async () => {
    steps.push('failing');
    throw new Error('the test kind fails on every try');
  },
  next: async () => [],
  apply: async () => undefined,
};

/** A kind that goes through two records. */
const working: JobHandler = {
  params: (stored) => stored,
  key: Number,
  refusal: () => null,
  start: async (_db, params) => {
    steps.push((params as { name: string }).name);
    return { total: 2, lastKey: 2 };
  },
  next: async (_db, _params, { cursor, limit }) => [1, 2].filter((key) => cursor === null || key > Number(cursor)).slice(0, limit),
  apply: async () => undefined,
};

const handlers = { 'test/failing': failing, 'test/working': working };

/** A database of its own (SQLite in a temporary folder, or a fresh PostgreSQL schema) that apps open one after the other. */
async function database(): Promise<Config> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'console-job-failures-'));
  const pgSchema = onPostgres ? await freshPostgresSchema() : undefined;
  onTestFinished(async () => {
    await pgSchema?.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });
  return {
    ...loadConfig({ NODE_ENV: 'test', DEMO_DATA: '0', DATA_DIR: dataDir, STATIC_DIR: '', SCRYPT_COST: '1024', DATABASE_PREPARED_STATEMENTS: process.env.DATABASE_PREPARED_STATEMENTS }),
    databaseUrl: pgSchema?.url,
  };
}

/** An app (a node) on `config`'s database, its runner started; closed at the end of the test (again, if it was closed before). */
async function node(config: Config, jobs: JobsOptions): Promise<App> {
  const app = await buildApp(config, { jobs });
  onTestFinished(() => app.close());
  await app.ready();
  return app;
}

const queue = (app: App, actorId: number, kind: string, params: unknown) =>
  insertJob(app.db, { kind, params, actorId, ip: null, requestId: null, total: null });

const row = (app: App, id: number) => app.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** Waits until `check` holds, for at most 30 seconds (the runner polls the table every second). */
async function until(check: () => Promise<boolean>, what: string) {
  for (const deadline = Date.now() + 30_000; !(await check()); await sleep(20)) {
    expect(Date.now(), what).toBeLessThan(deadline);
  }
}

const stoppedAfterThree = 'It stopped after 3 tries because of an unexpected error.';

test('a job that fails on every try ends failed after its tries, and the jobs beside it and after it run', async () => {
  steps = [];
  // No wait between tries: a failed job due again at once still goes behind the jobs queued before its try.
  const app = await node(await database(), { handlers, retries: { tries: 3, firstDelayMs: 0 } });
  const author = await createStaff(app, { role: AdminRole.EDITOR });
  const other = await createStaff(app, { role: AdminRole.SUPER_ADMIN });

  const bad = await queue(app, author.id, 'test/failing', {});
  const good = await queue(app, other.id, 'test/working', { name: 'beside' });
  await app.jobs.drain();
  expect(steps).toEqual(['failing', 'beside', 'failing', 'failing']);
  expect(await row(app, good)).toMatchObject({ status: 'done', done: 2, failed: 0, message: null, attempts: 0 });
  expect(await row(app, bad)).toMatchObject({ status: 'failed', attempts: 3, locked_by: null });

  const { access_token } = await signIn(app, author);
  const read = await app.inject({ method: 'GET', url: `/api/jobs/${bad}`, headers: bearer(access_token) });
  expect(read.statusCode, read.body).toBe(200);
  expect(read.json<Job>()).toMatchObject({ status: 'failed', total: null, done: 0, failed: 0, errors: [], message: stoppedAfterThree });
  expect(read.json<Job>().finishedAt).not.toBeNull();

  const later = await queue(app, other.id, 'test/working', { name: 'later' });
  await app.jobs.drain();
  expect(await row(app, later)).toMatchObject({ status: 'done', done: 2 });
  expect(steps.filter((step) => step === 'failing')).toHaveLength(3);
});

test('a failing job waiting for its next try does not hold the queue, and a new node on the same database ends it and runs the rest', async () => {
  steps = [];
  const config = await database();
  // A wait longer than the test: the first node never tries it again.
  const first = await node(config, { handlers, retries: { tries: 3, firstDelayMs: 10 * 60_000 } });
  const author = await createStaff(first, { role: AdminRole.EDITOR });
  const other = await createStaff(first, { role: AdminRole.SUPER_ADMIN });
  const bad = await queue(first, author.id, 'test/failing', {});
  const beside = await queue(first, other.id, 'test/working', { name: 'beside' });
  await until(async () => (await row(first, beside)).status === 'done', 'the job beside the failing one ran');
  const after = await queue(first, author.id, 'test/working', { name: 'after' });
  await until(async () => (await row(first, after)).status === 'done', 'a job queued after the failing one ran');

  const waiting = await row(first, bad);
  expect(waiting).toMatchObject({ status: 'running', attempts: 1, locked_by: null, message: null });
  expect(new Date(waiting.next_attempt_at!).getTime()).toBeGreaterThan(Date.now());
  await first.close();
  expect(steps).toEqual(['failing', 'beside', 'after']);

  // The node is gone while the job waits; the wait ends, and a new node opens the same database.
  const restarted = await node(config, { handlers, retries: { tries: 3, firstDelayMs: 0 } });
  await restarted.db.updateTable('jobs').set({ next_attempt_at: new Date().toISOString() }).where('id', '=', bad).execute();
  const queuedAfterRestart = await queue(restarted, other.id, 'test/working', { name: 'after restart' });
  await restarted.jobs.drain();
  expect(await row(restarted, bad)).toMatchObject({ status: 'failed', attempts: 3, message: stoppedAfterThree });
  expect(await row(restarted, queuedAfterRestart)).toMatchObject({ status: 'done', done: 2 });
  expect(steps.filter((step) => step === 'failing')).toHaveLength(3);
});

test('an alert bulk job whose stored filter the database refuses ends failed and does not block a later job', async () => {
  const app = await node(await database(), { retries: { firstDelayMs: 0 } });
  const editor = await createStaff(app, { role: AdminRole.EDITOR });
  const superAdmin = await createStaff(app, { role: AdminRole.SUPER_ADMIN });
  // As an earlier bug stored it: a NUL character, which PostgreSQL refuses in any text.
  const poisoned = await queue(app, editor.id, 'ui/alerts/disable', { action: 'disable', filter: { q: '\u0000' } });
  const later = await queue(app, superAdmin.id, 'ui/alerts/disable', { action: 'disable', filter: {} });
  await app.jobs.drain();

  const ended = await row(app, poisoned);
  if (onPostgres) expect(ended).toMatchObject({ status: 'failed', attempts: 3, message: stoppedAfterThree });
  else expect(ended.status).toMatch(/^(done|failed)$/);
  expect(await row(app, later)).toMatchObject({ status: 'done', failed: 0 });
});
