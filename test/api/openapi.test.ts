/**
 * OpenAPI completeness: every route the app registers (app.routeAccess, recorded by the rbac
 * plugin) is in `GET /api/docs/json` with its request and response schemas, errors included.
 * A route added without a schema fails here the moment it exists.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import type { App } from '../../server/app';
import { apiErrors, bearerAuth, errorResponses } from '../../server/lib/openapi';
import { needsAccessRule } from '../../server/plugins/rbac';
import type { RouteAccess } from '../../server/types';
import { createTestApp } from './helpers';

interface Operation {
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  parameters?: { in: string; name: string; schema?: unknown }[];
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: Record<string, unknown> }> }>;
  security?: Record<string, string[]>[];
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

/**
 * Calls sent with an empty body (docs/api.md): no requestBody to document. A new one is added
 * here on purpose.
 */
const emptyBodyCalls = new Set([
  'POST /auth/logout',
  'POST /auth/email-verification/:userId/:token',
  'POST /auth/users/password/forgot',
  'POST /api/users/block-unblock',
  'POST /api/users/:id/invitation',
  'POST /api/users/:id/sign-out',
  'POST /api/sessions/sign-out-others',
  'POST /api/orders/:id/recheck-payment',
  'POST /api/jobs/:id/undo',
  'POST /api/ebooks/:id/readiness/check',
  'PUT /api/ui/banners/:imageId/images-delete',
]);

const errorRef = '#/components/schemas/Error';
const staleRecordRef = '#/components/schemas/StaleRecordError';
const bulkSelectionGrownRef = '#/components/schemas/BulkSelectionGrownError';
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
/**
 * Not API operations: HEAD variants, the docs themselves, and files served by @fastify/static
 * outside /api (public `/media/`, the console build), which hide themselves from the document.
 */
const isDocsOrHead = (route: RouteAccess) =>
  route.method === 'HEAD' || route.url.startsWith('/api/docs') || (!needsAccessRule(route.url) && route.schema?.hide === true);

async function documentOf(app: App): Promise<OpenApiDocument> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  return response.json() as OpenApiDocument;
}

/** The error body, referenced as is or with a description of its own (`allOf: [{$ref}]`). */
/** The shared Error body, the 412's (the Error body with the current record), or a bulk action's 409 (with its count). */
function isErrorBody(schema: Record<string, unknown> | undefined): boolean {
  if (!schema) return false;
  const refs = [errorRef, staleRecordRef, bulkSelectionGrownRef];
  if (refs.includes(schema.$ref as string)) return true;
  const allOf = schema.allOf as { $ref?: string }[] | undefined;
  return allOf?.length === 1 && refs.includes(allOf[0]?.$ref as string);
}

/** What the document lacks for one route; empty when the route is fully described. */
function problemsOf(document: OpenApiDocument, route: RouteAccess): string[] {
  const name = `${route.method} ${route.url}`;
  const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
  if (!operation) return ['not in the document'];
  const problems: string[] = [];
  const responses = operation.responses ?? {};

  const success = Object.entries(responses).filter(([status]) => /^2\d\d$/.test(status));
  const described = success.some(([status, response]) =>
    // JSON, or a download in its own media type (the orders' CSV export).
    status === '204' ? !response.content : Object.values(response.content ?? {}).some((media) => Boolean(media.schema)),
  );
  if (!described) problems.push('no 2xx response with a schema (nor a 204)');

  for (const [status, response] of Object.entries(responses)) {
    if (/^[45]\d\d$/.test(status) && !isErrorBody(response.content?.['application/json']?.schema)) {
      problems.push(`the ${status} response is not the Error body`);
    }
    if (!response.description || response.description === 'Default Response') {
      if (!/^2\d\d$/.test(status)) problems.push(`the ${status} response has no description`);
    }
  }
  const required = needsAccessRule(route.url) ? ['400', '401', '403', '500'] : ['500'];
  for (const status of required) if (!responses[status]) problems.push(`no ${status} response`);

  if (needsAccessRule(route.url)) {
    if (JSON.stringify(operation.security) !== JSON.stringify([{ bearer: [] }])) problems.push('no Bearer security');
  } else if (!operation.security?.some((requirement) => Object.keys(requirement).length === 0) && operation.security?.length !== 0) {
    problems.push('a public route whose security does not allow anonymous calls');
  }

  // @fastify/swagger lists path parameters from the URL alone: the route must declare their schema.
  const pathParameters = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  if (pathParameters.length > 0 && !route.schema?.params) problems.push('path parameters without a schema');
  const queryParameters = route.schema?.querystring instanceof z.ZodObject ? Object.keys(route.schema.querystring.shape) : [];
  for (const [place, names] of [['path', pathParameters], ['query', queryParameters]] as const) {
    for (const parameter of names) {
      const documented = operation.parameters?.find((entry) => entry.in === place && entry.name === parameter);
      if (!documented?.schema) problems.push(`${place} parameter ${parameter} is not documented`);
    }
  }

  const takesBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
  // Uploads (server/lib/uploads.ts) take multipart/form-data: their body must name the `file` field.
  const multipart = operation.requestBody?.content?.['multipart/form-data']?.schema as
    | { properties?: Record<string, { format?: string }> }
    | undefined;
  if (multipart && multipart.properties?.file?.format !== 'binary') problems.push('a multipart body without the binary file field');
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema ?? multipart;
  if (takesBody && !emptyBodyCalls.has(name) && !bodySchema) problems.push('no request body schema');
  if (emptyBodyCalls.has(name) && operation.requestBody) problems.push('an empty-body call documents a body');
  return problems;
}

/** Every `$ref` in the document, with where it is. */
function refsOf(value: unknown, at = '#'): [string, string][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => refsOf(item, `${at}/${index}`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    key === '$ref' && typeof child === 'string' ? [[at, child] as [string, string]] : refsOf(child, `${at}/${key}`),
  );
}

const { app, close } = await createTestApp();
await app.ready();
afterAll(close);
const document = await documentOf(app);
const routes = app.routeAccess.filter((route) => !isDocsOrHead(route));

test('the routes to check include every area of the API', () => {
  const names = routes.map((route) => `${route.method} ${route.url}`);
  expect(names).toEqual(
    expect.arrayContaining([
      'POST /auth/login',
      'GET /healthz',
      'GET /data/console-settings',
      'GET /api/users/profile/:id',
      'PUT /api/users/profile',
      'POST /api/customers/list',
      'GET /api/customers/:id',
    ]),
  );
});

describe.each(routes.map((route) => [`${route.method} ${route.url}`, route] as const))('%s', (_name, route) => {
  test('is documented with its request, its answer and its errors', () => {
    expect(problemsOf(document, route)).toEqual([]);
  });
});

test('the document lists nothing but registered routes', () => {
  const registered = new Set(routes.map((route) => `${route.method.toLowerCase()} ${openApiPath(route.url)}`));
  const listed = Object.entries(document.paths).flatMap(([url, operations]) =>
    Object.keys(operations).map((method) => `${method} ${url}`),
  );
  expect(listed.filter((operation) => !registered.has(operation))).toEqual([]);
});

test('every $ref points at a schema of the document', () => {
  const dangling = refsOf(document).filter(
    ([, ref]) => !ref.startsWith('#/components/schemas/') || !(ref.slice('#/components/schemas/'.length) in document.components.schemas),
  );
  expect(dangling).toEqual([]);
});

test('list requests document their paging and sort fields', () => {
  const listBody = document.paths['/api/customers/list']?.post?.requestBody?.content?.['application/json']?.schema as { $ref: string };
  const schema = document.components.schemas[listBody.$ref.split('/').at(-1)!] as {
    properties: { paginationRequest: { properties: Record<string, { enum?: string[]; maximum?: number }> } };
  };
  const pagination = schema.properties.paginationRequest.properties;
  expect(pagination.size?.maximum).toBe(100);
  expect(pagination.sortBy?.enum).toEqual(['name', 'email', 'registeredAt']);
  expect(pagination.sortDirection?.enum).toEqual(['ASC', 'DESC']);
});

test('the console build and the docs themselves are not in the document', async () => {
  const staticDir = await fs.mkdtemp(path.join(os.tmpdir(), 'console-static-'));
  await fs.writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>console</title>');
  const withConsole = await createTestApp({ staticDir });
  try {
    const paths = Object.keys((await documentOf(withConsole.app)).paths);
    expect(paths).not.toContain('/');
    expect(paths).not.toContain('/index.html');
    expect(paths.filter((url) => url.startsWith('/api/docs'))).toEqual([]);
  } finally {
    await withConsole.close();
    await fs.rm(staticDir, { recursive: true, force: true });
  }
});

test('a route added without schemas fails these checks; one described like the others passes', async () => {
  const { app: probe, close: closeProbe } = await createTestApp();
  try {
    probe.post('/api/probe/:id', { config: { access: 'customers' } }, async () => ({ ok: true }));
    probe.get('/probe', { config: { access: 'public' } }, async () => ({ ok: true }));
    probe.get(
      '/api/probe',
      {
        config: { access: 'customers' },
        schema: {
          security: bearerAuth,
          querystring: z.object({ email: z.string() }),
          response: { 200: z.object({ ok: z.boolean() }), ...errorResponses(...apiErrors) },
        },
      },
      async () => ({ ok: true }),
    );
    await probe.ready();
    const probeDocument = await documentOf(probe);
    const [post, get, described] = ['POST /api/probe/:id', 'GET /probe', 'GET /api/probe'].map(
      (name) => probe.routeAccess.find((route) => `${route.method} ${route.url}` === name)!,
    );

    expect(problemsOf(probeDocument, post!)).toEqual([
      'no 2xx response with a schema (nor a 204)',
      'no 400 response',
      'no 401 response',
      'no 403 response',
      'no 500 response',
      'no Bearer security',
      'path parameters without a schema',
      'no request body schema',
    ]);
    expect(problemsOf(probeDocument, get!)).toEqual(
      expect.arrayContaining(['no 2xx response with a schema (nor a 204)', 'no 500 response']),
    );
    expect(problemsOf(probeDocument, described!)).toEqual([]);
  } finally {
    await closeProbe();
  }
});
