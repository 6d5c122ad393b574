import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AdminRole } from '../../contract/enums';
import type { Profile } from '../../contract/users';
import type { App } from '../../server/app';
import { tinyPng } from '../fixtures/png';
import { allAuditEntries, auditPage, entriesOf, lastEntryOf } from './auditHelpers';
import { bearer, createStaff, createTestApp, lastCode, lastLink, signIn } from './helpers';

const { SUPER_ADMIN, ADMIN, EDITOR } = AdminRole;
const newPassword = 'a long and private passphrase';

let app: App;
let close: () => Promise<void>;
let superAdmin: string;
let admin: string;
/** Every password, code and token the tests used: none may appear in any entry. */
const secrets: string[] = [];

beforeAll(async () => {
  ({ app, close } = await createTestApp());
  superAdmin = (await signIn(app, await createStaff(app, { role: SUPER_ADMIN }))).access_token;
  admin = (await signIn(app, await createStaff(app, { role: ADMIN }))).access_token;
});
afterAll(() => close());

/** Signs in through both steps, keeping the password, code and session token as secrets. */
async function signInKeepingSecrets(staff: { email: string; password: string }): Promise<string> {
  expect((await app.inject({ method: 'POST', url: '/auth/login', payload: staff })).statusCode).toBe(200);
  const otp = await lastCode(app, staff.email);
  const validated = await app.inject({ method: 'POST', url: '/auth/otp/validate', payload: { email: staff.email, otp } });
  expect(validated.statusCode, validated.body).toBe(200);
  const token = validated.json<{ access_token: string }>().access_token;
  secrets.push(staff.password, otp, token);
  return token;
}

const entryCount = async () => (await allAuditEntries(app)).length;

const getProfile = (token: string, id: number) => app.inject({ method: 'GET', url: `/api/users/profile/${id}`, headers: bearer(token) });

const putProfile = (token: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'PUT', url: '/api/users/profile', headers: { ...bearer(token), ...headers }, payload });

describe('sign-in and sign-out', () => {
  test('a sign-in is recorded with the staff member as actor once the session opens', async () => {
    const editor = await createStaff(app, { role: EDITOR, name: 'Ines In' });
    await signInKeepingSecrets(editor);
    expect(await lastEntryOf(app, 'staff', editor.id)).toMatchObject({
      action: 'signIn',
      resource: 'staff',
      label: 'Ines In',
      actor: { id: editor.id, name: 'Ines In', email: editor.email, role: EDITOR },
      changes: [],
    });
  });

  test('a wrong password or code records nothing', async () => {
    const editor = await createStaff(app, { role: EDITOR });
    const wrongPassword = await app.inject({ method: 'POST', url: '/auth/login', payload: { ...editor, password: 'not the password' } });
    expect(wrongPassword.statusCode).toBe(401);
    await app.inject({ method: 'POST', url: '/auth/login', payload: editor });
    const code = await lastCode(app, editor.email);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const refused = await app.inject({ method: 'POST', url: '/auth/otp/validate', payload: { email: editor.email, otp: wrongCode } });
    expect(refused.statusCode).toBe(401);
    expect(await entriesOf(app, 'staff', editor.id)).toEqual([]);
  });

  test('a sign-out is recorded; one without a live session records nothing', async () => {
    const editor = await createStaff(app, { role: EDITOR, name: 'Otto Out' });
    const token = await signInKeepingSecrets(editor);
    const logout = () => app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(token) });
    expect((await logout()).statusCode).toBe(204);
    expect(await lastEntryOf(app, 'staff', editor.id)).toMatchObject({ action: 'signOut', label: 'Otto Out', actor: { id: editor.id } });
    const before = await entryCount();
    expect((await logout()).statusCode).toBe(204);
    expect((await app.inject({ method: 'POST', url: '/auth/logout' })).statusCode).toBe(204);
    expect(await entryCount()).toBe(before);
  });
});

describe('passwords', () => {
  test('a password change is recorded, without the password; a refused one records nothing', async () => {
    const editor = await createStaff(app, { role: EDITOR, name: 'Pat Password' });
    const token = await signInKeepingSecrets(editor);
    const change = (body: object) =>
      app.inject({ method: 'PUT', url: '/api/users/password/change', headers: bearer(token), payload: body });
    const before = await entryCount();
    expect((await change({ currentPassword: 'wrong password', newPassword })).statusCode).toBe(400);
    expect((await change({ currentPassword: editor.password, newPassword: 'short' })).statusCode).toBe(400);
    expect(await entryCount()).toBe(before);
    expect((await change({ currentPassword: editor.password, newPassword })).statusCode).toBe(204);
    secrets.push(newPassword);
    expect(await lastEntryOf(app, 'staff', editor.id)).toMatchObject({ action: 'changePassword', actor: { id: editor.id }, changes: [], details: null });
  });

  test('a reset through the e-mailed link is recorded, the user as actor', async () => {
    const editor = await createStaff(app, { role: EDITOR, name: 'Rita Reset' });
    await app.inject({ method: 'POST', url: `/auth/users/password/forgot?email=${encodeURIComponent(editor.email)}` });
    await app.mailer.drain();
    const token = (await lastLink(app, editor.email, `${app.config.publicUrl}/#/reset-password/`)).split('/').at(-1)!;
    secrets.push(token);
    const reset = (password: string) => app.inject({ method: 'POST', url: '/auth/password/reset', payload: { token, password } });
    expect((await reset('short')).statusCode).toBe(400);
    expect(await entriesOf(app, 'staff', editor.id)).toEqual([]);
    expect((await reset(newPassword)).statusCode).toBe(204);
    expect(await lastEntryOf(app, 'staff', editor.id)).toMatchObject({
      action: 'resetPassword',
      label: 'Rita Reset',
      actor: { id: editor.id, email: editor.email },
      details: { via: 'password-reset' },
    });
  });

  test('an invitation accepted: the e-mail verified, then the password set, each recorded', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/users/',
      headers: bearer(admin),
      payload: { name: 'Ivy Invited', email: 'ivy@example.test', role: EDITOR },
    });
    const { id } = response.json<{ id: number }>();
    const link = await lastLink(app, 'ivy@example.test', `${app.config.publicUrl}/#/verify-email/`);
    const verifyPath = link.split('/#/verify-email/')[1]!;
    const verified = await app.inject({ method: 'POST', url: `/auth/email-verification/${verifyPath}` });
    expect(verified.statusCode, verified.body).toBe(200);
    const setupToken = verified.json<{ token: string }>().token;
    secrets.push(verifyPath.split('/')[1]!, setupToken);
    expect(await lastEntryOf(app, 'staff', id)).toMatchObject({
      action: 'update',
      actor: { id, email: 'ivy@example.test' },
      changes: [{ field: 'emailVerified', from: false, to: true }],
    });
    const set = await app.inject({ method: 'POST', url: '/auth/password/reset', payload: { token: setupToken, password: newPassword } });
    expect(set.statusCode, set.body).toBe(204);
    expect(await lastEntryOf(app, 'staff', id)).toMatchObject({ action: 'resetPassword', label: 'Ivy Invited', details: { via: 'password-setup' } });
  });
});

describe('the profile', () => {
  test('an update records the fields that changed, and its GET answers the version If-Match checks', async () => {
    const editor = await createStaff(app, { role: EDITOR, name: 'Uma Update' });
    const token = await signInKeepingSecrets(editor);
    const loaded = (await getProfile(token, editor.id)).headers.etag as string;
    expect(loaded).toMatch(/^"[\w-]{27}"$/);
    const saved = await putProfile(token, { name: 'Uma Renamed', phone: '+15551234567' }, { 'if-match': loaded });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers.etag).toBe((await getProfile(token, editor.id)).headers.etag);
    const logged = await lastEntryOf(app, 'staff', editor.id);
    expect(logged).toMatchObject({ action: 'update', label: 'Uma Renamed', actor: { id: editor.id } });
    expect(logged.changes).toEqual([
      { field: 'name', from: 'Uma Update', to: 'Uma Renamed' },
      { field: 'phone', from: null, to: '+15551234567' },
    ]);

    const before = await entryCount();
    const stale = await putProfile(token, { name: 'Lost update' }, { 'if-match': loaded });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().current).toMatchObject({ name: 'Uma Renamed' });
    expect((await putProfile(token, { name: '' })).statusCode).toBe(400);
    expect(await entryCount()).toBe(before);
  });

  test('an avatar upload and removal record the file by name and size', async () => {
    const editor = await createStaff(app, { role: EDITOR, name: 'Ava Avatar' });
    const token = await signInKeepingSecrets(editor);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(tinyPng())]), 'me.png');
    const uploaded = await app.inject({ method: 'POST', url: '/api/users/profile/avatar', headers: bearer(token), payload: form });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(await lastEntryOf(app, 'staff', editor.id)).toMatchObject({
      action: 'uploadFile',
      label: 'Ava Avatar',
      changes: [{ field: 'avatar', from: null, to: { name: 'me.png', size: expect.any(Number) } }],
    });
    const remove = () => app.inject({ method: 'DELETE', url: '/api/users/profile/avatar', headers: bearer(token) });
    expect((await remove()).json<Profile>().avatarUrl).toBeNull();
    expect(await lastEntryOf(app, 'staff', editor.id)).toMatchObject({
      action: 'removeFile',
      changes: [{ field: 'avatar', from: { name: expect.stringMatching(/\.png$/), size: null }, to: null }],
    });
    const before = await entryCount();
    expect((await remove()).statusCode).toBe(200);
    expect(await entryCount()).toBe(before);
  });
});

describe('what the entries hold and who reads them', () => {
  test("an admin's account events are for SUPER_ADMINs only; an editor's for admins too", async () => {
    const otherAdmin = await createStaff(app, { role: ADMIN });
    const editor = await createStaff(app, { role: EDITOR });
    await signInKeepingSecrets(otherAdmin);
    await signInKeepingSecrets(editor);
    const sees = async (token: string, id: number) =>
      (await auditPage(app, token, { resource: 'staff', action: 'signIn', recordId: String(id) })).totalElements;
    expect(await sees(admin, otherAdmin.id)).toBe(0);
    expect(await sees(superAdmin, otherAdmin.id)).toBe(1);
    expect(await sees(admin, editor.id)).toBe(1);
  });

  test('no password, code, token or link appears in any entry', async () => {
    expect(secrets.length).toBeGreaterThan(10);
    const everything = JSON.stringify(await allAuditEntries(app));
    for (const secret of secrets) {
      // A 6-digit code could be part of a random stored file name; it counts alone.
      if (/^\d{6}$/.test(secret)) expect(everything).not.toMatch(new RegExp(`(?<![\\w-])${secret}(?![\\w-])`));
      else expect(everything).not.toContain(secret);
    }
    expect(everything).not.toMatch(/scrypt\$|reset-password\/|verify-email\//);
  });
});
