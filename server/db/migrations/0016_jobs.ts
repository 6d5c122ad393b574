import type { Kysely } from 'kysely';
import { autoId, timestampType } from '../dialect';

/**
 * Background jobs (docs/api.md "Jobs"): one row per job with its parameters, its author and their
 * context, its progress and a cursor (the last record tried, in the order the job goes through
 * them) that moves in the same transaction as each record's change, so a job resumed after a crash
 * changes every record once. A node holds a job by a lease (`locked_by`, `locked_until`) it
 * renews as it goes; another node takes over a job whose lease ran out. `job_errors` keeps the
 * first per-record errors.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const timestamp = timestampType(db);
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('kind', 'varchar(60)', (c) => c.notNull())
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('ip', 'varchar(64)')
    .addColumn('request_id', 'varchar(100)')
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('total', 'integer')
    .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cursor', 'varchar(200)')
    .addColumn('last_key', 'varchar(200)')
    .addColumn('message', 'varchar(500)')
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('started_at', timestamp)
    .addColumn('finished_at', timestamp)
    .addColumn('locked_by', 'varchar(100)')
    .addColumn('locked_until', timestamp)
    .execute();
  await db.schema.createIndex('jobs_status').on('jobs').columns(['status', 'id']).execute();
  await db.schema.createIndex('jobs_actor').on('jobs').columns(['actor_id', 'id']).execute();
  await db.schema
    .createTable('job_errors')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
    .addColumn('record_id', 'varchar(200)', (c) => c.notNull())
    .addColumn('message', 'varchar(500)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('job_errors_job').on('job_errors').columns(['job_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_errors').execute();
  await db.schema.dropTable('jobs').execute();
}
