import { type Insertable, type Kysely, sql } from 'kysely';
import type { AppEventsTable, Database } from '../../db/schema';

/**
 * The event roll-ups (migrations 0008, 0010, 0020): `visitor_days`, `visitors`, `visitor_returns`,
 * `event_days` and `day_totals` (the sums of the last two per day), bumped per batch received in the ingestion's transaction, or rebuilt from
 * `app_events` with grouped INSERT ... SELECTs (the demo data, a change of TIME_ZONE).
 */
type Db = Kysely<Database>;

/** The values of a map in the order of its keys. */
const inKeyOrder = <Value>(map: Map<string, Value>) =>
  [...map].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, value]) => value);

/**
 * What a batch adds to each roll-up, one row per key, in key order: concurrent batches then take
 * their row locks in one order (no deadlock on PostgreSQL). Read in time order, so that the first
 * device of a visitor's day is the earliest event's.
 */
function summarise(rows: Insertable<AppEventsTable>[]) {
  const inTimeOrder = [...rows].sort((a, b) => Date.parse(a.occurred_at) - Date.parse(b.occurred_at));
  const visitorDays = new Map<string, Insertable<Database['visitor_days']>>();
  const firstDays = new Map<string, { visitor_id: string; first_day: string }>();
  const eventDays = new Map<string, Insertable<Database['event_days']>>();
  for (const { day, visitor_id, device_type, platform, app_version, type, screen, category } of inTimeOrder) {
    const visitorDay = `${day}|${visitor_id}`;
    if (!visitorDays.has(visitorDay)) visitorDays.set(visitorDay, { day, visitor_id, device_type, platform, app_version });
    const first = firstDays.get(visitor_id);
    if (!first || day < first.first_day) firstDays.set(visitor_id, { visitor_id, first_day: day });
    const key = JSON.stringify([day, type, screen, category, device_type, platform]);
    const bucket = eventDays.get(key);
    if (bucket) bucket.events += 1;
    else eventDays.set(key, { day, type, screen, category, device_type, platform, events: 1 });
  }
  return { visitorDays: inKeyOrder(visitorDays), firstDays: inKeyOrder(firstDays), eventDays: inKeyOrder(eventDays) };
}

type Visit = { visitor_id: string; day: string };

/**
 * How a visitor's visits change `visitor_returns`: each day pairs with the day before it in the
 * visitor's sorted days ('' for the first), so the rows of the days before a batch are taken off
 * and those of the days after it put on. Keys in order, zeros left out.
 */
function visitorReturnChanges(before: Visit[], added: Visit[]): Insertable<Database['visitor_returns']>[] {
  const daysOf = (visits: Visit[]) => {
    const days = new Map<string, string[]>();
    for (const { visitor_id, day } of visits) {
      const known = days.get(visitor_id);
      if (known) known.push(day);
      else days.set(visitor_id, [day]);
    }
    return days;
  };
  const known = daysOf(before);
  const changes = new Map<string, Insertable<Database['visitor_returns']>>();
  const count = (days: string[], by: number) => {
    days.sort();
    days.forEach((day, n) => {
      const previous_day = days[n - 1] ?? '';
      const key = `${day}|${previous_day}`;
      const change = changes.get(key);
      if (change) change.visitors += by;
      else changes.set(key, { day, previous_day, visitors: by });
    });
  };
  for (const [visitor, days] of daysOf(added)) {
    const previous = known.get(visitor) ?? [];
    count([...previous], -1);
    count([...previous, ...days], +1);
  }
  return inKeyOrder(changes).filter((change) => change.visitors !== 0);
}

type DayTotals = Insertable<Database['day_totals']>;

/** What changes of `visitor_returns` and new `event_days` add to each day's totals, in day order. */
function dayTotalChanges(returns: Insertable<Database['visitor_returns']>[], eventDays: Insertable<Database['event_days']>[]): DayTotals[] {
  const totals = new Map<string, DayTotals>();
  const of = (day: string) => {
    let total = totals.get(day);
    if (!total) totals.set(day, (total = { day, visitors: 0, new_visitors: 0, screen_views: 0, events: 0 }));
    return total;
  };
  for (const { day, previous_day, visitors } of returns) {
    const total = of(day);
    total.visitors += visitors;
    if (previous_day === '') total.new_visitors += visitors;
  }
  for (const { day, type, events = 0 } of eventDays) {
    if (type === 'screen_view') of(day).screen_views += events;
    else of(day).events += events;
  }
  return inKeyOrder(totals);
}

/**
 * Stores events and bumps their roll-ups: each visitor's first day (an older event moves it
 * back), each visitor's day (the first device of the day wins; a later one changes nothing), the
 * visitors per day and previous visit, and the events per day and key. Call inside a transaction.
 * The visitors' rows are written first: on PostgreSQL their row locks make two batches of one
 * visitor take turns, so the second reads the days the first added.
 */
export async function recordEvents(trx: Db, rows: Insertable<AppEventsTable>[]): Promise<void> {
  if (rows.length === 0) return;
  await trx.insertInto('app_events').values(rows).execute();
  const { visitorDays, firstDays, eventDays } = summarise(rows);
  await trx
    .insertInto('visitors')
    .values(firstDays)
    .onConflict((conflict) =>
      conflict.column('visitor_id').doUpdateSet({
        first_day: sql`case when excluded.first_day < visitors.first_day then excluded.first_day else visitors.first_day end`,
      }),
    )
    .execute();
  const before = await trx
    .selectFrom('visitor_days')
    .select(['visitor_id', 'day'])
    .where('visitor_id', 'in', firstDays.map((visitor) => visitor.visitor_id))
    .execute();
  const added = await trx
    .insertInto('visitor_days')
    .values(visitorDays)
    .onConflict((conflict) => conflict.columns(['day', 'visitor_id']).doNothing())
    .returning(['visitor_id', 'day'])
    .execute();
  const returns = visitorReturnChanges(before, added);
  if (returns.length > 0) {
    await trx
      .insertInto('visitor_returns')
      .values(returns)
      .onConflict((conflict) =>
        conflict.columns(['day', 'previous_day']).doUpdateSet({ visitors: sql`visitor_returns.visitors + excluded.visitors` }),
      )
      .execute();
  }
  await trx
    .insertInto('event_days')
    .values(eventDays)
    .onConflict((conflict) =>
      conflict
        .columns(['day', 'type', 'screen', 'category', 'device_type', 'platform'])
        .doUpdateSet({ events: sql`event_days.events + excluded.events` }),
    )
    .execute();
  await trx
    .insertInto('day_totals')
    .values(dayTotalChanges(returns, eventDays))
    .onConflict((conflict) =>
      conflict.column('day').doUpdateSet({
        visitors: sql`day_totals.visitors + excluded.visitors`,
        new_visitors: sql`day_totals.new_visitors + excluded.new_visitors`,
        screen_views: sql`day_totals.screen_views + excluded.screen_views`,
        events: sql`day_totals.events + excluded.events`,
      }),
    )
    .execute();
}

/** Rebuilds the event roll-ups from every stored event, each table with one grouped INSERT ... SELECT. */
export async function rebuildEventRollups(trx: Db): Promise<void> {
  await trx.deleteFrom('visitor_days').execute();
  await trx.deleteFrom('visitor_returns').execute();
  await trx.deleteFrom('visitors').execute();
  await trx.deleteFrom('event_days').execute();
  await trx.deleteFrom('day_totals').execute();

  const ranked = trx
    .selectFrom('app_events')
    .select(['day', 'visitor_id', 'device_type', 'platform', 'app_version'])
    .select(sql<number>`row_number() over (partition by day, visitor_id order by occurred_at, id)`.as('n'));
  await trx
    .insertInto('visitor_days')
    .columns(['day', 'visitor_id', 'device_type', 'platform', 'app_version'])
    .expression(
      trx
        .selectFrom(ranked.as('ranked'))
        .select(['day', 'visitor_id', 'device_type', 'platform', 'app_version'])
        .where('n', '=', 1),
    )
    .execute();
  await trx
    .insertInto('visitors')
    .columns(['visitor_id', 'first_day'])
    .expression(
      trx
        .selectFrom('visitor_days')
        .select((eb) => ['visitor_id', eb.fn.min('day').as('first_day')])
        .groupBy('visitor_id'),
    )
    .execute();
  const visits = trx
    .selectFrom('visitor_days')
    .select(['day', sql<string>`coalesce(lag(day) over (partition by visitor_id order by day), '')`.as('previous_day')]);
  await trx
    .insertInto('visitor_returns')
    .columns(['day', 'previous_day', 'visitors'])
    .expression(
      trx
        .selectFrom(visits.as('visits'))
        .select((eb) => ['day', 'previous_day', eb.fn.countAll<number>().as('visitors')])
        .groupBy(['day', 'previous_day']),
    )
    .execute();
  const eventKey = ['day', 'type', 'screen', 'category', 'device_type', 'platform'] as const;
  await trx
    .insertInto('event_days')
    .columns([...eventKey, 'events'])
    .expression(
      trx
        .selectFrom('app_events')
        .select((eb) => [...eventKey, eb.fn.countAll<number>().as('events')])
        .groupBy([...eventKey]),
    )
    .execute();
  await trx
    .insertInto('day_totals')
    .columns(['day', 'visitors', 'new_visitors', 'screen_views', 'events'])
    .expression(
      trx
        .selectFrom(
          trx
            .selectFrom('visitor_returns')
            .select((eb) => [
              'day',
              'visitors',
              eb.case().when('previous_day', '=', '').then(eb.ref('visitors')).else(0).end().as('new_visitors'),
              sql<number>`0`.as('screen_views'),
              sql<number>`0`.as('events'),
            ])
            .unionAll(
              trx
                .selectFrom('event_days')
                .select((eb) => [
                  'day',
                  sql<number>`0`.as('visitors'),
                  sql<number>`0`.as('new_visitors'),
                  eb.case().when('type', '=', 'screen_view').then(eb.ref('events')).else(0).end().as('screen_views'),
                  eb.case().when('type', '=', 'event').then(eb.ref('events')).else(0).end().as('events'),
                ]),
            )
            .as('figures'),
        )
        .select((eb) => [
          'day',
          eb.fn.sum<number>('visitors').as('visitors'),
          eb.fn.sum<number>('new_visitors').as('new_visitors'),
          eb.fn.sum<number>('screen_views').as('screen_views'),
          eb.fn.sum<number>('events').as('events'),
        ])
        .groupBy('day'),
    )
    .execute();
}
