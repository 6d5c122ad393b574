import { type Kysely, sql } from 'kysely';
import { autoId, timestampType } from '../dialect';

/**
 * Sessions staff can see and end, and personal API tokens (docs/api.md "Sessions", "API tokens"):
 * a session keeps the browser (`user_agent`), the address it was opened from (`ip`) and when it was
 * last used (`last_seen_at`, for the idle expiry). The sessions open before this migration get
 * its time as their last use, so that nobody is signed out by the upgrade itself. `api_tokens`
 * holds only each token's SHA-256, with the areas it may read or write (`scopes`, JSON). An audit
 * entry names the token a change was made with (`actor_token_id`, `actor_token_name`); adding
 * columns leaves the append-only trigger (migration 0014) as it is. A job keeps the token it was
 * started with, for the entries its steps write.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const timestamp = timestampType(db);
  await db.schema.alterTable('sessions').addColumn('user_agent', 'varchar(500)').execute();
  await db.schema.alterTable('sessions').addColumn('ip', 'varchar(100)').execute();
  await db.schema.alterTable('sessions').addColumn('last_seen_at', timestamp).execute();
  await sql`update sessions set last_seen_at = ${new Date().toISOString()} where revoked_at is null`.execute(db);

  await db.schema
    .createTable('api_tokens')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('expires_at', timestamp, (c) => c.notNull())
    .addColumn('last_used_at', timestamp)
    .addColumn('revoked_at', timestamp)
    .execute();
  await db.schema.createIndex('api_tokens_user').on('api_tokens').column('user_id').execute();

  await db.schema.alterTable('audit_entries').addColumn('actor_token_id', 'integer').execute();
  await db.schema.alterTable('audit_entries').addColumn('actor_token_name', 'varchar(100)').execute();
  await db.schema.alterTable('jobs').addColumn('actor_token_id', 'integer').execute();
  await db.schema.alterTable('jobs').addColumn('actor_token_name', 'varchar(100)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('jobs').dropColumn('actor_token_name').execute();
  await db.schema.alterTable('jobs').dropColumn('actor_token_id').execute();
  await db.schema.alterTable('audit_entries').dropColumn('actor_token_name').execute();
  await db.schema.alterTable('audit_entries').dropColumn('actor_token_id').execute();
  await db.schema.dropTable('api_tokens').execute();
  await db.schema.alterTable('sessions').dropColumn('last_seen_at').execute();
  await db.schema.alterTable('sessions').dropColumn('ip').execute();
  await db.schema.alterTable('sessions').dropColumn('user_agent').execute();
}
