import { sql } from 'kysely';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createPreparedDb, type Db } from '../../server/db';
import { literal } from '../../server/db/preparedPool';
import { onPostgres, testApp, throughPgbouncer } from './helpers';

/** The prepared pool as DATABASE_PREPARED_STATEMENTS=0 makes it (by SQL), on the test app's schema. */
async function sqlPreparedDb(): Promise<{ app: Awaited<ReturnType<typeof testApp>>; prepared: Db }> {
  const app = await testApp();
  const prepared = createPreparedDb({ databaseUrl: app.config.databaseUrl, databasePreparedStatements: false })!;
  onTestFinished(() => prepared.destroy());
  return { app, prepared };
}

describe('literals (server/db/preparedPool.ts; each value type in preparedPoolLiterals.test.ts)', () => {
  it('quotes text, escapes backslashes, writes bytes in hex and nothing as null', () => {
    expect(literal("O'Brien")).toBe("'O''Brien'");
    expect(literal('back\\slash')).toBe(" E'back\\\\slash'");
    expect(literal(Buffer.from([0, 1, 255]))).toBe("'\\x0001ff'");
    expect(literal(null)).toBe('null');
    expect(literal(undefined)).toBe('null');
    expect(literal(42)).toBe("'42'");
  });
});

describe.runIf(onPostgres)('statements prepared by SQL, as behind PgBouncer (DATABASE_PREPARED_STATEMENTS=0; server/db/preparedPool.ts)', () => {
  it('answers what the same statement answers unprepared, whatever its values', async () => {
    const { app, prepared } = await sqlPreparedDb();
    const values: unknown[] = [
      "O'Brien",
      'back\\slash and \\x00',
      'émoji 📚 and "quotes"',
      new Date('2026-03-01T12:34:56.789Z'),
      null,
      42,
      2.5,
      true,
      ['a', "b'c"],
    ];
    for (const value of values) {
      const read = (db: Db) => sql<{ value: unknown; text: string }>`select ${value} as value, ${value}::text as text`.execute(db);
      expect((await read(prepared)).rows, String(value)).toEqual((await read(app.db)).rows);
    }
    const typed = await sql<{ day: string; doc: unknown; bytes: Buffer }>`select ${'2026-12-02'}::date::text as day, ${JSON.stringify({ it: "it's" })}::jsonb as doc, ${Buffer.from([0, 97, 255])}::bytea as bytes`.execute(prepared);
    expect(typed.rows).toEqual([{ day: '2026-12-02', doc: { it: "it's" }, bytes: Buffer.from([0, 97, 255]) }]);
    // Many calls at once, pipelined (and over PgBouncer's server connections), each prepare it where it is missing.
    const numbers = await Promise.all(Array.from({ length: 24 }, (_, index) => sql<{ n: number }>`select ${index}::int as n`.execute(prepared)));
    expect(numbers.map(({ rows }) => rows[0]!.n)).toEqual(Array.from({ length: 24 }, (_, index) => index));
  });

  it('sends what PREPARE does not take as it is, and its errors as they are', async () => {
    const { prepared } = await sqlPreparedDb();
    await expect(sql`show plan_cache_mode`.execute(prepared)).resolves.toMatchObject({ rows: [{ plan_cache_mode: 'auto' }] });
    await expect(sql`select * from no_such_table where id = ${1}`.execute(prepared)).rejects.toThrow('relation "no_such_table" does not exist');
  });

  it.runIf(!throughPgbouncer)('prepares a statement once per connection, planned without its values, and again when it goes missing or its table changes', async () => {
    const { prepared } = await sqlPreparedDb();
    await sql`create table probe (id int primary key)`.execute(prepared);
    await sql`insert into probe values (1), (2)`.execute(prepared);
    const probe = (id: number) => sql<Record<string, unknown>>`select * from probe where id = ${id}`.execute(prepared);

    expect((await probe(1)).rows).toEqual([{ id: 1 }]);
    expect((await probe(2)).rows).toEqual([{ id: 2 }]);
    const statements = await sql<{ statement: string; from_sql: boolean; generic_plans: number }>`select statement, from_sql, generic_plans from pg_prepared_statements where statement like ${'%from probe%'}`.execute(prepared);
    expect(statements.rows).toEqual([{ statement: expect.stringMatching(/^prepare "k[\w-]+" as select \* from probe/), from_sql: true, generic_plans: 2 }]);

    await sql`deallocate all`.execute(prepared);
    expect((await probe(1)).rows).toEqual([{ id: 1 }]);
    await sql`alter table probe add column title text`.execute(prepared);
    expect((await probe(2)).rows).toEqual([{ id: 2, title: null }]);
  });
});
