import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect';

/**
 * Indexes for search across the console (each area's search.ts, docs/api.md "Search") on PostgreSQL: a
 * `LIKE 'prefix%'` on an order's number or a user's e-mail is read from an index only when the
 * index orders by the text's bytes (the pattern operator class), whatever the database's
 * collation. SQLite reads the same prefixes as a range from the columns' unique indexes
 * (server/db/dialect.ts startsWithText), so it needs none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`create index orders_number_prefix on orders (number varchar_pattern_ops)`.execute(db);
  await sql`create index users_email_prefix on users (email varchar_pattern_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const index of ['users_email_prefix', 'orders_number_prefix']) await db.schema.dropIndex(index).execute();
}
