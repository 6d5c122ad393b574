/**
 * What the console needs of the analytics (contract/analytics.ts holds their schemas and operations), without zod.
 */

/** The longest range of any analytics request, in days (two years, a leap day included). */
export const maxRangeDays = 731;

export const activeUserResults = ['daily', 'weekly', 'monthly'] as const;
export type ActiveUserResult = (typeof activeUserResults)[number];
