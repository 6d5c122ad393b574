import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect';
import { rewritingAuditEntries } from './appendOnlyAudit';

/**
 * A job's changes are tied to it (docs/api.md "Audit log", "Jobs"): `audit_entries.job_id` is the
 * job that made the change (null for a change made alone), indexed with the record's id for the
 * Activity filtered by one job and the undo that goes through the job's records in order; the
 * index holds only entries made by a job. `jobs.undo_of` is the job an undo reverses, unique: a
 * job is undone once. Entries written before carried the job in `details.job`: they are copied
 * over, the append-only trigger lifted for that one UPDATE (./appendOnlyAudit.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_entries').addColumn('job_id', 'integer').execute();
  await db.schema
    .createIndex('audit_entries_job')
    .on('audit_entries')
    .columns(['job_id', 'record_id'])
    .where(sql.ref('job_id'), 'is not', null)
    .execute();
  await db.schema.alterTable('jobs').addColumn('undo_of', 'integer').execute();
  await db.schema.createIndex('jobs_undo_of').on('jobs').column('undo_of').unique().execute();
  await copyJobFromDetails(db);
}

async function copyJobFromDetails(db: Kysely<unknown>) {
  const postgres = dialectOf(db) === 'postgres';
  await rewritingAuditEntries(db, async () => {
    await (postgres
      ? sql`
          update audit_entries set job_id = (details::jsonb ->> 'job')::integer
          where details like '%"job":%' and jsonb_typeof(details::jsonb -> 'job') = 'number'`
      : sql`
          update audit_entries set job_id = json_extract(details, '$.job')
          where details like '%"job":%' and json_type(details, '$.job') = 'integer'`
    ).execute(db);
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('jobs_undo_of').execute();
  await db.schema.alterTable('jobs').dropColumn('undo_of').execute();
  await db.schema.dropIndex('audit_entries_job').execute();
  await db.schema.alterTable('audit_entries').dropColumn('job_id').execute();
}
