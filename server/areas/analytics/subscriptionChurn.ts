import { type Kysely, sql } from 'kysely';
import type { ChurnStatistics, CurrencyChurn, TrialFigures } from '../../../contract/subscriptionFigures';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import { addDays, addMonths, businessDay, monthStart } from '../../lib/dates';
import { readSnapshot } from '../../lib/lists';
import { type DayRange, entryOf } from './ranges';
import { type Level, levelsBefore, mrrChange, subscriberChange } from './subscriptionDays';

/** a / b, or null when b is 0. */
export const ratio = (a: number, b: number): number | null => (b === 0 ? null : a / b);

/** Each month a range touches, as the range of its days inside it. */
function monthsOf({ startDate, endDate }: DayRange): (DayRange & { month: string })[] {
  const months = [];
  for (let month = monthStart(startDate); month <= endDate; month = addMonths(month, 1)) {
    const last = addDays(addMonths(month, 1), -1);
    months.push({ month, startDate: month < startDate ? startDate : month, endDate: last > endDate ? endDate : last });
  }
  return months;
}

/** What a month's days did per currency: the churned, what churn and contractions took off, the change of the levels. */
interface MonthChanges {
  churned: number;
  mrrChurned: number;
  mrrContraction: number;
  change: Level;
}

/** Churn per currency over one month's days (the currencies held at its start or moving in it), from the levels of the day before them. */
function churnOf(before: Map<string, Level>, changes: Map<string, MonthChanges>): CurrencyChurn[] {
  const held = [...before].filter(([, level]) => level.subscribers > 0 || level.mrr > 0).map(([currency]) => currency);
  const currencies = [...new Set([...held, ...changes.keys()])].sort();
  return currencies.map((currency) => {
    const start = before.get(currency) ?? { mrr: 0, subscribers: 0 };
    const { churned = 0, mrrChurned = 0, mrrContraction = 0 } = changes.get(currency) ?? {};
    return {
      currency,
      subscribersAtStart: start.subscribers,
      churned,
      churnRate: ratio(churned, start.subscribers),
      mrrAtStart: start.mrr,
      mrrChurned,
      mrrContraction,
      revenueChurnRate: ratio(mrrChurned + mrrContraction, start.mrr),
    };
  });
}

/** The changes of a range's days summed per month (`YYYY-MM`) and currency, in SQL: a year reads a few dozen rows. */
async function monthChanges(trx: Kysely<Database>, { startDate, endDate }: DayRange): Promise<Map<string, Map<string, MonthChanges>>> {
  const month = sql<string>`substr(day, 1, 7)`;
  const rows = await trx
    .selectFrom('subscription_days')
    .select((eb) => [
      month.as('month'),
      'currency',
      eb.fn.sum<number>('churned_count').as('churned'),
      eb.fn.sum<number>('churned_amount').as('churned_amount'),
      eb.fn.sum<number>('contraction_amount').as('contraction_amount'),
      eb.fn.sum<number>(mrrChange).as('mrr'),
      eb.fn.sum<number>(subscriberChange).as('subscribers'),
    ])
    .where('day', '>=', startDate)
    .where('day', '<=', endDate)
    .groupBy([month, 'currency'])
    .execute();
  const months = new Map<string, Map<string, MonthChanges>>();
  for (const row of rows) {
    entryOf(months, row.month, () => new Map()).set(row.currency, {
      churned: Number(row.churned),
      mrrChurned: -Number(row.churned_amount),
      mrrContraction: -Number(row.contraction_amount),
      change: { mrr: Number(row.mrr), subscribers: Number(row.subscribers) },
    });
  }
  return months;
}

/** Trials of one month (`YYYY-MM`) and plan, as `subscription_trial_days` sums them. */
interface TrialRow {
  month: string;
  subscriptionId: number;
  started: number;
  converted: number;
  running: number;
}

function trialFiguresOf(rows: TrialRow[]): TrialFigures {
  let started = 0;
  let converted = 0;
  let running = 0;
  for (const row of rows) {
    started += row.started;
    converted += row.converted;
    running += row.running;
  }
  return { started, converted, running, conversionRate: ratio(converted, started - running) };
}

/** Trials started on a range's days, per month and plan: running while their trial has not ended by `today`. */
async function trialRows(trx: Kysely<Database>, { startDate, endDate }: DayRange, today: string): Promise<TrialRow[]> {
  const month = sql<string>`substr(day, 1, 7)`;
  const running = sql<number>`case when ends_on > ${today} then trials else 0 end`;
  const converted = sql<number>`case when ends_on <= ${today} and converted = 1 then trials else 0 end`;
  const rows = await trx
    .selectFrom('subscription_trial_days')
    .select((eb) => [
      month.as('month'),
      'subscription_id',
      eb.fn.sum<number>('trials').as('started'),
      eb.fn.sum<number>(converted).as('converted'),
      eb.fn.sum<number>(running).as('running'),
    ])
    .where('day', '>=', startDate)
    .where('day', '<=', endDate)
    .groupBy([month, 'subscription_id'])
    .execute();
  return rows.map((row) => ({
    month: row.month,
    subscriptionId: row.subscription_id,
    started: Number(row.started),
    converted: Number(row.converted),
    running: Number(row.running),
  }));
}

/** GET /api/analytics/subscriptions/churn. */
export function churnStatistics(db: Db, range: DayRange, timeZone: string): Promise<ChurnStatistics> {
  const today = businessDay(new Date(), timeZone);
  return readSnapshot(db, async (trx) => {
    const levels = await levelsBefore(trx, range.startDate);
    const changes = await monthChanges(trx, range);
    const trials = await trialRows(trx, range, today);
    const plans = new Map((await trx.selectFrom('subscriptions').select(['id', 'name']).execute()).map((plan) => [plan.id, plan.name]));
    const months = monthsOf(range).map((month) => {
      const before = new Map([...levels].map(([currency, level]) => [currency, { ...level }]));
      const moved = changes.get(month.month.slice(0, 7)) ?? new Map<string, MonthChanges>();
      for (const [currency, { change }] of moved) {
        const level = entryOf(levels, currency, () => ({ mrr: 0, subscribers: 0 }));
        level.mrr += change.mrr;
        level.subscribers += change.subscribers;
      }
      const ofMonth = trials.filter((row) => row.month === month.month.slice(0, 7));
      const planIds = [...new Set(ofMonth.map((row) => row.subscriptionId))];
      const trialsByPlan = planIds
        .map((subscriptionId) => ({
          subscriptionId,
          name: plans.get(subscriptionId) ?? '',
          ...trialFiguresOf(ofMonth.filter((row) => row.subscriptionId === subscriptionId)),
        }))
        .sort((a, b) => a.name.localeCompare(b.name) || a.subscriptionId - b.subscriptionId);
      return { ...month, byCurrency: churnOf(before, moved), trials: trialFiguresOf(ofMonth), trialsByPlan };
    });
    return { ...range, months };
  });
}
