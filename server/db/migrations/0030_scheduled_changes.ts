import { type Kysely, sql } from 'kysely';
import { timestampType } from '../dialect';

/**
 * A pending change scheduled (docs/api.md "Pending changes"): written to its published item at a
 * time to come by a job that waits for that moment, one waiting job per moment as for scheduled
 * publications (migration 0027).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('editorial_states').addColumn('change_publish_at', timestampType(db)).execute();
  await db.schema
    .alterTable('editorial_states')
    .addColumn('change_job_id', 'integer', (c) => c.references('jobs.id').onDelete('set null'))
    .execute();
  // The calendar reads the changes scheduled within a range.
  await db.schema.createIndex('editorial_states_change_publish_at').on('editorial_states').columns(['change_publish_at']).execute();
  await db.schema
    .createIndex('jobs_change_moment')
    .on('jobs')
    .column('next_attempt_at')
    .unique()
    .where(sql.ref('kind'), '=', 'editorial/apply')
    .where(sql.ref('status'), '=', 'queued')
    .where(sql.ref('started_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('jobs_change_moment').execute();
  await db.schema.dropIndex('editorial_states_change_publish_at').execute();
  await db.schema.alterTable('editorial_states').dropColumn('change_job_id').execute();
  await db.schema.alterTable('editorial_states').dropColumn('change_publish_at').execute();
}
