import { z } from 'zod';
import { epubCheckers, epubFinding } from './epubChecks';
import { defineOperations } from './operation';
import { readinessCheckNames } from './readinessRules';
import { accessibilityAnswer, contributor, seriesAnswer } from './catalogue';
import { ebookLanguages } from './ebookRules';
export { coverRatio, minCoverShortSide, readinessCheckNames, readinessChecks, readinessFilters, type ReadinessCheck } from './readinessRules';

/**
 * An e-book's release readiness (docs/api.md "Release readiness"): the checks of its files, its
 * cover and its metadata, each open or done, and the reports of its e-pubs' checks. The rules
 * without zod are contract/readinessRules.ts.
 */

const readinessParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** One item of the checklist: done (`ok`) or open, with what it found (`params`) and a sentence saying so. */
export const readinessItem = z
  .object({
    check: z.enum(readinessCheckNames),
    level: z.enum(['error', 'warning']),
    ok: z.boolean(),
    /** What the check found, for the console's words: `{width, height}` of a cover, `{errors}` of an e-pub, `{missing}` fields. */
    params: z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string())])),
    /** The same in an English sentence. */
    detail: z.string(),
  })
  .meta({ id: 'ReadinessItem' });
export type ReadinessItem = z.infer<typeof readinessItem>;

/** The checks of one stored e-pub: waiting, done (with what they found) or failed to run. */
export const epubCheckReport = z
  .object({
    slot: z.enum(['sample', 'full']),
    /** The file checked, by its uploaded name. */
    fileName: z.string(),
    state: z.enum(['pending', 'done', 'failed']),
    /** `epubcheck` when EPUBCheck ran (with the structural check), `structure` when only the structural check could. */
    checker: z.enum(epubCheckers).nullable(),
    /** EPUBCheck's version, when it ran. */
    version: z.string().nullable(),
    errors: z.number().int(),
    warnings: z.number().int(),
    /** What they found, errors first, at most 500. */
    findings: z.array(epubFinding),
    truncated: z.boolean(),
    /** Why EPUBCheck did not run (not installed) or why the check failed. */
    note: z.string().nullable(),
    checkedAt: z.string().nullable(),
  })
  .meta({ id: 'EpubCheckReport' });
export type EpubCheckReport = z.infer<typeof epubCheckReport>;

/**
 * What the full e-pub's package document and content say where the record says otherwise (or
 * nothing): proposed to staff, never written by the server (docs/api.md "Catalogue metadata").
 */
export const fileProposals = z
  .object({
    contributors: z.array(contributor),
    series: seriesAnswer,
    language: z.enum(ebookLanguages),
    publisher: z.string(),
    subjects: z.array(z.string()),
    pageCount: z.number().int(),
    wordCount: z.number().int(),
    accessibility: accessibilityAnswer,
  })
  .partial()
  .meta({ id: 'FileProposals' });
export type FileProposals = z.output<typeof fileProposals>;

export const ebookReadiness = z
  .object({
    ebookId: z.number().int(),
    /** No error-level item is open. */
    ready: z.boolean(),
    items: z.array(readinessItem),
    files: z.object({ sample: epubCheckReport.nullable(), full: epubCheckReport.nullable() }),
    /** The cover as uploaded: its size in pixels and colour space; null without a cover (or one uploaded before these were kept). */
    cover: z.object({ width: z.number().int(), height: z.number().int(), space: z.string().nullable() }).nullable(),
    /** The installed EPUBCheck's version; null when it is not installed (the structural check runs alone). */
    epubcheck: z.string().nullable(),
    /** What the checked full e-pub says differently from the record, field by field (empty when it agrees or is unread). */
    proposals: fileProposals,
  })
  .meta({ id: 'EbookReadiness' });
export type EbookReadiness = z.infer<typeof ebookReadiness>;

export const readinessOperations = defineOperations('ebooks', {
  getEbookReadiness: {
    method: 'GET',
    path: '/api/ebooks/:id/readiness',
    access: 'ebooks',
    summary: "An e-book's release readiness: its checklist and its e-pubs' reports",
    description:
      'Each check of contract/readinessRules.ts, done or open, with what it found; the reports of the sample and ' +
      'full e-pub checks (EPUBCheck and the structural check), which run as jobs after each upload. `ready`: no ' +
      'error-level item is open (the book may be scheduled or published).',
    params: readinessParams,
    responses: { 200: ebookReadiness },
    errors: [404],
  },
  checkEbookFiles: {
    method: 'POST',
    path: '/api/ebooks/:id/readiness/check',
    access: 'ebooks',
    summary: "Checks the e-book's e-pubs again (EPUBCheck installed since, a report lost)",
    description: 'Starts a check job for each stored e-pub, as an upload does; answers the readiness with their reports pending.',
    params: readinessParams,
    responses: { 200: ebookReadiness },
    errors: [404],
  },
});
