// Builds the minimal react-admin app (bench/minimal-ra/main.tsx) with Vite into a folder of the
// bench's, and serves it with a small local JSON API: what the first-row measure (bench/firstRow.ts)
// compares the console against. The API answers each list's page (bench/firstRowLists.ts) by asking
// the bench's API server for it with the body the console's list sends (its sort, its page and,
// for the orders, the period it opens on: the 7 days ending today), so both apps show the same rows
// from the same query; uploaded pictures (`/media/*`, an e-book's cover, a feed entry's picture)
// come from the API server too; the static files go out brotli-compressed, as the console's do.
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { orderListDefaults } from '../../resources/orders/listDefaults';
import { firstRowLists } from '../firstRowLists';

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
 * The console server's cross-origin isolation of its pages (server/plugins/security.ts, Helmet's
 * defaults), on the minimal app's page too: it decides how Chromium navigates, not what the app
 * does. A fresh tab (about:blank, as the measure opens each run) that navigates to a page with
 * `Cross-Origin-Opener-Policy: same-origin` is moved to a new renderer process, about 120 ms on
 * this machine before the page's first request; without it on both, the ratio would count that
 * header, which any deployment of a react-admin app should send, as the console's own work.
 */
const documentProtections = {
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
};

/**
 * Serves the build in `outDir` on loopback; `GET /api/<list>?page=&perPage=&sort=&order=` (a list
 * of bench/firstRowLists.ts by its key) as `{ data, total }` from the list's `POST` on the API
 * server at `api.url` (with `api.token`); and `GET /media/*` from the API server as it answers.
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
  const lists = new Map(firstRowLists.map((list) => [`/api/${list.key}`, list]));

  const listPage = async (list: (typeof firstRowLists)[number], query: URLSearchParams) => {
    // The orders list's period counted now, as the console counts it when it opens.
    const filter = list.key === 'orders' ? orderListDefaults(api.timeZone).filter : undefined;
    const sortBy = !query.get('sort') || query.get('sort') === 'id' ? list.sort.field : query.get('sort');
    const response = await fetch(`${api.url}${list.apiPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${api.token}` },
      body: JSON.stringify({
        ...filter,
        paginationRequest: {
          page: Number(query.get('page') ?? 1) - 1,
          size: Number(query.get('perPage') ?? list.perPage),
          sortBy,
          sortDirection: query.get('order') ?? list.sort.order,
        },
      }),
    });
    if (!response.ok) return { status: response.status, type: 'text/plain', body: await response.text() };
    const page = (await response.json()) as { content: unknown[]; totalElements: number };
    return { status: 200, type: 'application/json', body: JSON.stringify({ data: page.content, total: page.totalElements }) };
  };

  const media = async (pathname: string) => {
    const response = await fetch(`${api.url}${pathname}`);
    return { status: response.status, type: response.headers.get('content-type') ?? 'application/octet-stream', body: Buffer.from(await response.arrayBuffer()) };
  };

  const answer = (response: http.ServerResponse, answered: Promise<{ status: number; type: string; body: string | Buffer }>) =>
    answered.then(
      ({ status, type, body }) => response.writeHead(status, { 'content-type': type }).end(body),
      (error: unknown) => response.writeHead(502, { 'content-type': 'text/plain' }).end(String(error)),
    );

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const list = lists.get(url.pathname);
    if (list) {
      void answer(response, listPage(list, url.searchParams));
      return;
    }
    if (url.pathname.startsWith('/media/')) {
      void answer(response, media(url.pathname));
      return;
    }
    const file = files.get(url.pathname === '/' ? '/index.html' : url.pathname);
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    const brotli = /\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''));
    response
      .writeHead(200, {
        'content-type': file.type,
        vary: 'accept-encoding',
        ...(brotli ? { 'content-encoding': 'br' } : {}),
        ...(file.type.startsWith('text/html') ? documentProtections : {}),
      })
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
