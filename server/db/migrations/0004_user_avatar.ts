import type { Kysely } from 'kysely';

/** The user's avatar image, relative to the storage root; null when the user has none. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('avatar_path', 'varchar(300)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('avatar_path').execute();
}
