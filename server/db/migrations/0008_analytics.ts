import type { Kysely } from 'kysely';
import { autoId, timestampType } from '../dialect';

/**
 * Analytics: the mobile app's events, and daily roll-ups that answer any range by reading one row
 * per day and key rather than every event or order (server/areas/analytics/eventRollups.ts and
 * orderRollups.ts keep them).
 * A `day` is a business day (`YYYY-MM-DD` in TIME_ZONE); `rollup_state` records the zone the days
 * were computed in, so that a change of TIME_ZONE recomputes them on the next start.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const timestamp = timestampType(db);

  await db.schema
    .createTable('app_events')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('occurred_at', timestamp, (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('visitor_id', 'varchar(64)', (c) => c.notNull())
    // 'phone' | 'tablet'
    .addColumn('device_type', 'varchar(10)', (c) => c.notNull())
    // 'ios' | 'android'
    .addColumn('platform', 'varchar(10)', (c) => c.notNull())
    .addColumn('app_version', 'varchar(20)', (c) => c.notNull())
    // 'screen_view' | 'event'
    .addColumn('type', 'varchar(12)', (c) => c.notNull())
    .addColumn('screen', 'varchar(60)', (c) => c.notNull())
    .addColumn('category', 'varchar(60)', (c) => c.notNull())
    .addColumn('name', 'varchar(60)')
    .execute();
  await db.schema.createIndex('app_events_day').on('app_events').column('day').execute();
  await db.schema.createIndex('app_events_category_day').on('app_events').columns(['category', 'day']).execute();
  // Recomputing the days after a change of TIME_ZONE updates one day's instants at a time.
  await db.schema.createIndex('app_events_occurred').on('app_events').column('occurred_at').execute();

  await db.schema
    .createTable('visitors')
    .addColumn('visitor_id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('first_day', 'varchar(10)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('visitors_first_day').on('visitors').column('first_day').execute();

  // One row per visitor and day; the device, platform and app version first seen that day.
  await db.schema
    .createTable('visitor_days')
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('visitor_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('device_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('platform', 'varchar(10)', (c) => c.notNull())
    .addColumn('app_version', 'varchar(20)', (c) => c.notNull())
    .addPrimaryKeyConstraint('visitor_days_pk', ['day', 'visitor_id'])
    .execute();

  await db.schema
    .createTable('event_days')
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('type', 'varchar(12)', (c) => c.notNull())
    .addColumn('screen', 'varchar(60)', (c) => c.notNull())
    .addColumn('category', 'varchar(60)', (c) => c.notNull())
    .addColumn('device_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('platform', 'varchar(10)', (c) => c.notNull())
    .addColumn('events', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('event_days_pk', ['day', 'type', 'screen', 'category', 'device_type', 'platform'])
    .execute();

  // Orders by the business day they were placed; rebuilt per day from `orders` when one changes.
  await db.schema.alterTable('orders').addColumn('day', 'varchar(10)').execute();
  await db.schema.createIndex('orders_day').on('orders').column('day').execute();
  await db.schema
    .createTable('order_days')
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('purchase_type', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('orders', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_days_pk', ['day', 'status', 'purchase_type', 'currency'])
    .execute();
  // Book purchases by the e-book's category.
  await db.schema
    .createTable('category_days')
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('orders', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('category_days_pk', ['day', 'category_id', 'status', 'currency'])
    .execute();

  await db.schema
    .createTable('rollup_state')
    .addColumn('name', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('time_zone', 'varchar(64)', (c) => c.notNull())
    .addColumn('built_at', timestamp, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['rollup_state', 'category_days', 'order_days', 'event_days', 'visitor_days', 'visitors', 'app_events']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.dropIndex('orders_day').execute();
  await db.schema.alterTable('orders').dropColumn('day').execute();
}
