import { type Kysely, sql } from 'kysely';
import { timestampType } from '../dialect';

/**
 * A banner's or alert's window end unpublishes it (docs/api.md "Editorial workflow"): a published
 * one whose window ends later names the moment and the job that waits for it, one waiting job per
 * moment as for scheduled publications (migration 0027).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('editorial_states').addColumn('ends_at', timestampType(db)).execute();
  await db.schema
    .alterTable('editorial_states')
    .addColumn('end_job_id', 'integer', (c) => c.references('jobs.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('jobs_window_end_moment')
    .on('jobs')
    .column('next_attempt_at')
    .unique()
    .where(sql.ref('kind'), '=', 'editorial/unpublish')
    .where(sql.ref('status'), '=', 'queued')
    .where(sql.ref('started_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('jobs_window_end_moment').execute();
  await db.schema.alterTable('editorial_states').dropColumn('end_job_id').execute();
  await db.schema.alterTable('editorial_states').dropColumn('ends_at').execute();
}
