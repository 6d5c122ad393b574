import { describe, expect, test } from 'vitest';
import { AdminRole } from '../../contract/enums';
import type { App } from '../../server/app';
import { bearer, createStaff, signIn, testApp } from './helpers';

const updateProfile = (app: App, token: string, payload: object) =>
  app.inject({ method: 'PUT', url: '/api/users/profile', headers: bearer(token), payload });

const profileOf = (app: App, id: number, token: string) =>
  app.inject({ method: 'GET', url: `/api/users/profile/${id}`, headers: bearer(token) });

/** A signed-in staff member: their id, e-mail and session token. */
async function signedIn(app: App, role: number, name?: string) {
  const staff = await createStaff(app, { role, name });
  const record = await signIn(app, staff);
  return { ...staff, token: record.access_token };
}

describe('PUT /api/users/profile', () => {
  test('updates the name and the theme and answers the updated profile', async () => {
    const app = await testApp();
    const editor = await signedIn(app, AdminRole.EDITOR, 'Erin Editor');

    const response = await updateProfile(app, editor.token, { name: '  Erin Q. Editor  ', theme: 'dark' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: editor.id,
      name: 'Erin Q. Editor',
      email: editor.email,
      role: AdminRole.EDITOR,
      theme: 'dark',
      locale: null,
      phone: null,
      avatarUrl: null,
      createdAt: expect.any(String),
    });
    const reread = await profileOf(app, editor.id, editor.token);
    expect(reread.json()).toMatchObject({ name: 'Erin Q. Editor', theme: 'dark' });
  });

  test('keeps the language chosen, names it in the next login record, and refuses one the console does not speak', async () => {
    const app = await testApp();
    const editor = await signedIn(app, AdminRole.EDITOR, 'Erin Editor');

    const response = await updateProfile(app, editor.token, { locale: 'fr' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ locale: 'fr', theme: null });
    expect((await profileOf(app, editor.id, editor.token)).json()).toMatchObject({ locale: 'fr' });
    expect((await signIn(app, editor)).locale).toBe('fr');

    const refused = await updateProfile(app, editor.token, { locale: 'de' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errorCode: 100, fieldErrors: { locale: expect.any(String) } });
  });

  test('sets the phone (trimmed), clears it with null or an empty string, and refuses more than 40 characters', async () => {
    const app = await testApp();
    const editor = await signedIn(app, AdminRole.EDITOR, 'Erin Editor');

    const set = await updateProfile(app, editor.token, { phone: '  +44 20 7946 0958  ' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ name: 'Erin Editor', phone: '+44 20 7946 0958' });
    expect((await profileOf(app, editor.id, editor.token)).json()).toMatchObject({ phone: '+44 20 7946 0958' });

    const untouched = await updateProfile(app, editor.token, { theme: 'light' });
    expect(untouched.json()).toMatchObject({ phone: '+44 20 7946 0958' });

    const tooLong = await updateProfile(app, editor.token, { phone: '1'.repeat(41) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ errorCode: 100, fieldErrors: { phone: expect.any(String) } });

    expect((await updateProfile(app, editor.token, { phone: '   ' })).json()).toMatchObject({ phone: null });
    await updateProfile(app, editor.token, { phone: '555 0100' });
    expect((await updateProfile(app, editor.token, { phone: null })).json()).toMatchObject({ phone: null });
  });

  test('a phone is an optional + and 6 to 20 digits with spaces, dashes, dots or parentheses: anything else is a 400 naming phone', async () => {
    const app = await testApp();
    const editor = await signedIn(app, AdminRole.EDITOR);

    for (const phone of ['+44 20 7946 0958', '(555) 123-4567', '030.1234.5678', '123456', '1'.repeat(20)]) {
      const accepted = await updateProfile(app, editor.token, { phone });
      expect(accepted.statusCode, phone).toBe(200);
      expect(accepted.json(), phone).toMatchObject({ phone });
    }
    for (const phone of ['abc', '12345', '1'.repeat(21), '+', '44+20 7946', '0800 FLOWERS', '+44 20 7946 0958 ext 12']) {
      const refused = await updateProfile(app, editor.token, { phone });
      expect(refused.statusCode, phone).toBe(400);
      expect(refused.json(), phone).toMatchObject({ errorCode: 100, fieldErrors: { phone: expect.any(String) } });
    }
    expect((await profileOf(app, editor.id, editor.token)).json()).toMatchObject({ phone: '1'.repeat(20) });
  });

  test('a partial body changes only the fields it names', async () => {
    const app = await testApp();
    const admin = await signedIn(app, AdminRole.ADMIN, 'Ada Admin');

    const theme = await updateProfile(app, admin.token, { theme: 'light' });
    const name = await updateProfile(app, admin.token, { name: 'Ada B. Admin' });
    const nothing = await updateProfile(app, admin.token, {});

    expect(theme.json()).toMatchObject({ name: 'Ada Admin', theme: 'light' });
    expect(name.json()).toMatchObject({ name: 'Ada B. Admin', theme: 'light' });
    expect(nothing.statusCode).toBe(200);
    expect(nothing.json()).toMatchObject({ name: 'Ada B. Admin', theme: 'light' });
  });

  test('the theme is kept across sessions', async () => {
    const app = await testApp();
    const staff = await createStaff(app, { role: AdminRole.EDITOR });
    const first = await signIn(app, staff);
    await updateProfile(app, first.access_token, { theme: 'dark' });
    await app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(first.access_token) });

    const second = await signIn(app, staff);
    const response = await profileOf(app, staff.id, second.access_token);

    expect(response.json()).toMatchObject({ theme: 'dark' });
  });

  test("only the signed-in user's own profile changes", async () => {
    const app = await testApp();
    const superAdmin = await signedIn(app, AdminRole.SUPER_ADMIN, 'Sam Super');
    const editor = await signedIn(app, AdminRole.EDITOR, 'Erin Editor');

    const response = await updateProfile(app, editor.token, { name: 'Changed', theme: 'dark' });

    expect(response.json()).toMatchObject({ id: editor.id, name: 'Changed', theme: 'dark' });
    const other = await profileOf(app, superAdmin.id, superAdmin.token);
    expect(other.json()).toMatchObject({ id: superAdmin.id, name: 'Sam Super', theme: null });
  });

  test('a body naming another user by id is refused, not applied to them', async () => {
    const app = await testApp();
    const superAdmin = await signedIn(app, AdminRole.SUPER_ADMIN, 'Sam Super');
    const editor = await signedIn(app, AdminRole.EDITOR, 'Erin Editor');

    const response = await updateProfile(app, editor.token, { id: superAdmin.id, name: 'Hijacked' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 100 });
    expect((await profileOf(app, superAdmin.id, superAdmin.token)).json()).toMatchObject({ name: 'Sam Super' });
    expect((await profileOf(app, editor.id, editor.token)).json()).toMatchObject({ name: 'Erin Editor' });
  });

  test('a theme other than light or dark is a 400 with a field error', async () => {
    const app = await testApp();
    const editor = await signedIn(app, AdminRole.EDITOR);

    const response = await updateProfile(app, editor.token, { theme: 'blue' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Some fields are not valid',
      errorCode: 100,
      fieldErrors: { theme: expect.any(String) },
      fieldErrorCodes: { theme: { code: 'invalid_value', params: { values: expect.any(String) } } },
    });
  });

  test('an empty or blank name is a 400 with a field error, and nothing changes', async () => {
    const app = await testApp();
    const editor = await signedIn(app, AdminRole.EDITOR, 'Erin Editor');

    for (const name of ['', '   ']) {
      const response = await updateProfile(app, editor.token, { name, theme: 'dark' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Some fields are not valid',
        errorCode: 100,
        fieldErrors: { name: 'The name cannot be empty' },
        fieldErrorCodes: { name: { code: 'name_empty' } },
      });
    }
    expect((await profileOf(app, editor.id, editor.token)).json()).toMatchObject({ name: 'Erin Editor', theme: null });
  });

  test('a name over 200 characters is a 400', async () => {
    const app = await testApp();
    const editor = await signedIn(app, AdminRole.EDITOR);

    const response = await updateProfile(app, editor.token, { name: 'x'.repeat(201) });

    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ name: 'The name is at most 200 characters' });
  });

  test('an unknown field is a 400 naming it', async () => {
    const app = await testApp();
    const editor = await signedIn(app, AdminRole.EDITOR);

    const response = await updateProfile(app, editor.token, { email: 'new@example.test' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 100, fieldErrors: { email: expect.any(String) } });
  });

  test('without a session it is a 401 errorCode 113', async () => {
    const app = await testApp();

    const response = await app.inject({ method: 'PUT', url: '/api/users/profile', payload: { theme: 'dark' } });

    expect(response.statusCode).toBe(401);
    expect(response.json().errorCode).toBe(113);
  });
});

describe('GET /api/users/profile/{id}', () => {
  test('a caller who may not read a profile gets the same 403 whether the id exists or not', async () => {
    const app = await testApp();
    const admin = await signedIn(app, AdminRole.ADMIN);
    const editor = await signedIn(app, AdminRole.EDITOR);
    const superAdmin = await createStaff(app, { role: AdminRole.SUPER_ADMIN });
    const unknownId = Math.max(admin.id, editor.id, superAdmin.id) + 1000;

    for (const caller of [admin, editor]) {
      const existing = await profileOf(app, caller === admin ? superAdmin.id : admin.id, caller.token);
      const missing = await profileOf(app, unknownId, caller.token);

      expect(existing.statusCode).toBe(403);
      expect(missing.statusCode).toBe(403);
      expect(missing.json()).toEqual(existing.json());
    }
  });

  test('a super admin, who may read anyone, still gets a 404 for an id nobody has', async () => {
    const app = await testApp();
    const superAdmin = await signedIn(app, AdminRole.SUPER_ADMIN);

    const response = await profileOf(app, superAdmin.id + 1000, superAdmin.token);

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No such user', errorCode: 101 });
  });
});
