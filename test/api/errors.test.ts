import { describe, expect, test } from 'vitest';
import { AdminRole } from '../../contract/enums';
import type { App } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createStaff, outboxFiles, testApp } from './helpers';

const defaultLimits = loadConfig({ NODE_ENV: 'test' }).rateLimit;

const login = (app: App, payload: object) => app.inject({ method: 'POST', url: '/auth/login', payload });

describe('every failure answers JSON {message, errorCode}', () => {
  test('an unknown route is a 404', async () => {
    const app = await testApp();

    const response = await app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });

    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: 'Nothing is found at GET /api/no-such-thing', errorCode: 101 });
  });

  test('a malformed JSON body is a 400', async () => {
    const app = await testApp();

    const response = await app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@example.test", "password": ',
    });

    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: expect.stringMatching(/JSON/), errorCode: 100 });
  });

  test('an empty body with Content-Type application/json: accepted where no body is expected, a 400 where one is', async () => {
    const app = await testApp();
    const json = { 'content-type': 'application/json' };

    const logout = await app.inject({ method: 'POST', url: '/auth/logout', headers: json });
    const loginWithoutBody = await app.inject({ method: 'POST', url: '/auth/login', headers: json });

    expect(logout.statusCode).toBe(204);
    expect(loginWithoutBody.statusCode).toBe(400);
    expect(loginWithoutBody.json()).toMatchObject({ errorCode: 100, fieldErrors: { body: expect.any(String) } });
  });

  test('a body failing the schema is a 400 with a message per field', async () => {
    const app = await testApp();

    const response = await login(app, { email: 'not-an-email' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Some fields are not valid',
      errorCode: 100,
      fieldErrors: { email: expect.any(String), password: expect.any(String) },
      fieldErrorCodes: { email: { code: 'invalid_email' }, password: { code: 'required' } },
    });
  });

  test('an unexpected exception is a 500 that does not show internals', async () => {
    const app = await testApp();
    app.get('/boom', { config: { access: 'public' } }, async () => {
      throw new Error('secret internals');
    });

    const response = await app.inject({ method: 'GET', url: '/boom' });

    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).not.toContain('secret internals');
    expect(response.json()).toEqual({
      message: 'Something went wrong on our side. Please try again.',
      errorCode: 500,
    });
  });
});

describe('sign-in rate limits', () => {
  test('the third login for one e-mail within the window is a 429', async () => {
    const app = await testApp({ rateLimit: { ...defaultLimits, loginPerEmail: 2 } });
    const staff = await createStaff(app, { role: AdminRole.ADMIN });

    expect((await login(app, { email: staff.email, password: 'wrong' })).statusCode).toBe(401);
    expect((await login(app, { email: staff.email, password: 'wrong' })).statusCode).toBe(401);
    const third = await login(app, { email: staff.email, password: staff.password });

    expect(third.statusCode).toBe(429);
    expect(third.headers['content-type']).toMatch(/^application\/json/);
    expect(third.headers['retry-after']).toBe('900');
    expect(third.json()).toEqual({
      message: 'Too many sign-in attempts for this e-mail. Try again in 15 minutes.',
      errorCode: 105,
    });
    expect(await outboxFiles(app)).toEqual([]);
  });

  test('the per-e-mail limit ignores the case of the e-mail and spares other e-mails', async () => {
    const app = await testApp({ rateLimit: { ...defaultLimits, loginPerEmail: 2 } });
    const staff = await createStaff(app, { role: AdminRole.ADMIN, email: 'limited@example.test' });
    const other = await createStaff(app, { role: AdminRole.ADMIN });

    await login(app, { email: 'limited@example.test', password: 'wrong' });
    await login(app, { email: 'LIMITED@example.test', password: 'wrong' });

    expect((await login(app, { email: 'Limited@Example.test', password: staff.password })).statusCode).toBe(429);
    expect((await login(app, { email: other.email, password: other.password })).statusCode).toBe(200);
  });

  test('the third login from one IP within the window is a 429, whatever the e-mail', async () => {
    const app = await testApp({ rateLimit: { ...defaultLimits, loginPerIp: 2 } });
    const staff = await createStaff(app, { role: AdminRole.ADMIN });

    expect((await login(app, { email: 'one@example.test', password: 'x' })).statusCode).toBe(401);
    expect((await login(app, { email: 'two@example.test', password: 'x' })).statusCode).toBe(401);
    const third = await login(app, { email: staff.email, password: staff.password });

    expect(third.statusCode).toBe(429);
    expect(third.headers['content-type']).toMatch(/^application\/json/);
    expect(third.headers['retry-after']).toBe('900');
    expect(third.json()).toEqual({ message: 'Too many attempts. Try again in 15 minutes.', errorCode: 105 });
  });

  test('the per-IP limit counts each address apart', async () => {
    const app = await testApp({ rateLimit: { ...defaultLimits, loginPerIp: 1 } });
    const staff = await createStaff(app, { role: AdminRole.ADMIN });
    const from = (remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/auth/login', remoteAddress, payload: { email: staff.email, password: staff.password } });

    expect((await from('10.0.0.1')).statusCode).toBe(200);
    expect((await from('10.0.0.1')).statusCode).toBe(429);
    expect((await from('10.0.0.2')).statusCode).toBe(200);
  });

  test('code attempts from one IP are limited too', async () => {
    const app = await testApp({ rateLimit: { ...defaultLimits, codePerIp: 1 } });
    const validate = () =>
      app.inject({ method: 'POST', url: '/auth/otp/validate', payload: { email: 'a@example.test', otp: '123456' } });

    expect((await validate()).statusCode).toBe(401);
    const second = await validate();

    expect(second.statusCode).toBe(429);
    expect(second.json().errorCode).toBe(105);
  });
});
