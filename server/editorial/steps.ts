import type { Kysely } from 'kysely';
import type { AuditChange } from '../../contract/audit';
import type { EditorialStepInput } from '../../contract/editorial';
import { AdminRole } from '../../contract/enums';
import {
  type EditorialResource,
  editorialAreaOf,
  enabledFlagOf,
  isChangeStep,
  type LifecycleState,
  type LifecycleStep,
  lifecycleStepLabels,
  mayTakeStep,
  stepOutcome,
} from '../../contract/lifecycle';
import { type AuditContext, writeAudit } from '../audit/record';
import type { Database } from '../db/schema';
import { badRequest, conflict, forbidden, notFound, notReady } from '../errors';
import { lockingRead } from '../lib/versions';
import { applyChange, takeChangeStep } from './changes';
import { dropUnusedJob, publicationJobAt } from './publicationJobs';
import { editorialSourceOf } from './sources';
import { missingRecord, type StateRow, stateRowOf } from './states';
import { editorialTables } from './tables';
import { coded } from '../../contract/apiMessages';

/** Who takes a step: the request's staff member, or a job's author (the scheduled publication). */
export interface StepActor {
  context: AuditContext;
  role: number | null;
  /** The job that takes it: the scheduled publication, checked against the record's schedule. */
  jobId?: number;
  /** Checks the state as it is once locked, before the step (the request's `If-Match`). */
  expect?: (trx: Kysely<Database>) => Promise<void>;
}

/** The record's row under lock (its title and flag): every change of its state takes this lock first. */
async function lockRecord(trx: Kysely<Database>, resource: EditorialResource, id: number) {
  const table = editorialTables[resource];
  const query = trx.selectFrom(table).select(['title', 'status']).where('id', '=', id);
  return lockingRead(trx, query).executeTakeFirst();
}

/** A refusal of `step` by the lifecycle: 409 for the state, 400 naming the field it lacks. */
function refuse(outcome: Exclude<ReturnType<typeof stepOutcome>, { ok: true }>) {
  if (outcome.problem === 'state') return conflict(outcome.message);
  return badRequest(outcome.message, { [outcome.problem === 'time' ? 'at' : 'reason']: outcome.message });
}

/**
 * Takes `step` on a record in `trx`: checks who takes it and from which state, moves the state,
 * the record's enabled flag with it, and the schedule (a job that publishes at the time; a former
 * one is dropped), and writes the audit entry with the reason. Answers the state reached.
 */
export async function takeStep(
  trx: Kysely<Database>,
  actor: StepActor,
  resource: EditorialResource,
  id: number,
  input: EditorialStepInput,
): Promise<LifecycleState> {
  const { step } = input;
  const record = await lockRecord(trx, resource, id);
  if (!record) throw notFound(missingRecord);
  await actor.expect?.(trx);
  const row = await stateRowOf(trx, resource, id, record.status);
  // A change waiting on the published item: the change's steps are its own (its scheduled job's too).
  if (row.change_state !== null && isChangeStep(step) && (step === 'discard' || row.state === 'published')) {
    await takeChangeStep(trx, actor, { resource, id, title: record.title, row }, step, input);
    return row.state;
  }
  // A moment's job finds the record unscheduled, or scheduled again by another job (its window's end moved): nothing to do.
  if (actor.jobId !== undefined && !dueBy(row, step, actor.jobId)) return row.state;
  if (step === 'discard') throw conflict(coded('no_pending_change'));
  if (actor.jobId === undefined && !mayTakeStep(actor.role, editorialAreaOf[resource], step)) {
    throw forbidden(`Only a SUPER_ADMIN or ADMIN may ${lifecycleStepLabels[step].toLowerCase()}`);
  }
  const outcome = stepOutcome(row.state, step, input);
  if (!outcome.ok) throw refuse(outcome);
  if (outcome.to === 'scheduled' && actor.jobId === undefined && Date.parse(input.at!) <= Date.now()) {
    throw badRequest(coded('time_to_come'), { at: coded('time_to_come') });
  }
  // A scheduled publication was let through when it was scheduled: its job publishes it.
  const overridden = actor.jobId === undefined && goesOut(outcome.to) ? await releaseGate(trx, actor.role, resource, id, input) : undefined;
  // Out of the app, the item is the change's draft: the change becomes the item.
  if (step === 'unpublish' || step === 'archive') await applyChange(trx, actor.context, resource, id, row, step);
  await moveState(trx, actor, { resource, id, title: record.title, status: record.status, row }, step, outcome.to, input, overridden);
  return outcome.to;
}

const goesOut = (state: LifecycleState) => state === 'published' || state === 'scheduled';

/**
 * The release gate of a record that goes out (published or scheduled): what its source finds
 * open (an e-book's readiness) refuses the step with a 409 naming it, unless a SUPER_ADMIN
 * overrides it with a reason. Answers the items overridden, for the audit entry.
 */
async function releaseGate(trx: Kysely<Database>, role: number | null, resource: EditorialResource, id: number, input: Pick<EditorialStepInput, 'override' | 'reason'>) {
  const open = (await editorialSourceOf(resource).blocking?.(trx, id)) ?? [];
  if (open.length === 0) return undefined;
  if (!input.override) throw notReady(open);
  if (role !== AdminRole.SUPER_ADMIN) throw forbidden('Only a SUPER_ADMIN may override what keeps it from going out');
  if (!input.reason?.trim()) throw badRequest(coded('override_reason'), { reason: coded('override_reason') });
  return open;
}

/** Whether a moment's job still has `step` to take on the record: it is scheduled by the job, or its window ends by it. */
const dueBy = (row: StateRow, step: EditorialStepInput['step'], jobId: number) =>
  step === 'publish' ? row.state === 'scheduled' && row.job_id === jobId : row.state === 'published' && row.end_job_id === jobId;

interface Moving {
  resource: EditorialResource;
  id: number;
  title: string;
  status: string;
  row: StateRow;
}

/** Writes the state reached, the record's flag, the schedule and the audit entry. */
async function moveState(
  trx: Kysely<Database>,
  actor: StepActor,
  moving: Moving,
  step: LifecycleStep,
  to: LifecycleState,
  input: EditorialStepInput,
  overridden?: string[],
) {
  const { resource, id, row } = moving;
  const now = new Date().toISOString();
  const actorId = actor.context.actor?.id ?? null;
  const publishAt = to === 'scheduled' ? new Date(input.at!).toISOString() : null;
  const author = { actorId: actorId!, ip: actor.context.ip, requestId: actor.context.requestId };
  const jobId = publishAt === null ? null : await publicationJobAt(trx, publishAt, author);
  await trx
    .updateTable('editorial_states')
    .set({
      state: to,
      publish_at: publishAt,
      job_id: jobId,
      // A submission is its author's; the reason of a rejection stays until the next one.
      author_id: step === 'submit' ? actorId : row.author_id,
      reason: step === 'reject' ? input.reason! : step === 'submit' ? null : row.reason,
      updated_at: now,
      updated_by: actorId,
    })
    .where('resource', '=', resource)
    .where('record_id', '=', id)
    .execute();
  if (row.job_id !== jobId) await dropUnusedJob(trx, row.job_id);
  const status = enabledFlagOf(to);
  if (status !== moving.status) {
    await trx.updateTable(editorialTables[resource]).set({ status, updated_at: now }).where('id', '=', id).execute();
  }
  const changes: AuditChange[] = [{ field: 'state', from: row.state, to }];
  if (status !== moving.status) changes.push({ field: 'status', from: moving.status, to: status });
  const before = row.publish_at === null ? null : new Date(row.publish_at).toISOString();
  if (before !== publishAt) changes.push({ field: 'publishAt', from: before, to: publishAt });
  await writeAudit(trx, { ...actor.context, jobId: actor.jobId ?? actor.context.jobId }, {
    action: step,
    resource,
    recordId: id,
    label: moving.title,
    changes,
    reason: input.reason ?? null,
    ...(overridden && { details: { override: overridden } }),
  });
}

/** The step a record's flag set to `to` takes (enabling publishes, disabling unpublishes): 403 for whom may not take it. */
export function flagStep(role: number | null, resource: EditorialResource, to: string): LifecycleStep {
  const step: LifecycleStep = to === 'E' ? 'publish' : 'unpublish';
  if (!mayTakeStep(role, editorialAreaOf[resource], step)) {
    throw forbidden(`Only a SUPER_ADMIN or ADMIN may ${to === 'E' ? 'enable' : 'disable'} this: save it disabled and submit it for review`);
  }
  return step;
}

/**
 * The state a change of the record's enabled flag by its form or a bulk action leads to (the
 * spec's screens keep working): enabling publishes, disabling unpublishes, each as its step, by
 * whom may take it. Answers the state's change for the record's own audit entry (none when the
 * flag did not change).
 */
export async function followEnabledFlag(
  trx: Kysely<Database>,
  actor: { role: number | null; id: number | null },
  resource: EditorialResource,
  id: number,
  from: string,
  to: string,
): Promise<AuditChange[]> {
  if (from === to) return [];
  const step = flagStep(actor.role, resource, to);
  const row = await stateRowOf(trx, resource, id, from);
  const outcome = stepOutcome(row.state, step);
  if (!outcome.ok) throw conflict(outcome.message);
  // The flag has no room for an override: that is the Publish step's, with its reason.
  if (step === 'publish') await releaseGate(trx, actor.role, resource, id, {});
  await trx
    .updateTable('editorial_states')
    .set({ state: outcome.to, publish_at: null, job_id: null, updated_at: new Date().toISOString(), updated_by: actor.id })
    .where('resource', '=', resource)
    .where('record_id', '=', id)
    .execute();
  await dropUnusedJob(trx, row.job_id);
  return [{ field: 'state', from: row.state, to: outcome.to }];
}
