import { expect, test } from 'vitest';
import { insertMany } from '../../server/db/insertMany';
import { testApp } from './helpers';

const event = (index: number) => ({
  occurred_at: new Date(Date.UTC(2026, 0, 1, 0, 0, index)).toISOString(),
  day: '2026-01-01',
  visitor_id: `visitor-${index}`,
  device_type: 'phone',
  platform: index % 2 ? 'ios' : 'android',
  app_version: '1.0.0',
  type: 'event',
  screen: 'home',
  category: 'home',
  // Null as given, and text as given (quotes, a backslash, a line break, accents).
  name: index % 3 ? null : `"tap"\\\n${index} é`,
});

test('rows go in as given, in more than one statement, and RETURNING answers them in the order given', async () => {
  const app = await testApp();
  // More than a statement's worth on either database (1,000 rows on SQLite, 10,000 on PostgreSQL).
  const rows = Array.from({ length: 10_050 }, (_, index) => event(index));

  const returned = await insertMany(app.db, 'app_events', rows, ['id', 'visitor_id']);

  expect(returned.map((row) => row.visitor_id)).toEqual(rows.map((row) => row.visitor_id));
  const ids = returned.map((row) => Number(row.id));
  expect(ids).toEqual([...ids].sort((a, b) => a - b));
  const stored = await app.db.selectFrom('app_events').select(['visitor_id', 'name', 'platform']).orderBy('id').execute();
  expect(stored).toEqual(rows.map(({ visitor_id, name, platform }) => ({ visitor_id, name, platform })));
  const first = await app.db.selectFrom('app_events').select('occurred_at').orderBy('id').executeTakeFirstOrThrow();
  expect(new Date(first.occurred_at).toISOString()).toBe(rows[0]!.occurred_at);
});

test('no rows is no statement', async () => {
  const app = await testApp();
  expect(await insertMany(app.db, 'app_events', [], ['id'])).toEqual([]);
});
