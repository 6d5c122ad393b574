import { sql } from 'kysely';
import { expect, test } from 'vitest';
import { refreshPlannerStatistics } from '../../server/db';
import { readSortedPage } from '../../server/lib/lists';
import { onPostgres, testApp } from './helpers';

/** Seven customers named Customer 1..7, created a minute apart. */
async function sevenCustomers() {
  const app = await testApp();
  const start = Date.parse('2026-01-01T00:00:00Z');
  await app.db
    .insertInto('users')
    .values(
      Array.from({ length: 7 }, (_, n) => ({
        email: `customer${n + 1}@example.test`,
        name: `Customer ${n + 1}`,
        created_at: new Date(start + n * 60_000).toISOString(),
      })),
    )
    .execute();
  return app;
}

const page = (app: Awaited<ReturnType<typeof testApp>>, page: number, countAtMost?: number) =>
  readSortedPage(
    app.db,
    { page, size: 3, sortBy: 'createdAt', sortDirection: 'ASC' },
    (trx) => trx.selectFrom('users').where('role', 'is', null),
    { sortExpression: { createdAt: sql.ref('created_at') }, defaultSort: 'createdAt', id: 'users.id' },
    async (window) => (await window.select('name').execute()).map((row) => row.name),
    { countAtMost },
  );

test('a count that stops short answers its limit as a lower bound, and still reads every page', async () => {
  const app = await sevenCustomers();
  expect(await page(app, 0, 4)).toEqual({ content: ['Customer 1', 'Customer 2', 'Customer 3'], totalElements: 4, totalIsLowerBound: true, page: 0, size: 3 });
  // Past the limit, the rows are there all the same; past the real end, none.
  expect((await page(app, 2, 4)).content).toEqual(['Customer 7']);
  expect((await page(app, 3, 4)).content).toEqual([]);
});

test('a count within its limit, or without one, is exact', async () => {
  const app = await sevenCustomers();
  expect(await page(app, 0, 7)).toMatchObject({ totalElements: 7 });
  expect(await page(app, 0, 7)).not.toHaveProperty('totalIsLowerBound');
  expect(await page(app, 2)).toEqual({ content: ['Customer 7'], totalElements: 7, page: 2, size: 3 });
  expect((await page(app, 3)).content).toEqual([]);
});

test.skipIf(onPostgres)('SQLite: the planner statistics follow the data (pragma optimize, at start and hourly)', async () => {
  const app = await sevenCustomers();
  const usersStatistics = () => sql<{ stat: string }>`select stat from sqlite_stat1 where tbl = 'users' and idx is not null`.execute(app.db);
  await refreshPlannerStatistics(app.db);
  const { rows } = await usersStatistics();
  // Each index's row: the table's rows first (seven customers, plus any staff).
  expect(rows.length).toBeGreaterThan(0);
  expect(Number(rows[0]!.stat.split(' ')[0])).toBeGreaterThanOrEqual(7);
});
