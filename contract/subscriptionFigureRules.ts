/**
 * What the console needs of the subscription figures (contract/subscriptionFigures.ts holds their
 * schemas and operations), without zod. Definitions: docs/api.md "Subscription figures".
 */

/** How a customer's MRR of one currency changed from one day to the next. */
export const mrrMovementKinds = ['new', 'reactivated', 'expansion', 'contraction', 'churned'] as const;
export type MrrMovementKind = (typeof mrrMovementKinds)[number];

/** A movement series' points: one per day, or one per month (its days inside the range). */
export const movementIntervals = ['day', 'month'] as const;
export type MovementInterval = (typeof movementIntervals)[number];

/** Ranges of at most this many days get a daily movement series by default, longer ones a monthly one. */
export const maxDailyMovementDays = 92;

/** The cohort grid follows each cohort for this many months after its first. */
export const cohortMonths = 12;

/** What `GET /api/analytics/subscriptions/export.csv` exports: one of the views. */
export const subscriptionFigureViews = ['mrr', 'movements', 'movementCustomers', 'churn', 'trials', 'cohorts', 'plans'] as const;
export type SubscriptionFigureView = (typeof subscriptionFigureViews)[number];

/** Days in an average month, for MRR of plans billed by days and for churn per subscriber-month. */
export const daysPerMonth = 365 / 12;

/** An exchange rate: what one unit of a currency is worth in the reporting currency, above 0 and at most this. */
export const maxExchangeRate = 1_000_000;
