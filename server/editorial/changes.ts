import type { FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { AuditChange } from '../../contract/audit';
import type { PendingChange } from '../../contract/editorial';
import {
  type ChangeStep,
  changeStepOutcome,
  changeStepsFrom,
  type EditorialResource,
  editorialAreaOf,
  lifecycleStepLabels,
  mayTakeStep,
} from '../../contract/lifecycle';
import { type AuditContext, writeAudit } from '../audit/record';
import type { Database, EditorialStatesTable } from '../db/schema';
import { badRequest, conflict, forbidden } from '../errors';
import { compareRecords } from '../revisions/compare';
import { changeApplyKind, dropUnusedJob, publicationJobAt } from './publicationJobs';
import { auditChangesOf, editorialSourceOf, labelOf, writeEditorial } from './sources';
import { type CodedMessage, coded } from '../../contract/apiMessages';

/**
 * Pending changes (docs/architecture.md "Editorial workflow"): a published item edited by whoever
 * may not publish, or by anyone while such a change waits, keeps its published version live. The
 * change is kept beside the item's state as the update's body; its record is that body written
 * over the live record in a savepoint rolled back at once, so it always reads as the item's own
 * update would write it, files and all, and nothing of it is live until it is approved.
 */

type Row = Pick<
  EditorialStatesTable,
  'change_state' | 'change_body' | 'change_author_id' | 'change_reason' | 'change_updated_at' | 'change_publish_at' | 'change_job_id'
>;
type LiveRecord = object & { status?: unknown };

const iso = (value: string) => new Date(value).toISOString();

/** The record as the item's update writes `body` over `live` (its flag kept: a change never publishes), without writing it. */
export async function recordWith<R extends LiveRecord>(
  trx: Kysely<Database>,
  resource: EditorialResource,
  id: number,
  live: R,
  change: { body: string; updatedAt: string },
): Promise<R> {
  await sql`savepoint pending_change`.execute(trx);
  try {
    await writeEditorial(trx, resource, id, { ...JSON.parse(change.body), status: live.status });
    const record = (await editorialSourceOf(resource).read(trx, id)) as R;
    // Its time is the change's: the same change reads the same, and its version (ETag) with it.
    return 'updatedAt' in record ? { ...record, updatedAt: iso(change.updatedAt) } : record;
  } finally {
    await sql`rollback to savepoint pending_change`.execute(trx);
    await sql`release savepoint pending_change`.execute(trx);
  }
}

/** The pending change's record, or undefined when none waits. */
export async function pendingRecordOf<R extends LiveRecord>(trx: Kysely<Database>, resource: EditorialResource, id: number, row: Row | undefined, live: R) {
  if (!row?.change_state || row.change_body === null) return undefined;
  return recordWith(trx, resource, id, live, { body: row.change_body, updatedAt: row.change_updated_at ?? new Date().toISOString() });
}

/** The change as the item's state answers it to a reader of `role`: what it changes, and the steps they may take. */
export async function pendingChangeOf(
  trx: Kysely<Database>,
  resource: EditorialResource,
  id: number,
  row: Row & { change_author_name?: string | null },
  role: number | null,
): Promise<PendingChange | null> {
  if (!row.change_state) return null;
  const live = await editorialSourceOf(resource).read(trx, id);
  const pending = await pendingRecordOf(trx, resource, id, row, live);
  return {
    state: row.change_state,
    author: row.change_author_id === null ? null : { id: row.change_author_id, name: row.change_author_name ?? '' },
    reason: row.change_reason,
    publishAt: row.change_publish_at === null ? null : iso(row.change_publish_at),
    updatedAt: iso(row.change_updated_at!),
    changes: compareRecords(live as Record<string, unknown>, pending as Record<string, unknown>, editorialSourceOf(resource)),
    steps: changeStepsFrom(role, editorialAreaOf[resource], row.change_state),
  };
}

const noChange = {
  change_state: null,
  change_body: null,
  change_author_id: null,
  change_reason: null,
  change_updated_at: null,
  change_publish_at: null,
  change_job_id: null,
} satisfies Row;

const setChange = (trx: Kysely<Database>, resource: EditorialResource, id: number, values: Partial<Row>) =>
  trx.updateTable('editorial_states').set(values).where('resource', '=', resource).where('record_id', '=', id).execute();

/**
 * Keeps `values` (an update's validated body) as the item's pending change, over the one waiting
 * if any (its author and state stay), and writes its audit entry (`propose`, with the fields it
 * changes from `before`: the change as it was, or the live record). Answers the change's record.
 */
export async function proposeChange<R extends LiveRecord>(
  trx: Kysely<Database>,
  author: FastifyRequest | AuditContext,
  target: { resource: EditorialResource; id: number; live: R; before: R; row: Row; label: (record: R) => string | null },
  values: object,
  action: 'propose' | 'restore' = 'propose',
  details?: Record<string, unknown>,
): Promise<R> {
  const { resource, id, live, before, row } = target;
  const actorId = ('actor' in author ? author.actor : author.user)?.id ?? null;
  const change = { body: JSON.stringify(values), updatedAt: new Date().toISOString() };
  const after = await recordWith(trx, resource, id, live, change);
  await setChange(trx, resource, id, {
    change_state: row.change_state ?? 'draft',
    change_body: change.body,
    change_author_id: row.change_state ? row.change_author_id : actorId,
    change_reason: row.change_reason,
    change_updated_at: change.updatedAt,
  });
  await writeAudit(trx, author, {
    action,
    resource,
    recordId: id,
    label: target.label(after),
    changes: auditChangesOf(resource, before, after),
    details,
    versions: { before, after },
  });
  return after;
}

/**
 * Writes the pending change to the item (live at once when published), with its audit entry under
 * `action` (`approve`, or the `unpublish` or `archive` that made it the item's draft), and clears it.
 */
export async function applyChange(trx: Kysely<Database>, context: AuditContext, resource: EditorialResource, id: number, row: Row, action: 'approve' | 'unpublish' | 'archive', reason?: string) {
  if (!row.change_state || row.change_body === null) return;
  const source = editorialSourceOf(resource);
  const before = (await source.read(trx, id)) as LiveRecord;
  await writeEditorial(trx, resource, id, { ...JSON.parse(row.change_body), status: before.status });
  const after = await source.read(trx, id);
  await setChange(trx, resource, id, noChange);
  await dropUnusedJob(trx, row.change_job_id);
  await writeAudit(trx, context, {
    action,
    resource,
    recordId: id,
    label: labelOf(resource, after),
    changes: auditChangesOf(resource, before, after),
    reason: reason ?? null,
    versions: { before, after },
  });
}

/** A refusal of a change's step: 409 for its state, 400 naming the field it lacks. */
const refusal = (problem: 'state' | 'reason' | 'time', message: CodedMessage) =>
  problem === 'state' ? conflict(message) : badRequest(message, { [problem === 'time' ? 'at' : 'reason']: message });

/**
 * Takes `step` on the item's pending change: submitted or withdrawn by whoever may open the item,
 * approved (written to the item now, or at `at`), scheduled, unscheduled or rejected with a reason
 * by an admin, discarded by either. 403 for who may not, 409 from a state that does not allow it,
 * 400 for a missing reason or time, or a time that has passed. The job of a scheduled change
 * (`jobId`) writes it only while the change is still scheduled with that job.
 */
export async function takeChangeStep(
  trx: Kysely<Database>,
  actor: { context: AuditContext; role: number | null; jobId?: number },
  target: { resource: EditorialResource; id: number; title: string; row: Row },
  step: ChangeStep,
  input: { reason?: string; at?: string } = {},
) {
  const { resource, id, row } = target;
  if (actor.jobId !== undefined) {
    if (row.change_state === 'scheduled' && row.change_job_id === actor.jobId) {
      await applyChange(trx, { ...actor.context, jobId: actor.jobId }, resource, id, row, 'approve');
    }
    return;
  }
  if (!mayTakeStep(actor.role, editorialAreaOf[resource], step)) {
    throw forbidden(`Only a SUPER_ADMIN or ADMIN may ${lifecycleStepLabels[step].toLowerCase()}`);
  }
  const outcome = changeStepOutcome(row.change_state!, step, input);
  if (!outcome.ok) throw refusal(outcome.problem, outcome.message);
  if (outcome.to === 'applied') return applyChange(trx, actor.context, resource, id, row, 'approve', input.reason);
  if (outcome.to === 'scheduled' && Date.parse(input.at!) <= Date.now()) throw refusal('time', coded('time_to_come'));
  const actorId = actor.context.actor?.id ?? null;
  const to = outcome.to === 'discarded' ? null : outcome.to;
  const publishAt = to === 'scheduled' ? new Date(input.at!).toISOString() : null;
  const author = { actorId: actorId!, ip: actor.context.ip, requestId: actor.context.requestId };
  const jobId = publishAt === null ? null : await publicationJobAt(trx, publishAt, author, changeApplyKind);
  if (to === null) await setChange(trx, resource, id, noChange);
  else {
    await setChange(trx, resource, id, {
      change_state: to,
      change_author_id: step === 'submit' ? actorId : row.change_author_id,
      change_reason: step === 'reject' ? input.reason! : step === 'submit' ? null : row.change_reason,
      change_updated_at: new Date().toISOString(),
      change_publish_at: publishAt,
      change_job_id: jobId,
    });
  }
  if (row.change_job_id !== jobId) await dropUnusedJob(trx, row.change_job_id);
  const changes: AuditChange[] = [{ field: 'change', from: row.change_state, to }];
  const before = row.change_publish_at === null ? null : iso(row.change_publish_at);
  if (before !== publishAt) changes.push({ field: 'publishAt', from: before, to: publishAt });
  await writeAudit(trx, actor.context, { action: step, resource, recordId: id, label: target.title, changes, reason: input.reason ?? null });
}
