import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AdminRole } from '../../contract/enums';
import { createDb, type Db } from '../../server/db';
import { createSession } from '../../server/lib/sessions';
import { type ServerProcess, startServerProcess } from '../serverProcess';
import { freshPostgresSchema, onPostgres, throughPgbouncer } from './helpers';
import { openStream, type StreamMessage } from './liveStream';

/*
 * Live updates on two API processes sharing one database (a SQLite file, or one PostgreSQL schema
 * under test:pg and test:pgbouncer), docs/api.md "Live updates": a change saved through node A
 * reaches a stream open on node B; a stream whose node is killed reconnects with `Last-Event-ID`,
 * to the other node or to the same one started again, and gets what it missed, in order, once.
 */

const root = path.resolve(import.meta.dirname, '../..');
/**
 * How soon an event raised on A reaches B's streams: B LISTENs on PostgreSQL, reads every second on
 * SQLite; a node that cannot LISTEN (behind PgBouncer in transaction mode without
 * DATABASE_LISTEN_URL) reads every two seconds, which the deadline then allows for.
 */
const listens = !throughPgbouncer || Boolean(process.env.DATABASE_LISTEN_URL);
const deliveryMs = listens ? 2_000 : 4_500;
/** How long B's hub may take to read (and so to hand on again) what it would: its reading period and a margin. */
const readPeriodMs = onPostgres ? 2_300 : 1_300;

let temp: string;
let pgSchema: Awaited<ReturnType<typeof freshPostgresSchema>> | undefined;
let db: Db | undefined;
let env: Record<string, string>;
let a: ServerProcess;
let b: ServerProcess;
const nodes: ServerProcess[] = [];
const streams: { close: () => void }[] = [];
let token: string;
let saves = 0;

beforeAll(async () => {
  temp = await fs.mkdtemp(path.join(os.tmpdir(), 'console-live-nodes-'));
  pgSchema = onPostgres ? await freshPostgresSchema() : undefined;
  // SQLite lives at $DATA_DIR/app.db: both nodes share the folder.
  env = { NODE_ENV: 'test', DEMO_DATA: '0', DATA_DIR: temp, DATABASE_URL: pgSchema?.url ?? '', WORKERS: '1' };
  // One after the other: the first runs the migrations.
  a = await startServerProcess(root, env);
  nodes.push(a);
  b = await startServerProcess(root, env);
  nodes.push(b);

  db = createDb({ databaseUrl: pgSchema?.url, dataDir: temp });
  const now = new Date().toISOString();
  const admin = await db
    .insertInto('users')
    .values({ email: 'admin@live-nodes.test', name: 'Ada Admin', role: AdminRole.ADMIN, password_hash: null, created_at: now, email_verified_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  token = await createSession(db, admin.id, 60 * 60_000);
}, 150_000);

afterAll(async () => {
  for (const stream of streams) stream.close();
  await Promise.all(nodes.map((node) => node.stop()));
  await db?.destroy();
  await pgSchema?.drop();
  if (temp) await fs.rm(temp, { recursive: true, force: true });
}, 60_000);

async function stream(node: ServerProcess, lastEventId?: number) {
  const opened = await openStream(`${node.url}/api/live/events`, token, lastEventId);
  expect(opened.response.status).toBe(200);
  streams.push(opened);
  return opened;
}

/** An audited change through `node`: the home layout saved by the admin, with a title of its own; answers the title. */
async function save(node: ServerProcess): Promise<string> {
  const title = `Shelf ${++saves}`;
  const response = await fetch(`${node.url}/api/layouts/update?layoutType=home`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ sections: [{ sectionKey: 'book', title, itemCount: 10 }] }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return title;
}

/** The ids of the events kept after `afterId`, oldest first: what a reconnection must get. */
async function idsAfter(afterId: number): Promise<number[]> {
  const rows = await db!.selectFrom('live_events').select('id').where('id', '>', afterId).orderBy('id').execute();
  return rows.map((row) => Number(row.id));
}

const isLayoutSave = (message: StreamMessage) => message.event === 'change' && message.data.resource === 'ui/layout';

/** SIGKILL, as a crash would; resolves once the process has exited. */
async function kill(node: ServerProcess) {
  process.kill(node.pid, 'SIGKILL');
  await node.stop();
}

describe(`live updates on two API nodes on one ${onPostgres ? 'PostgreSQL' : 'SQLite'} database`, () => {
  test(`a change saved through A reaches a stream open on B within ${deliveryMs / 1000} s`, async () => {
    const onB = await stream(b);
    const before = onB.messages.length;
    const started = Date.now();
    await save(a);
    const message = await onB.next((found) => isLayoutSave(found), deliveryMs);
    expect(Date.now() - started).toBeLessThanOrEqual(deliveryMs);
    expect(message.data).toMatchObject({ resource: 'ui/layout', recordId: '1', action: 'update', actor: { name: 'Ada Admin' } });
    expect(onB.messages.slice(before).filter(isLayoutSave)).toHaveLength(1);
  });

  test('a stream whose node is killed reconnects with Last-Event-ID, to the other node or to it restarted, and gets what it missed, in order, once', async () => {
    const onB = await stream(b);
    await save(a);
    const seen = await onB.next(isLayoutSave, deliveryMs);
    // Whatever else B had sent by then was seen too: the browser sends back the last id it got.
    const lastSeen = Math.max(...onB.messages.map((message) => message.id));

    await kill(b);
    nodes.splice(nodes.indexOf(b), 1);
    for (let wait = Date.now() + 2_000; !onB.ended && Date.now() < wait; ) await sleep(20);
    expect(onB.ended).toBe(true);

    // Changes made meanwhile, through A; B starts again meanwhile.
    const restarting = startServerProcess(root, env);
    for (let n = 0; n < 3; n++) await save(a);
    const missed = await idsAfter(lastSeen);
    expect(missed.length).toBeGreaterThanOrEqual(3);

    const toA = await stream(a, lastSeen);
    b = await restarting;
    nodes.push(b);
    const restartedAt = Date.now();
    const toB = await stream(b, lastSeen);

    // A change after both reconnections arrives too, once, after the missed ones.
    await save(a);
    const all = await idsAfter(lastSeen);
    const last = all.at(-1)!;
    for (const reader of [toA, toB]) await reader.next((message) => message.id === last, deliveryMs);
    // Long enough for restarted B's hub to have read the table once: what it reads is not sent again.
    await sleep(Math.max(0, restartedAt + readPeriodMs - Date.now()));

    expect(seen.id).toBeLessThanOrEqual(lastSeen);
    for (const reader of [toA, toB]) {
      expect(reader.messages.map((message) => message.id)).toEqual(all);
      expect(reader.messages.every(isLayoutSave)).toBe(true);
    }
  });
});
