import type { FastifyRequest } from 'fastify';
import type { EditorialVersion } from '../../contract/editorialVersion';
import { type EditorialResource, editorialAreaOf, mayTakeStep } from '../../contract/lifecycle';
import { latestChange } from '../audit/queries';
import { auditContextOf, writeAudit } from '../audit/record';
import { type AuditedRecord, currentVersion, updateAudited } from '../audit/records';
import type { Db } from '../db';
import { inTransaction } from '../db/transactions';
import { conflict, staleRecord } from '../errors';
import { lockRow, matchesIfMatch } from '../lib/versions';
import { pendingRecordOf, proposeChange } from './changes';
import { dropUnusedJob } from './publicationJobs';
import { auditChangesOf, editorialSourceOf, labelOf, writeEditorial } from './sources';
import { readStateRow, type StateRow, stateRowOf } from './states';
import { editorialTables } from './tables';

/**
 * An editorial record's reads and saves through its own GET and PUT (docs/architecture.md
 * "Editorial workflow"): the live version, or the pending change waiting on a published item.
 */

type Editorial<R> = AuditedRecord<R> & { resource: EditorialResource; id: number };
type Flagged = object & { status?: unknown };

const editorial = <R>(spec: AuditedRecord<R>) => spec as Editorial<R>;

/** The record as `version` asks: live, or its pending change when one waits (what its edit page edits). */
export function readEditorial<R extends Flagged>(db: Db, spec: AuditedRecord<R>, version: EditorialVersion = 'live'): Promise<R> {
  if (version === 'live') return spec.find(db);
  const { resource, id } = editorial(spec);
  return inTransaction(db, async (trx) => {
    const live = await spec.find(trx);
    return (await pendingRecordOf(trx, resource, id, await readStateRow(trx, resource, id), live)) ?? live;
  });
}

/** Whether a save by `role` is kept apart as a pending change: one waits already, or the item is live and they may not publish. */
const keptApart = (row: StateRow, role: number | null, resource: EditorialResource) =>
  row.change_state !== null || (row.state === 'published' && !mayTakeStep(role, editorialAreaOf[resource], 'publish'));

/**
 * Saves an editorial record from its update's validated body: written to the record (audited,
 * versioned: updateAudited), or, for a published item edited by an editor, or any item with a
 * change waiting, kept as its pending change while the published version stays live. `If-Match`
 * names the version the editor read: the change's when one waits; `expect` checks that version
 * further (a layout's `version`, a 409 when stale). Answers what was saved.
 */
export function saveEditorial<R extends Flagged>(
  db: Db,
  request: FastifyRequest,
  spec: AuditedRecord<R>,
  values: object,
  expect?: (edited: R) => void,
): Promise<R> {
  const { resource, id } = editorial(spec);
  return inTransaction(db, async (trx) => {
    const live = await currentVersion(trx, auditContextOf(request), spec);
    const row = await stateRowOf(trx, resource, id, String(live.status));
    if (!keptApart(row, request.user!.role, resource)) {
      const write = async (trx: Db, before: R) => {
        expect?.(before);
        await writeEditorial(trx, resource, id, values);
      };
      return updateAudited(trx, request, spec, write, { changes: (before, after) => auditChangesOf(resource, before as R, after as R) });
    }
    const before = (await pendingRecordOf(trx, resource, id, row, live)) ?? live;
    if (!matchesIfMatch(request, before)) throw staleRecord(before, await latestChange(trx, request.user!, resource, id));
    expect?.(before);
    return proposeChange(trx, request, { resource, id, live, before, row, label: spec.label }, values);
  });
}

/** A revision's fields as the record's update takes them, or the 409 naming the first one its rules no longer accept. */
function restorable(resource: EditorialResource, record: Record<string, unknown>): object {
  const parsed = editorialSourceOf(resource).input.safeParse(record);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  const field = issue?.path.join('.') || 'record';
  throw conflict(`This revision cannot be restored: ${field}: ${issue?.message ?? 'not valid'}`);
}

/**
 * Restores a revision's fields (its files stay as they are) as a new draft, never over what is
 * live: a published item gets them as its pending change; any other item is written with them and
 * becomes a draft (a submission or a schedule was of what it held before). Audited as `restore`.
 */
export function restoreRevision(
  db: Db,
  request: FastifyRequest,
  target: { resource: EditorialResource; id: number; number: number; record: Record<string, unknown> },
): Promise<'change' | 'draft'> {
  const { resource, id, number } = target;
  const values = restorable(resource, target.record);
  const source = editorialSourceOf(resource);
  const label = (record: object) => labelOf(resource, record);
  return inTransaction(db, async (trx) => {
    await lockRow(trx, editorialTables[resource], 'id', id);
    const live = (await source.read(trx, id)) as Flagged;
    const row = await stateRowOf(trx, resource, id, String(live.status));
    const written = { ...values, status: live.status };
    if (row.state === 'published') {
      const before = (await pendingRecordOf(trx, resource, id, row, live)) ?? live;
      await proposeChange(trx, request, { resource, id, live, before, row, label }, written, 'restore', { revision: number });
      return 'change';
    }
    await writeEditorial(trx, resource, id, written);
    const after = await source.read(trx, id);
    const changes = auditChangesOf(resource, live, after);
    if (row.state !== 'draft') {
      await trx
        .updateTable('editorial_states')
        .set({ state: 'draft', publish_at: null, job_id: null, updated_at: new Date().toISOString(), updated_by: request.user!.id })
        .where('resource', '=', resource)
        .where('record_id', '=', id)
        .execute();
      await dropUnusedJob(trx, row.job_id);
      changes.push({ field: 'state', from: row.state, to: 'draft' });
    }
    await writeAudit(trx, request, {
      action: 'restore',
      resource,
      recordId: id,
      label: label(after),
      changes,
      details: { revision: number },
      versions: { before: live, after },
    });
    return 'draft';
  });
}
