import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, test } from 'vitest';
import { AdminRole } from '../../contract/enums';
import { bearer, createStaff, createTestApp, signIn, testApp } from './helpers';

const staticDir = await fs.mkdtemp(path.join(os.tmpdir(), 'console-static-'));
await fs.writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>console</title>');
const { app, close } = await createTestApp({ staticDir });
afterAll(async () => {
  await close();
  await fs.rm(staticDir, { recursive: true, force: true });
});

const refused = { message: expect.any(String), errorCode: 104 };

/** The XSRF-TOKEN cookie a response sets, if any. */
function xsrfCookieOf(response: LightMyRequestResponse) {
  return response.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN');
}

/** A token as a browser holds it: the cookie the server set on a first GET. */
async function browserToken(): Promise<string> {
  const cookie = xsrfCookieOf(await app.inject({ method: 'GET', url: '/healthz' }));
  if (!cookie) throw new Error('no XSRF-TOKEN cookie');
  return cookie.value;
}

/** A sign-in attempt with a wrong password: passes the XSRF check only to be refused with 401. */
const login = (headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/auth/login', headers, payload: { email: 'nobody@example.test', password: 'x' } });

describe('the XSRF-TOKEN cookie', () => {
  test('is set on GET /healthz with the right flags', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });

    expect(response.statusCode).toBe(200);
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{43}; Path=\/; SameSite=Strict$/);
    expect(header).not.toMatch(/HttpOnly/i);
    expect(header).not.toMatch(/Secure/i);
    expect(Buffer.from(xsrfCookieOf(response)!.value, 'base64url')).toHaveLength(32);
  });

  test('is set on the console HTML', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(xsrfCookieOf(response)).toMatchObject({ path: '/', sameSite: 'Strict' });
  });

  test('is set on a 404 and on an error', async () => {
    const notFound = await app.inject({ method: 'GET', url: '/no-such-page' });
    const unauthorized = await app.inject({ method: 'GET', url: '/api/customers/1' });

    expect(notFound.statusCode).toBe(404);
    expect(xsrfCookieOf(notFound)).toBeDefined();
    expect(unauthorized.statusCode).toBe(401);
    expect(xsrfCookieOf(unauthorized)).toBeDefined();
  });

  test('is random', async () => {
    expect(await browserToken()).not.toBe(await browserToken());
  });

  test('is not set again when the request carries it', async () => {
    const token = await browserToken();

    const response = await app.inject({ method: 'GET', url: '/healthz', cookies: { 'XSRF-TOKEN': token } });

    expect(response.headers['set-cookie']).toBeUndefined();
  });

  test('is Secure when PUBLIC_URL is https', async () => {
    const secureApp = await testApp({ publicUrl: 'https://console.example.test' });

    const response = await secureApp.inject({ method: 'GET', url: '/healthz' });

    expect(String(response.headers['set-cookie'])).toMatch(/; Secure/);
    expect(String(response.headers['set-cookie'])).not.toMatch(/HttpOnly/i);
  });
});

describe('a state-changing request that carries the cookie', () => {
  test('without the header: 403 errorCode 104', async () => {
    const token = await browserToken();

    const response = await app.inject({
      method: 'POST',
      url: '/auth/login',
      cookies: { 'XSRF-TOKEN': token },
      payload: { email: 'nobody@example.test', password: 'x' },
    });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(refused);
  });

  test('with a wrong header: 403 errorCode 104', async () => {
    const token = await browserToken();
    const other = await browserToken();

    for (const header of [other, token.slice(1), `${token}x`, '']) {
      const response = await login({ cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': header });
      expect(response.statusCode, `header "${header}"`).toBe(403);
      expect(response.json()).toEqual(refused);
    }
  });

  test('with the matching header: passes', async () => {
    const token = await browserToken();

    const response = await login({ cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errorCode: 110 });
  });

  test.each(['PUT', 'PATCH', 'DELETE'] as const)('%s is checked too', async (method) => {
    const token = await browserToken();

    const response = await app.inject({ method, url: '/api/users/profile', cookies: { 'XSRF-TOKEN': token }, payload: {} });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(refused);
  });

  test('is refused before authentication looks at it', async () => {
    const staff = await createStaff(app, { role: AdminRole.EDITOR });
    const { access_token } = await signIn(app, staff);
    const token = await browserToken();

    const refusedAnswer = await app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: { ...bearer(access_token), cookie: `XSRF-TOKEN=${token}` },
      payload: { theme: 'dark' },
    });
    const acceptedAnswer = await app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: { ...bearer(access_token), cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token },
      payload: { theme: 'dark' },
    });

    expect(refusedAnswer.statusCode).toBe(403);
    expect(refusedAnswer.json()).toEqual(refused);
    expect(acceptedAnswer.statusCode).toBe(200);
    expect(acceptedAnswer.json()).toMatchObject({ theme: 'dark' });
  });
});

describe('requests the check leaves alone', () => {
  test('a POST without the cookie (an API client, the mobile app) passes, and gets a cookie', async () => {
    const response = await login({});

    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errorCode: 110 });
    expect(xsrfCookieOf(response)).toBeDefined();
  });

  test('a POST without the cookie but with a header passes', async () => {
    const response = await login({ 'x-xsrf-token': 'anything' });

    expect(response.statusCode).toBe(401);
  });

  test('a GET with the cookie and no header passes', async () => {
    const token = await browserToken();

    const response = await app.inject({ method: 'GET', url: '/healthz', cookies: { 'XSRF-TOKEN': token } });

    expect(response.statusCode).toBe(200);
  });
});
