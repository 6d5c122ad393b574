import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AuditAction, AuditChange, AuditResource } from '../../contract/audit';
import type { Db } from '../db';
import type { Database } from '../db/schema';
import { inTransaction } from '../db/transactions';
import { staleRecord } from '../errors';
import { lockRow, matchesIfMatch } from '../lib/versions';
import { changesBetween } from './changes';
import { latestChange } from './queries';
import { type AuditContext, auditContextOf, writeAudit } from './record';
import { deleteState, insertState } from '../editorial/states';
import { isEditorial } from '../editorial/tables';
import { flagStep, followEnabledFlag } from '../editorial/steps';
import { deleteRevisions } from '../revisions/keep';

/**
 * Audited, versioned writes of one record (docs/api.md "Audit log", "Versions"): in one
 * transaction, the row is locked, the record read as its GET answers it and checked against
 * `If-Match` (412 with the current record when stale), the change made, and its audit entry
 * written with the fields that changed. A failure anywhere rolls all of it back. `db` may be a
 * transaction of the caller's (a job's), and the author an AuditContext (a job's author: no
 * `If-Match` then).
 */
export interface AuditedRecord<R> {
  resource: AuditResource;
  id: number | string;
  /** The table and key column locked on PostgreSQL while the record changes. */
  table: keyof Database;
  key?: string;
  /** The record as its GET answers it (404 when it does not exist). */
  find: (db: Kysely<Database>) => Promise<R>;
  /**
   * `find` reading the record's own row with `lockingRead`, for records read from one row (and
   * rows that only change under that row's lock): the read before a change then takes the lock,
   * a round trip less than locking the row first.
   */
  findLocked?: (db: Kysely<Database>) => Promise<R>;
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
  /** No entry when nothing changed (a bulk action on a record that already is as asked). */
  onlyIfChanged?: boolean;
}

/** Who changes a record: the request (with its `If-Match`), or a job's author. */
export type Author = FastifyRequest | AuditContext;

/** Who the author is, for the editorial lifecycle's rules: their id and role. */
function actorOf(author: Author): { id: number | null; role: number | null } {
  const { actor } = 'actor' in author ? author : auditContextOf(author);
  return { id: actor?.id ?? null, role: actor?.role ?? null };
}

/** The enabled flag of a record that has one (`status`), for the editorial lifecycle. */
const flagOf = (record: object): string | undefined => ('status' in record && typeof record.status === 'string' ? record.status : undefined);

/** Reads the record under lock and refuses a stale `If-Match` (412). */
export async function currentVersion<R>(trx: Kysely<Database>, author: Author, spec: AuditedRecord<R>): Promise<R> {
  let current: R;
  if (spec.findLocked) current = await spec.findLocked(trx);
  else {
    await lockRow(trx, spec.table, spec.key ?? 'id', spec.id);
    current = await spec.find(trx);
  }
  if (!('actor' in author) && !matchesIfMatch(author, current)) throw staleRecord(current, await latestChange(trx, author.user!, spec.resource, spec.id));
  return current;
}

/** Changes a record (`write`), answering it as it is after; `update` unless `change.action` says otherwise. */
export function updateAudited<R extends object>(
  db: Db,
  author: Author,
  spec: AuditedRecord<R>,
  write: (trx: Kysely<Database>, before: R) => Promise<void>,
  change: AuditedChange = {},
): Promise<R> {
  return inTransaction(db, async (trx) => {
    const before = await currentVersion(trx, author, spec);
    await write(trx, before);
    const after = await spec.find(trx);
    const changes = change.changes ? change.changes(before, after) : changesBetween(before, after, spec.omit);
    // An editorial record's flag moves its state (docs/architecture.md "Editorial workflow").
    const [from, to] = [flagOf(before), flagOf(after)];
    if (isEditorial(spec.resource) && from && to) {
      changes.push(...(await followEnabledFlag(trx, actorOf(author), spec.resource, Number(spec.id), from, to)));
    }
    if (change.onlyIfChanged && changes.length === 0) return after;
    await writeAudit(trx, author, {
      action: change.action ?? 'update',
      resource: spec.resource,
      recordId: spec.id,
      label: spec.label(after),
      changes,
      reason: change.reason,
      details: change.details,
      subjectRole: spec.subjectRole?.(after),
      versions: { before, after },
    });
    return after;
  });
}

/** Deletes a record (`remove`), answering it as it was (its files are then removed by the caller). */
export function deleteAudited<R extends object>(
  db: Db,
  author: Author,
  spec: AuditedRecord<R>,
  remove: (trx: Kysely<Database>, before: R) => Promise<void>,
  change: AuditedChange = {},
): Promise<R> {
  return inTransaction(db, async (trx) => {
    const before = await currentVersion(trx, author, spec);
    await remove(trx, before);
    if (isEditorial(spec.resource)) {
      await deleteState(trx, spec.resource, Number(spec.id));
      await deleteRevisions(trx, spec.resource, Number(spec.id));
    }
    await writeAudit(trx, author, {
      action: change.action ?? 'delete',
      resource: spec.resource,
      recordId: spec.id,
      label: spec.label(before),
      changes: changesBetween(before, {}, spec.omit),
      reason: change.reason,
      details: change.details,
      subjectRole: spec.subjectRole?.(before),
    });
    return before;
  });
}

/** Creates a record (`insert` answers its id), answering it; the entry records every field set. */
export function createAudited<R extends object>(
  db: Db,
  author: Author,
  spec: Omit<AuditedRecord<R>, 'id' | 'table' | 'key' | 'find'> & { find: (db: Kysely<Database>, id: number) => Promise<R> },
  insert: (trx: Kysely<Database>) => Promise<number>,
): Promise<R> {
  return inTransaction(db, async (trx) => {
    const id = await insert(trx);
    const created = await spec.find(trx, id);
    if (isEditorial(spec.resource)) {
      const actor = actorOf(author);
      const published = flagOf(created) === 'E';
      if (published) flagStep(actor.role, spec.resource, 'E');
      await insertState(trx, spec.resource, id, published, actor.id);
    }
    await writeAudit(trx, author, {
      action: 'create',
      resource: spec.resource,
      recordId: id,
      label: spec.label(created),
      changes: changesBetween({}, created, spec.omit),
      subjectRole: spec.subjectRole?.(created),
      versions: { after: created },
    });
    return created;
  });
}
