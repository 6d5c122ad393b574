import type { Kysely } from 'kysely';
import { autoId, timestampType } from '../dialect';

/**
 * Staff accounts: when each user last signed in, and the single-use tokens of e-mailed links
 * (invitation, password setup, password reset), stored as SHA-256 like sessions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const timestamp = timestampType(db);
  await db.schema.alterTable('users').addColumn('last_sign_in_at', timestamp).execute();

  await db.schema
    .createTable('account_tokens')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // 'verify-email' | 'password-setup' | 'password-reset'
    .addColumn('purpose', 'varchar(20)', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('expires_at', timestamp, (c) => c.notNull())
    .addColumn('used_at', timestamp)
    .execute();
  await db.schema.createIndex('account_tokens_user').on('account_tokens').columns(['user_id', 'purpose']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('account_tokens').execute();
  await db.schema.alterTable('users').dropColumn('last_sign_in_at').execute();
}
