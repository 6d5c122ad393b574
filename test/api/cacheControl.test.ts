/**
 * No answer with personal data is cached (docs/api.md "Caching"): every operation of the contract
 * but the public-by-design `/data/*` answers `Cache-Control: no-store`, errors included, and what
 * is public keeps its own caching (the mobile app's layout and config, the media, the console's
 * hashed assets).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { AdminRole } from '../../contract/enums';
import type { Operation } from '../../contract/operation';
import { operations } from '../../contract/operations';
import { bearer, createCustomer, createStaff, createTestApp, injectSettled, signIn, storageRoot } from './helpers';

const build = await fs.mkdtemp(path.join(os.tmpdir(), 'console-build-'));
await fs.mkdir(path.join(build, 'assets'));
await fs.writeFile(path.join(build, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
await fs.writeFile(path.join(build, 'assets', 'index-abc123.js'), 'export {};\n');

const { app, close } = await createTestApp({ staticDir: build });
afterAll(async () => {
  await close();
  await fs.rm(build, { recursive: true, force: true });
});

const admin = await createStaff(app, { role: AdminRole.SUPER_ADMIN });
const { access_token: token } = await signIn(app, admin);
const customerId = await createCustomer(app, { name: 'Cleo Customer', email: 'cleo@example.test' });

const isPublicByDesign = (operation: Operation) => operation.path.startsWith('/data/');

/** The operation's path with its parameters filled in: the customer's id, or a word for a key. */
const urlOf = (operation: Operation) =>
  operation.path.replace(/:(\w+)/g, (_, name: string) => (name === 'key' || name === 'token' ? 'some-key' : String(customerId)));

/** A request for the operation as a SUPER_ADMIN would send it: a list's first page, or no body. */
function requestOf(operation: Operation) {
  const headers = operation.access === 'public' ? {} : bearer(token);
  const payload = operation.path.endsWith('/list') ? { paginationRequest: { page: 0, size: 10 } } : undefined;
  return { method: operation.method, url: urlOf(operation), headers, payload };
}

const all = Object.values(operations) as Operation[];

describe('Cache-Control', () => {
  test('every operation that is not public by design answers no-store, whatever its status', async () => {
    const cached: string[] = [];
    for (const operation of all.filter((candidate) => !isPublicByDesign(candidate))) {
      const response = await injectSettled(app, requestOf(operation), operation.eventStream);
      const cacheControl = String(response.headers['cache-control'] ?? '');
      if (!cacheControl.split(',').map((directive) => directive.trim()).includes('no-store')) {
        cached.push(`${operation.name} (${response.statusCode}): ${cacheControl || 'none'}`);
      }
    }
    expect(cached).toEqual([]);
  });

  test('the answers with personal data, success and refusal alike', async () => {
    const personal = [
      { method: 'GET', url: `/api/customers/${customerId}` },
      { method: 'GET', url: `/api/users/profile/${admin.id}` },
      { method: 'POST', url: '/api/customers/list', payload: { paginationRequest: { page: 0, size: 10 } } },
      { method: 'POST', url: '/api/orders/list', payload: { paginationRequest: { page: 0, size: 10 } } },
    ] as const;
    for (const request of personal) {
      const response = await app.inject({ ...request, headers: bearer(token) });
      expect([request.url, response.statusCode, response.headers['cache-control']]).toEqual([request.url, 200, 'no-store']);
    }
    for (const response of [
      await app.inject({ method: 'GET', url: `/api/customers/${customerId}` }),
      await app.inject({ method: 'GET', url: '/api/customers/999999', headers: bearer(token) }),
      await app.inject({ method: 'GET', url: '/api/nothing-here', headers: bearer(token) }),
      await app.inject({ method: 'GET', url: '/api/customers/%E0%A4%A' }),
    ]) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  test('downloads keep their own private, no-store', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/customers/export.csv', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  test('what is public by design keeps its caching', async () => {
    const layout = await app.inject({ method: 'GET', url: '/data/layout?layoutType=home' });
    expect(layout.headers['cache-control']).toBe('no-cache');
    expect(layout.headers.etag).toBeDefined();
    const config = await app.inject({ method: 'GET', url: '/data/app-config' });
    expect(config.headers['cache-control']).toBe('no-cache');
    const settings = await app.inject({ method: 'GET', url: '/data/console-settings' });
    expect([settings.statusCode, settings.headers['cache-control']]).toEqual([200, undefined]);

    const immutable = 'public, max-age=31536000, immutable';
    await fs.mkdir(path.join(storageRoot(app), 'public', 'covers'), { recursive: true });
    await fs.writeFile(path.join(storageRoot(app), 'public', 'covers', 'a.png'), 'png');
    expect((await app.inject({ method: 'GET', url: '/media/covers/a.png' })).headers['cache-control']).toBe(immutable);
    expect((await app.inject({ method: 'GET', url: '/assets/index-abc123.js' })).headers['cache-control']).toBe(immutable);
    expect((await app.inject({ method: 'GET', url: '/' })).headers['cache-control']).toBe('no-cache');
  });
});
