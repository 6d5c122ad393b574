import { type Kysely, sql } from 'kysely';

/**
 * One waiting publication job per moment (server/editorial/publicationJobs.ts): records scheduled
 * for the same time at once, from several nodes, share one job, which publishes them many to a
 * transaction. Partial: jobs that have started, and every other kind, are not concerned.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('jobs_publication_moment')
    .on('jobs')
    .column('next_attempt_at')
    .unique()
    .where(sql.ref('kind'), '=', 'editorial/publish')
    .where(sql.ref('status'), '=', 'queued')
    .where(sql.ref('started_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('jobs_publication_moment').execute();
}
