import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import { type Job, jobErrorLimit, jobErrorsShown } from '../../contract/jobs';
import type { Database, JobsTable } from '../db/schema';
import type { Db } from '../db';
import { tellJob } from '../live/jobEvents';

export type JobRow = Selectable<JobsTable>;

/**
 * Stores a new job, queued; answers its id. An undo (`undoOf`) of a job already undone breaks
 * jobs_undo_of's uniqueness. A job `notBefore` a time (a scheduled publication) waits for it as a
 * job waits for its next try.
 */
export async function insertJob(
  db: Db,
  job: {
    kind: string;
    params: unknown;
    actorId: number;
    ip: string | null;
    requestId: string | null;
    total: number | null;
    undoOf?: number;
    notBefore?: string;
    /** The API token the job was started with (docs/api.md "API tokens"). */
    token?: { id: number; name: string } | null;
  },
): Promise<number> {
  const { id } = await db
    .insertInto('jobs')
    .values({
      kind: job.kind,
      params: JSON.stringify(job.params),
      actor_id: job.actorId,
      ip: job.ip,
      request_id: job.requestId,
      status: 'queued',
      total: job.total,
      undo_of: job.undoOf ?? null,
      actor_token_id: job.token?.id ?? null,
      actor_token_name: job.token?.name ?? null,
      next_attempt_at: job.notBefore ?? null,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A job's row with the id of the job that undid it (`withUndoneBy`). */
type ReadJobRow = JobRow & { undone_by: number | null };

/** Adds to a read of jobs the id of the job that undid each (null when none). */
const withUndoneBy = (eb: ExpressionBuilder<Database, 'jobs'>) =>
  eb.selectFrom('jobs as undoer').select('undoer.id').whereRef('undoer.undo_of', '=', 'jobs.id').as('undone_by');

export function toJob(row: ReadJobRow, errors: Job['errors'] = []): Job {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    total: row.total,
    done: row.done,
    failed: row.failed,
    errors,
    message: row.message,
    createdAt: row.created_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    undoOf: row.undo_of,
    undoneBy: row.undone_by,
    undo: null,
  };
}

/** A job of `actorId` with its first errors, or undefined (none, or another's). */
export async function findJob(db: Db, id: number, actorId: number): Promise<Job | undefined> {
  const row = await db.selectFrom('jobs').selectAll().select(withUndoneBy).where('id', '=', id).where('actor_id', '=', actorId).executeTakeFirst();
  if (!row) return undefined;
  const errors = await db
    .selectFrom('job_errors')
    .select(['record_id as recordId', 'message'])
    .where('job_id', '=', id)
    .orderBy('id')
    .limit(jobErrorsShown)
    .execute();
  return toJob(row, errors);
}

/**
 * The latest jobs of `actorId`, newest first. A job that waits for its time and has never been
 * tried (a scheduled publication: its record's page and the calendar show it) is left out until
 * it is due, so the list holds what runs or ran.
 */
export async function latestJobs(db: Db, actorId: number, limit = 20): Promise<Job[]> {
  const now = new Date().toISOString();
  const rows = await db
    .selectFrom('jobs')
    .selectAll()
    .select(withUndoneBy)
    .where('actor_id', '=', actorId)
    // `is not null` first: a job with no time of its own must not make the whole test unknown (and the job hidden).
    .where((eb) =>
      eb.not(eb.and([eb('status', '=', 'queued'), eb('attempts', '=', 0), eb('next_attempt_at', 'is not', null), eb('next_attempt_at', '>', now)])),
    )
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => toJob(row));
}

/** Whether a job waits for a node: queued, or running without a live lease (a node stopped, crashed or gave it back). */
const unheld = (now: string) => (eb: ExpressionBuilder<Database, 'jobs'>) =>
  eb.or([
    eb('status', '=', 'queued'),
    eb.and([eb('status', '=', 'running'), eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)])]),
  ]);

/** A job that waits for a node and may be claimed now: not waiting for its next try after a failed one. */
const claimable = (now: string) => (eb: ExpressionBuilder<Database, 'jobs'>) =>
  eb.and([unheld(now)(eb), eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', now)])]);

/**
 * Takes the job that has waited longest (queued, abandoned by a node that stopped renewing its
 * lease, or due for another try after a failed one: it waits from then, behind the jobs queued
 * before) for `claimer`, in one UPDATE: of several nodes, one gets it.
 */
export async function claimJob(db: Db, claimer: string, leaseMs: number, now = new Date()): Promise<JobRow | undefined> {
  const nowIso = now.toISOString();
  const waiting = db
    .selectFrom('jobs')
    .select('id')
    .where(claimable(nowIso))
    .orderBy((eb) => eb.fn.coalesce('next_attempt_at', 'created_at'))
    .orderBy('id')
    .limit(1);
  return db
    .updateTable('jobs')
    .set({ status: 'running', locked_by: claimer, locked_until: new Date(now.getTime() + leaseMs).toISOString() })
    .where('id', 'in', waiting)
    .where(claimable(nowIso))
    .returningAll()
    .executeTakeFirst();
}

/**
 * When the next job that waits for a node may be claimed: now when one may, the soonest next try
 * otherwise, undefined when none waits (every job has ended or is held by a node).
 */
export async function nextJobDue(db: Db, now = new Date()): Promise<Date | undefined> {
  const nowIso = now.toISOString();
  const due = await db.selectFrom('jobs').select('id').where(claimable(nowIso)).limit(1).executeTakeFirst();
  if (due) return now;
  const { soonest } = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.min('next_attempt_at').as('soonest'))
    .where(unheld(nowIso))
    .executeTakeFirstOrThrow();
  return soonest === null ? undefined : new Date(soonest);
}

/** Raised when this node no longer holds the job (its lease ran out and another node took it). */
export class LeaseLost extends Error {
  constructor(jobId: number) {
    super(`job ${jobId} is held by another node`);
  }
}

/** Updates the job if `claimer` still holds it, renewing the lease; throws LeaseLost otherwise. */
export async function updateHeld(
  db: Kysely<Database>,
  job: { id: number; claimer: string; leaseMs: number },
  set: Partial<Record<'cursor' | 'last_key' | 'started_at', string | null> & { total: number }>,
  counts: { done?: number; failed?: number } = {},
): Promise<void> {
  const result = await db
    .updateTable('jobs')
    .set((eb) => ({
      ...set,
      ...(counts.done ? { done: eb('done', '+', counts.done) } : {}),
      ...(counts.failed ? { failed: eb('failed', '+', counts.failed) } : {}),
      locked_until: new Date(Date.now() + job.leaseMs).toISOString(),
    }))
    .where('id', '=', job.id)
    .where('locked_by', '=', job.claimer)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new LeaseLost(job.id);
  await tellJob(db, job.id, 'progress');
}

/** Records why one record could not change (the first jobErrorLimit of them). */
export async function recordJobError(db: Kysely<Database>, jobId: number, failedSoFar: number, recordId: string, message: string) {
  if (failedSoFar >= jobErrorLimit) return;
  await db.insertInto('job_errors').values({ job_id: jobId, record_id: recordId, message: message.slice(0, 500) }).execute();
}

/** Ends a job this node holds (done, or failed with a message) and releases it. */
export async function finishJob(
  db: Db,
  job: { id: number; claimer: string },
  status: 'done' | 'failed',
  message: string | null = null,
  attempts?: number,
) {
  await db
    .updateTable('jobs')
    .set({ status, message, attempts, finished_at: new Date().toISOString(), locked_by: null, locked_until: null })
    .where('id', '=', job.id)
    .where('locked_by', '=', job.claimer)
    .execute();
  await tellJob(db, job.id);
}

/**
 * A try of a job this node holds stopped on an unexpected error: it is released until
 * `nextAttemptAt`, its tries counted (`attempts`, after this one).
 */
export async function postponeJob(db: Db, job: { id: number; claimer: string }, attempts: number, nextAttemptAt: Date) {
  await db
    .updateTable('jobs')
    .set({ attempts, next_attempt_at: nextAttemptAt.toISOString(), locked_by: null, locked_until: null })
    .where('id', '=', job.id)
    .where('locked_by', '=', job.claimer)
    .execute();
}

/** Gives a job back to any node (this one stops): it stays running with its progress, its lease ended. */
export async function releaseJob(db: Db, job: { id: number; claimer: string }) {
  await db.updateTable('jobs').set({ locked_by: null, locked_until: null }).where('id', '=', job.id).where('locked_by', '=', job.claimer).execute();
}
