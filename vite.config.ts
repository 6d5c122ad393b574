import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes `<file>.br` and `<file>.gz` beside every script, style sheet and SVG of the build, at the
 * highest levels (once per build, not per request): the server sends the one the browser accepts
 * (README "Serving the console"). index.html is compressed by the server, being different in every answer.
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    async writeBundle({ dir }, bundle) {
      const files = Object.keys(bundle).filter((name) => /\.(js|css|svg)$/.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(dir!, name);
          const content = await fs.readFile(file);
          if (content.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
            gzip(content, { level: 9 }),
          ]);
          await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

/**
 * contract/operationRoutes.ts replaced by its value: each API operation's method and path by name,
 * read from the contract when the console is built, so that the console's calls, which need no
 * more of an operation (dataProvider/client.ts), load a few kilobytes instead of every schema and
 * the work of building them.
 */
function operationRoutes(): Plugin {
  const contract = path.resolve(import.meta.dirname, 'contract');
  const module = path.join(contract, 'operationRoutes.ts');
  return {
    name: 'operation-routes',
    async load(id) {
      if (id !== module) return undefined;
      for (const file of await fs.readdir(contract)) this.addWatchFile(path.join(contract, file));
      // A fresh import each time (outside Vite, so the module itself), so that a changed contract is read again under `npm run dev`.
      const { routes } = (await tsImport(pathToFileURL(module).href, import.meta.url)) as typeof import('./contract/operationRoutes');
      return `export const routes = ${JSON.stringify(routes)};`;
    },
  };
}

// The heavy parts only a few screens use (charts, the date-range calendar, the rich-text editor) stay
// in chunks of their own, with the small packages only they import (MUI X's internals and gestures,
// base-ui's utils and reselect, flatqueue, bezier-easing; tiptap's linkifyjs, prosemirror's
// rope-sequence, orderedmap and w3c-keyname), which two lazy chunks sharing would otherwise put in
// every screen's libraries (41 kB of them did, before the first row of every list).
const islands =
  /node_modules[\\/](@mui[\\/]x-|@base-ui|reselect|flatqueue|bezier-easing|use-sync-external-store|d3-|@tiptap|prosemirror|ra-input-rich-text|linkifyjs|rope-sequence|orderedmap|w3c-keyname)|src[\\/]components[\\/]charts[\\/]/;

const apiPort = process.env.PORT || '8080';
const apiPaths = ['/api', '/auth', '/data', '/media', '/healthz'];

export default defineConfig({
  plugins: [react(), precompress(), operationRoutes()],
  // A polyfill of node-polyglot's, with its dozen dependencies, in place of the browser's own function (src/shims/).
  resolve: { alias: [{ find: /^object\.entries$/, replacement: path.resolve(import.meta.dirname, 'src/shims/objectEntries.cjs') }] },
  // A placeholder on the built <script>, <link> and <style> tags and in <meta property="csp-nonce">:
  // the server writes a fresh nonce over it in every index.html answer (README "Browser protections").
  html: { cspNonce: '__CSP_NONCE__' },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    // Few chunks, each fetched at once: what the entry imports is one chunk (not forty, each a request
    // after the last under HTTP/1.1's six connections), and what the lazy screens share is two, the
    // libraries and the console's components (docs/architecture.md "Rendering a screen").
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'], priority: 40 },
            // How each resource's fields read and its choices (resources/<folder>/<name>Values.ts, <name>Choices.ts,
            // staff/roles.ts), with what only they import: under 1 kB each, so one chunk (8 kB), not eighteen
            // requests where a view needs them all (the Activity page, a History panel), which queued the
            // page's own data behind them (docs/architecture.md "Rendering a screen").
            { name: 'values', test: /resources[\\/][^\\/]+[\\/](\w+(Values|Choices)\.tsx?|roles\.ts)$/, priority: 30 },
            { name: 'libraries', test: (id) => id.includes('node_modules') && !islands.test(id), minShareCount: 2, priority: 20 },
            { name: 'components', test: (id) => /[\\/](src|contract|dataProvider)[\\/]/.test(id) && !islands.test(id), minShareCount: 2, priority: 10, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(apiPaths.map((path) => [path, `http://127.0.0.1:${apiPort}`])),
  },
  test: {
    // A worker per core (the default leaves one core to Vitest itself, which here is idle).
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.{ts,tsx}'],
          exclude: ['test/unit/addedResource.test.ts'],
          environment: 'node',
          // The files share a worker's imports, as the API tests do: importing React, MUI and
          // react-admin afresh for each file took 58 s of the project's 60.
          isolate: false,
        },
      },
      // It replaces modules (vi.mock) that the other unit files import: in a module graph of its own.
      { extends: true, test: { name: 'unit-mocked', include: ['test/unit/addedResource.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'api',
          include: ['test/api/**/*.test.ts'],
          // On PostgreSQL: names the run's schemas, and drops what is left of them at its end.
          globalSetup: ['test/api/globalSetup.ts'],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 30_000,
          // Each file builds its own apps on a fresh database (test/api/helpers.ts) and reads no
          // state of another's, so a worker imports the server's modules once, not once a file:
          // about half the suite's time went to those imports.
          isolate: false,
          // @fastify/autoload imports the route modules: through Vitest, so that it reads TypeScript.
          server: { deps: { inline: ['@fastify/autoload'] } },
        },
      },
    ],
  },
});
