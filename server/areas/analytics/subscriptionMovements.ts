import type { Kysely } from 'kysely';
import {
  maxDailyMovementDays,
  type MovementFigures,
  type MovementInterval,
  type MovementQuery,
  type MrrMovements,
  mrrMovementKinds,
} from '../../../contract/subscriptionFigures';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import { dayCount, monthStart } from '../../lib/dates';
import { readSnapshot } from '../../lib/lists';
import type { MoneyAmount } from '../../../contract/analytics';
import { asPaid, type Conversion, conversionInto } from './exchangeRates';
import { type DayRange, MoneyByCurrency, previousRange, seriesOf } from './ranges';
import { type DayMovements, movementsOf, periodMovements } from './subscriptionDays';

/** Movements added up by kind, each kind's amounts per currency. */
class MovementSums {
  private readonly kinds = Object.fromEntries(mrrMovementKinds.map((kind) => [kind, { customers: 0, amount: new MoneyByCurrency() }]));

  add(converted: (amount: number) => { currency: string; amount: number }, movements: DayMovements): void {
    for (const kind of mrrMovementKinds) {
      this.kinds[kind]!.customers += movements[kind].count;
      if (movements[kind].count === 0) continue;
      const { currency, amount } = converted(movements[kind].amount);
      this.kinds[kind]!.amount.add(currency, amount);
    }
  }

  figures(): MovementFigures {
    const net = new MoneyByCurrency();
    for (const { amount } of Object.values(this.kinds)) net.addAll(amount);
    const figures = Object.fromEntries(
      mrrMovementKinds.map((kind) => [kind, { customers: this.kinds[kind]!.customers, amount: this.kinds[kind]!.amount.toList() }]),
    ) as Omit<MovementFigures, 'net'>;
    return { ...figures, net: net.toList() };
  }
}

/** `day` up to maxDailyMovementDays days, `month` beyond, unless asked. */
export const intervalOf = (range: DayRange, asked?: MovementInterval): MovementInterval =>
  asked ?? (dayCount(range.startDate, range.endDate) <= maxDailyMovementDays ? 'day' : 'month');

/** The period of a series a day falls in: itself, or the 1st of its month. */
export const periodOf = (interval: MovementInterval) => (day: string) => (interval === 'day' ? day : monthStart(day));

/**
 * The movements of a range: per period (none for `previous`) and in total. As paid, summed in SQL;
 * into a reporting currency, each day's at that day's rate.
 */
async function movementFigures(trx: Kysely<Database>, range: DayRange, interval: MovementInterval | undefined, convert: Conversion) {
  const byPeriod = new Map<string, MovementSums>();
  const totals = new MovementSums();
  const period = periodOf(interval ?? 'day');
  if (interval) for (const date of seriesOf(range, period)) if (!byPeriod.has(date)) byPeriod.set(date, new MovementSums());
  const add = (at: string, converted: (amount: number) => MoneyAmount, movements: DayMovements) => {
    totals.add(converted, movements);
    if (interval) byPeriod.get(at)!.add(converted, movements);
  };
  if (convert === asPaid) {
    for (const row of await periodMovements(trx, range, interval ?? 'range')) add(row.period, (amount) => ({ currency: row.currency, amount }), row.movements);
  } else {
    for (const [day, currencies] of await movementsOf(trx, range)) {
      for (const [currency, movements] of currencies) add(period(day), (amount) => convert(currency, day, amount), movements);
    }
  }
  return { series: [...byPeriod].map(([at, sums]) => ({ period: at, ...sums.figures() })), totals: totals.figures() };
}

/** GET /api/analytics/subscriptions/movements. */
export function mrrMovements(db: Db, query: MovementQuery): Promise<MrrMovements> {
  const range = { startDate: query.startDate, endDate: query.endDate };
  const interval = intervalOf(range, query.interval);
  return readSnapshot(db, async (trx) => {
    const convert = await conversionInto(trx, query.reportingCurrency);
    const { series, totals } = await movementFigures(trx, range, interval, convert);
    const before = previousRange(range);
    const previous = { ...before, totals: (await movementFigures(trx, before, undefined, convert)).totals };
    return { ...range, interval, reportingCurrency: query.reportingCurrency ?? null, series, totals, previous };
  });
}
