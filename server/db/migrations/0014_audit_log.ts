import { type Kysely, sql } from 'kysely';
import { autoId, dialectOf, timestampType } from '../dialect';

/**
 * The audit log (docs/api.md "Audit log"): append-only. A trigger on either database refuses any
 * UPDATE of an entry, whoever sends it; rows leave only by the retention purge (AUDIT_RETENTION_DAYS).
 * `area` is the access area whose staff may read the entry (contract/audit.ts `auditAreaOf`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const timestamp = timestampType(db);
  await db.schema
    .createTable('audit_entries')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('at', timestamp, (c) => c.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('actor_name', 'varchar(200)')
    .addColumn('actor_email', 'varchar(254)')
    .addColumn('actor_role', 'integer')
    .addColumn('action', 'varchar(40)', (c) => c.notNull())
    .addColumn('resource', 'varchar(40)', (c) => c.notNull())
    .addColumn('area', 'varchar(40)', (c) => c.notNull())
    .addColumn('record_id', 'varchar(200)')
    .addColumn('label', 'varchar(300)')
    .addColumn('changes', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('details', 'text')
    .addColumn('ip', 'varchar(64)')
    .addColumn('request_id', 'varchar(100)')
    .execute();
  await db.schema.createIndex('audit_entries_record').on('audit_entries').columns(['resource', 'record_id', 'id']).execute();
  await db.schema.createIndex('audit_entries_actor').on('audit_entries').columns(['actor_id', 'id']).execute();
  await db.schema.createIndex('audit_entries_at').on('audit_entries').column('at').execute();

  if (dialectOf(db) === 'postgres') {
    await sql`
      create function audit_entries_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'audit entries are append-only';
      end
      $$`.execute(db);
    await sql`
      create trigger audit_entries_append_only before update on audit_entries
      for each row execute function audit_entries_append_only()`.execute(db);
  } else {
    await sql`
      create trigger audit_entries_append_only before update on audit_entries
      begin
        select raise(abort, 'audit entries are append-only');
      end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_entries').execute();
  if (dialectOf(db) === 'postgres') await sql`drop function audit_entries_append_only()`.execute(db);
}
