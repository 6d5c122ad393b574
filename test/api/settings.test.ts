import { sql } from 'kysely';
import { expect, test } from 'vitest';
import { loadConfig } from '../../server/config';
import { bearer, createStaff, createTestApp, onPostgres, signIn, testApp, throughPgbouncer } from './helpers';

test('GET /data/console-settings answers PUBLISHER_NAME without sign-in', async () => {
  const app = await testApp({ publisherName: loadConfig({ PUBLISHER_NAME: 'Acme Books' }).publisherName });

  const response = await app.inject({ method: 'GET', url: '/data/console-settings' });

  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.json()).toEqual({ publisherName: 'Acme Books', timeZone: 'UTC' });
});

test('without PUBLISHER_NAME it answers the default name', async () => {
  const app = await testApp();

  const response = await app.inject({ method: 'GET', url: '/data/console-settings' });

  expect(response.json()).toEqual({ publisherName: 'Northwind Press', timeZone: 'UTC' });
});

test('it answers TIME_ZONE, the business day the console computes date presets in', async () => {
  const app = await testApp({ timeZone: 'Europe/Berlin' });

  const response = await app.inject({ method: 'GET', url: '/data/console-settings' });

  expect(response.json()).toMatchObject({ timeZone: 'Europe/Berlin' });
});

test("HEAP_GROWTH_PERCENT: a heap grows to twice its live size unless set, 0 leaves V8's own, and a bad value stops the start", () => {
  expect(loadConfig({}).heapGrowthPercent).toBe(100);
  expect(loadConfig({ HEAP_GROWTH_PERCENT: '0' }).heapGrowthPercent).toBe(0);
  expect(loadConfig({ HEAP_GROWTH_PERCENT: '50' }).heapGrowthPercent).toBe(50);
  expect(() => loadConfig({ HEAP_GROWTH_PERCENT: 'lots' })).toThrow('Expected a whole number, got "lots"');
});

test('DATABASE_PREPARED_STATEMENTS: on unless 0, and a bad value stops the start', () => {
  expect(loadConfig({}).databasePreparedStatements).toBe(true);
  expect(loadConfig({ DATABASE_PREPARED_STATEMENTS: '1' }).databasePreparedStatements).toBe(true);
  expect(loadConfig({ DATABASE_PREPARED_STATEMENTS: '0' }).databasePreparedStatements).toBe(false);
  expect(() => loadConfig({ DATABASE_PREPARED_STATEMENTS: 'yes' })).toThrow('DATABASE_PREPARED_STATEMENTS must be 1 or 0, got "yes"');
});

test.runIf(onPostgres && !throughPgbouncer)('on PostgreSQL the session check and the orders list sorted by creation are prepared once and planned without their values', async () => {
  const app = await testApp();
  const { access_token: token } = await signIn(app, await createStaff(app, { role: 2 }));

  const list = await app.inject({ method: 'POST', url: '/api/orders/list', headers: bearer(token), payload: { paginationRequest: { page: 0, size: 25 } } });

  expect(list.statusCode).toBe(200);
  expect(app.preparedDb).not.toBe(app.db);
  // One request at a time: the pool has lent one connection, which holds both statements.
  const { rows } = await sql<{ statement: string; mode: string }>`select statement, current_setting('plan_cache_mode') as mode from pg_prepared_statements`.execute(app.preparedDb);
  expect(rows.every(({ mode }) => mode === 'force_generic_plan')).toBe(true);
  expect(rows.map(({ statement }) => statement)).toEqual(
    expect.arrayContaining([expect.stringContaining('from "sessions"'), expect.stringContaining('as "list_total"')]),
  );
});

test.runIf(onPostgres && !throughPgbouncer)('with DATABASE_PREPARED_STATEMENTS=0 they are prepared by SQL instead, as PgBouncer in transaction mode keeps them (server/db/preparedPool.ts)', async () => {
  const app = await testApp({ databasePreparedStatements: false });
  const { access_token: token } = await signIn(app, await createStaff(app, { role: 2 }));

  const list = await app.inject({ method: 'POST', url: '/api/orders/list', headers: bearer(token), payload: { paginationRequest: { page: 0, size: 25 } } });

  expect(list.statusCode).toBe(200);
  expect(app.preparedDb).not.toBe(app.db);
  const { rows } = await sql<{ statement: string; from_sql: boolean }>`select statement, from_sql from pg_prepared_statements where statement like ${'prepare %'}`.execute(app.preparedDb);
  expect(rows.every(({ from_sql }) => from_sql)).toBe(true);
  expect(rows.map(({ statement }) => statement)).toEqual(
    expect.arrayContaining([expect.stringContaining('from "sessions"'), expect.stringContaining('as "list_total"')]),
  );
});

test.runIf(!onPostgres)('on SQLite every statement goes through the one pool', async () => {
  const app = await testApp();

  expect(app.preparedDb).toBe(app.db);
});

test.runIf(throughPgbouncer)('behind PgBouncer without DATABASE_PREPARED_STATEMENTS=0 the start fails, saying to set it', async () => {
  await expect(createTestApp({ databasePreparedStatements: true })).rejects.toThrow(/unsupported startup parameter.*set DATABASE_PREPARED_STATEMENTS=0/);
});
