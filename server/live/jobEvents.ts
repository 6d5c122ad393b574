import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { raiseLiveEvent } from './events';

/** A running job's progress is told at most this often (its end always is). */
const progressEveryMs = 400;
const lastTold = new Map<number, number>();

/**
 * Tells a job's author how it stands (a `job` live event, docs/api.md "Live updates"), in the
 * transaction that moved it: when it starts, as it goes (at most every `progressEveryMs` per
 * job on this node) and when it ends.
 */
export async function tellJob(db: Kysely<Database>, jobId: number, moment: 'progress' | 'end' = 'end'): Promise<void> {
  const now = Date.now();
  if (moment === 'progress' && now - (lastTold.get(jobId) ?? 0) < progressEveryMs) return;
  if (moment === 'end') lastTold.delete(jobId);
  else lastTold.set(jobId, now);
  const job = await db
    .selectFrom('jobs')
    .select(['actor_id', 'status', 'done', 'failed', 'total'])
    .where('id', '=', jobId)
    .executeTakeFirst();
  if (!job) return;
  const data = { jobId, status: job.status, done: Number(job.done), failed: Number(job.failed), total: job.total === null ? null : Number(job.total) };
  await raiseLiveEvent(db, { kind: 'job', area: null, userId: job.actor_id, data });
}
