import type { Kysely } from 'kysely';
import { autoId, timestampType } from '../dialect';

/** Staff notes on orders and customers: plain text, with the author and the time (contract/notes.ts). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_notes')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('subject', 'varchar(20)', (c) => c.notNull())
    .addColumn('subject_id', 'integer', (c) => c.notNull())
    .addColumn('author_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', timestampType(db), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('staff_notes_subject').on('staff_notes').columns(['subject', 'subject_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('staff_notes').execute();
}
