import { isDeepStrictEqual } from 'node:util';
import { basename } from 'node:path';
import type { AuditChange, AuditFile } from '../../contract/audit';

/** Texts longer than this are cut in the audit log (and end with `…`). */
export const maxAuditTextLength = 200;

/** Fields never recorded, whatever the record: secrets and what merely follows every save. */
const secretField = /password|hash|token|secret|code$/i;
const alwaysLeftOut = new Set(['id', 'updatedAt', 'createdAt', '_etag']);

/** A value as the audit log keeps it: long texts cut, everything else as it is (JSON). */
export function auditValue(value: unknown): unknown {
  if (value === undefined) return null;
  if (typeof value === 'string' && value.length > maxAuditTextLength) return `${value.slice(0, maxAuditTextLength - 1)}…`;
  if (Array.isArray(value)) return value.map(auditValue);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, auditValue(inner)]));
  }
  return value;
}

/** A stored file as the audit log shows it: its name and size (null when there is none). */
export const auditFile = (file: { name: string; size?: number | null } | null | undefined): AuditFile | null =>
  file ? { name: file.name, size: file.size ?? null } : null;

/**
 * The fields that differ between two versions of a record (as its GET answers it), each with its
 * old and new value; a creation is a change from `{}`, a deletion one to `{}`. Ids, timestamps that
 * follow every save, and secrets are left out; `omit` names more (URLs that follow a file).
 */
export function changesBetween(
  before: object,
  after: object,
  omit: readonly string[] = [],
): AuditChange[] {
  const from = before as Record<string, unknown>;
  const to = after as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return fields
    .filter((field) => !alwaysLeftOut.has(field) && !omit.includes(field) && !secretField.test(field))
    .filter((field) => !isDeepStrictEqual(from[field] ?? null, to[field] ?? null))
    .map((field) => ({ field, from: auditValue(from[field]), to: auditValue(to[field]) }));
}

/**
 * A file's replacement (an upload, or a removal when `next` is null): from the file replaced,
 * known by its stored name, to the new one by the client's name and its size.
 */
export function fileChange(
  field: string,
  previousPath: string | null,
  next: { name: string; size: number } | null,
): AuditChange {
  return { field, from: previousPath ? auditFile({ name: basename(previousPath) }) : null, to: auditFile(next) };
}
