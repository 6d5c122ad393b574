import { type Kysely, sql } from 'kysely';
import { timestampType } from '../dialect';

/**
 * The editorial lifecycle of the content the app shows (contract/lifecycle.ts, docs/architecture.md
 * "Editorial workflow"): one row per e-book, feed entry, banner and alert, under its resource's one
 * name. The item's own `status` (the spec's enabled flag) stays, written with the state: what is
 * published is enabled ("E"), anything else is not. Every item that exists starts published when
 * enabled, a draft otherwise.
 */
const editorialTables = [
  ['e-books', 'ebooks'],
  ['feeds', 'feed_entries'],
  ['ui/banners', 'banners'],
  ['ui/alerts', 'alerts'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const timestamp = timestampType(db);
  await db.schema
    .createTable('editorial_states')
    .addColumn('resource', 'varchar(40)', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('state', 'varchar(20)', (c) => c.notNull())
    // When a scheduled item goes out, and the job that publishes it then.
    .addColumn('publish_at', timestamp)
    .addColumn('job_id', 'integer', (c) => c.references('jobs.id').onDelete('set null'))
    // Whose submission it is (the author the review queue and the rejection's reason are for).
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // The reason of the last rejection, shown to the author until the item is submitted again.
    .addColumn('reason', 'text')
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addPrimaryKeyConstraint('editorial_states_pk', ['resource', 'record_id'])
    .execute();
  // The review queue and the calendar read by state and time.
  await db.schema.createIndex('editorial_states_state').on('editorial_states').columns(['state', 'updated_at']).execute();
  await db.schema.createIndex('editorial_states_publish_at').on('editorial_states').columns(['publish_at']).execute();
  for (const [resource, table] of editorialTables) {
    await sql`
      INSERT INTO editorial_states (resource, record_id, state, updated_at)
      SELECT ${resource}, id, CASE WHEN status = 'E' THEN 'published' ELSE 'draft' END, updated_at FROM ${sql.table(table)}
    `.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('editorial_states').execute();
}
