import type { Kysely } from 'kysely';
import { timestampType } from '../dialect';

/**
 * The revisions of the editorial records (docs/api.md "Revisions", server/revisions/): every save
 * of an e-book, feed entry, banner or alert keeps the whole record as its GET answers it (JSON, its
 * files by the URLs and paths it answers), numbered 1, 2, ... per record, with who and when, and
 * the audit action that made it (or `existing`: the record as it was before its first kept change).
 *
 * The primary key (resource, record_id, number) is the index that lists a record's revisions newest
 * first (read backwards) and finds its latest number; a concurrent save cannot take a number twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const timestamp = timestampType(db);
  await db.schema
    .createTable('revisions')
    .addColumn('resource', 'varchar(40)', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('record', 'text', (c) => c.notNull())
    .addColumn('action', 'varchar(40)', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addPrimaryKeyConstraint('revisions_pk', ['resource', 'record_id', 'number'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('revisions').execute();
}
