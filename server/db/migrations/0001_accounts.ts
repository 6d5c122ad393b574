import type { Kysely } from 'kysely';
import { autoId, timestampType } from '../dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  const timestamp = timestampType(db);

  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('role', 'integer')
    .addColumn('password_hash', 'varchar(300)')
    .addColumn('phone', 'varchar(40)')
    .addColumn('country', 'varchar(2)')
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('email_verified_at', timestamp)
    .addColumn('blocked_at', timestamp)
    .addColumn('last_seen_at', timestamp)
    .execute();
  await db.schema.createIndex('users_role').on('users').column('role').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('expires_at', timestamp, (c) => c.notNull())
    .addColumn('revoked_at', timestamp)
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('login_codes')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'varchar(300)', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('expires_at', timestamp, (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', timestamp)
    .execute();
  await db.schema.createIndex('login_codes_user').on('login_codes').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_codes').execute();
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('users').execute();
}
