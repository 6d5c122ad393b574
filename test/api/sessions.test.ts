import { describe, expect, test } from 'vitest';
import { AdminRole } from '../../contract/enums';
import type { App } from '../../server/app';
import { newToken, tokenHash } from '../../server/lib/secrets';
import { bearer, createStaff, signIn, testApp } from './helpers';

const sessionEnded = { message: 'Your session has ended. Please sign in again.', errorCode: 113 };

const profileOf = (app: App, id: number, token?: string) =>
  app.inject({ method: 'GET', url: `/api/users/profile/${id}`, headers: token ? bearer(token) : {} });

/** A signed-in staff member: their id, e-mail and session token. */
async function signedIn(app: App, role: number, name?: string) {
  const staff = await createStaff(app, { role, name });
  const record = await signIn(app, staff);
  return { ...staff, token: record.access_token };
}

describe('a request without a live session answers 401 errorCode 113', () => {
  test('no token', async () => {
    const app = await testApp();
    const staff = await createStaff(app, { role: AdminRole.ADMIN });

    const response = await profileOf(app, staff.id);

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(sessionEnded);
  });

  test('a token that is not Bearer', async () => {
    const app = await testApp();
    const staff = await signedIn(app, AdminRole.ADMIN);

    const response = await app.inject({
      method: 'GET',
      url: `/api/users/profile/${staff.id}`,
      headers: { authorization: `Basic ${staff.token}` },
    });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(sessionEnded);
  });

  test('a forged token', async () => {
    const app = await testApp();
    const staff = await signedIn(app, AdminRole.ADMIN);
    // Well-formed like a real token, but never issued.
    const response = await profileOf(app, staff.id, newToken());

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(sessionEnded);
  });

  test('the stored hash used as a token', async () => {
    const app = await testApp();
    const staff = await signedIn(app, AdminRole.ADMIN);

    const response = await profileOf(app, staff.id, tokenHash(staff.token));

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(sessionEnded);
  });

  test('an expired session', async () => {
    const app = await testApp();
    const staff = await signedIn(app, AdminRole.ADMIN);
    expect((await profileOf(app, staff.id, staff.token)).statusCode).toBe(200);
    const past = new Date(Date.now() - 1000).toISOString();
    await app.db.updateTable('sessions').set({ expires_at: past }).where('user_id', '=', staff.id).execute();

    const response = await profileOf(app, staff.id, staff.token);

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(sessionEnded);
  });

  test('a session ended by logout', async () => {
    const app = await testApp();
    const staff = await signedIn(app, AdminRole.ADMIN);
    expect((await profileOf(app, staff.id, staff.token)).statusCode).toBe(200);

    const logout = await app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(staff.token) });
    expect(logout.statusCode).toBe(204);
    const response = await profileOf(app, staff.id, staff.token);

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(sessionEnded);
  });

  test('logout ends only the session of its token', async () => {
    const app = await testApp();
    const staff = await createStaff(app, { role: AdminRole.ADMIN });
    const first = await signIn(app, staff);
    const second = await signIn(app, staff);

    await app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(first.access_token) });

    expect((await profileOf(app, staff.id, first.access_token)).statusCode).toBe(401);
    expect((await profileOf(app, staff.id, second.access_token)).statusCode).toBe(200);
  });

  test('a user blocked after signing in', async () => {
    const app = await testApp();
    const staff = await signedIn(app, AdminRole.ADMIN);
    expect((await profileOf(app, staff.id, staff.token)).statusCode).toBe(200);
    await app.db.updateTable('users').set({ blocked_at: new Date().toISOString() }).where('id', '=', staff.id).execute();

    const response = await profileOf(app, staff.id, staff.token);

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(sessionEnded);
  });
});

describe('GET /api/users/profile/{id}', () => {
  test('a signed-in user reads their own profile', async () => {
    const app = await testApp();
    const editor = await signedIn(app, AdminRole.EDITOR, 'Erin Editor');

    const response = await profileOf(app, editor.id, editor.token);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: editor.id,
      name: 'Erin Editor',
      email: editor.email,
      role: AdminRole.EDITOR,
      theme: null,
      locale: null,
      phone: null,
      avatarUrl: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
  });

  test("an editor reading an admin's profile is refused with 403", async () => {
    const app = await testApp();
    const editor = await signedIn(app, AdminRole.EDITOR);
    const admin = await createStaff(app, { role: AdminRole.ADMIN });

    const response = await profileOf(app, admin.id, editor.token);

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'You are not allowed to do this', errorCode: 103 });
  });

  test("an admin reading a super admin's profile is refused with 403", async () => {
    const app = await testApp();
    const admin = await signedIn(app, AdminRole.ADMIN);
    const superAdmin = await createStaff(app, { role: AdminRole.SUPER_ADMIN });

    const response = await profileOf(app, superAdmin.id, admin.token);

    expect(response.statusCode).toBe(403);
    expect(response.json().errorCode).toBe(103);
  });

  test("an admin reading an editor's profile is refused with 403 (only a super admin reads others')", async () => {
    const app = await testApp();
    const admin = await signedIn(app, AdminRole.ADMIN);
    const editor = await createStaff(app, { role: AdminRole.EDITOR });

    const response = await profileOf(app, editor.id, admin.token);

    expect(response.statusCode).toBe(403);
    expect(response.json().errorCode).toBe(103);
  });

  test("a super admin reads anyone's profile", async () => {
    const app = await testApp();
    const superAdmin = await signedIn(app, AdminRole.SUPER_ADMIN);
    const otherSuperAdmin = await createStaff(app, { role: AdminRole.SUPER_ADMIN });
    const admin = await createStaff(app, { role: AdminRole.ADMIN });
    const editor = await createStaff(app, { role: AdminRole.EDITOR });

    for (const other of [otherSuperAdmin, admin, editor]) {
      const response = await profileOf(app, other.id, superAdmin.token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: other.id, email: other.email, role: other.role });
    }
  });

  test('an unknown id is a 404', async () => {
    const app = await testApp();
    const superAdmin = await signedIn(app, AdminRole.SUPER_ADMIN);

    const response = await profileOf(app, superAdmin.id + 1000, superAdmin.token);

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No such user', errorCode: 101 });
  });

  test('an id that is not a number is a 400', async () => {
    const app = await testApp();
    const superAdmin = await signedIn(app, AdminRole.SUPER_ADMIN);

    const response = await app.inject({ method: 'GET', url: '/api/users/profile/abc', headers: bearer(superAdmin.token) });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 100, fieldErrors: { id: expect.any(String) } });
  });
});
