import type { Kysely } from 'kysely';
import type { EditorialResource } from '../../contract/lifecycle';
import type { Database } from '../db/schema';
import { dropUnusedJob, type JobAuthor, publicationJobAt, windowEndKind } from './publicationJobs';

/**
 * A banner's or alert's window end unpublishes it (docs/api.md "Editorial workflow"): while one is
 * published and its window ends later, its state names that moment and the job that waits for it
 * (one per moment, server/editorial/scheduler.ts runs it). Followed after every audited change of
 * such a record (writeAudit), whatever made it: a publication, a save that moves the end, an
 * unpublication that no longer needs it.
 */
const windowed = { 'ui/banners': 'banners', 'ui/alerts': 'alerts' } as const satisfies Partial<Record<EditorialResource, keyof Database>>;

const isWindowed = (resource: string): resource is keyof typeof windowed => Object.hasOwn(windowed, resource);

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

/** Names the job that ends a published record's window, a new one when the end moved, none when it has no end to come. */
export async function followWindowEnd(trx: Kysely<Database>, resource: string, recordId: number | string | null | undefined, author: Partial<JobAuthor>) {
  if (!isWindowed(resource) || recordId === null || recordId === undefined) return;
  const id = Number(recordId);
  const row = await trx
    .selectFrom('editorial_states')
    // The two tables hold a window alike: read as the banners'.
    .innerJoin(`${windowed[resource] as 'banners'} as windowed`, 'windowed.id', 'editorial_states.record_id')
    .select(['editorial_states.state', 'editorial_states.ends_at', 'editorial_states.end_job_id', 'editorial_states.updated_by', 'windowed.end_at'])
    .where('editorial_states.resource', '=', resource)
    .where('editorial_states.record_id', '=', id)
    .executeTakeFirst();
  if (!row) return;
  const end = iso(row.end_at);
  const ends = row.state === 'published' && end !== null && Date.parse(end) > Date.now() ? end : null;
  if (ends === iso(row.ends_at)) return;
  const actorId = author.actorId ?? row.updated_by;
  const jobId = ends === null || actorId === null ? null : await publicationJobAt(trx, ends, { actorId, ip: author.ip ?? null, requestId: author.requestId ?? null }, windowEndKind);
  await trx
    .updateTable('editorial_states')
    .set({ ends_at: jobId === null ? null : ends, end_job_id: jobId })
    .where('resource', '=', resource)
    .where('record_id', '=', id)
    .execute();
  await dropUnusedJob(trx, row.end_job_id);
}
