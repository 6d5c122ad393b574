/**
 * The contract and the server held together (docs/architecture.md "Operations"): every API
 * route is bound from exactly one operation of contract/operations.ts, with the same method,
 * path and access; every operation has its route; the OpenAPI document lists each one under its
 * name. Not API routes: HEAD variants, the docs, and the files of @fastify/static (media, console).
 */
import { afterAll, expect, test } from 'vitest';
import { type Operation } from '../../contract/operation';
import { operations } from '../../contract/operations';
import { declarationsWith } from '../../contract/resources';
import { needsAccessRule } from '../../server/plugins/rbac';
import type { RouteAccess } from '../../server/types';
import { createTestApp } from './helpers';

const { app, close } = await createTestApp();
await app.ready();
afterAll(close);

const isApiRoute = (route: RouteAccess) =>
  route.method !== 'HEAD' && !route.url.startsWith('/api/docs') && (needsAccessRule(route.url) || route.schema?.hide !== true);
const routes = app.routeAccess.filter(isApiRoute);
const declared: Operation[] = Object.values(operations);
const describe = (route: { method: string; url?: string; path?: string }) => `${route.method} ${route.url ?? route.path}`;

test('operation names are unique and each is its key', () => {
  for (const [key, operation] of Object.entries(operations)) expect(operation.name).toBe(key);
  const signatures = declared.map((operation) => describe(operation));
  expect(signatures.filter((signature, index) => signatures.indexOf(signature) !== index)).toEqual([]);
});

test('every API route is bound from an operation', () => {
  expect(routes.filter((route) => !route.operation).map(describe)).toEqual([]);
});

test('every route matches its operation: method, path and access', () => {
  const mismatches = routes.flatMap((route) => {
    const operation = route.operation ? (operations as Record<string, Operation>)[route.operation] : undefined;
    if (!operation) return route.operation ? [`${describe(route)}: no operation ${route.operation}`] : [];
    const same = operation.method === route.method && operation.path === route.url && operation.access === route.access;
    return same ? [] : [`${describe(route)} (${route.access}) ≠ ${operation.name}: ${describe(operation)} (${operation.access})`];
  });
  expect(mismatches).toEqual([]);
});

test('every operation has exactly one route', () => {
  const count = (name: string) => routes.filter((route) => route.operation === name).length;
  expect(declared.filter((operation) => count(operation.name) !== 1).map((operation) => `${operation.name}: ${count(operation.name)}`)).toEqual([]);
});

test('the OpenAPI document lists every operation under its name', async () => {
  const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { operationId?: string }>>;
  };
  const listed = new Map(
    Object.entries(document.paths).flatMap(([url, methods]) =>
      Object.entries(methods).map(([method, operation]) => [operation.operationId, `${method.toUpperCase()} ${url}`] as const),
    ),
  );
  const missing = declared.filter((operation) => listed.get(operation.name) !== describe(operation).replace(/:(\w+)/g, '{$1}'));
  expect(missing.map((operation) => operation.name)).toEqual([]);
});

test("every resource's declared bulk operation is the one that starts its bulk actions", () => {
  for (const declaration of declarationsWith('bulk')) {
    const operation: Operation | undefined = (operations as Record<string, Operation>)[declaration.bulk.operation];
    expect(operation, declaration.bulk.operation).toMatchObject({ method: 'POST', path: `${declaration.api}/bulk/:action`, access: declaration.area });
  }
});
