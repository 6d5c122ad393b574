import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import SQLite from 'better-sqlite3';
import { type Generated, Kysely, sql } from 'kysely';
import { expect, onTestFinished, test } from 'vitest';
import { AdminRole } from '../../contract/enums';
import { createDb } from '../../server/db';
import { WriteLockingSqliteDialect } from '../../server/db/sqliteDialect';
import { readSnapshot } from '../../server/lib/lists';
import { hashSecret } from '../../server/lib/secrets';
import { type ServerProcess, startServerProcess } from '../serverProcess';
import { onPostgres } from './helpers';

/*
 * Writes on one SQLite file from several processes (docs/api.md "Database"): API processes
 * (WORKERS=2) and writers at once, every write answered 2xx and stored; then the locks behind
 * it, with a second connection in this process. PostgreSQL has its own locks: nothing to show.
 */

const root = path.resolve(import.meta.dirname, '../..');
const writers = 4;
const requestsPerWriter = 100;
const admin = { email: 'admin@concurrency.test', password: 'correct horse' };

/** The sign-in code from the outbox (its e-mail may be written just after the answer). */
async function signInCode(dataDir: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  for (let tries = 0; tries < 50; tries++) {
    const mail = (await fs.readdir(outbox).catch(() => [])).find((file) => file.endsWith(`-${admin.email}.eml`));
    const code = mail && /Your sign-in code: (\d{6})/.exec(await fs.readFile(path.join(outbox, mail), 'utf8'))?.[1];
    if (code) return code;
    await sleep(200);
  }
  throw new Error(`No sign-in code in ${outbox}`);
}

async function signIn(server: ServerProcess, dataDir: string): Promise<string> {
  const post = (url: string, body: unknown) =>
    fetch(`${server.url}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const login = await post('/auth/login', admin);
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${await login.text()}`);
  const otp = await signInCode(dataDir);
  const validate = await post('/auth/otp/validate', { email: admin.email, otp });
  if (validate.status !== 200) throw new Error(`otp answered ${validate.status}: ${await validate.text()}`);
  return ((await validate.json()) as { access_token: string }).access_token;
}

test.skipIf(onPostgres)(
  'SQLite, WORKERS=2: concurrent writers get no error, and every acknowledged write is stored',
  { timeout: 180_000 },
  async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'console-concurrency-'));
    onTestFinished(() => fs.rm(dataDir, { recursive: true, force: true }));
    const server = await startServerProcess(root, { NODE_ENV: 'test', DEMO_DATA: '0', DATA_DIR: dataDir, DATABASE_URL: '', WORKERS: '2' });
    onTestFinished(() => server.stop());
    await expect.poll(() => server.output(), { timeout: 60_000 }).toContain('2 API processes (WORKERS) share the port.');

    const db = createDb({ dataDir });
    onTestFinished(() => db.destroy());
    const now = new Date().toISOString();
    await db
      .insertInto('users')
      .values({ email: admin.email, name: 'Concurrent Admin', role: AdminRole.ADMIN, password_hash: await hashSecret(admin.password), created_at: now, email_verified_at: now })
      .execute();
    const token = await signIn(server, dataDir);
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };

    const failures: string[] = [];
    const feedIds = new Map<number, string>();
    const configKeys = new Map<string, string>();
    /** Feed entries and app-config keys in turn, one request after the other; each writer's own titles and keys. */
    async function writer(w: number) {
      for (let n = 0; n < requestsPerWriter; n++) {
        const value = `w${w}-${n}`;
        const response =
          n % 2 === 0
            ? await fetch(`${server.url}/api/feed/`, {
                method: 'POST',
                headers,
                body: JSON.stringify({ title: value, body: `<p>${value}</p>`, contentType: 'news', tags: ['load', value], publishAt: now }),
              })
            : await fetch(`${server.url}/api/ui/app-config`, {
                method: 'PUT',
                headers,
                body: JSON.stringify({ key: `load.w${w}.n${n}`, valueType: 'string', value, mode: 'create' }),
              });
        const text = await response.text();
        if (!response.ok) failures.push(`${response.status} ${text}`);
        else if (n % 2 === 0) feedIds.set((JSON.parse(text) as { id: number }).id, value);
        else configKeys.set(`load.w${w}.n${n}`, value);
      }
    }
    await Promise.all(Array.from({ length: writers }, (_, w) => writer(w)));

    expect(failures.length, `${failures.slice(0, 3).join('\n')}\n${server.output().slice(-1500)}`).toBe(0);
    const entries = await db.selectFrom('feed_entries').select(['id', 'title']).execute();
    expect(new Map(entries.map((entry) => [entry.id, entry.title]))).toEqual(feedIds);
    const config = await db.selectFrom('app_config').select(['key', 'value']).execute();
    expect(new Map(config.map((row) => [row.key, row.value]))).toEqual(configKeys);
    expect(feedIds.size + configKeys.size).toBe(writers * requestsPerWriter);
  },
);

/** createDb on a fresh folder with a table `t`, and a second connection to its file that never waits for a lock. */
async function twoConnections() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'console-locks-'));
  const db = createDb({ dataDir });
  await sql`create table t (id integer primary key, v text)`.execute(db);
  const other = new SQLite(path.join(dataDir, 'app.db'), { timeout: 0 });
  onTestFinished(async () => {
    other.close();
    await db.destroy();
    await fs.rm(dataDir, { recursive: true, force: true });
  });
  return { db, other };
}

test.skipIf(onPostgres)('SQLite: a write transaction holds the write lock from its start, so a read then a write cannot fail', async () => {
  const { db, other } = await twoConnections();
  await db.transaction().execute(async (trx) => {
    await sql`select count(*) from t`.execute(trx);
    // Deferred, the transaction would hold no write lock yet: this write would pass and the
    // transaction's own write below fail at once (SQLITE_BUSY_SNAPSHOT).
    expect(() => other.prepare(`insert into t (v) values ('other')`).run()).toThrow(expect.objectContaining({ code: 'SQLITE_BUSY' }));
    await sql`insert into t (v) values ('mine')`.execute(trx);
  });
  expect(other.prepare('select v from t').pluck().all()).toEqual(['mine']);
});

test.skipIf(onPostgres)('SQLite: a read-only snapshot takes no write lock, and reads while another connection writes', async () => {
  const { db, other } = await twoConnections();
  await sql`insert into t (v) values ('committed')`.execute(db);
  other.exec('begin immediate');
  other.prepare(`insert into t (v) values ('pending')`).run();
  const started = Date.now();
  const read = await readSnapshot(db, async (trx) => (await sql<{ v: string }>`select v from t`.execute(trx)).rows);
  expect(read).toEqual([{ v: 'committed' }]);
  expect(Date.now() - started).toBeLessThan(1000);
  other.exec('commit');
});

test.skipIf(onPostgres)('SQLite: a statement or a transaction start that finds the database busy is run again, within the budget', async () => {
  const { other } = await twoConnections();
  // busy_timeout 0: SQLite answers busy at once, so only the retries can wait for the lock.
  const database = new SQLite(other.name, { timeout: 0 });
  const quick = new Kysely<{ t: { id: Generated<number>; v: string } }>({ dialect: new WriteLockingSqliteDialect(database, 1000) });
  onTestFinished(() => quick.destroy());
  const holdLock = (ms: number) => {
    other.exec('begin immediate');
    setTimeout(() => other.open && other.exec('commit'), ms);
  };

  holdLock(30);
  await quick.insertInto('t').values({ v: 'alone' }).execute();
  holdLock(30);
  await quick.transaction().execute((trx) => trx.insertInto('t').values({ v: 'in a transaction' }).execute());
  expect(other.prepare('select v from t order by id').pluck().all()).toEqual(['alone', 'in a transaction']);

  // Once the attempts are spent the error stands.
  other.exec('begin immediate');
  await expect(quick.insertInto('t').values({ v: 'late' }).execute()).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
  other.exec('commit');
});
