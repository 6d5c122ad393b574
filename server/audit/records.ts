import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { AuditAction, AuditChange, AuditResource } from '../../contract/audit';
import type { Db } from '../db';
import type { Database } from '../db/schema';
import { staleRecord } from '../errors';
import { lockRow, matchesIfMatch } from '../lib/versions';
import { changesBetween } from './changes';
import { latestChange } from './queries';
import { writeAudit } from './record';

/**
 * Audited, versioned writes of one record (docs/api.md "Audit log", "Versions"): in one
 * transaction, the row is locked, the record read as its GET answers it and checked against
 * `If-Match` (412 with the current record when stale), the change made, and its audit entry
 * written with the fields that changed. A failure anywhere rolls all of it back.
 */
export interface AuditedRecord<R> {
  resource: AuditResource;
  id: number | string;
  /** The table and key column locked on PostgreSQL while the record changes. */
  table: keyof Database;
  key?: string;
  /** The record as its GET answers it (404 when it does not exist). */
  find: (db: Kysely<Database>) => Promise<R>;
  /** Its readable name in the audit log: the title, the number. */
  label: (record: R) => string | null;
  /** Fields of the record left out of the changes (URLs that follow a file). */
  omit?: readonly string[];
  /** For records that are staff members: their role, which decides who reads the entry. */
  subjectRole?: (record: R) => number | null;
}

export interface AuditedChange {
  action?: AuditAction;
  reason?: string | null;
  details?: Record<string, unknown>;
  /** The changes to record instead of the field differences (a file's name and size). */
  changes?: (before: unknown, after: unknown) => AuditChange[];
}

/** Reads the record under lock and refuses a stale `If-Match` (412). */
export async function currentVersion<R>(trx: Transaction<Database>, request: FastifyRequest, spec: AuditedRecord<R>): Promise<R> {
  await lockRow(trx, spec.table, spec.key ?? 'id', spec.id);
  const current = await spec.find(trx);
  if (!matchesIfMatch(request, current)) throw staleRecord(current, await latestChange(trx, spec.resource, spec.id));
  return current;
}

/** Changes a record (`write`), answering it as it is after; `update` unless `change.action` says otherwise. */
export function updateAudited<R extends object>(
  db: Db,
  request: FastifyRequest,
  spec: AuditedRecord<R>,
  write: (trx: Transaction<Database>, before: R) => Promise<void>,
  change: AuditedChange = {},
): Promise<R> {
  return db.transaction().execute(async (trx) => {
    const before = await currentVersion(trx, request, spec);
    await write(trx, before);
    const after = await spec.find(trx);
    await writeAudit(trx, request, {
      action: change.action ?? 'update',
      resource: spec.resource,
      recordId: spec.id,
      label: spec.label(after),
      changes: change.changes ? change.changes(before, after) : changesBetween(before, after, spec.omit),
      reason: change.reason,
      details: change.details,
      subjectRole: spec.subjectRole?.(after),
    });
    return after;
  });
}

/** Deletes a record (`remove`), answering it as it was (its files are then removed by the caller). */
export function deleteAudited<R extends object>(
  db: Db,
  request: FastifyRequest,
  spec: AuditedRecord<R>,
  remove: (trx: Transaction<Database>, before: R) => Promise<void>,
  change: AuditedChange = {},
): Promise<R> {
  return db.transaction().execute(async (trx) => {
    const before = await currentVersion(trx, request, spec);
    await remove(trx, before);
    await writeAudit(trx, request, {
      action: change.action ?? 'delete',
      resource: spec.resource,
      recordId: spec.id,
      label: spec.label(before),
      changes: changesBetween(before, {}, spec.omit),
      reason: change.reason,
      subjectRole: spec.subjectRole?.(before),
    });
    return before;
  });
}

/** Creates a record (`insert` answers its id), answering it; the entry records every field set. */
export function createAudited<R extends object>(
  db: Db,
  request: FastifyRequest,
  spec: Omit<AuditedRecord<R>, 'id' | 'table' | 'key' | 'find'> & { find: (db: Kysely<Database>, id: number) => Promise<R> },
  insert: (trx: Transaction<Database>) => Promise<number>,
): Promise<R> {
  return db.transaction().execute(async (trx) => {
    const id = await insert(trx);
    const created = await spec.find(trx, id);
    await writeAudit(trx, request, {
      action: 'create',
      resource: spec.resource,
      recordId: id,
      label: spec.label(created),
      changes: changesBetween({}, created, spec.omit),
      subjectRole: spec.subjectRole?.(created),
    });
    return created;
  });
}
