import type { Kysely } from 'kysely';
import { timestampType } from '../dialect';

/**
 * Rate-limit counters shared by every API node (server/lib/rateLimitStore.ts): one row per limit
 * key (`login:ip:203.0.113.7`, `login:email:a@b.test`) with the hits of its current window and
 * the instant that window ends. Expired rows are swept now and then.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'varchar(400)', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('reset_at', timestampType(db), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_reset_at').on('rate_limits').column('reset_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
}
