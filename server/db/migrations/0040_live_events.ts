import type { Kysely } from 'kysely';
import { autoId, timestampType } from '../dialect';

/**
 * Live updates (docs/api.md "Live updates"): `live_events` keeps each event raised for the
 * console's event streams a few minutes, so that a browser reconnecting with `Last-Event-ID`
 * (to this node or another) gets what it missed; `presence` holds who has which record open,
 * refreshed by the edit page while it stays open.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const timestamp = timestampType(db);
  await db.schema
    .createTable('live_events')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('at', timestamp, (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('area', 'varchar(40)')
    .addColumn('user_id', 'integer')
    .addColumn('data', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('live_events_at').on('live_events').column('at').execute();

  await db.schema
    .createTable('presence')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('resource', 'varchar(60)', (c) => c.notNull())
    .addColumn('record_id', 'varchar(60)', (c) => c.notNull())
    .addColumn('seen_at', timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('presence_pk', ['resource', 'record_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('presence').execute();
  await db.schema.dropTable('live_events').execute();
}
