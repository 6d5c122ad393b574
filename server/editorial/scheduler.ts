import type { ExpressionBuilder, Kysely } from 'kysely';
import { type EditorialResource, editorialAreaOf, mayTakeStep } from '../../contract/lifecycle';
import type { Database } from '../db/schema';
import { forbidden } from '../errors';
import type { JobHandler } from '../jobs/handler';
import { systemContext } from '../audit/record';
import { takeStep } from './steps';

/** A record as the publication job goes through them: `<resource>#<id>`, in the order of resource, then id. */
const keyOf = (resource: string, id: number) => `${resource}#${id}`;
function recordOf(key: string): { resource: EditorialResource; id: number } {
  const at = key.lastIndexOf('#');
  return { resource: key.slice(0, at) as EditorialResource, id: Number(key.slice(at + 1)) };
}

/** The states a moment's job goes through: those it publishes (scheduled for `at`) or unpublishes (their window ends at `at`). */
type StatesAt = (db: Kysely<Database>, at: string) => ReturnType<typeof statesOf>;
const statesOf = (db: Kysely<Database>) => db.selectFrom('editorial_states');

/**
 * The records scheduled for `at`. Two jobs for one moment (two schedules raced to make it) both
 * go through them; each publishes those that name it.
 */
const scheduledAt: StatesAt = (db, at) => statesOf(db).where('state', '=', 'scheduled').where('publish_at', '=', at);

/** The published banners and alerts whose window ends at `at`. */
const endingAt: StatesAt = (db, at) => statesOf(db).where('state', '=', 'published').where('ends_at', '=', at);

/** The pending changes scheduled for `at`. */
const changingAt: StatesAt = (db, at) => statesOf(db).where('change_state', '=', 'scheduled').where('change_publish_at', '=', at);

/** The states after `cursor` in the job's order. */
function after(cursor: string | null) {
  return (eb: ExpressionBuilder<Database, 'editorial_states'>) => {
    if (cursor === null) return eb.val(true);
    const { resource, id } = recordOf(cursor);
    return eb.or([eb('resource', '>', resource), eb.and([eb('resource', '=', resource), eb('record_id', '>', id)])]);
  };
}

/** A moment's job over the states `statesAt` finds, in the order of resource then id; `apply` takes the record's step. */
const momentHandler = (statesAt: StatesAt, apply: JobHandler<{ at: string }, string>['apply']): JobHandler<{ at: string }, string> => ({
  params: (stored) => stored as { at: string },
  key: String,
  refusal: () => null,
  async start(db, { at }) {
    const rows = await statesAt(db, at).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    const last = await statesAt(db, at).select(['resource', 'record_id']).orderBy('resource', 'desc').orderBy('record_id', 'desc').limit(1).executeTakeFirst();
    return { total: Number(rows.count), lastKey: last ? keyOf(last.resource, last.record_id) : null };
  },
  async next(db, { at }, { cursor, lastKey, limit }) {
    if (lastKey === null) return [];
    const rows = await statesAt(db, at)
      .select(['resource', 'record_id'])
      .where(after(cursor))
      .where((eb) => eb.not(after(lastKey)(eb)))
      .orderBy('resource')
      .orderBy('record_id')
      .limit(limit)
      .execute();
    return rows.map((row) => keyOf(row.resource, row.record_id));
  },
  apply,
});

/**
 * The job that publishes the records scheduled for one moment (docs/api.md "Editorial workflow"),
 * on the job runner: it waits for the moment as a job waits for its next try, and one node claims
 * it. Its records are the states that name it; each publication commits with the job's progress,
 * so each happens once, whichever node runs the job, after a crash (another node takes the job
 * over when its lease ends, from the record after the last committed one) and after a downtime (a
 * job whose time has passed is claimed as soon as a node starts). A record unscheduled since names
 * no job and is not among them; one whose scheduler may no longer publish is reported, not published.
 */
export const scheduledPublishHandler = momentHandler(scheduledAt, async (trx, step, _params, key) => {
  const { resource, id } = recordOf(key);
  const row = await trx
    .selectFrom('editorial_states')
    .innerJoin('users', 'users.id', 'editorial_states.updated_by')
    .select(['users.id', 'users.name', 'users.email', 'users.role', 'users.blocked_at'])
    .where('resource', '=', resource)
    .where('record_id', '=', id)
    .where('job_id', '=', step.jobId)
    .executeTakeFirst();
  if (!row) return;
  if (row.blocked_at !== null || !mayTakeStep(row.role, editorialAreaOf[resource], 'publish')) {
    throw forbidden('The staff member who scheduled it may no longer publish');
  }
  const context = { actor: { id: row.id, name: row.name, email: row.email, role: row.role }, ip: null, requestId: null };
  await takeStep(trx, { context, role: null, jobId: step.jobId }, resource, id, { step: 'publish' });
});

/**
 * The job that unpublishes the banners and alerts whose window ends at one moment, the same way
 * (once, after a crash, after a downtime): by the system, audited as `unpublish` with the job's id.
 * One whose end moved since names another job and is not among them.
 */
export const windowEndHandler = momentHandler(endingAt, async (trx, step, _params, key) => {
  const { resource, id } = recordOf(key);
  await takeStep(trx, { context: systemContext, role: null, jobId: step.jobId }, resource, id, { step: 'unpublish' });
});

/**
 * The job that writes the pending changes scheduled for one moment to their items, the same way,
 * each audited as `approve` by the admin who scheduled it (the job's author). One discarded,
 * unscheduled or scheduled again since is left as it is.
 */
export const changeApplyHandler = momentHandler(changingAt, async (trx, step, _params, key) => {
  const { resource, id } = recordOf(key);
  await takeStep(trx, { context: step.author, role: null, jobId: step.jobId }, resource, id, { step: 'approve' });
});
