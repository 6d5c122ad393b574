import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPreparedDb, type Db } from '../../server/db';
import { pgTypes } from '../../server/db/dialect';
import { literal, parameterText } from '../../server/db/preparedPool';
import { onPostgres } from './helpers';

/**
 * The values of statements prepared by SQL (server/db/preparedPool.ts, docs/api.md "Database")
 * travel as SQL literals of what pg would send for each as a parameter. Each kind of value here,
 * cast to each type it may stand for, must read the same as a literal as it does as pg's parameter
 * (and as it does through the pool that prepares by SQL, which sends it as a literal to EXECUTE).
 */

const date = new Date('2026-03-01T12:34:56.789Z');
/** Each kind of value pg converts, and the types it is cast to. */
const cases: { label: string; value: unknown; types: string[] }[] = [
  { label: 'text with a quote', value: "O'Brien", types: ['text', 'varchar'] },
  { label: 'text with backslashes', value: 'back\\slash and \\x00 and \\\\', types: ['text'] },
  { label: 'text with quotes, braces, new lines and tabs', value: '"q" {a,b} line\nnext\ttab', types: ['text'] },
  { label: 'unicode text', value: 'émoji 📚 ünïcode', types: ['text'] },
  { label: 'empty text', value: '', types: ['text'] },
  { label: 'an integer', value: 42, types: ['int4', 'int8', 'numeric', 'float8', 'text'] },
  { label: 'a negative integer', value: -7, types: ['int2', 'int4', 'numeric', 'text'] },
  { label: 'the largest safe integer', value: Number.MAX_SAFE_INTEGER, types: ['int8', 'numeric', 'text'] },
  { label: 'a fraction', value: 2.5, types: ['numeric', 'float8', 'text'] },
  { label: 'a binary fraction', value: 0.1 + 0.2, types: ['float8', 'numeric', 'text'] },
  { label: 'an exponent', value: 1e21, types: ['float8', 'numeric', 'text'] },
  { label: 'minus zero', value: -0, types: ['float8', 'int4', 'text'] },
  { label: 'NaN', value: Number.NaN, types: ['float8', 'numeric', 'text'] },
  { label: 'infinity', value: -Infinity, types: ['float8', 'text'] },
  { label: 'a bigint past 2^53', value: 9_007_199_254_740_993n, types: ['int8', 'numeric', 'text'] },
  { label: 'a negative bigint', value: -1n, types: ['int8', 'text'] },
  { label: 'true', value: true, types: ['bool', 'text'] },
  { label: 'false', value: false, types: ['bool', 'text'] },
  { label: 'null', value: null, types: ['text', 'int4', 'jsonb', 'bytea'] },
  { label: 'undefined', value: undefined, types: ['text', 'timestamptz'] },
  { label: 'a Date', value: date, types: ['timestamptz', 'timestamp', 'date', 'text'] },
  { label: 'a Date of year 500', value: new Date('0500-06-15T01:02:03.004Z'), types: ['timestamptz', 'text'] },
  // Read as text: the timestamps' parser (server/db/dialect.ts) reads no year before Christ.
  { label: 'a Date before Christ', value: new Date('-000044-03-15T12:00:00.000Z'), types: ['timestamptz::text', 'timestamp::text', 'text'] },
  { label: 'a Buffer', value: Buffer.from([0, 1, 39, 92, 255]), types: ['bytea'] },
  { label: 'an empty Buffer', value: Buffer.alloc(0), types: ['bytea'] },
  { label: 'a Uint8Array within a larger buffer', value: new Uint8Array([9, 0, 39, 92, 255, 9]).subarray(1, 5), types: ['bytea'] },
  { label: 'an array of text', value: ['a', "b'c", 'd"e', 'f\\g', null, '', '{x}', 'a,b', 'NULL'], types: ['text[]', 'text'] },
  { label: 'an array of numbers', value: [1, -2, null, 3], types: ['int4[]', 'numeric[]', 'text'] },
  { label: 'a nested array', value: [[1, 2], [3, null]], types: ['int4[]', 'text'] },
  { label: 'an empty array', value: [], types: ['text[]', 'int4[]', 'text'] },
  { label: 'an array of booleans and bigints', value: [true, false], types: ['bool[]', 'text'] },
  { label: 'an array of bigints', value: [9_007_199_254_740_993n, -1n], types: ['int8[]', 'text'] },
  { label: 'an array of Dates', value: [date, null], types: ['timestamptz[]', 'timestamp[]', 'text'] },
  { label: 'an array of bytes', value: [Buffer.from([0, 92, 255]), new Uint8Array([1, 2])], types: ['bytea[]', 'text'] },
  { label: 'an array of objects', value: [{ a: 1 }, { b: "it's \\ \"q\"" }], types: ['jsonb[]', 'json[]', 'text'] },
  { label: 'an object', value: { it: "it's", back: '\\', nested: { n: 1.5, list: [1, 'two', null], yes: true }, unicode: 'é📚' }, types: ['json', 'jsonb', 'text'] },
  { label: 'an empty object', value: {}, types: ['jsonb', 'text'] },
];

describe('literals of what pg sends (server/db/preparedPool.ts)', () => {
  it('quotes text, escapes backslashes, writes bytes in hex and nothing as null', () => {
    expect(literal("O'Brien")).toBe("'O''Brien'");
    expect(literal('back\\slash')).toBe(" E'back\\\\slash'");
    expect(literal(Buffer.from([0, 1, 255]))).toBe("'\\x0001ff'");
    expect(literal(new Uint8Array([7, 8, 9]).subarray(1))).toBe("'\\x0809'");
    expect(literal(null)).toBe('null');
    expect(literal(undefined)).toBe('null');
    expect(literal(42)).toBe("'42'");
    expect(literal(9_007_199_254_740_993n)).toBe("'9007199254740993'");
    expect(literal(true)).toBe("'true'");
    expect(literal({ a: "it's" })).toBe(`'{"a":"it''s"}'`);
  });

  it('writes arrays as PostgreSQL array text, as pg does', () => {
    expect(parameterText(['a', 'b"c', 'd\\e', null, undefined, [1, 2], Buffer.from([255]), true, { k: 'v' }])).toBe(
      '{"a","b\\"c","d\\\\e",NULL,NULL,{"1","2"},\\\\xff,"true","{\\"k\\":\\"v\\"}"}',
    );
    expect(parameterText([])).toBe('{}');
  });

  it('writes a Date in the local time with its offset, as pg does, or in UTC when pg is told to', () => {
    const zone = process.env.TZ;
    try {
      process.env.TZ = 'UTC';
      expect(parameterText(date)).toBe('2026-03-01T12:34:56.789+00:00');
      expect(parameterText(new Date('-000044-03-15T12:00:00.000Z'))).toBe('0045-03-15T12:00:00.000+00:00 BC');
      process.env.TZ = 'America/St_Johns';
      expect(parameterText(date)).toBe('2026-03-01T09:04:56.789-03:30');
      process.env.TZ = 'Asia/Kolkata';
      expect(parameterText(date)).toBe('2026-03-01T18:04:56.789+05:30');
      // Before standard time, the local mean time: pg writes its fields to the second and its offset in whole minutes.
      expect(parameterText(new Date('1850-03-15T12:00:00.000Z'))).toBe('1850-03-15T17:53:28.000+05:53');
      pg.defaults.parseInputDatesAsUTC = true;
      expect(parameterText(date)).toBe('2026-03-01T12:34:56.789+00:00');
      expect(parameterText(new Date('-000044-03-15T12:00:00.000Z'))).toBe('0045-03-15T12:00:00.000+00:00 BC');
    } finally {
      pg.defaults.parseInputDatesAsUTC = false;
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('refuses an object pg would convert by its toPostgres method', () => {
    expect(() => literal({ toPostgres: () => 'x' })).toThrow('toPostgres');
    expect(() => literal([{ toPostgres: () => 'x' }])).toThrow('toPostgres');
  });
});

describe.runIf(onPostgres)('each value reads the same as a literal as it does as a parameter (PostgreSQL)', () => {
  let client: pg.Client;
  let prepared: Db;
  beforeAll(async () => {
    const url = process.env.TEST_DATABASE_URL!;
    client = new pg.Client({ connectionString: url, types: pgTypes });
    await client.connect();
    // The pool that sends them as literals to EXECUTE, as behind PgBouncer; no table is read.
    prepared = createPreparedDb({ databaseUrl: url, databasePreparedStatements: false })!;
  });
  afterAll(async () => {
    await prepared?.destroy();
    await client?.end();
  });

  /** The value cast to `type`, and that as text, read by a literal, by a parameter and by the pool preparing by SQL. */
  async function readEachWay(value: unknown, type: string) {
    const byLiteral = await client.query(`select ${literal(value)}::${type} as value, (${literal(value)}::${type})::text as text`);
    const byParameter = await client.query(`select $1::${type} as value, ($1::${type})::text as text`, [value]);
    const byExecute = await sql`select ${value}::${sql.raw(type)} as value, (${value}::${sql.raw(type)})::text as text`.execute(prepared);
    return { byLiteral: byLiteral.rows, byParameter: byParameter.rows, byExecute: byExecute.rows };
  }

  it.each(cases)('$label', async ({ value, types }) => {
    for (const type of types) {
      const { byLiteral, byParameter, byExecute } = await readEachWay(value, type);
      expect(byLiteral, type).toEqual(byParameter);
      expect(byExecute, type).toEqual(byParameter);
    }
  });

  it('a Date in a time zone with a half-hour offset, and with parseInputDatesAsUTC', async () => {
    const zone = process.env.TZ;
    try {
      for (const [timeZone, utc] of [['America/St_Johns', false], ['Asia/Kolkata', false], ['Asia/Kolkata', true]] as const) {
        process.env.TZ = timeZone;
        pg.defaults.parseInputDatesAsUTC = utc;
        // The last before standard time (local mean time, an offset with seconds).
        const dates = [date, new Date('1999-12-31T23:59:59.999Z'), new Date('1850-03-15T12:00:00.000Z')];
        for (const type of ['timestamptz', 'timestamp', 'date', 'text', 'timestamptz[]', 'text[]']) {
          for (const value of type.endsWith('[]') ? [dates] : dates) {
            const { byLiteral, byParameter, byExecute } = await readEachWay(value, type);
            expect(byLiteral, `${timeZone} ${utc} ${type}`).toEqual(byParameter);
            expect(byExecute, `${timeZone} ${utc} ${type}`).toEqual(byParameter);
          }
        }
      }
    } finally {
      pg.defaults.parseInputDatesAsUTC = false;
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('an invalid Date is refused either way, as pg sends it', async () => {
    const invalid = new Date(Number.NaN);
    const refusal = (query: Promise<unknown>) => query.then(() => 'answered', (error: unknown) => (error instanceof Error ? error.message : String(error)));
    const byParameter = await refusal(client.query('select $1::timestamptz as value', [invalid]));
    expect(byParameter).toMatch(/^invalid input syntax for type timestamp with time zone/);
    expect(await refusal(client.query(`select ${literal(invalid)}::timestamptz as value`))).toBe(byParameter);
  });
});
