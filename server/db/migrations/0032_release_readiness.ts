import type { Kysely } from 'kysely';
import { timestampType } from '../dialect';

/**
 * An e-book's release readiness (docs/api.md "Release readiness"): the checks of its stored e-pubs
 * (one row per e-book and slot, the file it checked by its path, what EPUBCheck and the structural
 * check found), its cover's size and colour space as uploaded, and the summary the list filters
 * by: `ready` (no error-level check open) and `readiness_open`, the open checks between commas
 * (`,epub,coverRatio,`; null until the book is first assessed, which the server does at start for
 * the books stored before: server/areas/ebooks/readiness.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const timestamp = timestampType(db);
  await db.schema
    .createTable('epub_checks')
    .addColumn('ebook_id', 'integer', (c) => c.notNull().references('ebooks.id').onDelete('cascade'))
    .addColumn('slot', 'varchar(10)', (c) => c.notNull())
    .addColumn('path', 'varchar(300)', (c) => c.notNull())
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    .addColumn('checker', 'varchar(20)')
    .addColumn('version', 'varchar(40)')
    .addColumn('errors', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('warnings', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('findings', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('truncated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('note', 'varchar(500)')
    .addColumn('checked_at', timestamp)
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('epub_checks_pk', ['ebook_id', 'slot'])
    .execute();
  await db.schema.alterTable('ebooks').addColumn('cover_width', 'integer').execute();
  await db.schema.alterTable('ebooks').addColumn('cover_height', 'integer').execute();
  await db.schema.alterTable('ebooks').addColumn('cover_space', 'varchar(20)').execute();
  await db.schema.alterTable('ebooks').addColumn('ready', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('ebooks').addColumn('readiness_open', 'varchar(200)').execute();
  // The list's readiness filter, in its default order (newest first).
  await db.schema.createIndex('ebooks_ready').on('ebooks').columns(['ready', 'created_at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('ebooks_ready').execute();
  for (const column of ['readiness_open', 'ready', 'cover_space', 'cover_height', 'cover_width']) {
    await db.schema.alterTable('ebooks').dropColumn(column).execute();
  }
  await db.schema.dropTable('epub_checks').execute();
}
