/**
 * What the console needs of the subscription plans (contract/subscriptions.ts holds their schemas and operations), without zod.
 */

/** How often a plan bills: every month, every year, or every `billingDays` days. */
export const billingPeriods = ['MONTHLY', 'YEARLY', 'DAYS'] as const;
export type BillingPeriod = (typeof billingPeriods)[number];
