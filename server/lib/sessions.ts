import type { Db } from '../db';
import { compiledOnce } from '../db/compiledOnce';
import type { SignedInUser } from '../types';
import { newToken, tokenHash } from './secrets';

/** Writes the audit entry of a session's change in its transaction (server/audit/record.ts). */
type AuditStep = (trx: Db) => Promise<void>;

/**
 * Opens a session and records the sign-in time on the user (`last_sign_in_at`); `audit` writes
 * the sign-in's audit entry in the same transaction.
 */
export async function createSession(db: Db, userId: number, ttlMs: number, audit?: AuditStep): Promise<string> {
  const token = newToken();
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('sessions')
      .values({
        user_id: userId,
        token_hash: tokenHash(token),
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + ttlMs).toISOString(),
      })
      .execute();
    await trx.updateTable('users').set({ last_sign_in_at: now.toISOString() }).where('id', '=', userId).execute();
    await audit?.(trx);
  });
  return token;
}

/** The session check every signed-in request makes: compiled once (server/db/compiledOnce.ts). */
const liveSession = compiledOnce((db, { tokenHash, now }: { tokenHash: string; now: string }) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.role', 'users.email', 'users.name', 'sessions.id as sessionId'])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .where('users.blocked_at', 'is', null)
    .where('users.role', 'is not', null),
);

/** The staff member behind a live session, or undefined. */
export async function findSession(db: Db, token: string): Promise<SignedInUser | undefined> {
  const { rows } = await liveSession(db, { tokenHash: tokenHash(token), now: new Date().toISOString() });
  const row = rows[0];
  return row && row.role !== null ? { ...row, role: row.role } : undefined;
}

/**
 * Ends the session of a token, if it is open; `audit` then writes the sign-out's audit entry, given
 * the session's user, in the same transaction.
 */
export async function revokeSession(db: Db, token: string, audit?: (trx: Db, userId: number) => Promise<void>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const revoked = await trx
      .updateTable('sessions')
      .set({ revoked_at: new Date().toISOString() })
      .where('token_hash', '=', tokenHash(token))
      .where('revoked_at', 'is', null)
      .returning('user_id')
      .executeTakeFirst();
    if (revoked) await audit?.(trx, revoked.user_id);
  });
}

/**
 * Ends every session of a user: on reset, blocking and a forced sign-out; on password change
 * every session but the current one (`exceptSessionId`).
 */
export async function revokeUserSessions(db: Db, userId: number, exceptSessionId?: number): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: new Date().toISOString() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (exceptSessionId !== undefined) query = query.where('id', '!=', exceptSessionId);
  await query.execute();
}
