import type { Kysely } from 'kysely';
import type { VisitorStatistics } from '../../../contract/analytics';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import { readSnapshot } from '../../lib/lists';
import { type DayRange, previousRange, seriesOf } from './ranges';

type Totals = VisitorStatistics['totals'];

/**
 * Distinct visitors over a whole range, each once: on the first of their days in the range, the
 * one whose previous visit came before it (migration 0010).
 */
export async function distinctVisitors(trx: Kysely<Database>, { startDate, endDate }: DayRange): Promise<number> {
  const { visitors } = await trx
    .selectFrom('visitor_returns')
    .select((eb) => eb.fn.sum<number>('visitors').as('visitors'))
    .where('day', '>=', startDate)
    .where('day', '<=', endDate)
    .where('previous_day', '<', startDate)
    .executeTakeFirstOrThrow();
  return Number(visitors ?? 0);
}

/** Per day of a range: visitors, new visitors, screen views and events (the days without any left out). */
async function dailyFigures(trx: Kysely<Database>, { startDate, endDate }: DayRange) {
  const rows = await trx.selectFrom('day_totals').selectAll().where('day', '>=', startDate).where('day', '<=', endDate).execute();
  const byDay = (figure: 'visitors' | 'new_visitors' | 'screen_views' | 'events') => new Map(rows.map((row) => [row.day, row[figure]]));
  return { visitors: byDay('visitors'), newVisitors: byDay('new_visitors'), screenViews: byDay('screen_views'), events: byDay('events') };
}

/** Visitors per day of a range (the days without any left out). */
export async function visitorsByDay(trx: Kysely<Database>, range: DayRange): Promise<Map<string, number>> {
  return (await dailyFigures(trx, range)).visitors;
}

type DailyFigures = Awaited<ReturnType<typeof dailyFigures>>;

const sum = (values: Map<string, number>) => [...values.values()].reduce((total, value) => total + value, 0);

/** The totals of a range; `daily` when its daily figures are already read. */
async function totalsOf(trx: Kysely<Database>, range: DayRange, daily?: DailyFigures): Promise<Totals> {
  const figures = daily ?? (await dailyFigures(trx, range));
  return {
    visitors: await distinctVisitors(trx, range),
    newVisitors: sum(figures.newVisitors),
    screenViews: sum(figures.screenViews),
    events: sum(figures.events),
  };
}

/** GET /api/analytics/visitors/statistics. */
export function visitorStatistics(db: Db, range: DayRange): Promise<VisitorStatistics> {
  return readSnapshot(db, async (trx) => {
    const daily = await dailyFigures(trx, range);
    const series = seriesOf(range, (date) => ({
      date,
      visitors: daily.visitors.get(date) ?? 0,
      newVisitors: daily.newVisitors.get(date) ?? 0,
      screenViews: daily.screenViews.get(date) ?? 0,
      events: daily.events.get(date) ?? 0,
    }));
    const before = previousRange(range);
    return { ...range, series, totals: await totalsOf(trx, range, daily), previous: { ...before, totals: await totalsOf(trx, before) } };
  });
}
