import { type Kysely, sql } from 'kysely';

/**
 * Distinct visitors over any range without reading each visitor's days: `visitor_returns` counts
 * the visitors of each business day by the day of their previous visit ('' for a first visit).
 * A visitor is counted once in a range on the first of their days in it, the one whose previous
 * visit came before the range, so the distinct visitors of [start, end] are the sum over its days
 * of the rows whose `previous_day` is before `start`: a few thousand rows for a year, where
 * `count(distinct visitor_id)` over `visitor_days` reads a million at scale. The index on
 * `visitor_days (visitor_id, day)` finds a visitor's days when an event batch adds one
 * (server/areas/analytics/eventRollups.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('visitor_returns')
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('previous_day', 'varchar(10)', (c) => c.notNull())
    .addColumn('visitors', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('visitor_returns_pk', ['day', 'previous_day'])
    .execute();
  await db.schema.createIndex('visitor_days_visitor').on('visitor_days').columns(['visitor_id', 'day']).execute();
  await sql`
    insert into visitor_returns (day, previous_day, visitors)
    select day, previous_day, count(*) from (
      select day, coalesce(lag(day) over (partition by visitor_id order by day), '') as previous_day from visitor_days
    ) as visits
    group by day, previous_day
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('visitor_days_visitor').execute();
  await db.schema.dropTable('visitor_returns').execute();
}
