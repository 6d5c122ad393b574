import { z } from 'zod';
import { auditActions } from './auditRules';
import { editorialResources } from './lifecycle';
import { defineOperations } from './operation';

/**
 * The revisions of the editorial records (docs/api.md "Editorial workflow", "Revisions"): every
 * save of an e-book, feed entry, banner or alert keeps the whole record as its GET answers it, its
 * files by reference (their URLs). A record's revisions are listed, read one by one, and two of
 * them compared field by field, text fields as a word diff.
 */

const maxId = 2_147_483_647;
const positive = z.coerce.number().int().positive().max(maxId);

/**
 * What made a revision: the audit action of the change (`create`, `update`, `uploadFile`,
 * `removeFile`, a lifecycle step that changed the record, such as `publish`), or `existing`: the
 * record as it was before its first change since revisions are kept (demo data, an import).
 */
export const revisionActions = ['existing', ...auditActions] as const;
export type RevisionAction = (typeof revisionActions)[number];

/** One record: `resource` is the editorial resource's one name (`ui/banners`), hence a query parameter. */
export const revisionRecordQuery = z.object({
  resource: z.enum(editorialResources),
  recordId: positive,
});

export const revisionQuery = revisionRecordQuery.extend({ number: positive });

/** Two revisions of a record: `from` is the old side, `to` the new one (any order). */
export const revisionCompareQuery = revisionRecordQuery.extend({ from: positive, to: positive });

/** A revision without its record: its number, when, who and what made it. */
export const revisionSummary = z
  .object({
    number: z.number().int(),
    at: z.string(),
    /** Who saved it; null for the system, or a staff member since removed. */
    author: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    action: z.enum(revisionActions),
  })
  .meta({ id: 'RevisionSummary' });
export type RevisionSummary = z.infer<typeof revisionSummary>;

/** A record's revisions, newest first. */
export const revisionList = z
  .object({
    resource: z.enum(editorialResources),
    recordId: z.number().int(),
    revisions: z.array(revisionSummary),
  })
  .meta({ id: 'RevisionList' });
export type RevisionList = z.infer<typeof revisionList>;

/** One revision with the whole record as its GET answered it then (what a restore reads). */
export const revision = revisionSummary
  .extend({
    resource: z.enum(editorialResources),
    recordId: z.number().int(),
    record: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'Revision' });
export type Revision = z.infer<typeof revision>;

/** A piece of a word diff: unchanged, `removed` (only in the old text) or `added` (only in the new). */
export const wordDiffPart = z
  .object({ value: z.string(), added: z.literal(true).optional(), removed: z.literal(true).optional() })
  .meta({ id: 'WordDiffPart' });
export type WordDiffPart = z.infer<typeof wordDiffPart>;

/**
 * A field that differs between two revisions: its old and new value (JSON, null when absent) and,
 * for a text field, the word diff of the two texts (rich text by its words, tags left out).
 */
export const revisionFieldChange = z
  .object({
    field: z.string(),
    from: z.unknown(),
    to: z.unknown(),
    words: z.array(wordDiffPart).optional(),
  })
  .meta({ id: 'RevisionFieldChange' });
export type RevisionFieldChange = z.infer<typeof revisionFieldChange>;

export const revisionComparison = z
  .object({
    resource: z.enum(editorialResources),
    recordId: z.number().int(),
    from: revisionSummary,
    to: revisionSummary,
    /** The fields that differ, in the record's order; ids, timestamps and values computed from the clock left out. */
    changes: z.array(revisionFieldChange),
  })
  .meta({ id: 'RevisionComparison' });
export type RevisionComparison = z.infer<typeof revisionComparison>;

/** What a restore made: a pending change of the published item, or the item's new draft. */
export const restoredRevision = z
  .object({
    resource: z.enum(editorialResources),
    recordId: z.number().int(),
    number: z.number().int(),
    as: z.enum(['change', 'draft']),
  })
  .meta({ id: 'RestoredRevision' });
export type RestoredRevision = z.infer<typeof restoredRevision>;

const access =
  'Any signed-in staff member who may open the resource’s area (contract/access.ts: e-books `ebooks`, feed entries ' +
  '`feed`, banners, alerts and layouts `ui`); 403 otherwise. An unknown record or revision is a 404.';

export const revisionsOperations = defineOperations('revisions', {
  listRevisions: {
    method: 'GET',
    path: '/api/revisions',
    access: 'account',
    summary: 'The revisions of an editorial record, newest first',
    description: `Each with its number, when, who and what made it (docs/api.md "Revisions"). ${access}`,
    query: revisionRecordQuery,
    responses: { 200: revisionList },
    errors: [404],
  },
  getRevision: {
    method: 'GET',
    path: '/api/revisions/one',
    access: 'account',
    summary: 'One revision of an editorial record, with the whole record as it was saved',
    description: `The record as its GET answered it after that save, its files by their URLs. ${access}`,
    query: revisionQuery,
    responses: { 200: revision },
    errors: [404],
  },
  compareRevisions: {
    method: 'GET',
    path: '/api/revisions/compare',
    access: 'account',
    summary: 'Two revisions of an editorial record compared field by field',
    description:
      'For each field that differs between revision `from` and revision `to`: its old and new value, and for a text ' +
      `field the word diff (parts with \`added\` or \`removed\`). ${access}`,
    query: revisionCompareQuery,
    responses: { 200: revisionComparison },
    errors: [404],
  },
  restoreRevision: {
    method: 'POST',
    path: '/api/revisions/restore',
    access: 'account',
    summary: 'Restores a revision of an editorial record as a new draft',
    description:
      'The revision\'s fields are written through the record\'s own update (its files stay as they are), never over ' +
      'what is live: a published item gets them as a pending change (`as: "change"`), waiting for approval; any other ' +
      'item becomes a draft with them (`as: "draft"`; a scheduled one is unscheduled). A revision whose fields the ' +
      `record's rules no longer accept is a 409 naming the field. Audited as \`restore\` with the revision's number. ${access}`,
    body: revisionQuery,
    responses: { 200: restoredRevision },
    errors: [404, 409],
  },
});
