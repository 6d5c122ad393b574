import type { TableMetadata } from 'kysely';
import { expect, test } from 'vitest';
import { createTestApp, onPostgres } from './helpers';

/*
 * On PostgreSQL each app keeps to the current schema (the first of its role's search_path), also
 * when it asks what tables there are before migrating: another schema of the same database,
 * another app's or another test worker's, may be dropped meanwhile.
 */
test.skipIf(!onPostgres)('the migrator sees the tables of its own schema only, whatever other schemas the database holds', async () => {
  const first = await createTestApp();
  const second = await createTestApp();
  try {
    const firstTables = await first.app.db.introspection.getTables({ withInternalKyselyTables: true });
    const secondTables = await second.app.db.introspection.getTables({ withInternalKyselyTables: true });
    const schemasOf = (tables: TableMetadata[]) => [...new Set(tables.map((table) => table.schema))];
    expect(schemasOf(firstTables)).toHaveLength(1);
    expect(schemasOf(secondTables)).toHaveLength(1);
    expect(schemasOf(firstTables)).not.toEqual(schemasOf(secondTables));
    expect(firstTables.map((table) => table.name)).toEqual(expect.arrayContaining(['kysely_migration', 'orders', 'ebooks']));
    const orders = firstTables.find((table) => table.name === 'orders');
    expect(orders?.columns.find((column) => column.name === 'id')).toMatchObject({ isAutoIncrementing: true, isNullable: false });
    expect(firstTables.some((table) => table.name === 'kysely_migration_lock')).toBe(true);
    const withoutKysely = await first.app.db.introspection.getTables();
    expect(withoutKysely.some((table) => table.name.startsWith('kysely_'))).toBe(false);
  } finally {
    await Promise.all([first.close(), second.close()]);
  }
});
