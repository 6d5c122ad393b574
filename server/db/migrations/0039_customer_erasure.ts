import { type Kysely, sql } from 'kysely';
import { dialectOf, timestampType } from '../dialect';

/**
 * A customer's erasure (docs/api.md "Customer data requests"): `users.erased_at`, and the one way
 * an audit entry may change at run time. The append-only trigger of migration 0014 still refuses
 * every UPDATE of `audit_entries`, except inside the transaction of an erasure, which redacts the
 * customer's personal data in the entries (server/areas/customerPrivacy/auditRedaction.ts):
 *
 * - PostgreSQL: the trigger's function lets an UPDATE pass while the transaction-local setting
 *   `console.audit_redaction` is `on` (`set_config(..., true)`, which ends with the transaction).
 * - SQLite, which has no such setting: the trigger fires only when the one-row table
 *   `audit_redaction` is empty; the erasure inserts its row and deletes it in its transaction, so
 *   no other connection ever sees it (a write transaction has the database to itself).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('erased_at', timestampType(db)).execute();
  if (dialectOf(db) === 'postgres') {
    await sql`
      create or replace function audit_entries_append_only() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' and coalesce(current_setting('console.audit_redaction', true), '') = 'on' then
          return new;
        end if;
        raise exception 'audit entries are append-only';
      end
      $$`.execute(db);
    return;
  }
  await db.schema
    .createTable('audit_redaction')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .execute();
  await sql`drop trigger audit_entries_append_only`.execute(db);
  await sql`
    create trigger audit_entries_append_only before update on audit_entries
    when not exists (select 1 from audit_redaction)
    begin
      select raise(abort, 'audit entries are append-only');
    end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`
      create or replace function audit_entries_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'audit entries are append-only';
      end
      $$`.execute(db);
  } else {
    await sql`drop trigger audit_entries_append_only`.execute(db);
    await sql`
      create trigger audit_entries_append_only before update on audit_entries
      begin
        select raise(abort, 'audit entries are append-only');
      end`.execute(db);
    await db.schema.dropTable('audit_redaction').execute();
  }
  await db.schema.alterTable('users').dropColumn('erased_at').execute();
}
