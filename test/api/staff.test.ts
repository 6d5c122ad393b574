import { describe, expect, test } from 'vitest';
import { AdminRole } from '../../contract/enums';
import type { App } from '../../server/app';
import { bearer, createCustomer, createStaff, lastLink, messagesTo, signIn, testApp } from './helpers';

const { SUPER_ADMIN, ADMIN, EDITOR } = AdminRole;

async function signedIn(app: App, role: number, name?: string) {
  const staff = await createStaff(app, { role, name });
  const record = await signIn(app, staff);
  return { ...staff, token: record.access_token };
}

const listStaff = (app: App, token: string, role: string) =>
  app.inject({ method: 'GET', url: `/api/users/list?role=${role}`, headers: bearer(token) });

const invite = (app: App, token: string, body: Record<string, unknown>, url = '/api/users/') =>
  app.inject({ method: 'POST', url, headers: bearer(token), payload: body });

const changeRole = (app: App, token: string, id: number, role: number) =>
  app.inject({ method: 'PUT', url: `/api/users/${id}/role`, headers: bearer(token), payload: { role } });

const blockUnblock = (app: App, token: string, query: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/api/users/block-unblock?${query}`, headers: { ...bearer(token), ...headers } });

const profileCall = (app: App, token: string, id: number) =>
  app.inject({ method: 'GET', url: `/api/users/profile/${id}`, headers: bearer(token) });

const sessionEnded = { message: 'Your session has ended. Please sign in again.', errorCode: 113 };

describe('GET /api/users/list?role=', () => {
  test('lists the staff of the given roles, sorted by name, as staff members', async () => {
    const app = await testApp();
    const superAdmin = await signedIn(app, SUPER_ADMIN, 'Zoe Super');
    const admin = await createStaff(app, { role: ADMIN, name: 'Adam Admin' });
    const editor = await createStaff(app, { role: EDITOR, name: 'Erin Editor', blocked: true });
    await createCustomer(app);

    const admins = await listStaff(app, superAdmin.token, '1,2');
    expect(admins.statusCode).toBe(200);
    expect(admins.json()).toEqual([
      {
        id: admin.id,
        name: 'Adam Admin',
        email: admin.email,
        role: ADMIN,
        phone: null,
        emailVerified: true,
        blocked: false,
        invitationPending: false,
        lastSignInAt: null,
        createdAt: expect.stringMatching(/Z$/),
      },
      expect.objectContaining({ id: superAdmin.id, role: SUPER_ADMIN, lastSignInAt: expect.stringMatching(/Z$/) }),
    ]);

    const editors = await listStaff(app, superAdmin.token, '4');
    expect(editors.json()).toEqual([expect.objectContaining({ id: editor.id, role: EDITOR, blocked: true })]);
  });

  test('an admin lists editors, but not admins or super admins (403)', async () => {
    const app = await testApp();
    const admin = await signedIn(app, ADMIN);
    await createStaff(app, { role: EDITOR });

    expect((await listStaff(app, admin.token, '4')).statusCode).toBe(200);
    for (const roles of ['1', '2', '1,2', '2,4']) {
      const response = await listStaff(app, admin.token, roles);
      expect(response.statusCode).toBe(403);
      expect(response.json().errorCode).toBe(103);
    }
  });

  test('an editor is refused (403); an unknown role or a missing one is a 400', async () => {
    const app = await testApp();
    const editor = await signedIn(app, EDITOR);
    const superAdmin = await signedIn(app, SUPER_ADMIN);

    expect((await listStaff(app, editor.token, '4')).statusCode).toBe(403);
    for (const roles of ['3', '1,x', '', 'abc']) {
      const response = await listStaff(app, superAdmin.token, roles);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errorCode: 100, fieldErrors: { role: expect.any(String) } });
    }
    const missing = await app.inject({ method: 'GET', url: '/api/users/list', headers: bearer(superAdmin.token) });
    expect(missing.statusCode).toBe(400);
  });

  test('records the last sign-in when a session is created', async () => {
    const app = await testApp();
    const superAdmin = await signedIn(app, SUPER_ADMIN);
    const editor = await createStaff(app, { role: EDITOR });
    expect((await listStaff(app, superAdmin.token, '4')).json()[0].lastSignInAt).toBeNull();

    const before = new Date().toISOString();
    await signIn(app, editor);

    const [listed] = (await listStaff(app, superAdmin.token, '4')).json();
    expect(listed.lastSignInAt >= before).toBe(true);
  });
});

describe('POST /api/users/ (invite)', () => {
  test('an admin invites an editor: 201 with the staff member and an invitation e-mail', async () => {
    const app = await testApp();
    const admin = await signedIn(app, ADMIN);

    const response = await invite(app, admin.token, { name: '  New Editor ', email: 'New.Editor@Example.test', role: EDITOR });

    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'New Editor',
      email: 'new.editor@example.test',
      role: EDITOR,
      phone: null,
      emailVerified: false,
      blocked: false,
      invitationPending: true,
      lastSignInAt: null,
      createdAt: expect.stringMatching(/Z$/),
    });
    const link = await lastLink(app, 'new.editor@example.test', `${app.config.publicUrl}/#/verify-email/`);
    expect(link).toMatch(new RegExp(`/#/verify-email/${created.id}/[A-Za-z0-9_-]{43}$`));
    // Only the hash of the token is stored.
    const stored = await app.db.selectFrom('account_tokens').selectAll().where('user_id', '=', created.id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ purpose: 'verify-email', used_at: null });
    expect(link).not.toContain(stored[0]!.token_hash);
    const days = (Date.parse(stored[0]!.expires_at) - Date.parse(stored[0]!.created_at)) / 86_400_000;
    expect(days).toBe(7);
  });

  test('the path without the trailing slash is the same route', async () => {
    const app = await testApp();
    const superAdmin = await signedIn(app, SUPER_ADMIN);

    const response = await invite(app, superAdmin.token, { name: 'A', email: 'a@example.test', role: ADMIN }, '/api/users');

    expect(response.statusCode).toBe(201);
  });

  test('an admin may not create admins or super admins (403); a super admin creates any role', async () => {
    const app = await testApp();
    const admin = await signedIn(app, ADMIN);
    const superAdmin = await signedIn(app, SUPER_ADMIN);

    for (const role of [ADMIN, SUPER_ADMIN]) {
      const refused = await invite(app, admin.token, { name: 'X', email: `x${role}@example.test`, role });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errorCode).toBe(103);
      expect(await messagesTo(app, `x${role}@example.test`)).toEqual([]);
    }
    for (const role of [SUPER_ADMIN, ADMIN, EDITOR]) {
      const created = await invite(app, superAdmin.token, { name: 'Y', email: `y${role}@example.test`, role });
      expect(created.statusCode).toBe(201);
      expect(created.json().role).toBe(role);
    }
  });

  test('a duplicate e-mail (any case, customers included) is a 409 with fieldErrors.email', async () => {
    const app = await testApp();
    const superAdmin = await signedIn(app, SUPER_ADMIN);
    await createCustomer(app, { email: 'reader@example.test' });

    for (const email of [superAdmin.email.toUpperCase(), 'reader@example.test']) {
      const response = await invite(app, superAdmin.token, { name: 'Dup', email, role: EDITOR });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ errorCode: 102, fieldErrors: { email: expect.any(String) } });
    }
  });

  test('bad input is a 400 naming the fields', async () => {
    const app = await testApp();
    const superAdmin = await signedIn(app, SUPER_ADMIN);

    const response = await invite(app, superAdmin.token, { name: ' ', email: 'nope', role: 3 });

    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors).sort()).toEqual(['email', 'name', 'role']);
  });
});

describe('POST /api/users/{id}/invitation', () => {
  test('sends a new link and voids the previous one; 409 once the e-mail is verified', async () => {
    const app = await testApp();
    const admin = await signedIn(app, ADMIN);
    const created = (await invite(app, admin.token, { name: 'Ed', email: 'ed@example.test', role: EDITOR })).json();
    const firstLink = await lastLink(app, 'ed@example.test', `${app.config.publicUrl}/#/verify-email/`);

    const resent = await app.inject({ method: 'POST', url: `/api/users/${created.id}/invitation`, headers: bearer(admin.token) });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ id: created.id, invitationPending: true });
    expect(await messagesTo(app, 'ed@example.test')).toHaveLength(2);
    const secondLink = await lastLink(app, 'ed@example.test', `${app.config.publicUrl}/#/verify-email/`);
    expect(secondLink).not.toBe(firstLink);

    const verifyPath = (link: string) => `/auth/email-verification/${link.split('/#/verify-email/')[1]}`;
    const old = await app.inject({ method: 'POST', url: verifyPath(firstLink) });
    expect(old.statusCode).toBe(400);
    expect(old.json().errorCode).toBe(116);
    expect((await app.inject({ method: 'POST', url: verifyPath(secondLink) })).statusCode).toBe(200);

    const again = await app.inject({
      method: 'POST',
      url: `/api/users/${created.id}/invitation`,
      headers: { ...bearer(admin.token), 'content-type': 'application/json' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe(102);
  });

  test('same role rules as creation; an unknown id or a customer is a 404', async () => {
    const app = await testApp();
    const admin = await signedIn(app, ADMIN);
    const otherAdmin = await createStaff(app, { role: ADMIN });
    const customerId = await createCustomer(app);

    const refused = await app.inject({ method: 'POST', url: `/api/users/${otherAdmin.id}/invitation`, headers: bearer(admin.token) });
    expect(refused.statusCode).toBe(403);
    for (const id of [customerId, 999_999]) {
      const missing = await app.inject({ method: 'POST', url: `/api/users/${id}/invitation`, headers: bearer(admin.token) });
      expect(missing.statusCode).toBe(404);
    }
  });
});

describe('PUT /api/users/{id}/role', () => {
  test('a super admin changes roles; the answer is the updated staff member', async () => {
    const app = await testApp();
    const superAdmin = await signedIn(app, SUPER_ADMIN);
    const editor = await createStaff(app, { role: EDITOR });

    const promoted = await changeRole(app, superAdmin.token, editor.id, ADMIN);

    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ id: editor.id, role: ADMIN });
    expect((await changeRole(app, superAdmin.token, editor.id, SUPER_ADMIN)).json().role).toBe(SUPER_ADMIN);
  });

  test('an admin may neither promote an editor nor touch an admin or a super admin (403)', async () => {
    const app = await testApp();
    const admin = await signedIn(app, ADMIN);
    const editor = await createStaff(app, { role: EDITOR });
    const otherAdmin = await createStaff(app, { role: ADMIN });
    const superAdmin = await createStaff(app, { role: SUPER_ADMIN });

    for (const [id, role] of [
      [editor.id, ADMIN],
      [editor.id, SUPER_ADMIN],
      [otherAdmin.id, EDITOR],
      [superAdmin.id, EDITOR],
    ] as const) {
      const response = await changeRole(app, admin.token, id, role);
      expect(response.statusCode).toBe(403);
      expect(response.json().errorCode).toBe(103);
    }
    expect((await changeRole(app, admin.token, editor.id, EDITOR)).statusCode).toBe(200);
  });

  test('nobody changes their own role, and the last active super admin is never demoted (409)', async () => {
    const app = await testApp();
    const superAdmin = await signedIn(app, SUPER_ADMIN);
    await createStaff(app, { role: SUPER_ADMIN, blocked: true });

    const last = await changeRole(app, superAdmin.token, superAdmin.id, ADMIN);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ errorCode: 102, message: expect.stringContaining('last active super administrator') });

    const other = await createStaff(app, { role: SUPER_ADMIN });
    const self = await changeRole(app, superAdmin.token, superAdmin.id, ADMIN);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('You cannot change your own role.');

    expect((await changeRole(app, superAdmin.token, other.id, ADMIN)).statusCode).toBe(200);
  });

  test('an unknown id or a customer is a 404; a role outside 1, 2, 4 a 400', async () => {
    const app = await testApp();
    const superAdmin = await signedIn(app, SUPER_ADMIN);
    const customerId = await createCustomer(app);

    expect((await changeRole(app, superAdmin.token, customerId, EDITOR)).statusCode).toBe(404);
    expect((await changeRole(app, superAdmin.token, 999_999, EDITOR)).statusCode).toBe(404);
    const bad = await changeRole(app, superAdmin.token, superAdmin.id, 3);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.role).toBeDefined();
  });
});

describe('POST /api/users/{id}/sign-out', () => {
  test("ends every session of the staff member; an admin may not sign out an admin", async () => {
    const app = await testApp();
    const admin = await signedIn(app, ADMIN);
    const editor = await signedIn(app, EDITOR);
    const editorSecond = (await signIn(app, editor)).access_token;
    const otherAdmin = await signedIn(app, ADMIN);

    const response = await app.inject({ method: 'POST', url: `/api/users/${editor.id}/sign-out`, headers: bearer(admin.token) });
    expect(response.statusCode).toBe(204);
    for (const token of [editor.token, editorSecond]) {
      const after = await profileCall(app, token, editor.id);
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual(sessionEnded);
    }

    const refused = await app.inject({ method: 'POST', url: `/api/users/${otherAdmin.id}/sign-out`, headers: bearer(admin.token) });
    expect(refused.statusCode).toBe(403);
    expect((await profileCall(app, otherAdmin.token, otherAdmin.id)).statusCode).toBe(200);
  });
});

describe('POST /api/users/block-unblock?email=', () => {
  test('toggles, or sets the state given; blocking ends the sessions at once (401/113)', async () => {
    const app = await testApp();
    const admin = await signedIn(app, ADMIN);
    const editor = await signedIn(app, EDITOR);

    const blocked = await blockUnblock(app, admin.token, `email=${editor.email.toUpperCase()}`);
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toEqual({ email: editor.email, blocked: true });
    const next = await profileCall(app, editor.token, editor.id);
    expect(next.statusCode).toBe(401);
    expect(next.json()).toEqual(sessionEnded);
    const sessions = await app.db.selectFrom('sessions').select('revoked_at').where('user_id', '=', editor.id).execute();
    expect(sessions.every((session) => session.revoked_at !== null)).toBe(true);

    expect((await blockUnblock(app, admin.token, `email=${editor.email}&blocked=true`)).json()).toEqual({ email: editor.email, blocked: true });
    expect((await blockUnblock(app, admin.token, `email=${editor.email}`)).json()).toEqual({ email: editor.email, blocked: false });
    expect((await blockUnblock(app, admin.token, `email=${editor.email}&blocked=false`)).json()).toEqual({ email: editor.email, blocked: false });

    // Unblocked, the editor signs in again; the old session stays ended.
    expect((await profileCall(app, editor.token, editor.id)).statusCode).toBe(401);
    const fresh = await signIn(app, editor);
    expect((await profileCall(app, fresh.access_token, editor.id)).statusCode).toBe(200);
  });

  test('accepts the empty body with or without Content-Type: application/json', async () => {
    const app = await testApp();
    const admin = await signedIn(app, ADMIN);
    const customerId = await createCustomer(app, { email: 'reader@example.test' });

    const withType = await blockUnblock(app, admin.token, 'email=reader@example.test', { 'content-type': 'application/json' });
    expect(withType.json()).toEqual({ email: 'reader@example.test', blocked: true });
    const without = await blockUnblock(app, admin.token, 'email=reader@example.test');
    expect(without.json()).toEqual({ email: 'reader@example.test', blocked: false });
    expect(customerId).toBeGreaterThan(0);
  });

  test('an admin blocks editors and customers, not admins or super admins (403)', async () => {
    const app = await testApp();
    const admin = await signedIn(app, ADMIN);
    const editor = await createStaff(app, { role: EDITOR });
    await createCustomer(app, { email: 'reader@example.test' });
    const otherAdmin = await createStaff(app, { role: ADMIN });
    const superAdmin = await createStaff(app, { role: SUPER_ADMIN });

    expect((await blockUnblock(app, admin.token, `email=${editor.email}`)).json().blocked).toBe(true);
    expect((await blockUnblock(app, admin.token, 'email=reader@example.test')).json().blocked).toBe(true);
    for (const target of [otherAdmin, superAdmin]) {
      const response = await blockUnblock(app, admin.token, `email=${target.email}`);
      expect(response.statusCode).toBe(403);
      expect(response.json().errorCode).toBe(103);
    }
  });

  test('a super admin blocks anyone but themselves; the last active super admin is never blocked (409)', async () => {
    const app = await testApp();
    const superAdmin = await signedIn(app, SUPER_ADMIN);
    const admin = await createStaff(app, { role: ADMIN });

    expect((await blockUnblock(app, superAdmin.token, `email=${admin.email}`)).json().blocked).toBe(true);

    const last = await blockUnblock(app, superAdmin.token, `email=${superAdmin.email}`);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ errorCode: 102, message: expect.stringContaining('last active super administrator') });

    const other = await signedIn(app, SUPER_ADMIN);
    const self = await blockUnblock(app, superAdmin.token, `email=${superAdmin.email}&blocked=true`);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('You cannot block yourself.');

    expect((await blockUnblock(app, superAdmin.token, `email=${other.email}`)).json().blocked).toBe(true);
    expect((await profileCall(app, other.token, other.id)).statusCode).toBe(401);
    expect((await profileCall(app, superAdmin.token, superAdmin.id)).statusCode).toBe(200);
  });

  test('an unknown e-mail is a 404, a malformed one a 400, and an editor is refused (403)', async () => {
    const app = await testApp();
    const admin = await signedIn(app, ADMIN);
    const editor = await signedIn(app, EDITOR);

    const unknown = await blockUnblock(app, admin.token, 'email=nobody@example.test');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorCode).toBe(101);
    expect((await blockUnblock(app, admin.token, 'email=nope')).statusCode).toBe(400);
    expect((await blockUnblock(app, admin.token, `email=${editor.email}&blocked=maybe`)).statusCode).toBe(400);
    expect((await blockUnblock(app, editor.token, `email=${admin.email}`)).statusCode).toBe(403);
  });
});
