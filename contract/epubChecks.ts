import { z } from 'zod';
import { epubFindingSeverities } from './epubCheckRules';
export { epubFindingSeverities, type EpubFindingSeverity, failingSeverities } from './epubCheckRules';

/**
 * What the checks of an uploaded e-pub find (docs/api.md "Release readiness"): EPUBCheck's
 * messages, the trade's validator, and the project's own structural check of the archive (the
 * Open Container Format: `mimetype` first and stored, `META-INF/container.xml` naming package
 * documents that are there), which runs whether EPUBCheck is installed or not.
 */

export const epubFinding = z
  .object({
    severity: z.enum(epubFindingSeverities),
    /** EPUBCheck's message id (`RSC-005`, `OPF-030`), or the structural check's (`STRUCT-001`). */
    id: z.string().nullable(),
    message: z.string(),
    /** The entry of the archive it is about (`EPUB/chapter-1.xhtml`), when it names one. */
    path: z.string().nullable(),
    line: z.number().int().nullable(),
    column: z.number().int().nullable(),
  })
  .meta({ id: 'EpubFinding' });
export type EpubFinding = z.infer<typeof epubFinding>;

/** What checked a file: EPUBCheck (with its version) and the structural check, or the structural check alone. */
export const epubCheckers = ['epubcheck', 'structure'] as const;
export type EpubChecker = (typeof epubCheckers)[number];
