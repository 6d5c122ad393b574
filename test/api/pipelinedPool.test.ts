import { sql } from 'kysely';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createPreparedDb, type Db } from '../../server/db';
import { PreparedPool } from '../../server/db/preparedPool';
import { onPostgres, testApp, throughPgbouncer } from './helpers';

/** The prepared pool (server/db/preparedPool.ts) on a fresh test app's schema, as the app makes it. */
async function preparedDb() {
  const app = await testApp();
  const prepared = createPreparedDb(app.config)!;
  onTestFinished(() => prepared.destroy());
  return { app, prepared };
}

const backend = (db: Db) =>
  sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db).then(({ rows }) => rows[0]!.pid);

describe.runIf(onPostgres)('the prepared pool shares its connections, pipelined (server/db/preparedPool.ts)', () => {
  it('answers each of many statements written at once with its own rows', async () => {
    const { prepared } = await preparedDb();
    const answers = await Promise.all(Array.from({ length: 50 }, (_, n) => sql<{ n: number }>`select ${n}::int as n, pg_sleep(${n % 5 === 0 ? 0.001 : 0})`.execute(prepared)));
    expect(answers.map(({ rows }) => rows[0]!.n)).toEqual(Array.from({ length: 50 }, (_, n) => n));
    // A failed statement fails alone.
    const [failed, after] = await Promise.allSettled([sql`select 1 / ${0}::int as n`.execute(prepared), sql<{ n: number }>`select ${7}::int as n`.execute(prepared)]);
    expect(failed).toMatchObject({ status: 'rejected', reason: { message: 'division by zero' } });
    expect(after).toMatchObject({ status: 'fulfilled', value: { rows: [{ n: 7 }] } });
  });

  it('refuses a transaction, which would take in the statements of other requests', async () => {
    const { prepared } = await preparedDb();
    await expect(prepared.transaction().execute(async (trx) => sql`select 1`.execute(trx))).rejects.toThrow('A pipelined connection runs single statements: no transaction, no cursor');
  });

  it('refuses a cursor, whose portal would take in the statements written behind it', async () => {
    const { app } = await preparedDb();
    const preparing = app.config.databasePreparedStatements ? 'protocol' : 'sql';
    const pool = new PreparedPool(app.config.databaseUrl!, { preparing, connections: 1, stalledMs: 20 });
    onTestFinished(() => pool.end());
    const client = await pool.connect();
    const cursor = { read: async () => [], close: async () => undefined };
    expect(() => client.query(cursor)).toThrow('A pipelined connection runs single statements: no transaction, no cursor');
  });

  it('answers how many rows a write changed, and none for a read', async () => {
    const { prepared } = await preparedDb();
    await sql`create table probe (id int primary key, title text)`.execute(prepared);
    const changed = async (statement: ReturnType<typeof sql>) => (await statement.execute(prepared)).numAffectedRows;
    expect(await changed(sql`insert into probe values (${1}, ${'a'}), (${2}, ${'b'})`)).toBe(2n);
    expect(await changed(sql`update probe set title = ${'c'} where id = ${1}`)).toBe(1n);
    expect(await changed(sql`delete from probe where id > ${0}`)).toBe(2n);
    expect(await changed(sql`select * from probe where id = ${1}`)).toBeUndefined();
  });

  it.runIf(!throughPgbouncer)('runs statements in one connection, and in a second while one has run past 20 ms', async () => {
    const { prepared } = await preparedDb();
    const first = await backend(prepared);
    expect(await Promise.all([backend(prepared), backend(prepared), backend(prepared)])).toEqual([first, first, first]);

    const long = sql`select pg_sleep(0.5)`.execute(prepared);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    const second = await backend(prepared);
    expect(second).not.toBe(first);
    expect(performance.now() - started).toBeLessThan(400);
    await long;
    expect(await backend(prepared)).toBe(first);
  });

  it.runIf(!throughPgbouncer)('opens a connection again once its backend is gone', async () => {
    const { app, prepared } = await preparedDb();
    const first = await backend(prepared);
    await sql`select pg_terminate_backend(${first})`.execute(app.db);
    // The statement written as it breaks fails; the next gets a new connection.
    await expect
      .poll(async () => backend(prepared).catch(() => undefined), { timeout: 5_000 })
      .toSatisfy((pid) => typeof pid === 'number' && pid !== first);
  });
});
