import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect';

/**
 * Runs a migration's rewrite of existing audit entries with the append-only trigger lifted
 * (migration 0014), put back as it was afterwards: the API never updates an entry, a migration
 * that renames what entries hold must.
 */
export async function rewritingAuditEntries(db: Kysely<unknown>, rewrite: () => Promise<void>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`alter table audit_entries disable trigger audit_entries_append_only`.execute(db);
    await rewrite();
    await sql`alter table audit_entries enable trigger audit_entries_append_only`.execute(db);
    return;
  }
  // Put back exactly as it was: since migration 0039 it carries the erasure's WHEN clause.
  const { rows } = await sql<{ sql: string }>`select sql from sqlite_master where type = 'trigger' and name = 'audit_entries_append_only'`.execute(db);
  await sql`drop trigger audit_entries_append_only`.execute(db);
  await rewrite();
  await sql.raw(rows[0]!.sql).execute(db);
}
