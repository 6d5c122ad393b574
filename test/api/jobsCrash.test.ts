import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, expect, test } from 'vitest';
import { AdminRole } from '../../contract/enums';
import { createDb, type Db } from '../../server/db';
import { type ServerProcess, startServerProcess } from '../serverProcess';
import { freshPostgresSchema, onPostgres } from './helpers';

/*
 * A job whose API process is killed (kill -9) in the middle resumes on another process once the
 * dead one's lease runs out, and finishes with every record changed once: each record's change and
 * the job's cursor commit together (server/jobs/runner.ts).
 */

const root = path.resolve(import.meta.dirname, '../..');
const records = 1500;
const processes: ServerProcess[] = [];
let temp: string | undefined;
let db: Db | undefined;
let pgSchema: Awaited<ReturnType<typeof freshPostgresSchema>> | undefined;

afterAll(async () => {
  await Promise.all(processes.map((server) => server.stop()));
  await db?.destroy();
  await pgSchema?.drop();
  if (temp) await fs.rm(temp, { recursive: true, force: true });
}, 60_000);

async function jobRow(id: number) {
  return db!.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

test('a job killed mid-run resumes and changes every record once', async () => {
  temp = await fs.mkdtemp(path.join(os.tmpdir(), 'console-jobs-crash-'));
  pgSchema = onPostgres ? await freshPostgresSchema() : undefined;
  const env = { NODE_ENV: 'test', DEMO_DATA: '0', DATA_DIR: temp, DATABASE_URL: pgSchema?.url ?? '', JOB_LEASE_SECONDS: '2' };
  const first = await startServerProcess(root, env);
  processes.push(first);

  db = createDb({ databaseUrl: pgSchema?.url, dataDir: temp });
  const now = new Date().toISOString();
  const { id: actorId } = await db
    .insertInto('users')
    .values({ email: 'bulk@crash.test', name: 'Bulk Runner', role: AdminRole.ADMIN, password_hash: null, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let start = 0; start < records; start += 500) {
    const rows = Array.from({ length: 500 }, (_, index) => ({
      title: `Crash entry ${start + index}`,
      body: '<p>x</p>',
      content_type: 'news' as const,
      video_url: null,
      image_path: null,
      publish_at: now,
      status: 'E' as const,
      created_at: now,
      updated_at: now,
    }));
    await db.insertInto('feed_entries').values(rows).execute();
  }
  const { id } = await db
    .insertInto('jobs')
    .values({ kind: 'feeds/disable', params: JSON.stringify({ action: 'disable', filter: {} }), actor_id: actorId, ip: null, request_id: null, status: 'queued', total: null, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();

  // Killed once it is under way, well before the end.
  for (const deadline = Date.now() + 60_000; ; await sleep(10)) {
    const { done } = await jobRow(id);
    if (done >= 50) break;
    expect(Date.now(), 'the first process started the job').toBeLessThan(deadline);
  }
  process.kill(first.pid, 'SIGKILL');
  await sleep(200);
  const atKill = await jobRow(id);
  expect(atKill.status).toBe('running');
  expect(atKill.done).toBeLessThan(records);

  processes.push(await startServerProcess(root, env));
  for (const deadline = Date.now() + 120_000; (await jobRow(id)).status !== 'done'; await sleep(100)) {
    expect(Date.now(), 'the second process finished the job').toBeLessThan(deadline);
  }
  const job = await jobRow(id);
  expect(job).toMatchObject({ total: records, done: records, failed: 0 });

  const enabled = await db.selectFrom('feed_entries').select('id').where('status', '=', 'E').execute();
  expect(enabled).toEqual([]);
  const audited = await db
    .selectFrom('audit_entries')
    .select(['record_id'])
    .where('resource', '=', 'feeds')
    .where('action', '=', 'update')
    .execute();
  expect(audited).toHaveLength(records);
  expect(new Set(audited.map((entry) => entry.record_id)).size).toBe(records);
}, 240_000);
