import { z } from 'zod';
import { defineOperations } from './operation';
import { userId } from './users';

/**
 * Sessions staff can see and end (docs/api.md "Sessions"): one's own from the profile, and those
 * of a staff member one may manage (contract/accessRules.ts `mayManage`) from the staff lists.
 */

export const deviceTypes = ['desktop', 'mobile', 'tablet', 'tv', 'bot'] as const;

/** One live session, as read from its browser's User-Agent when it was opened. */
export const sessionInfo = z
  .object({
    id: z.number().int(),
    /** The browser and its major version ("Chrome 126"); null when the User-Agent says nothing readable. */
    browser: z.string().nullable(),
    /** The operating system and its version ("macOS 10.15.7", "Android 14"); null when unknown. */
    os: z.string().nullable(),
    deviceType: z.enum(deviceTypes).nullable(),
    /** The User-Agent as sent, for what the fields above leave out. */
    userAgent: z.string().nullable(),
    /** The address it was opened from. */
    ip: z.string().nullable(),
    /** When it was opened (the sign-in). */
    createdAt: z.string(),
    /** When it was last used, to the minute (docs/api.md "Sessions"). */
    lastSeenAt: z.string(),
    /** When it ends at the latest, however much it is used (SESSION_TTL_MINUTES). */
    expiresAt: z.string(),
    /** The session of the request that reads the list. */
    current: z.boolean(),
  })
  .meta({ id: 'Session' });
export type SessionInfo = z.infer<typeof sessionInfo>;

export const sessionParams = z.object({ id: userId });
export const staffSessionParams = z.object({ id: userId, sessionId: userId });

export const sessionsEnded = z.object({ ended: z.number().int() }).meta({ id: 'SessionsEnded' });

const listDescription =
  'Live sessions only (not ended, not expired, not idle past SESSION_IDLE_MINUTES), the most recently used first. ' +
  'The browser, system and device type are read from the User-Agent the session was opened with.';

export const sessionsOperations = defineOperations('sessions', {
  listMySessions: {
    method: 'GET',
    path: '/api/sessions',
    access: 'account',
    summary: "The signed-in staff member's live sessions; the caller's own is marked `current`",
    description: listDescription,
    responses: { 200: z.array(sessionInfo) },
  },
  endMySession: {
    method: 'DELETE',
    path: '/api/sessions/:id',
    access: 'account',
    summary: 'Ends one of the signed-in staff member’s sessions; its token’s next request is a 401 (errorCode 113)',
    description: 'An unknown id, another person’s session or one already ended is a 404. Audited.',
    params: sessionParams,
    responses: { 204: z.null().describe('Ended') },
    errors: [404],
  },
  endMyOtherSessions: {
    method: 'POST',
    path: '/api/sessions/sign-out-others',
    access: 'account',
    summary: 'Ends every session of the signed-in staff member but the current one',
    description: 'An empty-body call. Answers how many sessions ended; audited when any did.',
    responses: { 200: sessionsEnded },
  },
  listStaffSessions: {
    method: 'GET',
    path: '/api/users/:id/sessions',
    access: 'editors',
    summary: "A staff member's live sessions",
    description: `${listDescription} Same role rules as signing out a staff member: an ADMIN may read editors', a SUPER_ADMIN anyone's.`,
    params: staffSessionParams.pick({ id: true }),
    responses: { 200: z.array(sessionInfo) },
    errors: [404],
  },
  endStaffSession: {
    method: 'DELETE',
    path: '/api/users/:id/sessions/:sessionId',
    access: 'editors',
    summary: "Ends one session of a staff member; its token's next request is a 401 (errorCode 113)",
    description: 'Same role rules as signing out a staff member. An unknown staff member or session, or one already ended, is a 404. Audited.',
    params: staffSessionParams,
    responses: { 204: z.null().describe('Ended') },
    errors: [404],
  },
});
