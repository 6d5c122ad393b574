import { sql } from 'kysely';
import { daysPerMonth, type LifetimeFigures, type PlanLifetimes } from '../../../contract/subscriptionFigures';
import type { Db } from '../../db';
import { dayCount } from '../../lib/dates';
import { readSnapshot } from '../../lib/lists';
import { type DayRange, entryOf } from './ranges';
import { ratio } from './subscriptionChurn';
import { daysToEnd, type Level, levelsBefore, mrrChange, subscriberChange } from './subscriptionDays';

/**
 * What a range adds up for one plan (or all) and currency: the level on the day before it, then
 * its days' changes, each counted on every day from its own to the last (subscriber-days, MRR-days).
 */
class Lifetime {
  constructor(
    private readonly days: number,
    private readonly before: Level = { subscribers: 0, mrr: 0 },
  ) {}

  change = { subscribers: 0, mrr: 0, churned: 0, subscriberDays: 0, mrrDays: 0 };

  active(): boolean {
    return this.before.subscribers !== 0 || this.change.subscribers !== 0 || this.change.churned !== 0;
  }

  figures(currency: string): LifetimeFigures {
    const { change } = this;
    const subscriberDays = this.before.subscribers * this.days + change.subscriberDays;
    const mrrDays = this.before.mrr * this.days + change.mrrDays;
    const arpu = subscriberDays === 0 ? null : Math.round(mrrDays / subscriberDays);
    const churnRate = ratio(change.churned, subscriberDays / daysPerMonth);
    const ltv = arpu === null || !churnRate ? null : Math.round(arpu / churnRate);
    const subscribers = this.before.subscribers + change.subscribers;
    return { currency, subscribers, mrr: this.before.mrr + change.mrr, arpu, churned: change.churned, churnRate, ltv };
  }
}

const sums = <Row extends Record<string, unknown>>(row: Row, columns: (keyof Row)[]) =>
  Object.fromEntries(columns.map((column) => [column, Number(row[column])]));

/** GET /api/analytics/subscriptions/plans: every plan's figures from `subscription_plan_days`, every plan's together from `subscription_days`. */
export function planLifetimes(db: Db, range: DayRange): Promise<PlanLifetimes> {
  const days = dayCount(range.startDate, range.endDate);
  return readSnapshot(db, async (trx) => {
    const plans = await trx.selectFrom('subscriptions').select(['id', 'name', 'currency']).orderBy('name').orderBy('id').execute();
    const weight = daysToEnd(trx, range.endDate);

    const planKey = (planId: number, currency: string) => `${planId} ${currency}`;
    const byPlan = new Map<string, { planId: number; currency: string; lifetime: Lifetime }>();
    const before = await trx
      .selectFrom('subscription_plan_days')
      .select((eb) => ['subscription_id', 'currency', eb.fn.sum<number>('subscribers').as('subscribers'), eb.fn.sum<number>('mrr').as('mrr')])
      .where('day', '<', range.startDate)
      .groupBy(['subscription_id', 'currency'])
      .execute();
    for (const row of before) {
      const level = { subscribers: Number(row.subscribers), mrr: Number(row.mrr) };
      byPlan.set(planKey(row.subscription_id, row.currency), { planId: row.subscription_id, currency: row.currency, lifetime: new Lifetime(days, level) });
    }
    const changes = await trx
      .selectFrom('subscription_plan_days')
      .select((eb) => [
        'subscription_id',
        'currency',
        eb.fn.sum<number>('subscribers').as('subscribers'),
        eb.fn.sum<number>('mrr').as('mrr'),
        eb.fn.sum<number>('churned').as('churned'),
        eb.fn.sum<number>(sql`subscribers * ${weight}`).as('subscriberDays'),
        eb.fn.sum<number>(sql`mrr * ${weight}`).as('mrrDays'),
      ])
      .where('day', '>=', range.startDate)
      .where('day', '<=', range.endDate)
      .groupBy(['subscription_id', 'currency'])
      .execute();
    for (const row of changes) {
      const entry = entryOf(byPlan, planKey(row.subscription_id, row.currency), () => ({
        planId: row.subscription_id,
        currency: row.currency,
        lifetime: new Lifetime(days),
      }));
      entry.lifetime.change = sums(row, ['subscribers', 'mrr', 'churned', 'subscriberDays', 'mrrDays']) as Lifetime['change'];
    }

    const totals = new Map<string, Lifetime>();
    for (const [currency, level] of await levelsBefore(trx, range.startDate)) totals.set(currency, new Lifetime(days, level));
    const totalChanges = await trx
      .selectFrom('subscription_days')
      .select((eb) => [
        'currency',
        eb.fn.sum<number>(subscriberChange).as('subscribers'),
        eb.fn.sum<number>(mrrChange).as('mrr'),
        eb.fn.sum<number>('churned_count').as('churned'),
        eb.fn.sum<number>(sql`(${subscriberChange}) * ${weight}`).as('subscriberDays'),
        eb.fn.sum<number>(sql`(${mrrChange}) * ${weight}`).as('mrrDays'),
      ])
      .where('day', '>=', range.startDate)
      .where('day', '<=', range.endDate)
      .groupBy('currency')
      .execute();
    for (const row of totalChanges) {
      entryOf(totals, row.currency, () => new Lifetime(days)).change = sums(row, ['subscribers', 'mrr', 'churned', 'subscriberDays', 'mrrDays']) as Lifetime['change'];
    }

    const byCurrency = (lifetimes: [string, Lifetime][]) =>
      lifetimes
        .filter(([, lifetime]) => lifetime.active())
        .map(([currency, lifetime]) => lifetime.figures(currency))
        .sort((a, b) => (a.currency < b.currency ? -1 : 1));
    return {
      ...range,
      plans: plans.map((plan) => {
        const figures = byCurrency([...byPlan.values()].filter((entry) => entry.planId === plan.id).map((entry) => [entry.currency, entry.lifetime]));
        return { subscriptionId: plan.id, name: plan.name, byCurrency: figures.length > 0 ? figures : [new Lifetime(days).figures(plan.currency)] };
      }),
      totals: byCurrency([...totals]),
    };
  });
}
