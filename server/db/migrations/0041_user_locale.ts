import type { Kysely } from 'kysely';

/** The console's language a staff member chose (contract/locales.ts); null until they choose, and their e-mails are in English. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('locale', 'varchar(8)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('locale').execute();
}
