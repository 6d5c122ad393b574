import type { FastifyRequest } from 'fastify';
import type { Db } from '../db';
import { compiledOnce } from '../db/compiledOnce';
import type { SignedInUser } from '../types';
import { newToken, tokenHash } from './secrets';

/** Writes the audit entry of a session's change in its transaction (server/audit/record.ts). */
type AuditStep = (trx: Db) => Promise<void>;

/** What a new session is opened with besides its user. */
export interface SessionOptions {
  /** Restricted to enrolling a second factor (docs/api.md "Second factors"). */
  enrolmentOnly?: boolean;
  /** The browser's User-Agent and the client's address, listed with the session (docs/api.md "Sessions"): `clientOf(request)`. */
  userAgent?: string | null;
  ip?: string | null;
}

/** The browser and address of the request that opens a session. */
export const clientOf = (request: FastifyRequest): Pick<SessionOptions, 'userAgent' | 'ip'> => ({
  userAgent: request.headers['user-agent'] ?? null,
  ip: request.ip ?? null,
});

/**
 * Opens a session and records the sign-in time on the user (`last_sign_in_at`); `audit` writes
 * the sign-in's audit entry in the same transaction.
 */
export async function createSession(db: Db, userId: number, ttlMs: number, audit?: AuditStep, options: SessionOptions = {}): Promise<string> {
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
        enrolment_only_at: options.enrolmentOnly ? now.toISOString() : null,
        user_agent: options.userAgent?.slice(0, 500) || null,
        ip: options.ip?.slice(0, 100) || null,
        last_seen_at: now.toISOString(),
      })
      .execute();
    await trx.updateTable('users').set({ last_sign_in_at: now.toISOString() }).where('id', '=', userId).execute();
    await audit?.(trx);
  });
  return token;
}

/**
 * The session check every signed-in request makes: compiled once (server/db/compiledOnce.ts). A
 * session unused since `idleSince` has ended (SESSION_IDLE_MINUTES); without it, no idle expiry.
 */
const liveSession = compiledOnce((db, { tokenHash, now, idleSince }: { tokenHash: string; now: string; idleSince?: string }) => {
  let query = db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.role', 'users.email', 'users.name', 'sessions.id as sessionId', 'sessions.enrolment_only_at', 'sessions.last_seen_at'])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now);
  if (idleSince !== undefined) query = query.where('sessions.last_seen_at', '>', idleSince);
  return query.where('users.blocked_at', 'is', null).where('users.role', 'is not', null);
});

/**
 * How stale `last_seen_at` may get before a request refreshes it. Writing it on every request
 * would turn each read into a write (SQLite's one writer lock, PostgreSQL's dead row versions),
 * for a time that only the idle expiry (in minutes) and the sessions list ("last seen", to the
 * minute) read: at most one write a minute per session, and the idle time is exact to a minute.
 */
export const lastSeenPrecisionMs = 60_000;

const touchSession = compiledOnce((db, { id, now, before }: { id: number; now: string; before: string }) =>
  db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', id).where('last_seen_at', '<', before),
);

/**
 * The staff member behind a live session, or undefined; `idleMs` ends a session unused that long
 * (the app's SESSION_IDLE_MINUTES), and its use is recorded at most once a minute.
 */
export async function findSession(db: Db, token: string, idleMs?: number): Promise<SignedInUser | undefined> {
  const now = Date.now();
  const nowIso = new Date(now).toISOString();
  const idleSince = idleMs === undefined ? undefined : new Date(now - idleMs).toISOString();
  const { rows } = await liveSession(db, { tokenHash: tokenHash(token), now: nowIso, idleSince });
  const found = rows[0];
  if (!found || found.role === null) return undefined;
  const { last_seen_at: lastSeenAt, ...row } = found;
  const before = new Date(now - lastSeenPrecisionMs).toISOString();
  if (lastSeenAt === null || lastSeenAt < before) await touchSession(db, { id: row.sessionId, now: nowIso, before });
  const { enrolment_only_at: enrolmentOnly, ...user } = row;
  return { ...user, role: found.role, enrolmentOnly: enrolmentOnly !== null };
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
export async function revokeUserSessions(db: Db, userId: number, exceptSessionId?: number | null): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: new Date().toISOString() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (exceptSessionId != null) query = query.where('id', '!=', exceptSessionId);
  await query.execute();
}
