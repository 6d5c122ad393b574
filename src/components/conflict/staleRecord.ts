import type { HttpError } from 'react-admin';
import type { AuditChange, AuditEntry } from '../../../contract/audit';
import { ErrorCode } from '../../../contract/errorCodes';
import { versionField, type VersionedRecord } from '../../../dataProvider/createDataProvider';

/**
 * A save refused because the record changed since it was loaded (a 412 with errorCode 119, docs/api.md
 * "Versions"): the record as it is now, with its version, and its latest audit entry (who changed
 * it, and what).
 */
export interface StaleRecord {
  current: VersionedRecord;
  lastChange: AuditEntry | null;
}

/** What an update sent: the data (after the view's transform) and the record it was loaded as. */
export interface UpdateVariables {
  data?: unknown;
  previousData?: unknown;
}

/** The stale record a failed update or delete carries, or undefined for any other error. */
export function staleRecordOf(error: unknown): StaleRecord | undefined {
  const httpError = error as Partial<HttpError> | null | undefined;
  if (!httpError || httpError.status !== 412) return undefined;
  const body = httpError.body as { errorCode?: number; current?: VersionedRecord | null; lastChange?: AuditEntry | null } | undefined;
  if (body?.errorCode !== ErrorCode.STALE_RECORD || !body.current) return undefined;
  return { current: body.current, lastChange: body.lastChange ?? null };
}

/** Fields no one edits: the id, the version, and what follows every save (as the audit log leaves out). */
const notEdited = new Set(['id', versionField, 'updatedAt', 'createdAt']);

/** JSON with sorted keys, absent and null alike: one text per value. */
function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

const asObject = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The fields whose values differ between two versions of a record. */
export function fieldsChanged(from: unknown, to: unknown): string[] {
  const before = asObject(from);
  const after = asObject(to);
  return Object.keys(after).filter((field) => !notEdited.has(field) && canonical(after[field]) !== canonical(before[field]));
}

/** The user's own changes: the fields where what they saved differs from what they loaded. */
export const ownChanges = (variables: UpdateVariables): string[] => fieldsChanged(variables.previousData, variables.data);

/**
 * The fields both changed: the user's own changes that someone else also changed since the user
 * loaded the record (in the latest change, or otherwise in the current record).
 */
export function collisions(variables: UpdateVariables, stale: StaleRecord): string[] {
  const theirs = new Set([
    ...(stale.lastChange?.changes.map((change) => change.field) ?? []),
    ...fieldsChanged(variables.previousData, stale.current).filter((field) => field in asObject(variables.previousData)),
  ]);
  return ownChanges(variables).filter((field) => theirs.has(field));
}

/**
 * The update that applies the user's changes over the current record: the current record with
 * the user's changed fields, sent with the current version as `If-Match`.
 */
export function applyOnTop(variables: UpdateVariables, stale: StaleRecord): { data: Record<string, unknown>; previousData: VersionedRecord } {
  const submitted = asObject(variables.data);
  const data: Record<string, unknown> = { ...stale.current };
  delete data[versionField];
  for (const field of ownChanges(variables)) data[field] = submitted[field];
  return { data, previousData: stale.current };
}

/** The changes of the latest audit entry the dialog lists (none that no one edits). */
export const listedChanges = (stale: StaleRecord): AuditChange[] =>
  stale.lastChange?.changes.filter((change) => !notEdited.has(change.field)) ?? [];
