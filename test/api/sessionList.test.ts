import { describe, expect, test } from 'vitest';
import { AdminRole } from '../../contract/enums';
import type { SessionInfo } from '../../contract/sessions';
import type { App } from '../../server/app';
import { lastEntryOf } from './auditHelpers';
import { bearer, createStaff, lastCode, signIn, testApp } from './helpers';

/** Sessions staff can see and end (docs/api.md "Sessions"). */

const chromeOnMac = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Signs in through both steps from a browser (its User-Agent) and an address; answers the session token. */
async function signInFrom(app: App, staff: { email: string; password: string }, userAgent: string, ip: string): Promise<string> {
  const headers = { 'user-agent': userAgent };
  const login = await app.inject({ method: 'POST', url: '/auth/login', payload: staff, headers, remoteAddress: ip });
  expect(login.statusCode, login.body).toBe(200);
  const otp = await lastCode(app, staff.email);
  const validate = await app.inject({ method: 'POST', url: '/auth/otp/validate', payload: { email: staff.email, otp }, headers, remoteAddress: ip });
  expect(validate.statusCode, validate.body).toBe(200);
  return validate.json<{ access_token: string }>().access_token;
}

const get = (app: App, url: string, token: string) => app.inject({ method: 'GET', url, headers: bearer(token) });
const mySessions = async (app: App, token: string) => {
  const response = await get(app, '/api/sessions', token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SessionInfo[]>();
};
const profileStatus = async (app: App, id: number, token: string) => (await get(app, `/api/users/profile/${id}`, token)).statusCode;

describe('one’s own sessions', () => {
  test('lists each live session with its browser, system, address and times, marking the current one', async () => {
    const app = await testApp();
    const staff = await createStaff(app, { role: AdminRole.EDITOR });
    const laptop = await signInFrom(app, staff, chromeOnMac, '203.0.113.7');
    const phone = await signInFrom(app, staff, safariOnIphone, '198.51.100.4');

    const sessions = await mySessions(app, laptop);

    expect(sessions).toHaveLength(2);
    const current = sessions.find((session) => session.current)!;
    const other = sessions.find((session) => !session.current)!;
    expect(current).toMatchObject({ browser: 'Chrome 126', os: 'macOS Catalina', deviceType: 'desktop', ip: '203.0.113.7', userAgent: chromeOnMac });
    expect(other).toMatchObject({ browser: 'Safari 17', os: 'iOS 17.5', deviceType: 'mobile', ip: '198.51.100.4' });
    for (const session of sessions) {
      expect(Date.parse(session.createdAt)).toBeLessThanOrEqual(Date.parse(session.lastSeenAt));
      expect(Date.parse(session.expiresAt)).toBeGreaterThan(Date.now());
    }
    // The other device sees the same two, its own marked.
    expect((await mySessions(app, phone)).find((session) => session.current)!.id).toBe(other.id);
  });

  test('ending one: that token’s next request is a 401 (113), the others go on; audited', async () => {
    const app = await testApp();
    const staff = await createStaff(app, { role: AdminRole.EDITOR, name: 'Erin Editor' });
    const laptop = await signInFrom(app, staff, chromeOnMac, '203.0.113.7');
    const phone = await signInFrom(app, staff, safariOnIphone, '198.51.100.4');
    const phoneSession = (await mySessions(app, laptop)).find((session) => !session.current)!;

    const ended = await app.inject({ method: 'DELETE', url: `/api/sessions/${phoneSession.id}`, headers: bearer(laptop) });

    expect(ended.statusCode, ended.body).toBe(204);
    const refused = await get(app, `/api/users/profile/${staff.id}`, phone);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ errorCode: 113 });
    expect(await profileStatus(app, staff.id, laptop)).toBe(200);
    expect((await mySessions(app, laptop)).map((session) => session.id)).not.toContain(phoneSession.id);
    expect(await lastEntryOf(app, 'staff', staff.id)).toMatchObject({
      action: 'endSession',
      actor: { id: staff.id, name: 'Erin Editor' },
      details: { sessionId: phoneSession.id, browser: 'Safari 17', os: 'iOS 17.5' },
    });
    // Ended already: nothing left to end.
    const again = await app.inject({ method: 'DELETE', url: `/api/sessions/${phoneSession.id}`, headers: bearer(laptop) });
    expect(again.statusCode).toBe(404);
  });

  test('another person’s session is not one’s own to end (404), and stays open', async () => {
    const app = await testApp();
    const first = await createStaff(app, { role: AdminRole.SUPER_ADMIN });
    const second = await createStaff(app, { role: AdminRole.EDITOR });
    const firstToken = (await signIn(app, first)).access_token;
    const secondToken = (await signIn(app, second)).access_token;
    const [secondSession] = await mySessions(app, secondToken);

    const response = await app.inject({ method: 'DELETE', url: `/api/sessions/${secondSession!.id}`, headers: bearer(firstToken) });

    expect(response.statusCode).toBe(404);
    expect(await profileStatus(app, second.id, secondToken)).toBe(200);
  });

  test('signing out of all other sessions keeps the current one', async () => {
    const app = await testApp();
    const staff = await createStaff(app, { role: AdminRole.ADMIN });
    const tokens = [];
    for (let i = 0; i < 3; i += 1) tokens.push((await signIn(app, staff)).access_token);
    const [kept, ...others] = tokens as [string, ...string[]];

    const response = await app.inject({ method: 'POST', url: '/api/sessions/sign-out-others', headers: bearer(kept) });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ended: 2 });
    expect(await profileStatus(app, staff.id, kept)).toBe(200);
    for (const token of others) expect(await profileStatus(app, staff.id, token)).toBe(401);
    expect(await mySessions(app, kept)).toHaveLength(1);
    expect(await lastEntryOf(app, 'staff', staff.id)).toMatchObject({ action: 'signOutOthers', details: { ended: 2 } });
  });
});

describe('idle expiry (SESSION_IDLE_MINUTES)', () => {
  test('a session unused longer than the idle time ends: 401 (113), and it is no longer listed', async () => {
    const app = await testApp({ sessionIdleMs: 30 * 60_000 });
    const staff = await createStaff(app, { role: AdminRole.EDITOR });
    const idle = (await signIn(app, staff)).access_token;
    const active = (await signIn(app, staff)).access_token;
    const [idleSession] = (await mySessions(app, idle)).filter((session) => session.current);
    const longAgo = new Date(Date.now() - 31 * 60_000).toISOString();
    await app.db.updateTable('sessions').set({ last_seen_at: longAgo }).where('id', '=', idleSession!.id).execute();

    const response = await get(app, `/api/users/profile/${staff.id}`, idle);

    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errorCode: 113 });
    expect((await mySessions(app, active)).map((session) => session.id)).not.toContain(idleSession!.id);
  });

  test('using a session keeps it alive: its last use is refreshed, at most once a minute', async () => {
    const app = await testApp({ sessionIdleMs: 30 * 60_000 });
    const staff = await createStaff(app, { role: AdminRole.EDITOR });
    const token = (await signIn(app, staff)).access_token;
    const lastSeen = async () => (await app.db.selectFrom('sessions').select('last_seen_at').where('user_id', '=', staff.id).executeTakeFirstOrThrow()).last_seen_at!;
    const opened = await lastSeen();

    // Used just now: a request writes nothing.
    expect(await profileStatus(app, staff.id, token)).toBe(200);
    expect(await lastSeen()).toBe(opened);

    // Last used 29 minutes ago: still alive, and the request makes it now.
    const earlier = new Date(Date.now() - 29 * 60_000).toISOString();
    await app.db.updateTable('sessions').set({ last_seen_at: earlier }).where('user_id', '=', staff.id).execute();
    expect(await profileStatus(app, staff.id, token)).toBe(200);
    expect(Date.parse(await lastSeen())).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('a staff member’s sessions, for who may manage them', () => {
  test('an admin lists an editor’s sessions and ends one; the editor’s token is refused at once; audited', async () => {
    const app = await testApp();
    const admin = await createStaff(app, { role: AdminRole.ADMIN, name: 'Ada Admin' });
    const editor = await createStaff(app, { role: AdminRole.EDITOR, name: 'Erin Editor' });
    const adminToken = (await signIn(app, admin)).access_token;
    const editorToken = await signInFrom(app, editor, chromeOnMac, '203.0.113.9');

    const listed = await get(app, `/api/users/${editor.id}/sessions`, adminToken);
    expect(listed.statusCode, listed.body).toBe(200);
    const [session] = listed.json<SessionInfo[]>();
    expect(session).toMatchObject({ browser: 'Chrome 126', ip: '203.0.113.9', current: false });

    const ended = await app.inject({ method: 'DELETE', url: `/api/users/${editor.id}/sessions/${session!.id}`, headers: bearer(adminToken) });

    expect(ended.statusCode, ended.body).toBe(204);
    expect(await profileStatus(app, editor.id, editorToken)).toBe(401);
    expect(await lastEntryOf(app, 'staff', editor.id)).toMatchObject({
      action: 'endSession',
      actor: { id: admin.id, name: 'Ada Admin' },
      label: 'Erin Editor',
      details: { sessionId: session!.id },
    });
  });

  test('an admin may not see or end a super admin’s sessions (403); an unknown session is a 404', async () => {
    const app = await testApp();
    const admin = await createStaff(app, { role: AdminRole.ADMIN });
    const superAdmin = await createStaff(app, { role: AdminRole.SUPER_ADMIN });
    const editor = await createStaff(app, { role: AdminRole.EDITOR });
    const adminToken = (await signIn(app, admin)).access_token;
    const superToken = (await signIn(app, superAdmin)).access_token;
    const [superSession] = await mySessions(app, superToken);

    expect((await get(app, `/api/users/${superAdmin.id}/sessions`, adminToken)).statusCode).toBe(403);
    const end = await app.inject({ method: 'DELETE', url: `/api/users/${superAdmin.id}/sessions/${superSession!.id}`, headers: bearer(adminToken) });
    expect(end.statusCode).toBe(403);
    expect(await profileStatus(app, superAdmin.id, superToken)).toBe(200);
    // The super admin's session is not the editor's: nothing ended.
    const elsewhere = await app.inject({ method: 'DELETE', url: `/api/users/${editor.id}/sessions/${superSession!.id}`, headers: bearer(adminToken) });
    expect(elsewhere.statusCode).toBe(404);
    expect(await profileStatus(app, superAdmin.id, superToken)).toBe(200);
  });

  test('an editor is refused (403) both', async () => {
    const app = await testApp();
    const editor = await createStaff(app, { role: AdminRole.EDITOR });
    const other = await createStaff(app, { role: AdminRole.EDITOR });
    const editorToken = (await signIn(app, editor)).access_token;
    const otherToken = (await signIn(app, other)).access_token;
    const [otherSession] = await mySessions(app, otherToken);

    const listed = await get(app, `/api/users/${other.id}/sessions`, editorToken);
    const ended = await app.inject({ method: 'DELETE', url: `/api/users/${other.id}/sessions/${otherSession!.id}`, headers: bearer(editorToken) });

    expect(listed.statusCode).toBe(403);
    expect(listed.json()).toMatchObject({ errorCode: 103 });
    expect(ended.statusCode).toBe(403);
    expect(await profileStatus(app, other.id, otherToken)).toBe(200);
  });
});
