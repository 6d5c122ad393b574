// Builds the minimal react-admin app (bench/minimal-ra/main.tsx) with Vite into a folder of the
// bench's, and serves it with a small local JSON API: what the first-row measure (bench/firstRow.ts)
// compares the console against. The API answers the same orders page as the console's list (the
// last 7 days, newest first, 25 a page) by asking the bench's API server for it, so both apps show
// the same rows from the same query; the static files go out brotli-compressed, as the console's do.
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { defaultDatePreset, presetRange } from '../../src/components/dateRange/presets';

const appRoot = fileURLToPath(new URL('.', import.meta.url));

/** Builds the app for production into `outDir` (emptied first). */
export async function buildMinimalApp(outDir: string): Promise<void> {
  await build({
    root: appRoot,
    configFile: false,
    logLevel: 'warn',
    cacheDir: path.join(outDir, '.vite-cache'),
    plugins: [react()],
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000 },
  });
  await fs.rm(path.join(outDir, '.vite-cache'), { recursive: true, force: true });
}

export interface MinimalApp {
  url: string;
  stop: () => Promise<void>;
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/**
 * Serves the build in `outDir` on loopback, and `GET /api/orders?page=&perPage=&sort=&order=` as
 * `{ data, total }` from `POST /api/orders/list` of the API server at `api.url` (with `api.token`).
 */
export async function serveMinimalApp(outDir: string, api: { url: string; token: string; timeZone: string }): Promise<MinimalApp> {
  // Every file of the build, read and compressed once.
  const files = new Map<string, { type: string; body: Buffer; br: Buffer }>();
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(file);
      else {
        const body = await fs.readFile(file);
        const br = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
        files.set(`/${path.relative(outDir, file).split(path.sep).join('/')}`, { type: types[path.extname(file)] ?? 'application/octet-stream', body, br });
      }
    }
  };
  await walk(outDir);

  const ordersPage = async (query: URLSearchParams) => {
    const range = presetRange(defaultDatePreset, new Date(), api.timeZone);
    const sortBy = query.get('sort') === 'id' ? 'createdAt' : (query.get('sort') ?? 'createdAt');
    const response = await fetch(`${api.url}/api/orders/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${api.token}` },
      body: JSON.stringify({
        ...range,
        paginationRequest: { page: Number(query.get('page') ?? 1) - 1, size: Number(query.get('perPage') ?? 25), sortBy, sortDirection: query.get('order') ?? 'DESC' },
      }),
    });
    if (!response.ok) return { status: response.status, body: await response.text() };
    const page = (await response.json()) as { content: unknown[]; totalElements: number };
    return { status: 200, body: JSON.stringify({ data: page.content, total: page.totalElements }) };
  };

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/api/orders') {
      ordersPage(url.searchParams).then(
        ({ status, body }) => response.writeHead(status, { 'content-type': 'application/json' }).end(body),
        (error: unknown) => response.writeHead(502, { 'content-type': 'text/plain' }).end(String(error)),
      );
      return;
    }
    const file = files.get(url.pathname === '/' ? '/index.html' : url.pathname);
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    const brotli = /\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''));
    response
      .writeHead(200, { 'content-type': file.type, vary: 'accept-encoding', ...(brotli ? { 'content-encoding': 'br' } : {}) })
      .end(brotli ? file.br : file.body);
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
