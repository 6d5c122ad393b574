import type { Kysely } from 'kysely';

/** The console theme a user picked ('light' or 'dark'); null until the user picks one. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('theme', 'varchar(10)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('theme').execute();
}
