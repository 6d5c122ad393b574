import { z } from 'zod';
import { defineOperations } from './operation';
import { calendarDate, listRequest, pageOf, startNotAfterEnd } from './pagination';
import { auditResources, auditActions } from './auditRules';
export { type AuditResource, auditAreaOf, auditResources, auditActions, type AuditAction } from './auditRules';

/**
 * The audit log (docs/api.md "Audit log"): one entry per change, written in the same transaction
 * as the change, never updated or deleted by the API.
 */

/** A stored file as the audit log shows it: its name and size, never its content or path. */
export const auditFile = z.object({ name: z.string(), size: z.number().int().nullable() }).meta({ id: 'AuditFile' });
export type AuditFile = z.infer<typeof auditFile>;

/**
 * One field's change: its old and new value (JSON; null when absent). Texts longer than 200
 * characters are cut and end with `…`; files are `AuditFile`s; secrets never appear.
 */
export const auditChange = z
  .object({ field: z.string(), from: z.unknown(), to: z.unknown() })
  .meta({ id: 'AuditChange' });
export type AuditChange = z.infer<typeof auditChange>;

/**
 * Who did it. A staff member whose role the reader may not list (contract/accessRules.ts
 * `mayListStaff`: an editor reading an admin's change) is shown by id and name only: no `email`,
 * no `role`, and the entry's `ip` is null (docs/api.md "Audit log").
 */
export const auditActor = z
  .object({
    id: z.number().int().nullable(),
    name: z.string(),
    email: z.string().optional().describe('Absent when the reader may not list staff of the actor’s role'),
    /** The role at the time (AdminRole); null for a customer or the system. */
    role: z
      .number()
      .int()
      .nullable()
      .optional()
      .describe('The role at the time (AdminRole); null for a customer; absent when the reader may not list staff of that role'),
  })
  .meta({ id: 'AuditActor' });
export type AuditActor = z.infer<typeof auditActor>;

export const auditEntry = z
  .object({
    id: z.number().int(),
    at: z.string(),
    /** Who did it; null for the system itself (a retention purge). */
    actor: auditActor.nullable(),
    action: z.enum(auditActions),
    resource: z.enum(auditResources),
    /** The record's id (an app config key for `appConfig`, a layout type for `layout`); null for an export or purge. */
    recordId: z.string().nullable(),
    /** A readable name of the record when the change was made: the book's title, the order's number. */
    label: z.string().nullable(),
    changes: z.array(auditChange),
    reason: z.string().nullable(),
    /** What else the action had: an export's filter and row count, a purge's cut-off and count. */
    details: z.record(z.string(), z.unknown()).nullable(),
    /** The actor's IP address; null when unknown, or when the actor is shown by name only. */
    ip: z.string().nullable(),
    requestId: z.string().nullable(),
    /** The background job (a bulk action, an undo) that made the change; null for a change made alone. */
    jobId: z.number().int().nullable(),
    /** The API token the actor made the change with (docs/api.md "API tokens"); null for a change made in a session. */
    actorToken: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntry>;

const maxId = 2_147_483_647;

const auditFilters = {
  actorId: z.number().int().positive().max(maxId).optional(),
  resource: z.enum(auditResources).optional(),
  /** With `resource`: one record's history. */
  recordId: z.string().trim().min(1).max(200).optional(),
  action: z.enum(auditActions).optional(),
  /** On or after this day (TIME_ZONE). */
  startDate: calendarDate.optional(),
  /** On or before this day (TIME_ZONE). */
  endDate: calendarDate.optional(),
  /** The label, the actor's name or e-mail, or the reason contains it, ignoring case. */
  q: z.string().trim().max(200).optional(),
  /** The changes one job made (a bulk action, an undo). */
  jobId: z.number().int().positive().max(maxId).optional(),
};

export const auditListRequest = listRequest(auditFilters, ['at'])
  .superRefine(startNotAfterEnd)
  .meta({ id: 'AuditListRequest' });
export type AuditListRequest = z.input<typeof auditListRequest>;
export type AuditListQuery = z.output<typeof auditListRequest>;

export const auditPage = pageOf(auditEntry).meta({ id: 'AuditPage' });

/** The export's filter: the list's, in the query string. */
export const auditExportQuery = z
  .object({
    ...auditFilters,
    actorId: z.coerce.number().int().positive().max(maxId).optional(),
    jobId: z.coerce.number().int().positive().max(maxId).optional(),
  })
  .superRefine(startNotAfterEnd);
export type AuditExportQuery = z.output<typeof auditExportQuery>;

/** The columns of the audit CSV export, in order. */
export const auditCsvColumns = [
  'id',
  'at',
  'actorId',
  'actorName',
  'actorEmail',
  'actorRole',
  'action',
  'resource',
  'recordId',
  'label',
  'changes',
  'reason',
  'details',
  'ip',
  'requestId',
  'jobId',
  'actorTokenId',
  'actorTokenName',
] as const;

export const auditOperations = defineOperations('audit', {
  listAuditEntries: {
    method: 'POST',
    path: '/api/audit/list',
    access: 'account',
    readOnly: true,
    summary: 'A page of audit entries, newest first',
    description:
      'Filters: `actorId`, `resource`, `recordId` (one record’s history, with `resource`), `action`, `startDate`/`endDate` ' +
      '(days in the server TIME_ZONE, both inclusive), `q` (label, actor name or e-mail, or reason contains it) and ' +
      '`jobId` (the changes one background job made: a bulk action, an undo; each such entry carries its `jobId`). ' +
      'Answers only the entries of the areas the caller may open (contract/access.ts); entries about admins only to a ' +
      'SUPER_ADMIN. An actor whose role the caller may not list (an editor reading an admin’s change) is shown by id and ' +
      'name only: no `email` or `role`, `ip` null; `q` does not match their e-mail. Always newest first.',
    body: auditListRequest,
    responses: { 200: auditPage },
  },
  exportAuditEntries: {
    method: 'GET',
    path: '/api/audit/export.csv',
    access: 'activity',
    summary: 'Every audit entry the filter matches, as CSV (streamed, newest first)',
    description:
      'The list’s filters in the query string; the same visibility rule. Columns: ' +
      'id, at, actorId, actorName, actorEmail, actorRole, action, resource, recordId, label, changes (JSON), reason, ' +
      'details (JSON), ip, requestId, jobId; actorEmail, actorRole and ip empty for an actor the caller may not list. ' +
      'The export is itself audited.',
    query: auditExportQuery,
    responses: {
      200: { description: 'CSV, UTF-8', content: { 'text/csv': { schema: z.string() } } },
    },
  },
});
