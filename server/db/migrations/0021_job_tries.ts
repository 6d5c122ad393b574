import type { Kysely } from 'kysely';
import { timestampType } from '../dialect';

/**
 * A job's failed tries (docs/api.md "Jobs"): `attempts` counts the tries that stopped on an
 * unexpected error outside a single record, `next_attempt_at` is when the next one is due (null:
 * at once). While a job waits for its next try, nodes claim the others; after its last try it
 * ends `failed`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('jobs').addColumn('next_attempt_at', timestampType(db)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('jobs').dropColumn('next_attempt_at').execute();
  await db.schema.alterTable('jobs').dropColumn('attempts').execute();
}
