/**
 * What the console needs of the e-pub checks (contract/epubChecks.ts holds their schemas), without
 * zod: the severities of a finding, and those that make a file fail.
 */

/** EPUBCheck's severities, lower-cased; the structural check's findings are errors. */
export const epubFindingSeverities = ['fatal', 'error', 'warning', 'usage', 'info'] as const;
export type EpubFindingSeverity = (typeof epubFindingSeverities)[number];

/** The severities that make a file fail its check (EPUBCheck's FATAL and ERROR). */
export const failingSeverities: readonly EpubFindingSeverity[] = ['fatal', 'error'];
