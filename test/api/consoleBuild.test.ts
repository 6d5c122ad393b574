import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { App } from '../../server/app';
import viteConfig from '../../vite.config';
import { createTestApp } from './helpers';

/**
 * How the console build is served (README "Serving the console"): the build's own precompression
 * step (vite.config.ts) runs on a small build here, then the server answers for its files.
 */

const script = `export const catalogue = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `Book number ${i}`))};\n`;
const asset = 'index-abc123.js';

/** Runs the build's `precompress` step over the files of `dir`, as `vite build` does after writing them. */
async function precompress(dir: string, files: string[]) {
  const plugin = (viteConfig.plugins as Plugin[]).find((candidate) => candidate?.name === 'precompress');
  expect(plugin, 'vite.config.ts precompresses the build').toBeDefined();
  const bundle = Object.fromEntries(files.map((name) => [name, {}]));
  const writeBundle = plugin!.writeBundle as (options: { dir: string }, bundle: object) => Promise<void>;
  await writeBundle.call({}, { dir }, bundle);
}

let app: App;
let close: () => Promise<void>;
let build: string;

beforeAll(async () => {
  build = await fs.mkdtemp(path.join(os.tmpdir(), 'console-build-'));
  await fs.mkdir(path.join(build, 'assets'));
  await fs.writeFile(path.join(build, 'index.html'), `<!doctype html><html><head><script type="module" src="/assets/${asset}"></script></head><body>${'<!-- padding -->'.repeat(100)}</body></html>`);
  await fs.writeFile(path.join(build, 'assets', asset), script);
  await fs.writeFile(path.join(build, 'assets', 'tiny-abc123.js'), 'export {};\n');
  await fs.writeFile(path.join(build, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await precompress(build, [`assets/${asset}`, 'assets/tiny-abc123.js']);
  ({ app, close } = await createTestApp({ staticDir: build }));
});

afterAll(async () => {
  await close();
  await fs.rm(build, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('the build step', () => {
  test('writes a brotli and a gzip copy of each script that decode to it, and skips files too small to gain', async () => {
    const assets = await fs.readdir(path.join(build, 'assets'));
    expect(assets.sort()).toEqual([asset, `${asset}.br`, `${asset}.gz`, 'tiny-abc123.js']);
    const brotli = await fs.readFile(path.join(build, 'assets', `${asset}.br`));
    expect(zlib.brotliDecompressSync(brotli).toString()).toBe(script);
    expect(zlib.gunzipSync(await fs.readFile(path.join(build, 'assets', `${asset}.gz`))).toString()).toBe(script);
    expect(brotli.length).toBeLessThan(script.length / 3);
  });
});

describe('a hashed asset', () => {
  test.each([
    ['br', 'br, gzip, deflate', zlib.brotliDecompressSync],
    ['gzip', 'gzip, deflate', zlib.gunzipSync],
    ['gzip', 'br;q=0, gzip', zlib.gunzipSync],
  ])('is sent as its %s copy to a browser that accepts "%s", cached for a year as immutable', async (encoding, accepted, decode) => {
    const response = await get(`/assets/${asset}`, accepted);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(decode(response.rawPayload).toString()).toBe(script);
  });

  test('is sent as it is to a client that accepts no encoding; a file without copies is compressed as it is sent', async () => {
    const plain = await get(`/assets/${asset}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const tiny = await get('/assets/tiny-abc123.js', 'gzip');
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(tiny.rawPayload).toString()).toBe('export {};\n');
    expect(tiny.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('its compressed copies are not files of their own, and an unknown asset is not found', async () => {
    for (const url of [`/assets/${asset}.br`, `/assets/${asset}.gz`, '/assets/missing-abc123.js']) {
      expect((await get(url, 'br')).statusCode, url).toBe(404);
    }
  });
});

describe('the files that are not hashed', () => {
  test('index.html is compressed as the browser accepts and never cached', async () => {
    for (const url of ['/', '/index.html']) {
      const brotli = await get(url, 'gzip, deflate, br');
      expect(brotli.headers['content-encoding'], url).toBe('br');
      expect(brotli.headers['cache-control'], url).toBe('no-cache');
      expect(brotli.headers.vary, url).toMatch(/accept-encoding/i);
      expect(zlib.brotliDecompressSync(brotli.rawPayload).toString(), url).toContain(`/assets/${asset}`);
      const gzip = await get(url, 'gzip');
      expect(gzip.headers['content-encoding'], url).toBe('gzip');
      expect(zlib.gunzipSync(gzip.rawPayload).toString(), url).toContain(`/assets/${asset}`);
      const plain = await get(url);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.body, url).toContain(`/assets/${asset}`);
    }
  });

  test('the favicon is revalidated on every load', async () => {
    const response = await get('/favicon.svg', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});
