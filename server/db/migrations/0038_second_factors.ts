import type { Kysely } from 'kysely';
import { autoId, timestampType } from '../dialect';

/**
 * Second factors (docs/api.md "Second factors"): a staff member's passkeys (WebAuthn credentials),
 * their authenticator app's TOTP secret (pending until a code confirms it), their ten recovery
 * codes (scrypt hashes, each spent once), each role's requirement, and the challenges that bind a
 * second step to the first: a sign-in's (answered by a correct password, presented with the code or
 * passkey) and a passkey registration's. A session opened for someone who must enrol and has not is
 * restricted to enrolment until they do (`sessions.enrolment_only_at`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const timestamp = timestampType(db);
  await db.schema
    .createTable('passkeys')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The credential's id, base64url, as the browser reports it (at most 1023 bytes: WebAuthn's limit).
    .addColumn('credential_id', 'varchar(1400)', (c) => c.notNull().unique())
    // The COSE public key, base64url.
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
    // The authenticator's transports, comma-separated (`internal,hybrid`).
    .addColumn('transports', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('last_used_at', timestamp)
    .execute();
  await db.schema.createIndex('passkeys_user').on('passkeys').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('totp_secrets')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    // base32, as authenticator apps take it.
    .addColumn('secret', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    // Null while the enrolment waits for its first code.
    .addColumn('confirmed_at', timestamp)
    // The last 30-second step a code was accepted for: a code is never accepted twice.
    .addColumn('last_step', 'integer')
    .addColumn('last_used_at', timestamp)
    .execute();

  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('used_at', timestamp)
    .execute();
  await db.schema.createIndex('recovery_codes_user').on('recovery_codes').columns(['user_id', 'id']).execute();

  // One row per role that requires a second factor; its members without one are warned until `grace_ends_at`.
  await db.schema
    .createTable('second_factor_rules')
    .addColumn('role', 'integer', (c) => c.primaryKey())
    .addColumn('required_since', timestamp, (c) => c.notNull())
    .addColumn('grace_ends_at', timestamp, (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();

  await db.schema
    .createTable('second_factor_challenges')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // 'sign-in' | 'passkey-registration'
    .addColumn('purpose', 'varchar(30)', (c) => c.notNull())
    // A sign-in challenge's token (SHA-256): what the client presents with its second step.
    .addColumn('token_hash', 'varchar(64)', (c) => c.unique())
    // The WebAuthn challenge last handed to the browser for this step, base64url.
    .addColumn('webauthn_challenge', 'varchar(200)')
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('expires_at', timestamp, (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', timestamp)
    .execute();
  await db.schema
    .createIndex('second_factor_challenges_user')
    .on('second_factor_challenges')
    .columns(['user_id', 'purpose', 'id'])
    .execute();

  await db.schema.alterTable('sessions').addColumn('enrolment_only_at', timestamp).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('enrolment_only_at').execute();
  await db.schema.dropTable('second_factor_challenges').execute();
  await db.schema.dropTable('second_factor_rules').execute();
  await db.schema.dropTable('recovery_codes').execute();
  await db.schema.dropTable('totp_secrets').execute();
  await db.schema.dropTable('passkeys').execute();
}
