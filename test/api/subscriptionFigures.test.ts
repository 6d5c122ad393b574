/**
 * The subscription figures (docs/api.md "Subscription figures") over a history of holds written
 * straight into the database on known days, each customer's roll-ups refreshed as a hold changes
 * (as server/areas/orders/transitions.ts does), and checked against figures worked out by hand.
 * TIME_ZONE is UTC; every hold starts or stops at noon.
 */
import { afterAll, describe, expect, test } from 'vitest';
import { AdminRole, OrderStatus, PurchaseType } from '../../contract/enums';
import type { BillingPeriod } from '../../contract/subscriptions';
import type {
  ChurnStatistics,
  CohortRetention,
  MrrMovements,
  MrrStatistics,
  PlanLifetimes,
} from '../../contract/subscriptionFigures';
import type { Page } from '../../contract/pagination';
import type { MovementCustomer } from '../../contract/subscriptionFigures';
import { grantPurchase, revokePurchase } from '../../server/areas/orders/transitions';
import { monthlyAmount } from '../../server/areas/analytics/subscriptionFacts';
import { rebuildSubscriptionFigures, refreshSubscriptionFigures } from '../../server/areas/analytics/subscriptionRollups';
import { replacePlan } from '../../server/areas/subscriptions/queries';
import type { App } from '../../server/app';
import { bearer, createCustomer, createStaff, createTestApp, signIn } from './helpers';

const noon = (day: string) => `${day}T12:00:00.000Z`;
const at = new Date().toISOString();

async function plan(app: App, name: string, price: number, currency: string, period: BillingPeriod, trialDays = 0, billingDays: number | null = null) {
  const row = await app.db
    .insertInto('subscriptions')
    .values({ name, price, currency, billing_period: period, billing_days: billingDays, trial_days: trialDays, status: 'E', created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

let orderSerial = 0;
async function planOrder(app: App, customer: number, subscription: number, amount: number, currency: string, day: string) {
  const row = await app.db
    .insertInto('orders')
    .values({
      number: `ORD-S${String(++orderSerial).padStart(5, '0')}`,
      customer_id: customer,
      purchase_type: PurchaseType.SUBSCRIPTION,
      ebook_id: null,
      subscription_id: subscription,
      amount,
      currency,
      status: OrderStatus.CONFIRMED,
      created_at: noon(day),
      updated_at: noon(day),
      day,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

interface HoldSeed {
  plan: number;
  from: string;
  /** The day it ends (ends_at), or null: runs on. */
  to?: string | null;
  cancelled?: string;
  order?: number;
}

/** Writes a hold and refreshes its customer's figures, as a change of a hold does. */
async function hold(app: App, customer: number, seed: HoldSeed) {
  await app.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('customer_subscriptions')
      .values({
        customer_id: customer,
        subscription_id: seed.plan,
        started_at: noon(seed.from),
        ends_at: seed.to ? noon(seed.to) : null,
        cancelled_at: seed.cancelled ? noon(seed.cancelled) : null,
        order_id: seed.order ?? null,
      })
      .execute();
    await refreshSubscriptionFigures(trx, [customer]);
  });
}

/** Ends a customer's running hold of a plan on a day (an upgrade, a downgrade) and refreshes. */
async function endHold(app: App, customer: number, planId: number, day: string, column: 'ends_at' | 'cancelled_at' = 'ends_at') {
  await app.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('customer_subscriptions')
      .set({ [column]: noon(day) })
      .where('customer_id', '=', customer)
      .where('subscription_id', '=', planId)
      .where('ends_at', 'is', null)
      .where('cancelled_at', 'is', null)
      .execute();
    await refreshSubscriptionFigures(trx, [customer]);
  });
}

const { app, close } = await createTestApp();
afterAll(close);

// Plans: EUR monthly 1000 and 2000, USD yearly 12000 (1000 a month), EUR monthly 1500 with a 14-day trial.
const basic = await plan(app, 'Basic', 1000, 'EUR', 'MONTHLY');
const plus = await plan(app, 'Plus', 2000, 'EUR', 'MONTHLY');
const yearly = await plan(app, 'Yearly', 12000, 'USD', 'YEARLY');
const trial = await plan(app, 'Trial', 1500, 'EUR', 'MONTHLY', 14);

const customer = async (name: string) => createCustomer(app, { name, email: `${name.toLowerCase()}@example.test`, registeredAt: '2024-12-01T00:00:00Z' });
const [ann, ben, cleo, dan, eve, finn, gus, hana] = [
  await customer('Ann'),
  await customer('Ben'),
  await customer('Cleo'),
  await customer('Dan'),
  await customer('Eve'),
  await customer('Finn'),
  await customer('Gus'),
  await customer('Hana'),
];

// The history, in the order it happened (each change refreshes its customer's figures).
// Gus: Basic, renewed month after month from 01-05 (contiguous holds): one `new`, nothing else.
await hold(app, gus, { plan: basic, from: '2025-01-05', to: '2025-02-05' });
// Ann: Basic from 01-10 ...
await hold(app, ann, { plan: basic, from: '2025-01-10' });
// Ben: Plus from 01-15 (no order: the plan's 2000).
await hold(app, ben, { plan: plus, from: '2025-01-15' });
// Cleo: Yearly from 01-20 for a year: 12000 / 12 = 1000 USD a month.
await hold(app, cleo, { plan: yearly, from: '2025-01-20', to: '2026-01-20' });
// Dan: Basic for one month from 02-01 (ends 03-01: churned), then back on 05-01 (reactivated).
await hold(app, dan, { plan: basic, from: '2025-02-01', to: '2025-03-01' });
await hold(app, gus, { plan: basic, from: '2025-02-05', to: '2025-03-05' });
// Hana: Basic (EUR) from 02-10, and Yearly (USD) too from 04-01: new in each currency.
await hold(app, hana, { plan: basic, from: '2025-02-10' });
// Ben downgrades on 02-20: Plus ends the day Basic starts (2000 → 1000, contraction).
await endHold(app, ben, plus, '2025-02-20');
await hold(app, ben, { plan: basic, from: '2025-02-20' });
await hold(app, gus, { plan: basic, from: '2025-03-05' });
// Ann upgrades on 03-05: Basic ends the day Plus starts, paid by an order of 1800 EUR (1000 → 1800, expansion).
await endHold(app, ann, basic, '2025-03-05');
await hold(app, ann, { plan: plus, from: '2025-03-05', order: await planOrder(app, ann, plus, 1800, 'EUR', '2025-03-05') });
// Eve: Trial from 03-10, free for 14 days (03-10..03-23), 1500 from 03-24: converted.
await hold(app, eve, { plan: trial, from: '2025-03-10' });
// Finn: Trial from 03-15, cancelled 03-20 within the trial: never any MRR, not converted.
await hold(app, finn, { plan: trial, from: '2025-03-15' });
await endHold(app, finn, trial, '2025-03-20', 'cancelled_at');
await hold(app, hana, { plan: yearly, from: '2025-04-01' });
// Ben cancels on 04-10 (1000 → 0, churned).
await endHold(app, ben, basic, '2025-04-10', 'cancelled_at');
await hold(app, dan, { plan: basic, from: '2025-05-01' });

/*
 * Movements by hand (EUR unless said):
 *   01-05 Gus new +1000 · 01-10 Ann new +1000 · 01-15 Ben new +2000 · 01-20 Cleo new USD +1000
 *   02-01 Dan new +1000 · 02-10 Hana new +1000 · 02-20 Ben contraction 2000→1000 (-1000)
 *   03-01 Dan churned 1000→0 (-1000) · 03-05 Ann expansion 1000→1800 (+800) · 03-24 Eve new +1500
 *   04-01 Hana new USD +1000 · 04-10 Ben churned 1000→0 (-1000) · 05-01 Dan reactivated +1000
 * EUR MRR at the end of: 01-31 1000+1000+2000 = 4000 (3 subscribers); 02-28 Gus, Ann, Ben, Dan, Hana
 *   at 1000 = 5000 (5); 03-31 Gus 1000 + Ann 1800 + Ben 1000 + Hana 1000 + Eve 1500 = 6300 (5);
 *   04-30 6300 - Ben 1000 = 5300 (4); 05-31 5300 + Dan 1000 = 6300 (5).
 * USD: 1000 from 01-20 (Cleo), 2000 from 04-01 (+Hana).
 */

const admin = (await signIn(app, await createStaff(app, { role: AdminRole.ADMIN }))).access_token;
const editor = (await signIn(app, await createStaff(app, { role: AdminRole.EDITOR }))).access_token;

async function get<T>(url: string): Promise<T> {
  const response = await app.inject({ method: 'GET', url, headers: bearer(admin) });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<T>();
}
const range = (startDate: string, endDate: string) => `startDate=${startDate}&endDate=${endDate}`;

async function csvLines(query: string): Promise<string[]> {
  const response = await app.inject({ method: 'GET', url: `/api/analytics/subscriptions/export.csv?${query}`, headers: bearer(admin) });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  return response.body.split('\r\n').filter(Boolean);
}

test('a monthly amount: MONTHLY as is, YEARLY / 12, DAYS × (365/12) / billing days, rounded', () => {
  expect(monthlyAmount(1000, 'MONTHLY', null)).toBe(1000);
  expect(monthlyAmount(12000, 'YEARLY', null)).toBe(1000);
  // 1000 / 12 = 83.33
  expect(monthlyAmount(1000, 'YEARLY', null)).toBe(83);
  // 700 × 30.4167 / 7 = 3041.67
  expect(monthlyAmount(700, 'DAYS', 7)).toBe(3042);
});

describe('GET /api/analytics/subscriptions/mrr', () => {
  test('MRR and subscribers per currency on each day, never added across currencies', async () => {
    const march = await get<MrrStatistics>(`/api/analytics/subscriptions/mrr?${range('2025-03-01', '2025-03-31')}`);
    expect(march.series).toHaveLength(31);
    const on = (date: string) => march.series.find((point) => point.date === date)!;
    // 03-01: Dan churned: 5000 - 1000.
    expect(on('2025-03-01')).toEqual({
      date: '2025-03-01',
      mrr: [{ currency: 'EUR', amount: 4000 }, { currency: 'USD', amount: 1000 }],
      subscribers: [{ currency: 'EUR', count: 4 }, { currency: 'USD', count: 1 }],
    });
    // 03-05: Ann's 1000 → 1800; 03-23 Eve still in her trial; 03-24: + Eve's 1500.
    expect(on('2025-03-05').mrr[0]).toEqual({ currency: 'EUR', amount: 4800 });
    expect(on('2025-03-23').mrr[0]).toEqual({ currency: 'EUR', amount: 4800 });
    expect(on('2025-03-24').mrr[0]).toEqual({ currency: 'EUR', amount: 6300 });
    expect(march.totals).toEqual({
      mrr: [{ currency: 'EUR', amount: 6300 }, { currency: 'USD', amount: 1000 }],
      subscribers: [{ currency: 'EUR', count: 5 }, { currency: 'USD', count: 1 }],
      // 6300 - 5000 (02-28); USD did not change.
      change: [{ currency: 'EUR', amount: 1300 }],
    });
    // The 31 days before: 01-29..02-28, EUR 5000 - 4000 (01-28).
    expect(march.previous).toEqual({
      startDate: '2025-01-29',
      endDate: '2025-02-28',
      totals: {
        mrr: [{ currency: 'EUR', amount: 5000 }, { currency: 'USD', amount: 1000 }],
        subscribers: [{ currency: 'EUR', count: 5 }, { currency: 'USD', count: 1 }],
        change: [{ currency: 'EUR', amount: 1000 }],
      },
    });
  });

  test('MRR at any date: a one-day range', async () => {
    const mrrOn = async (day: string) => (await get<MrrStatistics>(`/api/analytics/subscriptions/mrr?${range(day, day)}`)).totals.mrr;
    expect(await mrrOn('2025-01-04')).toEqual([]);
    expect(await mrrOn('2025-01-31')).toEqual([{ currency: 'EUR', amount: 4000 }, { currency: 'USD', amount: 1000 }]);
    // Ben's downgrade day: Plus ended, Basic started.
    expect(await mrrOn('2025-02-20')).toEqual([{ currency: 'EUR', amount: 5000 }, { currency: 'USD', amount: 1000 }]);
    expect(await mrrOn('2025-04-30')).toEqual([{ currency: 'EUR', amount: 5300 }, { currency: 'USD', amount: 2000 }]);
    expect(await mrrOn('2025-05-31')).toEqual([{ currency: 'EUR', amount: 6300 }, { currency: 'USD', amount: 2000 }]);
    // Cleo's year ended on 2026-01-20.
    expect(await mrrOn('2026-01-20')).toEqual([{ currency: 'EUR', amount: 6300 }, { currency: 'USD', amount: 1000 }]);
  });
});

describe('MRR movements', () => {
  const first = '2025-01-01';
  const last = '2025-06-30';

  test('totals per kind, a monthly series beyond 92 days, and previous', async () => {
    const movements = await get<MrrMovements>(`/api/analytics/subscriptions/movements?${range(first, last)}`);
    expect(movements.interval).toBe('month');
    expect(movements.totals).toEqual({
      // EUR: Gus 1000 + Ann 1000 + Ben 2000 + Dan 1000 + Hana 1000 + Eve 1500 = 7500 (6); USD: Cleo, Hana (2).
      new: { customers: 8, amount: [{ currency: 'EUR', amount: 7500 }, { currency: 'USD', amount: 2000 }] },
      reactivated: { customers: 1, amount: [{ currency: 'EUR', amount: 1000 }] },
      expansion: { customers: 1, amount: [{ currency: 'EUR', amount: 800 }] },
      contraction: { customers: 1, amount: [{ currency: 'EUR', amount: -1000 }] },
      churned: { customers: 2, amount: [{ currency: 'EUR', amount: -2000 }] },
      // 7500 + 1000 + 800 - 1000 - 2000 = 6300, the MRR at the end of June.
      net: [{ currency: 'EUR', amount: 6300 }, { currency: 'USD', amount: 2000 }],
    });
    expect(movements.series.map((point) => point.period)).toEqual(['2025-01-01', '2025-02-01', '2025-03-01', '2025-04-01', '2025-05-01', '2025-06-01']);
    const march = movements.series[2]!;
    expect(march.churned).toEqual({ customers: 1, amount: [{ currency: 'EUR', amount: -1000 }] });
    expect(march.expansion).toEqual({ customers: 1, amount: [{ currency: 'EUR', amount: 800 }] });
    expect(march.new).toEqual({ customers: 1, amount: [{ currency: 'EUR', amount: 1500 }] });
    expect(movements.previous.totals.new).toEqual({ customers: 0, amount: [] });
  });

  test('a daily series up to 92 days, or when asked', async () => {
    const february = await get<MrrMovements>(`/api/analytics/subscriptions/movements?${range('2025-02-01', '2025-02-28')}`);
    expect(february.interval).toBe('day');
    expect(february.series).toHaveLength(28);
    expect(february.series.find((point) => point.period === '2025-02-20')!.contraction).toEqual({
      customers: 1,
      amount: [{ currency: 'EUR', amount: -1000 }],
    });
    const daily = await get<MrrMovements>(`/api/analytics/subscriptions/movements?${range(first, last)}&interval=day`);
    expect(daily.series).toHaveLength(181);
  });

  test('the customers behind one kind, a page at a time', async () => {
    const list = async (body: Record<string, unknown>) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/analytics/subscriptions/movements/list',
        headers: bearer(admin),
        payload: { startDate: first, endDate: last, ...body },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Page<MovementCustomer>>();
    };
    const churned = await list({ kind: 'churned' });
    expect(churned.totalElements).toBe(2);
    // Newest first: Ben on 04-10, Dan on 03-01.
    expect(churned.content).toEqual([
      { customerId: ben, name: 'Ben', email: 'ben@example.test', day: '2025-04-10', currency: 'EUR', kind: 'churned', from: 1000, to: 0, delta: -1000 },
      { customerId: dan, name: 'Dan', email: 'dan@example.test', day: '2025-03-01', currency: 'EUR', kind: 'churned', from: 1000, to: 0, delta: -1000 },
    ]);
    const newUsd = await list({ kind: 'new', currency: 'USD', paginationRequest: { sortBy: 'day', sortDirection: 'ASC' } });
    expect(newUsd.content.map((row) => [row.customerId, row.day, row.delta])).toEqual([
      [cleo, '2025-01-20', 1000],
      [hana, '2025-04-01', 1000],
    ]);
    const newest = await list({ kind: 'new', paginationRequest: { size: 3, page: 1, sortBy: 'delta', sortDirection: 'DESC' } });
    expect(newest.totalElements).toBe(8);
    expect(newest.content).toHaveLength(3);
    const [expansion] = (await list({ kind: 'expansion' })).content;
    expect(expansion).toMatchObject({ customerId: ann, from: 1000, to: 1800, delta: 800 });
    const [reactivated] = (await list({ kind: 'reactivated' })).content;
    expect(reactivated).toMatchObject({ customerId: dan, day: '2025-05-01', from: 0, to: 1000 });
  });
});

test('churn, revenue churn and trial conversion by month', async () => {
  const { months } = await get<ChurnStatistics>(`/api/analytics/subscriptions/churn?${range('2025-01-01', '2025-04-30')}`);
  expect(months.map((month) => [month.month, month.startDate, month.endDate])).toEqual([
    ['2025-01-01', '2025-01-01', '2025-01-31'],
    ['2025-02-01', '2025-02-01', '2025-02-28'],
    ['2025-03-01', '2025-03-01', '2025-03-31'],
    ['2025-04-01', '2025-04-01', '2025-04-30'],
  ]);
  const eur = (index: number) => months[index]!.byCurrency.find((row) => row.currency === 'EUR');
  // January starts with no one: no rate.
  expect(eur(0)).toEqual({ currency: 'EUR', subscribersAtStart: 0, churned: 0, churnRate: null, mrrAtStart: 0, mrrChurned: 0, mrrContraction: 0, revenueChurnRate: null });
  // February: 3 at the start (4000); Ben's contraction takes 1000: 1000 / 4000.
  expect(eur(1)).toEqual({ currency: 'EUR', subscribersAtStart: 3, churned: 0, churnRate: 0, mrrAtStart: 4000, mrrChurned: 0, mrrContraction: 1000, revenueChurnRate: 0.25 });
  // March: 5 at the start (5000); Dan churned: 1 / 5, 1000 / 5000.
  expect(eur(2)).toEqual({ currency: 'EUR', subscribersAtStart: 5, churned: 1, churnRate: 0.2, mrrAtStart: 5000, mrrChurned: 1000, mrrContraction: 0, revenueChurnRate: 0.2 });
  // April: 5 at the start (6300); Ben churned: 1 / 5, 1000 / 6300.
  expect(eur(3)).toMatchObject({ subscribersAtStart: 5, churned: 1, churnRate: 0.2, mrrAtStart: 6300, mrrChurned: 1000 });
  expect(eur(3)!.revenueChurnRate).toBeCloseTo(1000 / 6300, 10);
  expect(months[3]!.byCurrency.find((row) => row.currency === 'USD')).toMatchObject({ subscribersAtStart: 1, churned: 0, churnRate: 0, mrrAtStart: 1000 });
  // Trials in March: Eve (converted on 03-24) and Finn (cancelled within his trial): 1 of 2.
  const trials = { started: 2, converted: 1, running: 0, conversionRate: 0.5 };
  expect(months[2]!.trials).toEqual(trials);
  expect(months[2]!.trialsByPlan).toEqual([{ subscriptionId: trial, name: 'Trial', ...trials }]);
  expect(months[1]!.trials).toEqual({ started: 0, converted: 0, running: 0, conversionRate: null });
});

test('the cohort grid: customers by month of first subscription, still subscribed after 1..12 months', async () => {
  const { cohorts } = await get<CohortRetention>(`/api/analytics/subscriptions/cohorts?${range('2025-01-15', '2025-03-31')}`);
  expect(cohorts.map((cohort) => [cohort.month, cohort.customers])).toEqual([
    // Gus, Ann, Ben, Cleo; Dan, Hana; Eve, Finn (a trial is a subscription).
    ['2025-01-01', 4],
    ['2025-02-01', 2],
    ['2025-03-01', 2],
  ]);
  // January, on the last day of Feb..Dec 2025 and Jan 2026: all 4 through March; Ben cancelled 04-10;
  // Cleo's year ended 2026-01-20.
  expect(cohorts[0]!.retained).toEqual([4, 4, 3, 3, 3, 3, 3, 3, 3, 3, 3, 2]);
  expect(cohorts[0]!.share.slice(0, 3)).toEqual([1, 1, 0.75]);
  expect(cohorts[0]!.share[11]).toBe(0.5);
  // February: Dan gone on 03-31 and 04-30, back from 05-01.
  expect(cohorts[1]!.retained).toEqual([1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2]);
  // March: Eve stays, Finn left within his trial.
  expect(cohorts[2]!.retained).toEqual(Array(12).fill(1));
});

test('ARPU, churn and lifetime value by plan', async () => {
  const { plans, totals } = await get<PlanLifetimes>(`/api/analytics/subscriptions/plans?${range('2025-04-01', '2025-04-30')}`);
  const byName = (name: string) => plans.find((entry) => entry.name === name)!.byCurrency;
  /*
   * Basic (EUR) in April: Gus, Ben (until 04-10) and Hana at 1000; Ann left it for Plus in March.
   * Subscriber-days 9 × 3 + 21 × 2 = 69, MRR-days 69,000: ARPU 1000. One churned: a rate of
   * 1 / (69 / (365/12)) = 0.4408 a month; LTV 1000 / 0.4408 = 2268.49 → 2268.
   */
  const [basicFigures] = byName('Basic');
  expect(basicFigures).toMatchObject({ currency: 'EUR', subscribers: 2, mrr: 2000, arpu: 1000, churned: 1, ltv: 2268 });
  expect(basicFigures!.churnRate).toBeCloseTo(365 / 12 / 69, 10);
  // Plus: Ann alone at the 1800 of her order, no churn: LTV unbounded (null).
  expect(byName('Plus')).toEqual([{ currency: 'EUR', subscribers: 1, mrr: 1800, arpu: 1800, churned: 0, churnRate: 0, ltv: null }]);
  expect(byName('Yearly')).toEqual([{ currency: 'USD', subscribers: 2, mrr: 2000, arpu: 1000, churned: 0, churnRate: 0, ltv: null }]);
  expect(byName('Trial')).toEqual([{ currency: 'EUR', subscribers: 1, mrr: 1500, arpu: 1500, churned: 0, churnRate: 0, ltv: null }]);
  /*
   * Every plan (EUR): 5 subscribers (6300) until Ben left on 04-10, then 4 (5300): subscriber-days
   * 9 × 5 + 21 × 4 = 129, MRR-days 9 × 6300 + 21 × 5300 = 168,000: ARPU 1302.33 → 1302; churn
   * 1 / (129 / (365/12)) = 0.2358; LTV 1302 × 129 / (365/12) = 5521.9 → 5522.
   */
  expect(totals).toEqual([
    { currency: 'EUR', subscribers: 4, mrr: 5300, arpu: 1302, churned: 1, churnRate: expect.closeTo(365 / 12 / 129, 10), ltv: 5522 },
    { currency: 'USD', subscribers: 2, mrr: 2000, arpu: 1000, churned: 0, churnRate: 0, ltv: null },
  ]);
});

describe('CSV exports', () => {
  const csv = csvLines;

  test('every view', async () => {
    expect(await csv(`view=mrr&${range('2025-03-31', '2025-03-31')}`)).toEqual(['Date,Currency,MRR,Subscribers', '2025-03-31,EUR,63.00,5', '2025-03-31,USD,10.00,1']);
    expect(await csv(`view=movementCustomers&kind=churned&${range('2025-01-01', '2025-06-30')}`)).toEqual([
      'Day,Customer ID,Name,E-mail,Currency,Kind,From,To,Change',
      `2025-03-01,${dan},Dan,dan@example.test,EUR,churned,10.00,0.00,'-10.00`,
      `2025-04-10,${ben},Ben,ben@example.test,EUR,churned,10.00,0.00,'-10.00`,
    ]);
    expect(await csv(`view=movements&${range('2025-03-01', '2025-03-31')}&interval=month`)).toEqual([
      'Period,Currency,Kind,Customers,Change',
      '2025-03-01,EUR,new,1,15.00',
      '2025-03-01,EUR,expansion,1,8.00',
      "2025-03-01,EUR,churned,1,'-10.00",
    ]);
    expect((await csv(`view=churn&${range('2025-03-01', '2025-03-31')}`))[1]).toBe('2025-03-01,EUR,5,1,0.2,50.00,10.00,0.00,0.2');
    expect((await csv(`view=trials&${range('2025-03-01', '2025-03-31')}`))[1]).toBe(`2025-03-01,${trial},Trial,2,1,0,0.5`);
    expect((await csv(`view=cohorts&${range('2025-02-01', '2025-02-28')}`))[1]).toBe('2025-02-01,2,1,1,2,2,2,2,2,2,2,2,2,2');
    expect(await csv(`view=plans&${range('2025-04-01', '2025-04-30')}`)).toContain(`${plus},Plus,EUR,1,18.00,18.00,0,0,`);
  });
});

describe('bad input is a 400 naming the field; an editor gets 403', () => {
  test.each([
    [`/api/analytics/subscriptions/mrr?${range('2025-03-02', '2025-03-01')}`, 'endDate'],
    [`/api/analytics/subscriptions/mrr?${range('2023-01-01', '2025-01-02')}`, 'endDate'],
    ['/api/analytics/subscriptions/movements?startDate=2025-02-30&endDate=2025-03-01', 'startDate'],
    [`/api/analytics/subscriptions/movements?${range('2025-01-01', '2025-01-31')}&interval=week`, 'interval'],
    ['/api/analytics/subscriptions/churn?startDate=2025-01-01', 'endDate'],
    ['/api/analytics/subscriptions/cohorts', 'startDate'],
    [`/api/analytics/subscriptions/plans?${range('2025-05-01', '2025-04-01')}`, 'endDate'],
    [`/api/analytics/subscriptions/export.csv?view=movementCustomers&${range('2025-01-01', '2025-01-31')}`, 'kind'],
    [`/api/analytics/subscriptions/export.csv?view=everything&${range('2025-01-01', '2025-01-31')}`, 'view'],
  ])('%s → 400 on %s', async (url, field) => {
    const response = await app.inject({ method: 'GET', url, headers: bearer(admin) });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 100, fieldErrors: { [field]: expect.any(String) } });
  });

  test.each([
    [{}, 'kind'],
    [{ kind: 'lost' }, 'kind'],
    [{ kind: 'new', currency: 'XYZ' }, 'currency'],
    [{ kind: 'new', endDate: '2024-01-01' }, 'endDate'],
    [{ kind: 'new', paginationRequest: { sortBy: 'name' } }, 'paginationRequest.sortBy'],
  ])('POST movements/list %j → 400 on %s', async (body, field) => {
    const payload = { startDate: '2025-01-01', endDate: '2025-01-31', ...body };
    const response = await app.inject({ method: 'POST', url: '/api/analytics/subscriptions/movements/list', headers: bearer(admin), payload });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fieldErrors).toHaveProperty([field]);
  });

  test('an editor is refused on every operation', async () => {
    const query = range('2025-01-01', '2025-01-31');
    for (const url of ['mrr', 'movements', 'churn', 'cohorts', 'plans', 'export.csv?view=mrr&x=1'].map((path) => `/api/analytics/subscriptions/${path}${path.includes('?') ? '&' : '?'}${query}`)) {
      const response = await app.inject({ method: 'GET', url, headers: bearer(editor) });
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toMatchObject({ errorCode: 103 });
    }
    const list = await app.inject({
      method: 'POST',
      url: '/api/analytics/subscriptions/movements/list',
      headers: bearer(editor),
      payload: { startDate: '2025-01-01', endDate: '2025-01-31', kind: 'new' },
    });
    expect(list.statusCode).toBe(403);
  });
});

describe('a reporting currency', () => {
  const rateUrl = (currency: string, validFrom: string, reporting = 'EUR') => `/api/analytics/subscriptions/exchange-rates/${reporting}/${currency}/${validFrom}`;
  const setRate = (currency: string, validFrom: string, rate: number, token = admin, reporting = 'EUR') =>
    app.inject({ method: 'PUT', url: rateUrl(currency, validFrom, reporting), headers: bearer(token), payload: { rate } });
  const mrrIn = async (day: string, reporting = 'EUR') =>
    (await get<MrrStatistics>(`/api/analytics/subscriptions/mrr?${range(day, day)}&reportingCurrency=${reporting}`)).totals.mrr;

  test('each day converts at the rate in force that day; a new rate leaves the days before it as they were', async () => {
    expect((await setRate('USD', '2025-01-01', 0.9)).statusCode).toBe(200);
    // 03-31: EUR 6300 + USD 1000 × 0.9.
    expect(await mrrIn('2025-03-31')).toEqual([{ currency: 'EUR', amount: 7200 }]);
    const response = await setRate('USD', '2025-04-01', 0.8);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ reportingCurrency: 'EUR', currency: 'USD', validFrom: '2025-04-01', rate: 0.8 });
    expect(await mrrIn('2025-03-31')).toEqual([{ currency: 'EUR', amount: 7200 }]);
    // 04-30: EUR 5300 + USD 2000 × 0.8.
    expect(await mrrIn('2025-04-30')).toEqual([{ currency: 'EUR', amount: 6900 }]);
    // Subscribers stay per currency: counts are not converted.
    const april = await get<MrrStatistics>(`/api/analytics/subscriptions/mrr?${range('2025-04-30', '2025-04-30')}&reportingCurrency=EUR`);
    expect(april.reportingCurrency).toBe('EUR');
    expect(april.totals.subscribers).toEqual([{ currency: 'EUR', count: 4 }, { currency: 'USD', count: 2 }]);
    // Movements convert on their own day: new = 7500 + Cleo 1000 × 0.9 (01-20) + Hana 1000 × 0.8 (04-01).
    const movements = await get<MrrMovements>(`/api/analytics/subscriptions/movements?${range('2025-01-01', '2025-06-30')}&reportingCurrency=EUR`);
    expect(movements.totals.new).toEqual({ customers: 8, amount: [{ currency: 'EUR', amount: 9200 }] });
    // No rate into GBP: the amounts stay as they were paid.
    expect(await mrrIn('2025-04-30', 'GBP')).toEqual([{ currency: 'EUR', amount: 5300 }, { currency: 'USD', amount: 2000 }]);
    expect(await csvLines(`view=mrr&${range('2025-04-30', '2025-04-30')}&reportingCurrency=EUR`)).toEqual([
      'Date,Currency,MRR,Subscribers',
      '2025-04-30,EUR,69.00,4',
      '2025-04-30,USD,,2',
    ]);
  });

  test('rates are listed, removed, checked and audited; an editor may not set one', async () => {
    const rates = await get<{ currency: string; validFrom: string; rate: number }[]>('/api/analytics/subscriptions/exchange-rates');
    expect(rates.map((rate) => [rate.currency, rate.validFrom, rate.rate])).toEqual([
      ['USD', '2025-01-01', 0.9],
      ['USD', '2025-04-01', 0.8],
    ]);
    const removed = await app.inject({ method: 'DELETE', url: rateUrl('USD', '2025-04-01'), headers: bearer(admin) });
    expect(removed.statusCode).toBe(204);
    // 04-30 takes 0.9 again: 5300 + 1800.
    expect(await mrrIn('2025-04-30')).toEqual([{ currency: 'EUR', amount: 7100 }]);
    expect((await app.inject({ method: 'DELETE', url: rateUrl('USD', '2025-04-01'), headers: bearer(admin) })).statusCode).toBe(404);
    const entries = await app.db.selectFrom('audit_entries').select(['action', 'record_id']).where('resource', '=', 'subscriptionFigures').orderBy('id').execute();
    expect(entries.filter((entry) => entry.record_id !== null)).toEqual([
      { action: 'create', record_id: 'EUR/USD/2025-01-01' },
      { action: 'create', record_id: 'EUR/USD/2025-04-01' },
      { action: 'delete', record_id: 'EUR/USD/2025-04-01' },
    ]);
    const same = await setRate('EUR', '2025-01-01', 1);
    expect(same.statusCode).toBe(400);
    expect(same.json().fieldErrors).toHaveProperty('currency');
    const zero = await setRate('USD', '2025-01-01', 0);
    expect(zero.json().fieldErrors).toHaveProperty('rate');
    expect((await setRate('USD', '2025-02-30', 1)).json().fieldErrors).toHaveProperty('validFrom');
    expect((await setRate('USD', '2025-01-01', 0.5, editor)).statusCode).toBe(403);
  });
});

describe('roll-ups', () => {
  const tables = [
    'subscription_movements',
    'subscription_days',
    'subscription_plan_movements',
    'subscription_plan_days',
    'subscription_trials',
    'subscription_trial_days',
    'subscription_customers',
    'subscription_cohorts',
  ] as const;
  /** Every roll-up row, numbers as numbers, in one order. */
  const snapshot = async () =>
    Object.fromEntries(
      await Promise.all(
        tables.map(async (table) => {
          const rows = (await app.db.selectFrom(table).selectAll().execute()) as Record<string, unknown>[];
          const plain = rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value])));
          return [table, plain.map((row) => JSON.stringify(row)).sort()] as const;
        }),
      ),
    );
  const rebuilt = async () => {
    await app.db.transaction().execute((trx) => rebuildSubscriptionFigures(trx));
    return snapshot();
  };

  test('the incremental roll-ups equal a rebuild, through orders granted and refunded and a plan repriced', async () => {
    const incremental = await snapshot();
    // The 13 above, and Cleo's churn when her year ended on 2026-01-20.
    expect(incremental.subscription_movements).toHaveLength(14);
    expect(await rebuilt()).toEqual(incremental);

    // An order for Plus confirmed on 2025-06-10 gives Gus a month of it (in the transaction of grantPurchase).
    const gusOrder = await planOrder(app, gus, plus, 2000, 'EUR', '2025-06-10');
    await app.db.transaction().execute((trx) => grantPurchase(trx, gusOrder, noon('2025-06-10')));
    const granted = await get<MrrStatistics>(`/api/analytics/subscriptions/mrr?${range('2025-06-10', '2025-06-10')}`);
    // 6300 + 2000 (Gus holds Basic and Plus that day).
    expect(granted.totals.mrr[0]).toEqual({ currency: 'EUR', amount: 8300 });
    // Refunded on 2025-06-12: the hold ends then.
    await app.db.transaction().execute((trx) => revokePurchase(trx, gusOrder, noon('2025-06-12')));
    const refunded = await get<MrrStatistics>(`/api/analytics/subscriptions/mrr?${range('2025-06-12', '2025-06-12')}`);
    expect(refunded.totals.mrr[0]).toEqual({ currency: 'EUR', amount: 6300 });
    const [contraction] = (
      await app.inject({
        method: 'POST',
        url: '/api/analytics/subscriptions/movements/list',
        headers: bearer(admin),
        payload: { startDate: '2025-06-12', endDate: '2025-06-12', kind: 'contraction' },
      })
    ).json<Page<MovementCustomer>>().content;
    expect(contraction).toMatchObject({ customerId: gus, from: 3000, to: 1000 });

    // Basic's price goes to 1100: the holds without an order (all of Basic's) follow.
    await app.db.transaction().execute(async (trx) => {
      const values = { name: 'Basic', description: null, price: 1100, currency: 'EUR', billingPeriod: 'MONTHLY', billingDays: null, contentTypes: ['book'], trialDays: 0, status: 'E', iosProductId: null, androidProductId: null };
      await replacePlan(trx, basic, values as Parameters<typeof replacePlan>[2]);
    });
    const repriced = await get<MrrStatistics>(`/api/analytics/subscriptions/mrr?${range('2025-05-31', '2025-05-31')}`);
    // Gus, Dan, Hana at 1100, Ann 1800, Eve 1500.
    expect(repriced.totals.mrr[0]).toEqual({ currency: 'EUR', amount: 3 * 1100 + 1800 + 1500 });

    const afterChanges = await snapshot();
    expect(await rebuilt()).toEqual(afterChanges);
  });
});
