import { afterAll, describe, expect, test } from 'vitest';
import { nameOrEmailContains } from '../../server/lib/textSearch';
import { createCustomers, createTestApp } from './helpers';

/**
 * "Contains" text search over the trigram indexes (migration 0019_text_search, docs/api.md
 * "Search"): the same rows on SQLite (FTS5 kept by triggers) and PostgreSQL (pg_trgm), whatever
 * the text holds.
 */

const { app, close } = await createTestApp();
afterAll(close);

const [ada, bob, quote] = await createCustomers(app, [
  { name: 'Ada Lovelace-Byron', email: 'ada@engines.test' },
  { name: 'Bob 100% Sure_Thing', email: 'bob@percent.test' },
  { name: 'Quote "Marks" O\'Hara', email: 'quote@marks.test' },
]);

const found = async (q: string) =>
  (await app.db.selectFrom('users').select('id').where(nameOrEmailContains(app.db, q)).where('role', 'is', null).orderBy('id').execute()).map((row) => row.id);

describe('a text contained in a name or an e-mail', () => {
  test('is found in any case, from 3 characters, in the middle of a word too', async () => {
    expect(await found('LOVEL')).toEqual([ada]);
    expect(await found('ace-by')).toEqual([ada]);
    expect(await found('engines.te')).toEqual([ada]);
  });

  test('of one or two characters is found too, without the index', async () => {
    expect(await found('yr')).toEqual([ada]);
    expect(await found('Ø')).toEqual([]);
  });

  test('takes %, _, quotes and FTS syntax literally', async () => {
    expect(await found('100%')).toEqual([bob]);
    expect(await found('e_th')).toEqual([bob]);
    expect(await found('%')).toEqual([bob]);
    expect(await found('"Marks"')).toEqual([quote]);
    expect(await found("O'Hara")).toEqual([quote]);
    expect(await found('Marks OR Ada')).toEqual([]);
    expect(await found('ada*')).toEqual([]);
    expect(await found('NEAR(ada bob)')).toEqual([]);
  });

  test('follows the rows as they change and go', async () => {
    await app.db.updateTable('users').set({ name: 'Augusta King' }).where('id', '=', ada!).execute();
    expect(await found('Lovelace')).toEqual([]);
    expect(await found('Augusta')).toEqual([ada]);
    expect(await found('engines')).toEqual([ada]);

    const [late] = await createCustomers(app, [{ name: 'Late Augustine', email: 'late@new.test' }]);
    expect(await found('august')).toEqual([ada, late]);

    await app.db.deleteFrom('users').where('id', '=', late!).execute();
    expect(await found('august')).toEqual([ada]);
  });
});
