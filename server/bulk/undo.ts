import type { Kysely } from 'kysely';
import type { AuditResource } from '../../contract/audit';
import { type BulkAction, type BulkList, bulkKindParts, reverseBulkAction } from '../../contract/bulkActions';
import type { Job } from '../../contract/jobs';
import type { Database } from '../db/schema';
import type { JobKey } from '../jobs/handler';
import type { Selection } from './selection';

/** A list's records are audited under its name: every resource with bulk actions declares `audited`. */
const auditResourceOf = (list: BulkList): AuditResource => list;

/**
 * The records job `jobId` changed: those with one of its audit entries (a record left as it was
 * has none). Read by the index on (job_id, record_id), in the order of the record's id as text.
 */
function changedBy(db: Kysely<Database>, list: BulkList, jobId: number) {
  return db
    .selectFrom('audit_entries')
    .where('job_id', '=', jobId)
    .where('record_id', 'is not', null)
    .where('resource', '=', auditResourceOf(list));
}

/** How many records job `jobId` changed on `list`. */
export async function countChangedBy(db: Kysely<Database>, list: BulkList, jobId: number): Promise<number> {
  const { count } = await changedBy(db, list, jobId)
    .select((eb) => eb.fn.count<number>('record_id').distinct().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * The records of an undo (docs/api.md "Jobs"): exactly those the undone job (`undoOf`) changed,
 * whatever the list's filter matches now. The job's cursor is the record's id, compared as the
 * text the audit log stores it as; the keys are given back as the list's own (`key`).
 */
export function undoSelection<Key extends JobKey>(list: BulkList, key: (text: string) => Key): Selection<unknown, Key> {
  return {
    key,
    async start(db, params) {
      const jobId = params.undoOf!;
      const total = await countChangedBy(db, list, jobId);
      const last = await changedBy(db, list, jobId).select('record_id').orderBy('record_id', 'desc').limit(1).executeTakeFirst();
      return { total, lastKey: last?.record_id ? key(last.record_id) : null };
    },
    async next(db, params, { cursor, lastKey, limit }) {
      if (lastKey === null) return [];
      let query = changedBy(db, list, params.undoOf!).select('record_id').distinct().where('record_id', '<=', String(lastKey));
      if (cursor !== null) query = query.where('record_id', '>', String(cursor));
      const rows = await query.orderBy('record_id').limit(limit).execute();
      return rows.map((row) => key(row.record_id!));
    },
  };
}

/** What undoing a job does: the reverse action on the records it changed. */
export interface UndoPlan {
  list: BulkList;
  action: BulkAction;
  records: number;
}

/** The list and the reverse action of a bulk job's kind, or undefined when it has none (docs/api.md "Jobs"). */
export function reverseOfKind(kind: string): { list: BulkList; action: BulkAction } | undefined {
  const parts = bulkKindParts(kind);
  const action = parts && reverseBulkAction(parts.list, parts.action);
  return action && { list: parts.list, action };
}

/** What undoing `job` would do, or why it cannot be undone (the 409's message). */
export async function undoPlan(db: Kysely<Database>, job: Job): Promise<UndoPlan | string> {
  const reverse = reverseOfKind(job.kind);
  if (!reverse) return `This job cannot be undone: ${job.kind} has no reverse action.`;
  if (job.status !== 'done' && job.status !== 'failed') return 'This job has not finished yet: undo it once it has.';
  if (job.undoneBy !== null) return `This job was already undone by job #${job.undoneBy}.`;
  const records = await countChangedBy(db, reverse.list, job.id);
  if (records === 0) return 'This job changed no records: there is nothing to undo.';
  return { ...reverse, records };
}
