import Bowser from 'bowser';
import { deviceTypes, type SessionInfo } from '../../../contract/sessions';
import type { Db } from '../../db';

/** The live sessions of a user (not ended, not expired, not idle since `idleSince`), the most recently used first. */
export function liveSessionsOf(db: Db, userId: number, now: Date, idleMs: number) {
  return db
    .selectFrom('sessions')
    .select(['id', 'user_agent', 'ip', 'created_at', 'last_seen_at', 'expires_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .where('last_seen_at', '>', new Date(now.getTime() - idleMs).toISOString())
    .orderBy('last_seen_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

type SessionRow = Awaited<ReturnType<typeof liveSessionsOf>>[number];

/** What the User-Agent says of the browser, the system and the device, where it says anything. */
export function describeUserAgent(userAgent: string | null): Pick<SessionInfo, 'browser' | 'os' | 'deviceType'> {
  const { browser, os, platform } = userAgent ? Bowser.parse(userAgent) : { browser: undefined, os: undefined, platform: undefined };
  const major = browser?.version?.split('.')[0];
  const type = deviceTypes.find((known) => known === platform?.type);
  return {
    browser: browser?.name ? [browser.name, major].filter(Boolean).join(' ') : null,
    os: os?.name ? [os.name, os.versionName ?? os.version].filter(Boolean).join(' ') : null,
    deviceType: type ?? null,
  };
}

export function toSessionInfo(row: SessionRow, currentId: number | null): SessionInfo {
  return {
    id: row.id,
    ...describeUserAgent(row.user_agent),
    userAgent: row.user_agent,
    ip: row.ip,
    createdAt: new Date(row.created_at).toISOString(),
    lastSeenAt: new Date(row.last_seen_at ?? row.created_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
    current: row.id === currentId,
  };
}

/** The ending of a user's sessions still open, to narrow down. */
function endingOpenSessions(trx: Db, userId: number) {
  const now = new Date().toISOString();
  return trx.updateTable('sessions').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null).where('expires_at', '>', now);
}

/** Ends one open session of a user; answers it as it was, or undefined when there was none to end. */
export const endSession = (trx: Db, userId: number, sessionId: number) =>
  endingOpenSessions(trx, userId).where('id', '=', sessionId).returning(['id', 'user_agent']).executeTakeFirst();

/** Ends every open session of a user but `keepId`; answers how many ended. */
export async function endOtherSessions(trx: Db, userId: number, keepId: number): Promise<number> {
  return (await endingOpenSessions(trx, userId).where('id', '!=', keepId).returning('id').execute()).length;
}
