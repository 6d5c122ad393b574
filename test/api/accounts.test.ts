import { describe, expect, test } from 'vitest';
import { englishOf } from '../../contract/apiMessages';
import { AdminRole } from '../../contract/enums';
import { commonPasswords, forgotPasswordMessage, passwordProblems as codedPasswordProblems } from '../../contract/passwords';
import { newPasswordProblems } from '../../server/areas/accounts/passwordRules';
import type { App } from '../../server/app';
import { bearer, createCustomer, createStaff, lastCode, lastLink, messagesTo, signIn, testApp } from './helpers';

const { SUPER_ADMIN, ADMIN, EDITOR } = AdminRole;
const passwordProblems = (...args: Parameters<typeof codedPasswordProblems>) => codedPasswordProblems(...args).map(englishOf);
const strong = 'a long and private passphrase';
/** Refused by the password rules (test/unit/passwordRules.test.ts), the last by the long list alone. */
const weakPasswords = [' '.repeat(10), '\0'.repeat(12), 'a'.repeat(200), 'correcthorse', '   h7#kq2Lm9   ', 'mailcreated5240'];

/** A 400 naming the field with the password's first problem (a NUL is refused before, as in any text of a body). */
function expectRefused(response: Awaited<ReturnType<App['inject']>>, field: string, password: string) {
  expect(response.statusCode, JSON.stringify(password)).toBe(400);
  const message = password.includes('\0') ? expect.any(String) : englishOf(newPasswordProblems(password)[0]!);
  expect(response.json()).toMatchObject({ errorCode: 100, fieldErrors: { [field]: message } });
}

async function signedIn(app: App, role: number) {
  const staff = await createStaff(app, { role });
  const record = await signIn(app, staff);
  return { ...staff, token: record.access_token };
}

const verify = (app: App, path: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/auth/email-verification/${path}`, headers });

const reset = (app: App, token: string, password: string) =>
  app.inject({ method: 'POST', url: '/auth/password/reset', payload: { token, password } });

const forgot = (app: App, email: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/auth/users/password/forgot?email=${encodeURIComponent(email)}`, headers });

const change = (app: App, token: string, body: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: '/api/users/password/change', headers: bearer(token), payload: body });

const profileCall = (app: App, token: string, id: number) =>
  app.inject({ method: 'GET', url: `/api/users/profile/${id}`, headers: bearer(token) });

const sessionEnded = { message: 'Your session has ended. Please sign in again.', errorCode: 113 };

/** Invites a staff member through the API; answers the id and the path part of the e-mailed link. */
async function invited(app: App, inviterToken: string, email: string, role: number = EDITOR) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/users/',
    headers: bearer(inviterToken),
    payload: { name: 'Invited Person', email, role },
  });
  expect(response.statusCode).toBe(201);
  const link = await lastLink(app, email, `${app.config.publicUrl}/#/verify-email/`);
  return { id: response.json().id as number, path: link.split('/#/verify-email/')[1]! };
}

const expirePurpose = (app: App, userId: number, purpose: 'verify-email' | 'password-setup' | 'password-reset') =>
  app.db
    .updateTable('account_tokens')
    .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .execute();

describe('contract/passwords.ts', () => {
  test('at least 10 characters, at most 200, not a common password (any case), not the e-mail', () => {
    expect(passwordProblems(strong)).toEqual([]);
    expect(passwordProblems('short')).toEqual(['The password needs at least 10 characters, not counting spaces at its start or end.']);
    expect(passwordProblems('xy'.repeat(100) + 'z')).toEqual(['The password can have at most 200 characters.']);
    expect(passwordProblems('PassWord123')).toEqual(['This password is too common. Choose one that is harder to guess.']);
    expect(passwordProblems('Ann@Example.test', 'ann@example.test')).toEqual(['The password cannot be your e-mail address.']);
    expect(commonPasswords.length).toBeGreaterThanOrEqual(200);
  });
});

describe('the invitation flow, end to end', () => {
  test('invite → link from the outbox → verify → set the password with the setup token → sign in with a code', async () => {
    const app = await testApp();
    const admin = await signedIn(app, ADMIN);
    const { id, path } = await invited(app, admin.token, 'newbie@example.test');

    // Before the password is set, the account cannot sign in.
    const early = await app.inject({ method: 'POST', url: '/auth/login', payload: { email: 'newbie@example.test', password: strong } });
    expect(early.statusCode).toBe(401);

    const verified = await verify(app, path, { 'content-type': 'application/json' });
    expect(verified.statusCode).toBe(200);
    const { token } = verified.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const user = await app.db.selectFrom('users').select(['email_verified_at', 'password_hash']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(user.email_verified_at).not.toBeNull();
    expect(user.password_hash).toBeNull();

    const weak = await reset(app, token, 'password123');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ errorCode: 100, fieldErrors: { password: expect.any(String) } });
    const itsEmail = await reset(app, token, 'newbie@example.test');
    expect(itsEmail.json().fieldErrors).toEqual({ password: 'The password cannot be your e-mail address.' });
    for (const password of weakPasswords) expectRefused(await reset(app, token, password), 'password', password);

    // A refused password leaves the setup token usable.
    const set = await reset(app, token, strong);
    expect(set.statusCode).toBe(204);
    expect(set.body).toBe('');

    const record = await signIn(app, { email: 'newbie@example.test', password: strong });
    expect(record).toMatchObject({ id, role: EDITOR });
    const [listed] = (await app.inject({ method: 'GET', url: '/api/users/list?role=4', headers: bearer(admin.token) })).json();
    expect(listed).toMatchObject({ id, emailVerified: true, invitationPending: false, lastSignInAt: expect.any(String) });

    const resend = await app.inject({ method: 'POST', url: `/api/users/${id}/invitation`, headers: bearer(admin.token) });
    expect(resend.statusCode).toBe(409);
  });
});

describe('POST /auth/email-verification/{userId}/{token}', () => {
  test('a link works once; used, expired, unknown or for another user is a 400 with errorCode 116', async () => {
    const app = await testApp();
    const superAdmin = await signedIn(app, SUPER_ADMIN);
    const first = await invited(app, superAdmin.token, 'first@example.test');
    const second = await invited(app, superAdmin.token, 'second@example.test');

    const [, secondToken] = second.path.split('/');
    const crossed = await verify(app, `${first.id}/${secondToken}`);
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json()).toEqual({
      message: 'This link has expired or has already been used. Ask an administrator for a new invitation.',
      errorCode: 116,
    });

    expect((await verify(app, first.path)).statusCode).toBe(200);
    const reused = await verify(app, first.path);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errorCode).toBe(116);

    await expirePurpose(app, second.id, 'verify-email');
    const expired = await verify(app, second.path);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errorCode).toBe(116);
    const unverified = await app.db.selectFrom('users').select('email_verified_at').where('id', '=', second.id).executeTakeFirstOrThrow();
    expect(unverified.email_verified_at).toBeNull();

    expect((await verify(app, `${first.id}/not-a-token`)).json().errorCode).toBe(116);
    expect((await verify(app, `abc/${secondToken}`)).statusCode).toBe(400);
  });
});

describe('POST /auth/password/reset', () => {
  test('a setup token works once and for an hour', async () => {
    const app = await testApp();
    const superAdmin = await signedIn(app, SUPER_ADMIN);
    const one = await invited(app, superAdmin.token, 'one@example.test');
    const two = await invited(app, superAdmin.token, 'two@example.test');
    const oneToken = (await verify(app, one.path)).json().token as string;
    const twoToken = (await verify(app, two.path)).json().token as string;

    expect((await reset(app, oneToken, strong)).statusCode).toBe(204);
    const reused = await reset(app, oneToken, `${strong} again`);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errorCode).toBe(116);

    const setup = await app.db.selectFrom('account_tokens').selectAll().where('user_id', '=', two.id).where('purpose', '=', 'password-setup').executeTakeFirstOrThrow();
    expect(Date.parse(setup.expires_at) - Date.parse(setup.created_at)).toBe(3_600_000);
    await expirePurpose(app, two.id, 'password-setup');
    const expired = await reset(app, twoToken, strong);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errorCode).toBe(116);

    const unknown = await reset(app, 'nonsense', strong);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      message: 'This link has expired or has already been used. Ask for a new link on the "Forgot password" page.',
      errorCode: 116,
    });
  });

  test('a verify-email token is not a password token', async () => {
    const app = await testApp();
    const superAdmin = await signedIn(app, SUPER_ADMIN);
    const { path } = await invited(app, superAdmin.token, 'x@example.test');

    const response = await reset(app, path.split('/')[1]!, strong);

    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe(116);
  });

  test('a reset ends every session of the user and marks the e-mail verified', async () => {
    const app = await testApp();
    const editor = await signedIn(app, EDITOR);
    const second = (await signIn(app, editor)).access_token;
    await app.db.updateTable('users').set({ email_verified_at: null }).where('id', '=', editor.id).execute();

    await forgot(app, editor.email);
    const link = await lastLink(app, editor.email, `${app.config.publicUrl}/#/reset-password/`);
    const token = link.split('/#/reset-password/')[1]!;
    for (const password of weakPasswords) expectRefused(await reset(app, token, password), 'password', password);
    const response = await reset(app, token, strong);

    expect(response.statusCode).toBe(204);
    for (const token of [editor.token, second]) {
      const after = await profileCall(app, token, editor.id);
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual(sessionEnded);
    }
    const user = await app.db.selectFrom('users').select('email_verified_at').where('id', '=', editor.id).executeTakeFirstOrThrow();
    expect(user.email_verified_at).not.toBeNull();
    const old = await app.inject({ method: 'POST', url: '/auth/login', payload: { email: editor.email, password: editor.password } });
    expect(old.statusCode).toBe(401);
    await signIn(app, { email: editor.email, password: strong });
  });

  test('a missing token or password is a 400 naming the field', async () => {
    const app = await testApp();

    const response = await app.inject({ method: 'POST', url: '/auth/password/reset', payload: { token: 'x' } });

    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.password).toBeDefined();
  });
});

describe('POST /auth/users/password/forgot?email=', () => {
  test('answers the same 202 for known and unknown e-mails; only a staff account gets a mail', async () => {
    const app = await testApp();
    const editor = await createStaff(app, { role: EDITOR, email: 'known@example.test' });
    await createCustomer(app, { email: 'reader@example.test' });
    await createStaff(app, { role: ADMIN, email: 'blocked@example.test', blocked: true });

    const answers = [];
    for (const email of ['known@example.test', 'unknown@example.test', 'reader@example.test', 'blocked@example.test']) {
      const response = await forgot(app, email, { 'content-type': 'application/json' });
      answers.push({ status: response.statusCode, body: response.body });
    }
    for (const answer of answers) {
      expect(answer).toEqual({ status: 202, body: JSON.stringify({ message: forgotPasswordMessage }) });
    }
    expect(await messagesTo(app, 'known@example.test')).toHaveLength(1);
    for (const email of ['unknown@example.test', 'reader@example.test', 'blocked@example.test']) {
      expect(await messagesTo(app, email)).toEqual([]);
    }

    const link = await lastLink(app, editor.email, `${app.config.publicUrl}/#/reset-password/`);
    expect(link).toMatch(/\/#\/reset-password\/[A-Za-z0-9_-]{43}$/);
    const stored = await app.db.selectFrom('account_tokens').selectAll().where('user_id', '=', editor.id).executeTakeFirstOrThrow();
    expect(stored.purpose).toBe('password-reset');
    expect(Date.parse(stored.expires_at) - Date.parse(stored.created_at)).toBe(3_600_000);
  });

  test('a new request voids the previous link; a reset link works once and expires', async () => {
    const app = await testApp();
    const editor = await createStaff(app, { role: EDITOR });
    const prefix = `${app.config.publicUrl}/#/reset-password/`;

    await forgot(app, editor.email);
    const first = (await lastLink(app, editor.email, prefix)).slice(prefix.length);
    await forgot(app, editor.email);
    const second = (await lastLink(app, editor.email, prefix)).slice(prefix.length);

    expect((await reset(app, first, strong)).json().errorCode).toBe(116);
    expect((await reset(app, second, strong)).statusCode).toBe(204);
    expect((await reset(app, second, strong)).json().errorCode).toBe(116);

    await forgot(app, editor.email);
    const third = (await lastLink(app, editor.email, prefix)).slice(prefix.length);
    await expirePurpose(app, editor.id, 'password-reset');
    expect((await reset(app, third, strong)).json().errorCode).toBe(116);
  });

  test('is rate-limited per e-mail (known or not alike) and per IP', async () => {
    const app = await testApp({
      rateLimit: { windowMs: 60_000, loginPerIp: 6, loginPerEmail: 10, codePerIp: 50, forgotPerEmail: 2, eventsPerIp: 1000 },
    });
    await createStaff(app, { role: EDITOR, email: 'known@example.test' });

    for (const email of ['known@example.test', 'unknown@example.test']) {
      expect((await forgot(app, email)).statusCode).toBe(202);
      expect((await forgot(app, email)).statusCode).toBe(202);
      const limited = await forgot(app, email);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().errorCode).toBe(105);
      expect(limited.headers['retry-after']).toBeDefined();
    }
    expect(await messagesTo(app, 'known@example.test')).toHaveLength(2);

    // Six calls from this IP so far: the next is refused whatever the e-mail.
    const perIp = await forgot(app, 'other@example.test');
    expect(perIp.statusCode).toBe(429);
  });

  test('a malformed or missing e-mail is a 400', async () => {
    const app = await testApp();

    expect((await forgot(app, 'nope')).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/auth/users/password/forgot' })).statusCode).toBe(400);
  });
});

describe('PUT /api/users/password/change', () => {
  test('wrong current password: 400 fieldErrors.currentPassword; weak new one: 400 fieldErrors.newPassword', async () => {
    const app = await testApp();
    const editor = await signedIn(app, EDITOR);

    const wrong = await change(app, editor.token, { currentPassword: 'not it', newPassword: strong });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: 'The current password is not correct.',
      errorCode: 100,
      messageCode: { code: 'password_current_wrong' },
      fieldErrors: { currentPassword: 'The current password is not correct.' },
      fieldErrorCodes: { currentPassword: { code: 'password_current_wrong' } },
    });

    for (const newPassword of ['short', 'qwertyuiop', editor.email]) {
      const weak = await change(app, editor.token, { currentPassword: editor.password, newPassword });
      expect(weak.statusCode).toBe(400);
      expect(weak.json()).toMatchObject({ errorCode: 100, fieldErrors: { newPassword: expect.any(String) } });
    }
    for (const newPassword of weakPasswords) {
      expectRefused(await change(app, editor.token, { currentPassword: editor.password, newPassword }), 'newPassword', newPassword);
    }
  });

  test('success: 204, the current session stays, every other session ends, the new password signs in', async () => {
    const app = await testApp();
    const admin = await signedIn(app, ADMIN);
    const other = (await signIn(app, admin)).access_token;

    const response = await change(app, admin.token, { currentPassword: admin.password, newPassword: strong });

    expect(response.statusCode).toBe(204);
    expect((await profileCall(app, admin.token, admin.id)).statusCode).toBe(200);
    const ended = await profileCall(app, other, admin.id);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toEqual(sessionEnded);

    const old = await app.inject({ method: 'POST', url: '/auth/login', payload: { email: admin.email, password: admin.password } });
    expect(old.statusCode).toBe(401);
    await app.inject({ method: 'POST', url: '/auth/login', payload: { email: admin.email, password: strong } });
    expect(await lastCode(app, admin.email)).toMatch(/^\d{6}$/);
  });

  test('needs a session (401/113)', async () => {
    const app = await testApp();

    const response = await app.inject({ method: 'PUT', url: '/api/users/password/change', payload: { currentPassword: 'x', newPassword: strong } });

    expect(response.statusCode).toBe(401);
    expect(response.json().errorCode).toBe(113);
  });
});
