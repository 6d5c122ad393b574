import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { expect, test } from 'vitest';
import { createDb, migrateToLatest, migrationProvider } from '../../server/db';
import { migrationTableSchema } from '../../server/db/dialect';
import { freshPostgresSchema, onPostgres } from './helpers';

/*
 * Migration 0023: what the audit log, bulk jobs, staff notes and the Activity page's saved views
 * held under a resource's old names reads under its one name (docs/architecture.md "Resources");
 * migration 0031 names a layout's entries by the layout's id.
 */
test('what was stored under the old names of a resource is renamed to its one name', async () => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'console-migration-'));
  const schema = onPostgres ? await freshPostgresSchema() : undefined;
  const db = createDb({ databaseUrl: schema?.url, dataDir });
  try {
    const migrator = new Migrator({ db, provider: migrationProvider, migrationTableSchema: await migrationTableSchema(db) });
    const { error } = await migrator.migrateTo('0022_job_audit');
    expect(error).toBeUndefined();
    const at = new Date().toISOString();
    const { id: staffId } = await db
      .insertInto('users')
      .values({ email: 'old@names.test', name: 'Old', role: 1, created_at: at } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const entry = (resource: string, recordId = '1') => ({ at, action: 'update', resource, area: 'ui', record_id: recordId, changes: '[]' }) as never;
    await db.insertInto('audit_entries').values(['feedEntry', 'ebook', 'appConfig', 'customer', 'staff'].map((resource) => entry(resource))).execute();
    // Migration 0031: a layout's entries name it by its id.
    await db.insertInto('audit_entries').values(entry('layout', 'news')).execute();
    const job = (kind: string) => ({ kind, params: '{}', actor_id: staffId, status: 'done', created_at: at }) as never;
    await db.insertInto('jobs').values(['feed/disable', 'customers/block', 'appConfig/delete', 'orders/recheck-payment'].map(job)).execute();
    await db.insertInto('staff_notes').values({ subject: 'customer' as never, subject_id: 1, author_id: staffId, body: 'n', created_at: at }).execute();
    const view = (list: string, filters: object) => ({ list, name: JSON.stringify(filters), owner_id: staffId, filters: JSON.stringify(filters), created_at: at, updated_at: at });
    await db
      .insertInto('saved_views')
      .values([view('users/activity', { resource: 'alert', action: 'update' }), view('users/activity', { action: 'delete' }), view('orders', { resource: 'order' })])
      .execute();

    await migrateToLatest(db);

    const resources = await db.selectFrom('audit_entries').select(['resource', 'record_id']).orderBy('id').execute();
    expect(resources.map((row) => row.resource)).toEqual(['feeds', 'e-books', 'ui/app-config', 'users/customers', 'staff', 'ui/layout']);
    expect(resources.at(-1)).toEqual({ resource: 'ui/layout', record_id: '4' });
    const kinds = await db.selectFrom('jobs').select('kind').orderBy('id').execute();
    expect(kinds.map((row) => row.kind)).toEqual(['feeds/disable', 'users/customers/block', 'ui/app-config/delete', 'orders/recheck-payment']);
    expect(await db.selectFrom('staff_notes').select('subject').executeTakeFirst()).toEqual({ subject: 'users/customers' });
    const views = await db.selectFrom('saved_views').select('filters').where('owner_id', '=', staffId).orderBy('id').execute();
    expect(views.map((row) => JSON.parse(row.filters))).toEqual([{ resource: 'ui/alerts', action: 'update' }, { action: 'delete' }, { resource: 'order' }]);
    // The entries stay append-only.
    await expect(sql`update audit_entries set label = 'changed'`.execute(db)).rejects.toThrow(/append-only/);
  } finally {
    await db.destroy();
    await schema?.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
});
