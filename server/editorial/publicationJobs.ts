import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { lockingRead } from '../lib/versions';

/**
 * The jobs that publish scheduled records (server/editorial/scheduler.ts): one per moment, shared
 * by every record scheduled for it (a state names its job), so that many records due together
 * are published by one job, many to a transaction.
 */
export const scheduledPublishKind = 'editorial/publish';
/** The jobs that unpublish the banners and alerts whose window ends at their moment (server/editorial/windowEnds.ts). */
export const windowEndKind = 'editorial/unpublish';
/** The jobs that write the pending changes scheduled for their moment to their items (server/editorial/changes.ts). */
export const changeApplyKind = 'editorial/apply';
type MomentKind = typeof scheduledPublishKind | typeof windowEndKind | typeof changeApplyKind;

/** Who makes a publication job: the staff member who schedules, and their request. */
export interface JobAuthor {
  actorId: number;
  ip: string | null;
  requestId: string | null;
}

/**
 * The waiting job of `kind` that publishes (or unpublishes) at `at` (ISO instant), or a new one,
 * `author`'s. One job of a kind waits per moment (the partial unique indexes of migrations 0027 and
 * 0029): of two transactions that make it at once, the second finds the first's.
 */
export async function publicationJobAt(trx: Kysely<Database>, at: string, author: JobAuthor, kind: MomentKind = scheduledPublishKind): Promise<number> {
  const waiting = await waitingJobAt(trx, at, kind);
  if (waiting) return waiting.id;
  const inserted = await trx
    .insertInto('jobs')
    .values({
      kind,
      params: JSON.stringify({ at }),
      actor_id: author.actorId,
      ip: author.ip,
      request_id: author.requestId,
      status: 'queued',
      total: null,
      next_attempt_at: at,
      created_at: new Date().toISOString(),
    })
    // The index's own predicate, in literals: SQLite matches a conflict target's predicate to the index's as written.
    .onConflict((oc) =>
      oc
        .column('next_attempt_at')
        .where('kind', '=', sql.lit(kind))
        .where('status', '=', sql.lit('queued'))
        .where('started_at', 'is', null)
        .doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? (await waitingJobAt(trx, at, kind))!.id;
}

/** The job that waits to publish at `at`, locked until the transaction ends: the runner cannot claim it and count its records in between. */
function waitingJobAt(trx: Kysely<Database>, at: string, kind: MomentKind) {
  const query = trx
    .selectFrom('jobs')
    .select('id')
    .where('kind', '=', kind)
    .where('status', '=', 'queued')
    .where('started_at', 'is', null)
    .where('next_attempt_at', '=', at);
  return lockingRead(trx, query).executeTakeFirst();
}

/** Drops a publication job that has not started and that no state names any more. */
export async function dropUnusedJob(trx: Kysely<Database>, jobId: number | null): Promise<void> {
  if (jobId === null) return;
  await trx
    .deleteFrom('jobs')
    .where('id', '=', jobId)
    .where('status', '=', 'queued')
    .where('started_at', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('editorial_states')
            .select('record_id')
            .where((states) => states.or([states('job_id', '=', jobId), states('end_job_id', '=', jobId), states('change_job_id', '=', jobId)])),
        ),
      ),
    )
    .execute();
}
