import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { AdminRole } from '../../contract/enums';
import type { App } from '../../server/app';
import { bearer, createStaff, lastCode, outboxFiles, testApp } from './helpers';

const wrongCredentials = { message: 'The e-mail or password is not correct.', errorCode: 110 };

const login = (app: App, payload: object) => app.inject({ method: 'POST', url: '/auth/login', payload });
const validate = (app: App, payload: object) => app.inject({ method: 'POST', url: '/auth/otp/validate', payload });

/** A well-formed code that is not `code`. */
const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

/** A staff member who has passed the password step; answers their e-mailed code. */
async function staffWithCode(app: App, role: number = AdminRole.ADMIN) {
  const staff = await createStaff(app, { role });
  const response = await login(app, { email: staff.email, password: staff.password });
  expect(response.statusCode).toBe(200);
  return { ...staff, code: await lastCode(app, staff.email) };
}

describe('POST /auth/login', () => {
  test('the right password answers otpRequired and e-mails a 6-digit code', async () => {
    const app = await testApp();
    const staff = await createStaff(app, { role: AdminRole.ADMIN });

    const response = await login(app, { email: staff.email, password: staff.password });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ otpRequired: true });
    const files = await outboxFiles(app);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2}T.*-${staff.email}\\.eml$`));
    const eml = await fs.readFile(path.join(app.mailer.outbox!, files[0]!), 'utf8');
    expect(eml).toMatch(new RegExp(`^To: ${staff.email}$`, 'm'));
    const code = /^Subject: Your sign-in code: (\d{6})$/m.exec(eml)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    // The body is quoted-printable: join its soft line breaks before reading it.
    expect(eml.replaceAll('=\n', '')).toContain(`console is ${code}.`);
  });

  test('a wrong password and an unknown e-mail get the same 401', async () => {
    const app = await testApp();
    const staff = await createStaff(app, { role: AdminRole.ADMIN });

    const wrongPassword = await login(app, { email: staff.email, password: 'not the password' });
    const unknownEmail = await login(app, { email: 'nobody@example.test', password: staff.password });

    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(wrongCredentials);
    expect(unknownEmail.statusCode).toBe(401);
    expect(unknownEmail.json()).toEqual(wrongCredentials);
    expect(await outboxFiles(app)).toEqual([]);
  });

  test('a customer (no role) cannot sign in, even with the right password', async () => {
    const app = await testApp();
    const staff = await createStaff(app, { role: AdminRole.EDITOR });
    await app.db.updateTable('users').set({ role: null }).where('id', '=', staff.id).execute();

    const response = await login(app, { email: staff.email, password: staff.password });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(wrongCredentials);
    expect(await outboxFiles(app)).toEqual([]);
  });

  test('a blocked user is refused with 403 and no code is sent', async () => {
    const app = await testApp();
    const staff = await createStaff(app, { role: AdminRole.ADMIN, blocked: true });

    const response = await login(app, { email: staff.email, password: staff.password });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: 'This account is blocked. Please contact an administrator.',
      errorCode: 114,
    });
    expect(await outboxFiles(app)).toEqual([]);
  });

  test('the e-mail is case-insensitive', async () => {
    const app = await testApp();
    const staff = await createStaff(app, { role: AdminRole.EDITOR, email: 'admin@x.test' });

    const response = await login(app, { email: 'Admin@X.test', password: staff.password });
    expect(response.statusCode).toBe(200);
    const otp = await lastCode(app, 'admin@x.test');
    const record = await validate(app, { email: 'ADMIN@x.TEST', otp });

    expect(record.statusCode).toBe(200);
    expect(record.json()).toMatchObject({ id: staff.id, role: AdminRole.EDITOR });
  });

  test.each([
    ['a missing password', { email: 'a@example.test' }, 'password'],
    ['an empty password', { email: 'a@example.test', password: '' }, 'password'],
    ['an invalid e-mail', { email: 'not-an-email', password: 'x' }, 'email'],
  ])('%s is a 400 naming the field', async (_, payload, field) => {
    const app = await testApp();

    const response = await login(app, payload);

    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ message: 'Some fields are not valid', errorCode: 100 });
    expect(Object.keys(body.fieldErrors)).toEqual([field]);
    expect(body.fieldErrors[field]).toEqual(expect.any(String));
  });
});

describe('POST /auth/otp/validate', () => {
  test('the right code answers the login record, whose token opens the profile', async () => {
    const app = await testApp();
    const staff = await staffWithCode(app, AdminRole.ADMIN);

    const response = await validate(app, { email: staff.email, otp: staff.code });

    expect(response.statusCode).toBe(200);
    const record = response.json();
    expect(record).toEqual({ id: staff.id, role: AdminRole.ADMIN, access_token: expect.any(String) });
    expect(record.access_token.length).toBeGreaterThanOrEqual(32);
    const profile = await app.inject({
      method: 'GET',
      url: `/api/users/profile/${staff.id}`,
      headers: bearer(record.access_token),
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ id: staff.id, email: staff.email, role: AdminRole.ADMIN });
  });

  test('a wrong code is a 401 with a field error on otp', async () => {
    const app = await testApp();
    const staff = await staffWithCode(app);

    const response = await validate(app, { email: staff.email, otp: otherThan(staff.code) });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: 'The code is not correct.',
      errorCode: 111,
      fieldErrors: { otp: 'The code is not correct.' },
      fieldErrorCodes: { otp: { code: 'code_wrong' } },
    });
  });

  test('an expired code is a 401 with errorCode 112', async () => {
    const app = await testApp();
    const staff = await staffWithCode(app);
    const past = new Date(Date.now() - 1000).toISOString();
    await app.db.updateTable('login_codes').set({ expires_at: past }).where('user_id', '=', staff.id).execute();

    const response = await validate(app, { email: staff.email, otp: staff.code });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: 'This code has expired. Sign in again to get a new code.',
      errorCode: 112,
    });
  });

  test('after five wrong tries even the right code answers 429', async () => {
    const app = await testApp();
    const staff = await staffWithCode(app);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await validate(app, { email: staff.email, otp: otherThan(staff.code) });
      expect(wrong.statusCode, `attempt ${attempt}`).toBe(401);
      expect(wrong.json().errorCode).toBe(111);
    }

    const sixth = await validate(app, { email: staff.email, otp: staff.code });

    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({
      message: 'Too many wrong codes. Sign in again to get a new code.',
      errorCode: 115,
    });
  });

  test('the fifth try may still be the right one', async () => {
    const app = await testApp();
    const staff = await staffWithCode(app);
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await validate(app, { email: staff.email, otp: otherThan(staff.code) })).statusCode).toBe(401);
    }

    const fifth = await validate(app, { email: staff.email, otp: staff.code });

    expect(fifth.statusCode).toBe(200);
  });

  test('a code is single-use', async () => {
    const app = await testApp();
    const staff = await staffWithCode(app);
    expect((await validate(app, { email: staff.email, otp: staff.code })).statusCode).toBe(200);

    const again = await validate(app, { email: staff.email, otp: staff.code });

    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({
      message: 'This code is no longer valid. Sign in again to get a new code.',
      errorCode: 112,
    });
  });

  test('a new login voids the previous code', async () => {
    const app = await testApp();
    const staff = await staffWithCode(app);
    let newCode = staff.code;
    while (newCode === staff.code) {
      // A fresh code may, one time in a million, repeat the old one: sign in until it differs.
      expect((await login(app, { email: staff.email, password: staff.password })).statusCode).toBe(200);
      newCode = await lastCode(app, staff.email);
    }

    const unused = await app.db
      .selectFrom('login_codes')
      .select('id')
      .where('user_id', '=', staff.id)
      .where('used_at', 'is', null)
      .execute();
    expect(unused).toHaveLength(1);
    const old = await validate(app, { email: staff.email, otp: staff.code });
    expect(old.statusCode).toBe(401);
    expect(old.json().errorCode).toBe(111);
    const fresh = await validate(app, { email: staff.email, otp: newCode });
    expect(fresh.statusCode).toBe(200);
  });

  test('a user blocked after receiving a code cannot use it', async () => {
    const app = await testApp();
    const staff = await staffWithCode(app);
    await app.db.updateTable('users').set({ blocked_at: new Date().toISOString() }).where('id', '=', staff.id).execute();

    const response = await validate(app, { email: staff.email, otp: staff.code });

    expect(response.statusCode).toBe(403);
    expect(response.json().errorCode).toBe(114);
  });

  test('a code for an e-mail with no account is refused', async () => {
    const app = await testApp();

    const response = await validate(app, { email: 'nobody@example.test', otp: '123456' });

    expect(response.statusCode).toBe(401);
    expect(response.json().errorCode).toBe(112);
  });

  test.each([
    ['five digits', '12345'],
    ['seven digits', '1234567'],
    ['letters', '12a456'],
  ])('an otp of %s is a 400 naming otp', async (_, otp) => {
    const app = await testApp();

    const response = await validate(app, { email: 'a@example.test', otp });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Some fields are not valid',
      errorCode: 100,
      fieldErrors: { otp: 'The code has 6 digits' },
      fieldErrorCodes: { otp: { code: 'code_six_digits' } },
    });
  });
});

describe('POST /auth/logout', () => {
  test('answers 204 with or without a token', async () => {
    const app = await testApp();

    const response = await app.inject({ method: 'POST', url: '/auth/logout' });

    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });
});
