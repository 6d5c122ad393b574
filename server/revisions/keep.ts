import type { Kysely } from 'kysely';
import type { AuditAction, AuditChange } from '../../contract/audit';
import type { EditorialResource } from '../../contract/lifecycle';
import type { Database } from '../db/schema';
import { editorialTables, isEditorial } from '../editorial/tables';
import { lockRow } from '../lib/versions';
import { editorialSourceOf } from '../editorial/sources';

/**
 * Keeping the revisions of the editorial records (docs/api.md "Revisions"), in the transaction of
 * the change: writeAudit (server/audit/record.ts) calls keepRevision for every audit entry of an
 * e-book, feed entry, banner or alert, so whatever changes such a record (its form, a bulk action,
 * a file, a banner's image, a lifecycle step) keeps one as it does an entry.
 */

/** What a change is for the revisions: the audit entry's resource, record, action and actor. */
export interface RevisionChange {
  resource: string;
  recordId?: number | string | null;
  action: AuditAction;
  actorId: number | null;
  /** The entry's changes: a step's say whether it changed the record (its `status`) or only its state. */
  changes?: readonly AuditChange[];
  /** The record after the change as its GET answers it, when the writer has it (else read from its source). */
  after?: object;
  /** The record before the change, kept first as `existing` when it has no revision yet (an update of demo data). */
  before?: object;
}

/** The actions that save a record: each keeps a revision. Any other (a lifecycle step) keeps one when it changed the record. */
const saves = new Set<AuditAction>(['create', 'update', 'uploadFile', 'removeFile']);

/** What a step changes besides the record: its state, schedule and pending change (server/editorial/), kept elsewhere. */
const stateFields = new Set(['state', 'publishAt', 'change']);

/** Whether a change keeps a revision: a save always, a step when its entry changes a field of the record itself. */
const changesRecord = (change: RevisionChange) =>
  saves.has(change.action) || (change.changes ?? []).some(({ field }) => !stateFields.has(field));

/** The record as kept: as its GET answers it, without the console's version. */
function kept(record: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([field]) => field !== '_etag'));
}

/**
 * Keeps the record's next revision (1, 2, ... per record) after `change`, unless the record is not
 * editorial, is deleted, or the change is a step that moved only its state (a submission, a
 * schedule: the record is as its latest revision has it). The record's row is locked first (every
 * audited write holds it already): two saves of one record wait for each other, so each reads the
 * latest number the other committed.
 */
export async function keepRevision(trx: Kysely<Database>, change: RevisionChange): Promise<void> {
  const { resource, action } = change;
  if (!isEditorial(resource) || action === 'delete' || change.recordId === null || change.recordId === undefined || !changesRecord(change)) return;
  const id = Number(change.recordId);
  await lockRow(trx, editorialTables[resource], 'id', id);
  const latest = await latestRevision(trx, resource, id);
  const record = kept(change.after ?? (await editorialSourceOf(resource).read(trx, id)));
  const now = new Date().toISOString();
  let number = (latest?.number ?? 0) + 1;
  if (!latest && change.before && action !== 'create') {
    const before = kept(change.before);
    const at = typeof before.updatedAt === 'string' ? new Date(before.updatedAt).toISOString() : now;
    await insertRevision(trx, { resource, id, number: number++, record: before, action: 'existing', at, by: null });
  }
  await insertRevision(trx, { resource, id, number, record, action, at: now, by: change.actorId });
}

const latestRevision = (trx: Kysely<Database>, resource: EditorialResource, id: number) =>
  trx
    .selectFrom('revisions')
    .select('number')
    .where('resource', '=', resource)
    .where('record_id', '=', id)
    .orderBy('number', 'desc')
    .limit(1)
    .executeTakeFirst();

interface NewRevision {
  resource: EditorialResource;
  id: number;
  number: number;
  record: object;
  action: string;
  at: string;
  by: number | null;
}

const insertRevision = (trx: Kysely<Database>, revision: NewRevision) =>
  trx
    .insertInto('revisions')
    .values({
      resource: revision.resource,
      record_id: revision.id,
      number: revision.number,
      record: JSON.stringify(revision.record),
      action: revision.action,
      created_at: revision.at,
      created_by: revision.by,
    })
    .execute();

/**
 * Removes a deleted record's revisions, in the transaction of its deletion: its audit entries keep
 * what it was; on SQLite a new record may take the id again, and must not inherit them.
 */
export async function deleteRevisions(trx: Kysely<Database>, resource: EditorialResource, id: number): Promise<void> {
  await trx.deleteFrom('revisions').where('resource', '=', resource).where('record_id', '=', id).execute();
}
