import { type Kysely, sql } from 'kysely';

/**
 * `day_totals`: what the visitor statistics chart shows of each business day (its visitors, the
 * new ones among them, its screen views and events) in one row a day, so a year reads 365 rows.
 * Summed per day from `visitor_returns` and `event_days` (tens of thousands of rows a year at
 * scale: 130 ms on PostgreSQL for the chart) and kept in step with them by the same writes
 * (server/areas/analytics/eventRollups.ts). Filled here from the two.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('day_totals')
    .addColumn('day', 'varchar(10)', (c) => c.primaryKey())
    .addColumn('visitors', 'integer', (c) => c.notNull())
    .addColumn('new_visitors', 'integer', (c) => c.notNull())
    .addColumn('screen_views', 'integer', (c) => c.notNull())
    .addColumn('events', 'integer', (c) => c.notNull())
    .execute();
  await sql`
    insert into day_totals (day, visitors, new_visitors, screen_views, events)
    select day, sum(visitors), sum(new_visitors), sum(screen_views), sum(events) from (
      select day, visitors, case when previous_day = '' then visitors else 0 end as new_visitors, 0 as screen_views, 0 as events
      from visitor_returns
      union all
      select day, 0, 0, case when type = 'screen_view' then events else 0 end, case when type = 'event' then events else 0 end
      from event_days
    ) as figures
    group by day
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('day_totals').execute();
}
