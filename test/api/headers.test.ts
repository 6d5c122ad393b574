import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { App } from '../../server/app';
import viteConfig from '../../vite.config';
import { bearer, createStaff, createTestApp, signIn, storageRoot } from './helpers';

/** The placeholder the console build puts where the nonce goes (vite.config.ts). */
const placeholder = viteConfig.html!.cspNonce!;

/** An inline script a page could be made to hold, nonce placeholder and all: never allowed to run. */
const inlineScript = 'document.body.dataset.painted="1"';

/** A console build as Vite writes it with `html.cspNonce`, in a folder of its own. */
async function fakeBuild(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'console-build-'));
  await fs.mkdir(path.join(dir, 'assets'));
  await fs.writeFile(
    path.join(dir, 'index.html'),
    [
      '<!doctype html><html><head>',
      `<meta property="csp-nonce" nonce="${placeholder}">`,
      `<script type="module" crossorigin src="/assets/index-abc.js" nonce="${placeholder}"></script>`,
      `<link rel="modulepreload" crossorigin href="/assets/chunk-abc.js" nonce="${placeholder}">`,
      `</head><body><div id="root"></div><script nonce="${placeholder}">${inlineScript}</script></body></html>`,
    ].join('\n'),
  );
  await fs.writeFile(path.join(dir, 'assets', 'index-abc.js'), 'console.log("console");');
  return dir;
}

/** A CSP header as its directives: name to sources. */
function directives(response: LightMyRequestResponse): Map<string, string[]> {
  const header = response.headers['content-security-policy'];
  expect(header, `CSP of ${response.raw.req.url}`).toEqual(expect.any(String));
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
}

/** What every answer carries, whatever its policy. */
function expectProtected(response: LightMyRequestResponse) {
  const url = response.raw.req.url;
  expect(response.headers['x-content-type-options'], url).toBe('nosniff');
  expect(response.headers['x-frame-options'], url).toBe('DENY');
  expect(response.headers['referrer-policy'], url).toMatch(/^(no-referrer|strict-origin-when-cross-origin)$/);
  const permissions = String(response.headers['permissions-policy']);
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    expect(permissions, `${url} Permissions-Policy`).toContain(`${feature}=()`);
  }
  expect(directives(response).get('frame-ancestors'), url).toEqual(["'none'"]);
}

/**
 * The console's strict policy: own files only, no inline script (but index.html's own, by their
 * hashes: `scripts`), no eval, no plugins.
 */
function expectConsolePolicy(response: LightMyRequestResponse) {
  const csp = directives(response);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  // No inline script, by hash or nonce: the console's scripts are its files.
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('form-action')).toEqual(["'self'"]);
  expect(csp.get('connect-src')).toEqual(["'self'"]);
  expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  expect(csp.get('style-src')?.filter((source) => !source.startsWith("'nonce-"))).toEqual(["'self'"]);
  return csp;
}

let app: App;
let close: () => Promise<void>;
let build: string;

beforeAll(async () => {
  build = await fakeBuild();
  ({ app, close } = await createTestApp({ staticDir: build }));
});

afterAll(async () => {
  await close();
  await fs.rm(build, { recursive: true, force: true });
});

describe('the console page', () => {
  test.each(['/', '/index.html'])('%s carries a fresh nonce, the same in the page and in its CSP', async (url) => {
    const nonces: string[] = [];
    for (let i = 0; i < 2; i++) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expectProtected(response);
      const styleSources = expectConsolePolicy(response).get('style-src')!;
      const inHeader = styleSources.filter((source) => source.startsWith("'nonce-")).map((source) => source.slice(7, -1));
      expect(inHeader).toHaveLength(1);
      expect(response.body).not.toContain(placeholder);
      const inPage = [...response.body.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1]);
      expect(inPage).toHaveLength(4);
      // The console settings, as GET /data/console-settings answers them, in a data block the console's entry reads.
      const settings = (await app.inject({ method: 'GET', url: '/data/console-settings' })).json();
      const block = response.body.match(/<script type="application\/json" id="console-settings">(.*?)<\/script>/)!;
      expect(JSON.parse(block[1]!)).toEqual(settings);
      expect(new Set(inPage)).toEqual(new Set(inHeader));
      expect(inHeader[0]).toMatch(/^[A-Za-z0-9+/_-]{22,}={0,2}$/);
      nonces.push(inHeader[0]!);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  test('an asset of the build carries the console policy', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-abc.js' });
    expect(response.statusCode).toBe(200);
    expectProtected(response);
    expect(expectConsolePolicy(response).get('style-src')).toEqual(["'self'"]);
  });
});

describe('the API', () => {
  test('a JSON answer, public or signed in', async () => {
    const staff = await createStaff(app, { role: 4 });
    const { access_token: token } = await signIn(app, staff);
    for (const request of [
      { url: '/healthz' },
      { url: '/data/app-config' },
      { url: `/api/users/profile/${staff.id}`, headers: bearer(token) },
    ]) {
      const response = await app.inject({ method: 'GET', ...request });
      expect(response.statusCode, request.url).toBe(200);
      expectProtected(response);
      expectConsolePolicy(response);
    }
  });

  test('an error: refused, not valid, not found', async () => {
    const refused = await app.inject({ method: 'GET', url: '/api/users/profile/1' });
    expect(refused.statusCode).toBe(401);
    const invalid = await app.inject({ method: 'POST', url: '/auth/login', payload: { email: 'not an address' } });
    expect(invalid.statusCode).toBe(400);
    const missing = await app.inject({ method: 'GET', url: '/no/such/page' });
    expect(missing.statusCode).toBe(404);
    const missingAsset = await app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missingAsset.statusCode).toBe(404);
    for (const response of [refused, invalid, missing, missingAsset]) {
      expectProtected(response);
      expectConsolePolicy(response);
    }
  });

  test('the API docs have a policy of their own that lets Swagger UI style itself', async () => {
    for (const url of ['/api/docs', '/api/docs/static/swagger-ui-bundle.js', '/api/docs/json']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expectProtected(response);
      const csp = directives(response);
      expect(csp.get('script-src'), url).toEqual(["'self'"]);
      expect(csp.get('object-src'), url).toEqual(["'none'"]);
      expect(csp.get('style-src'), url).toEqual(["'self'", "'unsafe-inline'"]);
    }
  });
});

describe('/media/*', () => {
  const expectMediaPolicy = (response: LightMyRequestResponse) => {
    expectProtected(response);
    const csp = directives(response);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('img-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'none'"]);
    expect(csp.get('sandbox')).toEqual([]);
  };

  test('an uploaded file, opened directly, can never run script', async () => {
    const folder = path.join(storageRoot(app), 'public', 'covers');
    await fs.mkdir(folder, { recursive: true });
    await fs.writeFile(path.join(folder, 'page.png'), '<html><script>alert(1)</script></html>');
    const response = await app.inject({ method: 'GET', url: '/media/covers/page.png' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expectMediaPolicy(response);
  });

  test('a missing file too', async () => {
    const response = await app.inject({ method: 'GET', url: '/media/covers/missing.png' });
    expect(response.statusCode).toBe(404);
    expectMediaPolicy(response);
  });
});
