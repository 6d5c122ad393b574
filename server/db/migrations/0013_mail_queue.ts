import type { Kysely } from 'kysely';
import { autoId, timestampType } from '../dialect';

/**
 * The mail queue every e-mail goes through (docs/api.md "Mail"): one row per message until it is
 * delivered (then deleted: a sign-in code is stored nowhere else in plain text), with its attempts,
 * the time of the next one and the last error. A node claims due rows by setting `locked_by` and a
 * lease (`locked_until`) in one UPDATE, so several API nodes share the queue and only the claimer
 * sends.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const timestamp = timestampType(db);
  await db.schema
    .createTable('mail_queue')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('kind', 'varchar(40)', (c) => c.notNull())
    .addColumn('recipient', 'varchar(254)', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body_text', 'text', (c) => c.notNull())
    .addColumn('body_html', 'text')
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('expires_at', timestamp)
    .addColumn('next_attempt_at', timestamp, (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'varchar(500)')
    .addColumn('locked_by', 'varchar(100)')
    .addColumn('locked_until', timestamp)
    .execute();
  await db.schema.createIndex('mail_queue_next_attempt').on('mail_queue').column('next_attempt_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_queue').execute();
}
