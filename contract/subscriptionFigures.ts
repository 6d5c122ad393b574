import { z } from 'zod';
import { checkRange, dateRangeQuery, moneyAmounts } from './analytics';
import { currency } from './money';
import { defineOperations } from './operation';
import { calendarDate, listRequest, pageOf } from './pagination';
import {
  cohortMonths,
  maxDailyMovementDays,
  maxExchangeRate,
  movementIntervals,
  mrrMovementKinds,
  subscriptionFigureViews,
} from './subscriptionFigureRules';
import { coded, codedIssue } from './apiMessages';
export * from './subscriptionFigureRules';

/**
 * The subscription figures (docs/api.md "Subscription figures"): MRR, its movements, churn, trial
 * conversion, cohort retention, ARPU and lifetime value, over ranges of business days as the rest
 * of the analytics, read from the roll-ups of migration 0036. Money is per currency, never added
 * across currencies; every amount is minor units a month.
 */

const count = z.number().int();
/** A share or a rate, 0..1 (a rate may pass 1); null when there is nothing to divide by. */
const rate = z.number().nullable();
const range = { startDate: calendarDate, endDate: calendarDate };

/** A count per currency, sorted by currency. */
export const currencyCounts = z.array(z.object({ currency: z.string(), count })).meta({ id: 'CurrencyCounts' });

/** `reportingCurrency`: the amounts of other currencies converted into it, each at the rate in force on its day. */
const reportingCurrency = currency.optional().describe('Convert into this currency at the rates in force on each day (docs/api.md "Reporting currency")');

// MRR -----------------------------------------------------------------------------------------

export const mrrQuery = z.object({ ...range, reportingCurrency }).superRefine(checkRange);
export type MrrQuery = z.output<typeof mrrQuery>;

export const mrrTotals = z
  .object({
    /** MRR on the range's last day. */
    mrr: moneyAmounts,
    /** Customers with MRR on the range's last day, per currency. */
    subscribers: currencyCounts,
    /** MRR on the last day less MRR on the day before the first. */
    change: moneyAmounts,
  })
  .meta({ id: 'MrrTotals' });
export const mrrStatistics = z
  .object({
    ...range,
    /** The currency asked for, or null: amounts per currency as they were paid. */
    reportingCurrency: z.string().nullable(),
    series: z.array(z.object({ date: calendarDate, mrr: moneyAmounts, subscribers: currencyCounts })),
    totals: mrrTotals,
    previous: z.object({ ...range, totals: mrrTotals }),
  })
  .meta({ id: 'MrrStatistics' });
export type MrrStatistics = z.infer<typeof mrrStatistics>;
export type MrrTotals = z.infer<typeof mrrTotals>;

// Movements -----------------------------------------------------------------------------------

export const movementQuery = z
  .object({
    ...range,
    interval: z.enum(movementIntervals).optional().describe(`\`day\` or \`month\`; absent: \`day\` up to ${maxDailyMovementDays} days, else \`month\``),
    reportingCurrency,
  })
  .superRefine(checkRange);
export type MovementQuery = z.output<typeof movementQuery>;

/** Movements of one kind: how many (customer and day, each currency apart) and the sum of their changes (to - from). */
export const movementFigure = z.object({ customers: count, amount: moneyAmounts }).meta({ id: 'MrrMovementFigure' });
const kindFigures = Object.fromEntries(mrrMovementKinds.map((kind) => [kind, movementFigure])) as Record<
  (typeof mrrMovementKinds)[number],
  typeof movementFigure
>;
export const movementFigures = z
  .object({ ...kindFigures, net: moneyAmounts.describe('The sum of every kind: the change of MRR') })
  .meta({ id: 'MrrMovementFigures' });
export type MovementFigures = z.infer<typeof movementFigures>;

export const mrrMovements = z
  .object({
    ...range,
    interval: z.enum(movementIntervals),
    reportingCurrency: z.string().nullable(),
    /** One point per day, or per month (its 1st; only its days inside the range), in order. */
    series: z.array(movementFigures.extend({ period: calendarDate })),
    totals: movementFigures,
    previous: z.object({ ...range, totals: movementFigures }),
  })
  .meta({ id: 'MrrMovements' });
export type MrrMovements = z.infer<typeof mrrMovements>;

export const movementSortFields = ['day', 'delta'] as const;
export const movementListRequest = listRequest(
  {
    ...range,
    kind: z.enum(mrrMovementKinds),
    currency: currency.nullish().describe('One currency; null or absent: every currency'),
  },
  movementSortFields,
)
  .superRefine(checkRange)
  .meta({ id: 'MrrMovementListRequest' });
export type MovementListRequest = z.input<typeof movementListRequest>;
export type MovementListQuery = z.output<typeof movementListRequest>;

export const movementCustomer = z
  .object({
    customerId: z.number().int(),
    name: z.string(),
    email: z.string(),
    day: calendarDate,
    currency: z.string(),
    kind: z.enum(mrrMovementKinds),
    /** MRR of the day before, and of the day, in minor units. */
    from: count,
    to: count,
    /** to - from. */
    delta: count,
  })
  .meta({ id: 'MrrMovementCustomer' });
export type MovementCustomer = z.infer<typeof movementCustomer>;
export const movementCustomerPage = pageOf(movementCustomer).meta({ id: 'MrrMovementCustomerPage' });

// Churn and trials ----------------------------------------------------------------------------

export const currencyChurn = z
  .object({
    currency: z.string(),
    /** Customers with MRR on the day before the month's first day in the range. */
    subscribersAtStart: count,
    /** Customers whose MRR fell to 0 on a day of it. */
    churned: count,
    /** churned / subscribersAtStart. */
    churnRate: rate,
    mrrAtStart: count,
    /** The MRR the churned customers had (positive). */
    mrrChurned: count,
    /** What contractions took off (positive). */
    mrrContraction: count,
    /** (mrrChurned + mrrContraction) / mrrAtStart. */
    revenueChurnRate: rate,
  })
  .meta({ id: 'CurrencyChurn' });

export const trialFigures = z
  .object({
    /** Trials that started on a day of it. */
    started: count,
    /** Of those, the ones whose trial has ended by today and whose customer had MRR on its first day after it. */
    converted: count,
    /** Of those, the ones whose trial has not ended by today. */
    running: count,
    /** converted / (started - running). */
    conversionRate: rate,
  })
  .meta({ id: 'TrialFigures' });

export const churnStatistics = z
  .object({
    ...range,
    /** Each month the range touches, over its days inside the range. */
    months: z.array(
      z.object({
        month: calendarDate,
        startDate: calendarDate,
        endDate: calendarDate,
        byCurrency: z.array(currencyChurn),
        trials: trialFigures,
        /** The plans with a trial started in it. */
        trialsByPlan: z.array(trialFigures.extend({ subscriptionId: z.number().int(), name: z.string() })),
      }),
    ),
  })
  .meta({ id: 'ChurnStatistics' });
export type ChurnStatistics = z.infer<typeof churnStatistics>;
export type TrialFigures = z.infer<typeof trialFigures>;
export type CurrencyChurn = z.infer<typeof currencyChurn>;

// Cohorts -------------------------------------------------------------------------------------

export const cohortRetention = z
  .object({
    ...range,
    cohorts: z.array(
      z.object({
        /** The 1st of the month of their first subscribed day. */
        month: calendarDate,
        customers: count,
        /** After 1..12 months: those subscribed on the last day of that month; null until that day has passed. */
        retained: z.array(count.nullable()).length(cohortMonths),
        /** retained / customers. */
        share: z.array(rate).length(cohortMonths),
      }),
    ),
  })
  .meta({ id: 'CohortRetention' });
export type CohortRetention = z.infer<typeof cohortRetention>;

// Plans ---------------------------------------------------------------------------------------

export const lifetimeFigures = z
  .object({
    currency: z.string(),
    /** Customers with MRR (of the plan) on the range's last day, and that MRR. */
    subscribers: count,
    mrr: count,
    /** MRR-days / subscriber-days over the range, rounded. */
    arpu: count.nullable(),
    /** Customers whose MRR (of the plan) fell to 0 in the range. */
    churned: count,
    /** churned / subscriber-months (subscriber-days / (365/12)). */
    churnRate: rate,
    /** arpu / churnRate, rounded; null when no one churned (unbounded) or there was no subscriber. */
    ltv: count.nullable(),
  })
  .meta({ id: 'LifetimeFigures' });
export type LifetimeFigures = z.infer<typeof lifetimeFigures>;

export const planLifetimes = z
  .object({
    ...range,
    /** Every plan, by name: one entry per currency it was paid in (its own currency when none). */
    plans: z.array(z.object({ subscriptionId: z.number().int(), name: z.string(), byCurrency: z.array(lifetimeFigures) })),
    /** Every plan together (a customer who moved from one plan to another did not churn). */
    totals: z.array(lifetimeFigures),
  })
  .meta({ id: 'PlanLifetimes' });
export type PlanLifetimes = z.infer<typeof planLifetimes>;

// Export --------------------------------------------------------------------------------------

export const subscriptionFigureExportQuery = z
  .object({
    view: z.enum(subscriptionFigureViews),
    ...range,
    interval: z.enum(movementIntervals).optional(),
    reportingCurrency,
    kind: z.enum(mrrMovementKinds).optional().describe('For `movementCustomers`: required'),
    currency: currency.optional(),
  })
  .superRefine(checkRange)
  .superRefine((value, context) => {
    if (value.view === 'movementCustomers' && !value.kind) context.addIssue(codedIssue(coded('movement_kind'), ['kind']));
  });
export type SubscriptionFigureExportQuery = z.output<typeof subscriptionFigureExportQuery>;

// Exchange rates ------------------------------------------------------------------------------

export const exchangeRateParams = z
  .object({
    reportingCurrency: currency,
    currency,
    /** The first business day it is in force. */
    validFrom: calendarDate,
  })
  .superRefine((value, context) => {
    if (value.currency === value.reportingCurrency) context.addIssue(codedIssue(coded('currency_itself'), ['currency']));
  });
export const exchangeRateInput = z
  .object({ rate: z.number().positive().max(maxExchangeRate).describe('One unit of `currency` in `reportingCurrency`') })
  .meta({ id: 'ExchangeRateChange' });
export type ExchangeRateInput = z.input<typeof exchangeRateInput>;
export const exchangeRate = z
  .object({
    reportingCurrency: z.string(),
    currency: z.string(),
    validFrom: calendarDate,
    rate: z.number(),
    setAt: z.string(),
    setBy: z.number().int().nullable(),
  })
  .meta({ id: 'ExchangeRate' });
export type ExchangeRate = z.infer<typeof exchangeRate>;
export const exchangeRates = z.array(exchangeRate).meta({ id: 'ExchangeRates' });

// Operations ----------------------------------------------------------------------------------

const overRange =
  '`startDate` and `endDate` are business days (TIME_ZONE), both inclusive and required; a start after the end, or a range ' +
  'longer than the analytics allow, is a 400 on `endDate`. Money is per currency, in minor units a month (docs/api.md "Subscription figures").';

export const subscriptionFigureOperations = defineOperations('subscriptionFigures', {
  getMrr: {
    method: 'GET',
    path: '/api/analytics/subscriptions/mrr',
    access: 'analytics',
    summary: 'MRR and subscribers by day',
    description: `${overRange} MRR of a day: the monthly amounts of the holds active on it (a hold's price paid, normalised to a month; nothing during a trial). One point per day; totals on the last day; \`previous\` the same of the range before. \`reportingCurrency\`: amounts converted at each day's rate.`,
    query: mrrQuery,
    responses: { 200: mrrStatistics },
  },
  getMrrMovements: {
    method: 'GET',
    path: '/api/analytics/subscriptions/movements',
    access: 'analytics',
    summary: 'MRR movements (new, reactivated, expansion, contraction, churned)',
    description: `${overRange} Each customer's MRR per currency compared from one day to the next: the kinds, how many and their sum (to - from) per kind, per day or month (\`interval\`), totals and \`previous\`. \`reportingCurrency\`: each movement converted at the rate of its day.`,
    query: movementQuery,
    responses: { 200: mrrMovements },
  },
  listMrrMovementCustomers: {
    method: 'POST',
    path: '/api/analytics/subscriptions/movements/list',
    access: 'analytics',
    readOnly: true,
    summary: 'A page of the customers behind one kind of MRR movement',
    description: `${overRange} \`kind\` required, \`currency\` optional. \`sortBy\`: \`day\` (default, DESC) or \`delta\`.`,
    body: movementListRequest,
    responses: { 200: movementCustomerPage },
  },
  getSubscriptionChurn: {
    method: 'GET',
    path: '/api/analytics/subscriptions/churn',
    access: 'analytics',
    summary: 'Churn, revenue churn and trial conversion by month',
    description: `${overRange} Each month the range touches, over its days inside the range.`,
    query: dateRangeQuery,
    responses: { 200: churnStatistics },
  },
  getCohortRetention: {
    method: 'GET',
    path: '/api/analytics/subscriptions/cohorts',
    access: 'analytics',
    summary: 'Cohort retention by month of first subscription',
    description: `${overRange} The customers whose first subscribed day falls in a month the range touches, and how many of them were subscribed (any hold, a trial included) on the last day of each of the ${cohortMonths} months after.`,
    query: dateRangeQuery,
    responses: { 200: cohortRetention },
  },
  getPlanLifetimes: {
    method: 'GET',
    path: '/api/analytics/subscriptions/plans',
    access: 'analytics',
    summary: 'ARPU, churn and lifetime value by plan',
    description: `${overRange} ARPU: MRR-days / subscriber-days over the range; churn rate per subscriber-month; LTV = ARPU / churn rate (null when no one churned).`,
    query: dateRangeQuery,
    responses: { 200: planLifetimes },
  },
  listExchangeRates: {
    method: 'GET',
    path: '/api/analytics/subscriptions/exchange-rates',
    access: 'analytics',
    summary: 'The exchange rates into reporting currencies',
    description: 'Every rate, by reporting currency, currency and first day in force.',
    responses: { 200: exchangeRates },
  },
  setExchangeRate: {
    method: 'PUT',
    path: '/api/analytics/subscriptions/exchange-rates/:reportingCurrency/:currency/:validFrom',
    access: 'analytics',
    summary: 'Sets the rate of a currency into a reporting currency from a day on',
    description: `In force from \`validFrom\` until the next rate's day; a figure of a day uses the rate in force that day, so a new rate never changes the figures of the days before it. \`rate\` above 0, at most ${maxExchangeRate}; \`currency\` equal to \`reportingCurrency\` is a 400. Audited.`,
    params: exchangeRateParams,
    body: exchangeRateInput,
    responses: { 200: exchangeRate },
  },
  deleteExchangeRate: {
    method: 'DELETE',
    path: '/api/analytics/subscriptions/exchange-rates/:reportingCurrency/:currency/:validFrom',
    access: 'analytics',
    summary: 'Removes a rate',
    description: 'The days it covered take the rate before it (or none). Audited.',
    params: exchangeRateParams,
    responses: { 204: z.null() },
    errors: [404],
  },
  exportSubscriptionFigures: {
    method: 'GET',
    path: '/api/analytics/subscriptions/export.csv',
    access: 'analytics',
    summary: 'One view of the subscription figures as CSV',
    description: `${overRange} \`view\`: ${subscriptionFigureViews.map((view) => `\`${view}\``).join(', ')} (columns in docs/api.md); \`movementCustomers\` takes \`kind\` (required) and \`currency\`, \`movements\` takes \`interval\`. Amounts as decimals of their currency. Audited.`,
    query: subscriptionFigureExportQuery,
    responses: { 200: { description: 'CSV, UTF-8', content: { 'text/csv': { schema: z.string() } } } },
  },
});
