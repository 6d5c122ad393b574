import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, expect, test } from 'vitest';
import { AdminRole } from '../../contract/enums';
import { createDb, type Db } from '../../server/db';
import { scheduledPublishKind } from '../../server/editorial/publicationJobs';
import { hashSecret } from '../../server/lib/secrets';
import { type ServerProcess, startServerProcess } from '../serverProcess';
import { freshPostgresSchema, onPostgres } from './helpers';

/*
 * Scheduled publication on two API processes sharing one PostgreSQL schema (docs/api.md
 * "Editorial workflow"): many banners scheduled for the same moment are each published once,
 * whichever node claims its `editorial/publish` job, and a node killed (kill -9) in the middle
 * of the publications loses none: the job it held is taken over by the other node once its lease
 * (JOB_LEASE_SECONDS) runs out. PostgreSQL only: on SQLite the nodes take turns at one writer.
 */

const root = path.resolve(import.meta.dirname, '../..');
const banners = 400;
/** How far ahead the banners are scheduled: enough to schedule them all through the API first. */
const leadMs = 10_000;
const leaseSeconds = 2;
const admin = { email: 'admin@editorial-nodes.test', password: 'correct horse' };

const processes: ServerProcess[] = [];
let temp: string | undefined;
let db: Db | undefined;
let pgSchema: Awaited<ReturnType<typeof freshPostgresSchema>> | undefined;

afterAll(async () => {
  // A node frozen (SIGSTOP) by a failed test handles no SIGTERM until it runs again.
  for (const server of processes) {
    try {
      process.kill(server.pid, 'SIGCONT');
    } catch {
      // It has exited already.
    }
  }
  await Promise.all(processes.map((server) => server.stop()));
  await db?.destroy();
  await pgSchema?.drop();
  if (temp) await fs.rm(temp, { recursive: true, force: true });
}, 60_000);

const post = (node: ServerProcess, url: string, body: unknown, token?: string) =>
  fetch(`${node.url}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

/** The newest sign-in code e-mailed after `since`: either node may deliver it, to its own outbox. */
async function lastCode(dataDirs: string[], email: string, since: string): Promise<string> {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; await sleep(50)) {
    const files = await Promise.all(
      dataDirs.map(async (dataDir) =>
        (await fs.readdir(path.join(dataDir, 'outbox')).catch(() => [] as string[]))
          .filter((file) => file.endsWith(`-${email}.eml`) && file >= since)
          .map((file) => path.join(dataDir, 'outbox', file)),
      ),
    );
    const newest = files.flat().sort((x, y) => path.basename(x).localeCompare(path.basename(y))).at(-1);
    const code = newest && /Your sign-in code: (\d{6})/.exec(await fs.readFile(newest, 'utf8'))?.[1];
    if (code) return code;
  }
  throw new Error(`No sign-in code for ${email}`);
}

async function signIn(node: ServerProcess, dataDirs: string[]): Promise<string> {
  const since = new Date().toISOString();
  const login = await post(node, '/auth/login', admin);
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${await login.text()}`);
  const validate = await post(node, '/auth/otp/validate', { email: admin.email, otp: await lastCode(dataDirs, admin.email, since) });
  if (validate.status !== 200) throw new Error(`otp answered ${validate.status}: ${await validate.text()}`);
  return ((await validate.json()) as { access_token: string }).access_token;
}

/** Runs `work` on every item, `width` at a time. */
async function eachAtOnce<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

const publishedCount = async () =>
  Number(
    (
      await db!
        .selectFrom('editorial_states')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('resource', '=', 'ui/banners')
        .where('state', '=', 'published')
        .executeTakeFirstOrThrow()
    ).count,
  );

/** The publication jobs a node (by its pid, in the runner's claimer name) holds now. */
const heldBy = (pid: number) =>
  db!
    .selectFrom('jobs')
    .select(['id', 'locked_until'])
    .where('kind', '=', scheduledPublishKind)
    .where('status', '=', 'running')
    .where('locked_by', 'like', `%:${pid}:%`)
    .execute();

test.runIf(onPostgres)(
  'two nodes publish many banners due at one moment once each, and a node killed in the middle loses none',
  async () => {
    temp = await fs.mkdtemp(path.join(os.tmpdir(), 'console-editorial-nodes-'));
    pgSchema = await freshPostgresSchema();
    const dataDirs = [path.join(temp, 'a'), path.join(temp, 'b')];
    const env = (dataDir: string) => ({
      NODE_ENV: 'test',
      DEMO_DATA: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: pgSchema!.url,
      JOB_LEASE_SECONDS: String(leaseSeconds),
    });
    // One after the other: the first runs the migrations.
    const a = await startServerProcess(root, env(dataDirs[0]!));
    processes.push(a);
    const b = await startServerProcess(root, env(dataDirs[1]!));
    processes.push(b);

    db = createDb({ databaseUrl: pgSchema.url, dataDir: temp });
    const now = new Date().toISOString();
    const { id: adminId } = await db
      .insertInto('users')
      .values({ email: admin.email, name: 'Scheduling Admin', role: AdminRole.ADMIN, password_hash: await hashSecret(admin.password), created_at: now, email_verified_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Drafts stored without a state row, as an import would: their first step writes it from the flag.
    const rows = Array.from({ length: banners }, (_, index) => ({
      title: `Due banner ${index}`,
      layout_type: 'home' as const,
      position: (index % 99) + 1,
      start_at: now,
      end_at: null,
      status: 'D' as const,
      created_at: now,
      updated_at: now,
    }));
    const ids = (await db.insertInto('banners').values(rows).returning('id').execute()).map((row) => row.id);
    const token = await signIn(a, dataDirs);

    // Every banner scheduled through the API for the same moment, half through each node.
    const at = new Date(Math.ceil((Date.now() + leadMs) / 1000) * 1000).toISOString();
    await eachAtOnce(ids, 16, async (id) => {
      const response = await post(id % 2 === 0 ? a : b, `/api/ui/banners/${id}/steps`, { step: 'schedule', at }, token);
      expect(response.status, await response.clone().text()).toBe(200);
      expect(await response.json()).toMatchObject({ state: 'scheduled', status: 'D', publishAt: at });
    });
    expect(Date.now(), 'every banner was scheduled before its time').toBeLessThan(Date.parse(at));
    // One job for the moment, which every banner's state names.
    const queued = await db.selectFrom('jobs').select(['id', 'status', 'next_attempt_at']).where('kind', '=', scheduledPublishKind).execute();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ status: 'queued' });
    expect(new Date(queued[0]!.next_attempt_at!).toISOString()).toBe(at);
    const jobId = queued[0]!.id;
    const naming = await db.selectFrom('editorial_states').select('record_id').where('job_id', '=', jobId).execute();
    expect(naming).toHaveLength(banners);
    expect(await publishedCount()).toBe(0);

    // Once both nodes have claimed publications and half the banners are published (or three
    // quarters, should one node have lost every race for a claim so far: it then waits for its next
    // poll), the nodes are frozen (SIGSTOP) until one is seen holding a publication job: that one
    // is killed (SIGKILL) in the middle of it, and the other, let go, has to wait for the job's
    // lease to run out.
    const nodes = [a, b];
    const claimers = new Set<number>();
    let victim: ServerProcess | undefined;
    let orphan: { id: number; locked_until: string | null } | undefined;
    let publishedAtKill = 0;
    const signalAll = (signal: 'SIGSTOP' | 'SIGCONT') => nodes.filter((node) => node !== victim).forEach((node) => process.kill(node.pid, signal));
    for (const deadline = Date.parse(at) + 30_000; !victim; await sleep(5)) {
      expect(Date.now(), 'a node held a job while some banners were published and others were not').toBeLessThan(deadline);
      for (const node of nodes) if ((await heldBy(node.pid)).length > 0) claimers.add(node.pid);
      const published = await publishedCount();
      expect(published, 'every banner was published before a node could be killed in the middle').toBeLessThan(banners);
      const competed = claimers.size === nodes.length;
      if (published < (competed ? banners / 2 : (banners * 3) / 4)) continue;
      signalAll('SIGSTOP');
      // What the nodes sent before they froze reaches the database first (an open transaction stays open).
      await sleep(50);
      for (const node of nodes) {
        const [held] = await heldBy(node.pid);
        if (!held) continue;
        publishedAtKill = await publishedCount();
        process.kill(node.pid, 'SIGKILL');
        [victim, orphan] = [node, held];
        break;
      }
      signalAll('SIGCONT');
    }
    const survivor = nodes.find((node) => node !== victim)!;
    expect(publishedAtKill).toBeGreaterThan(0);
    expect(publishedAtKill).toBeLessThan(banners);

    // The survivor publishes the rest, and the killed node's job once its lease has run out.
    const unfinished = () =>
      db!.selectFrom('jobs').select('id').where('kind', '=', scheduledPublishKind).where('status', 'not in', ['done', 'failed']).execute();
    for (const deadline = Date.now() + 30_000; (await unfinished()).length > 0; await sleep(100)) {
      expect(Date.now(), 'the surviving node finished every publication').toBeLessThan(deadline);
    }

    // Every banner published, its flag with it, and nothing scheduled any more.
    const states = await db
      .selectFrom('editorial_states')
      .select(['record_id', 'state', 'publish_at', 'job_id'])
      .where('resource', '=', 'ui/banners')
      .execute();
    expect(states).toHaveLength(banners);
    expect(states.filter((state) => state.state !== 'published' || state.publish_at !== null || state.job_id !== null)).toEqual([]);
    const flags = await db.selectFrom('banners').select(['id', 'status']).where('id', 'in', ids).execute();
    expect(flags).toHaveLength(banners);
    expect(flags.filter((banner) => banner.status !== 'E')).toEqual([]);

    // One `publish` entry a banner, by the admin who scheduled it, with its job, not before the time.
    const entries = await db
      .selectFrom('audit_entries')
      .select(['record_id', 'actor_id', 'job_id', 'at'])
      .where('resource', '=', 'ui/banners')
      .where('action', '=', 'publish')
      .execute();
    const entriesOf = new Map<string, typeof entries>();
    for (const entry of entries) entriesOf.set(entry.record_id!, [...(entriesOf.get(entry.record_id!) ?? []), entry]);
    expect(ids.filter((id) => entriesOf.get(String(id))?.length !== 1), 'banners without exactly one publish entry').toEqual([]);
    expect(entries).toHaveLength(banners);
    for (const id of ids) {
      const [entry] = entriesOf.get(String(id))!;
      expect(entry).toMatchObject({ actor_id: adminId, job_id: jobId });
      expect(Date.parse(entry!.at)).toBeGreaterThanOrEqual(Date.parse(at));
    }
    const scheduled = await db
      .selectFrom('audit_entries')
      .select('record_id')
      .where('resource', '=', 'ui/banners')
      .where('action', '=', 'schedule')
      .execute();
    expect(scheduled).toHaveLength(banners);

    // The publication job done, every record changed once and none failed.
    const jobs = await db
      .selectFrom('jobs')
      .select(['id', 'status', 'total', 'done', 'failed', 'finished_at'])
      .where('kind', '=', scheduledPublishKind)
      .execute();
    expect(jobs).toEqual([expect.objectContaining({ id: jobId, status: 'done', total: banners, done: banners, failed: 0 })]);
    expect(await db.selectFrom('job_errors').select('id').execute()).toEqual([]);
    // The job the killed node held was finished by the survivor once the lease had run out.
    const orphaned = jobs.find((job) => job.id === orphan!.id)!;
    expect(Date.parse(orphaned.finished_at!)).toBeGreaterThanOrEqual(Date.parse(orphan!.locked_until!));

    expect((await fetch(`${survivor.url}/healthz`)).status).toBe(200);
  },
  120_000,
);
