/**
 * Route × role: every route the app registers, against the access table of contract/access.ts.
 * The list comes from the app itself (app.routeAccess, recorded by the rbac plugin), so a new
 * route is covered the moment it exists, and a new route outside /api fails here until it is
 * consciously added to the public allow-list below.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { canAccess } from '../../contract/access';
import { AdminRole, adminRoleName, adminRoles } from '../../contract/enums';
import { needsAccessRule } from '../../server/plugins/rbac';
import type { RouteAccess } from '../../server/types';
import type { Operation } from '../../contract/operation';
import { operations } from '../../contract/operations';
import { bearer, createStaff, createTestApp, injectSettled, signIn } from './helpers';

/**
 * Routes outside the role checks: public by design (sign-in, health, the mobile app's data and
 * media, the API docs) and the console build that @fastify/static serves (a stand-in build
 * below: index.html at `/` and `/index.html`, bundles under `/assets/`). Any method, HEAD included.
 */
const publicPrefixes = ['/auth/', '/healthz', '/data/', '/media/', '/api/docs', '/assets/'];
const publicExact = ['/', '/index.html'];
const isAllowListed = (url: string) => publicExact.includes(url) || publicPrefixes.some((prefix) => url.startsWith(prefix));

// One app for the whole file, serving a stand-in console build like the real one.
const staticDir = await fs.mkdtemp(path.join(os.tmpdir(), 'console-static-'));
await fs.mkdir(path.join(staticDir, 'assets'));
await fs.writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>console</title>');
await fs.writeFile(path.join(staticDir, 'assets', 'index-test.js'), 'export {};');
const { app, close } = await createTestApp({ staticDir });
await app.ready();
afterAll(async () => {
  await close();
  await fs.rm(staticDir, { recursive: true, force: true });
});

const tokens = new Map<AdminRole, string>();
const ids = new Map<AdminRole, number>();
for (const role of adminRoles) {
  const staff = await createStaff(app, { role, name: `${adminRoleName[role]} tester` });
  ids.set(role, staff.id);
  tokens.set(role, (await signIn(app, staff)).access_token);
}

const apiRoutes = app.routeAccess.filter((route) => needsAccessRule(route.url));
const otherRoutes = app.routeAccess.filter((route) => !needsAccessRule(route.url));

/**
 * Path parameters get a value that matches no record (digits, so numeric ids and string keys
 * both parse): an allowed role then meets the handler's 404 or 400, never a row-level refusal.
 * The profile route refuses another's id, known or not, before looking it up (its own check of
 * whose profile it is, tested in sessions.test.ts and profile.test.ts): it gets the caller's own
 * id. This test is about the route's access rule.
 */
const concreteUrl = (url: string, ownId?: number) =>
  (ownId !== undefined && url === '/api/users/profile/:id' ? `/api/users/profile/${ownId}` : url)
    .replace(/:\w+(\([^)]*\))?/g, '999999')
    .replace(/\*/g, 'x');

function call(route: RouteAccess, token?: string, ownId?: number) {
  const withBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
  const options = { method: route.method as 'GET', url: concreteUrl(route.url, ownId), headers: token ? bearer(token) : {}, ...(withBody ? { payload: {} } : {}) };
  // An event stream stays open: read until its status.
  return injectSettled(app, options, route.operation ? (operations as Record<string, Operation>)[route.operation]?.eventStream : undefined);
}

const label = (role: AdminRole) => `${adminRoleName[role]} (${role})`;

test('the recorded routes include the API, its HEAD variants and the public routes', () => {
  const names = app.routeAccess.map((route) => `${route.method} ${route.url}`);
  expect(names).toEqual(
    expect.arrayContaining([
      'GET /api/users/profile/:id',
      'HEAD /api/users/profile/:id',
      'PUT /api/users/profile',
      'POST /auth/login',
      'GET /healthz',
      'GET /data/console-settings',
      'GET /api/docs/json',
      'GET /',
    ]),
  );
});

test('every route outside /api is in the public allow-list', () => {
  const unlisted = otherRoutes.filter((route) => !isAllowListed(route.url)).map((route) => `${route.method} ${route.url}`);
  expect(unlisted).toEqual([]);
});

describe.each(apiRoutes.map((route) => [`${route.method} ${route.url}`, route] as const))('%s', (_name, route) => {
  test('names an access rule other than public', () => {
    expect(route.access).toBeDefined();
    expect(route.access).not.toBe('public');
  });

  test('anonymous: 401 errorCode 113', async () => {
    const response = await call(route);
    expect(response.statusCode).toBe(401);
    // A HEAD answer carries no body.
    if (route.method !== 'HEAD') expect(response.json()).toMatchObject({ errorCode: 113 });
  });

  const byRole = (role: AdminRole) => [label(role), role] as const;
  const refused = adminRoles.filter((role) => !canAccess(role, route.access!)).map(byRole);
  const allowed = adminRoles.filter((role) => canAccess(role, route.access!)).map(byRole);

  test.each(refused)('%s: refused with 403 errorCode 103', async (_name, role) => {
    const response = await call(route, tokens.get(role));
    expect(response.statusCode).toBe(403);
    if (route.method !== 'HEAD') expect(response.json()).toMatchObject({ errorCode: 103 });
  });

  test.each(allowed)('%s: allowed (neither 401 nor 403)', async (_name, role) => {
    const response = await call(route, tokens.get(role), ids.get(role));
    const answer = `${route.method} ${concreteUrl(route.url, ids.get(role))} answered ${response.statusCode}: ${response.body}`;
    expect([401, 403], answer).not.toContain(response.statusCode);
  });
});

test('a role outside the area of a route is refused with 403 errorCode 103', async () => {
  // No route of the API needs an area yet; a probe route shows the refusal the matrix expects.
  const { app: probe, close: closeProbe } = await createTestApp();
  try {
    probe.get('/api/probe', { config: { access: 'admins' } }, async () => ({ ok: true }));
    const superAdmin = await signIn(probe, await createStaff(probe, { role: AdminRole.SUPER_ADMIN }));
    const admin = await signIn(probe, await createStaff(probe, { role: AdminRole.ADMIN }));

    const refusedAnswer = await probe.inject({ method: 'GET', url: '/api/probe', headers: bearer(admin.access_token) });
    const allowedAnswer = await probe.inject({ method: 'GET', url: '/api/probe', headers: bearer(superAdmin.access_token) });

    expect(refusedAnswer.statusCode).toBe(403);
    expect(refusedAnswer.json()).toEqual({ message: 'You are not allowed to do this', errorCode: 103 });
    expect(allowedAnswer.statusCode).toBe(200);
  } finally {
    await closeProbe();
  }
});

test('an /api route without config.access stops the app from starting', async () => {
  const { app: bare, close: closeBare } = await createTestApp();
  try {
    bare.get('/api/forgotten', async () => ({ open: true }));
    await expect(bare.ready()).rejects.toThrow(
      'Routes without an access rule (config.access): GET /api/forgotten, HEAD /api/forgotten',
    );
  } finally {
    await closeBare();
  }
});
