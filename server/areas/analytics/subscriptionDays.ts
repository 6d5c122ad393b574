import { type Kysely, type RawBuilder, type Selectable, sql } from 'kysely';
import { type MrrMovementKind, mrrMovementKinds } from '../../../contract/subscriptionFigureRules';
import { dialectOf } from '../../db/dialect';
import type { Database, SubscriptionDaysTable } from '../../db/schema';
import { addDays, eachDay } from '../../lib/dates';
import { type DayRange, entryOf } from './ranges';

/**
 * `subscription_days` read for a range: the levels (MRR, subscribers) per currency on the day
 * before it, from the sums of every earlier day, and what each of its days changed.
 */
type Trx = Kysely<Database>;

export interface Level {
  mrr: number;
  subscribers: number;
}

/** The movements of one day and currency: per kind, how many and their sum (to - from). */
export type DayMovements = Record<MrrMovementKind, { count: number; amount: number }>;

/** A row's movements, spelt out: a year of rows is read per answer. */
const movementsOfRow = (row: Selectable<SubscriptionDaysTable>): DayMovements => ({
  new: { count: Number(row.new_count), amount: Number(row.new_amount) },
  reactivated: { count: Number(row.reactivated_count), amount: Number(row.reactivated_amount) },
  expansion: { count: Number(row.expansion_count), amount: Number(row.expansion_amount) },
  contraction: { count: Number(row.contraction_count), amount: Number(row.contraction_amount) },
  churned: { count: Number(row.churned_count), amount: Number(row.churned_amount) },
});

/** What a row of `subscription_days` changes of MRR and of the subscribers. */
export const mrrChange = sql<number>`new_amount + reactivated_amount + expansion_amount + contraction_amount + churned_amount`;
export const subscriberChange = sql<number>`new_count + reactivated_count - churned_count`;

/**
 * How many days of a range, from a row's `day` to the range's `last` day included: a change on
 * that day counts on each of them (subscriber-days, MRR-days).
 */
export function daysToEnd(trx: Trx, last: string): RawBuilder<number> {
  return dialectOf(trx) === 'postgres' ? sql<number>`(cast(${last} as date) - cast(day as date) + 1)` : sql<number>`(julianday(${last}) - julianday(day) + 1)`;
}

/** Each currency's MRR and subscribers at the end of the day before `day`. */
export async function levelsBefore(trx: Trx, day: string): Promise<Map<string, Level>> {
  const rows = await trx
    .selectFrom('subscription_days')
    .select((eb) => ['currency', eb.fn.sum<number>(mrrChange).as('mrr'), eb.fn.sum<number>(subscriberChange).as('subscribers')])
    .where('day', '<', day)
    .groupBy('currency')
    .execute();
  return new Map(rows.map((row) => [row.currency, { mrr: Number(row.mrr), subscribers: Number(row.subscribers) }]));
}

/** The movements of a range's days, by day and currency. */
export async function movementsOf(trx: Trx, { startDate, endDate }: DayRange): Promise<Map<string, Map<string, DayMovements>>> {
  const rows = await trx.selectFrom('subscription_days').selectAll().where('day', '>=', startDate).where('day', '<=', endDate).execute();
  const days = new Map<string, Map<string, DayMovements>>();
  for (const row of rows) entryOf(days, row.day, () => new Map()).set(row.currency, movementsOfRow(row));
  return days;
}

const movementColumns = mrrMovementKinds.flatMap((kind) => [`${kind}_count`, `${kind}_amount`] as const);

/**
 * The movements of a range summed in SQL per period and currency: per `day`, per `month` (its
 * 1st), or over the whole `range` (period '').
 */
export async function periodMovements(
  trx: Trx,
  { startDate, endDate }: DayRange,
  by: 'day' | 'month' | 'range',
): Promise<{ period: string; currency: string; movements: DayMovements }[]> {
  const period = by === 'day' ? sql<string>`day` : sql<string>`substr(day, 1, 7)`;
  let query = trx
    .selectFrom('subscription_days')
    .select((eb) => ['currency', ...movementColumns.map((column) => eb.fn.sum<number>(column).as(column))])
    .where('day', '>=', startDate)
    .where('day', '<=', endDate);
  query = by === 'range' ? query.groupBy('currency') : query.select(period.as('period')).groupBy([period, 'currency']);
  const rows = (await query.execute()) as unknown as (Selectable<SubscriptionDaysTable> & { period?: string })[];
  return rows.map((row) => ({
    period: by === 'month' ? `${row.period}-01` : (row.period ?? ''),
    currency: row.currency,
    movements: movementsOfRow(row),
  }));
}

export interface RangeDays {
  before: Map<string, Level>;
  /** By day, what it changed per currency. */
  changes: Map<string, Map<string, Level>>;
}

/** The levels before a range and the changes of its days. */
export async function rangeDays(trx: Trx, range: DayRange): Promise<RangeDays> {
  const rows = await trx
    .selectFrom('subscription_days')
    .select(['day', 'currency', mrrChange.as('mrr'), subscriberChange.as('subscribers')])
    .where('day', '>=', range.startDate)
    .where('day', '<=', range.endDate)
    .execute();
  const changes = new Map<string, Map<string, Level>>();
  for (const row of rows) entryOf(changes, row.day, () => new Map()).set(row.currency, { mrr: Number(row.mrr), subscribers: Number(row.subscribers) });
  return { before: await levelsBefore(trx, range.startDate), changes };
}

/** Each day of the range with each currency's level at its end, in order; `visit` sees a copy. */
export function eachDayLevel(range: DayRange, { before, changes }: RangeDays, visit: (day: string, levels: Map<string, Level>) => void): void {
  const levels = new Map([...before].map(([currency, level]) => [currency, { ...level }]));
  for (const day of eachDay(range.startDate, range.endDate)) {
    for (const [currency, change] of changes.get(day) ?? []) {
      const level = entryOf(levels, currency, () => ({ mrr: 0, subscribers: 0 }));
      level.mrr += change.mrr;
      level.subscribers += change.subscribers;
    }
    visit(day, new Map([...levels].map(([currency, level]) => [currency, { ...level }])));
  }
}

/** The day before `day`. */
export const dayBefore = (day: string) => addDays(day, -1);
