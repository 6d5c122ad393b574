import type { Kysely } from 'kysely';
import type { MrrQuery, MrrStatistics, MrrTotals } from '../../../contract/subscriptionFigures';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import { readSnapshot } from '../../lib/lists';
import { type Conversion, conversionInto } from './exchangeRates';
import { type DayRange, MoneyByCurrency, previousRange } from './ranges';
import { dayBefore, eachDayLevel, type Level, rangeDays } from './subscriptionDays';

/** A day's MRR (converted as asked) and subscribers, sorted by currency, leaving out a currency with neither. */
function levelLists(levels: Map<string, Level>, day: string, convert: Conversion): { mrr: MrrTotals['mrr']; subscribers: MrrTotals['subscribers'] } {
  const held = [...levels].filter(([, level]) => level.mrr !== 0 || level.subscribers !== 0).sort(([a], [b]) => (a < b ? -1 : 1));
  const mrr = new MoneyByCurrency();
  for (const [currency, level] of held) {
    const converted = convert(currency, day, level.mrr);
    mrr.add(converted.currency, converted.amount);
  }
  return { mrr: mrr.toList(), subscribers: held.map(([currency, level]) => ({ currency, count: level.subscribers })) };
}

async function mrrOf(trx: Kysely<Database>, range: DayRange, convert: Conversion) {
  const days = await rangeDays(trx, range);
  const series: MrrStatistics['series'] = [];
  eachDayLevel(range, days, (date, levels) => series.push({ date, ...levelLists(levels, date, convert) }));
  const last = series.at(-1)!;
  const change = new MoneyByCurrency();
  for (const { currency, amount } of last.mrr) change.add(currency, amount);
  for (const { currency, amount } of levelLists(days.before, dayBefore(range.startDate), convert).mrr) change.add(currency, -amount);
  const totals = { mrr: last.mrr, subscribers: last.subscribers, change: change.toList().filter((entry) => entry.amount !== 0) };
  return { series, totals };
}

/** GET /api/analytics/subscriptions/mrr. */
export function mrrStatistics(db: Db, query: MrrQuery): Promise<MrrStatistics> {
  const range = { startDate: query.startDate, endDate: query.endDate };
  return readSnapshot(db, async (trx) => {
    const convert = await conversionInto(trx, query.reportingCurrency);
    const { series, totals } = await mrrOf(trx, range, convert);
    const before = previousRange(range);
    return {
      ...range,
      reportingCurrency: query.reportingCurrency ?? null,
      series,
      totals,
      previous: { ...before, totals: (await mrrOf(trx, before, convert)).totals },
    };
  });
}
