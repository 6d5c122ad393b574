import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { immutableFile } from '../lib/caching';
import { consoleIndex } from './security';

/** Precompressed copies written by the build (vite.config.ts `precompress`): sent in place of their file, never as files of their own. */
const compressedCopies = ['**/*.br', '**/*.gz'];

/**
 * The headers of a file's answer: its caching, and that it differs by the request's
 * Accept-Encoding (a precompressed copy), so shared caches keep one copy per encoding.
 */
const headers = (cacheControl: string) => (reply: { setHeader(name: string, value: string): unknown }) => {
  reply.setHeader('cache-control', cacheControl);
  reply.setHeader('vary', 'accept-encoding');
};

/**
 * The console build (README "Serving the console"). Its `assets/` are named by their content
 * hash: cached as immutable for a year, so a repeat visit asks for none of them. Every other file
 * (the favicon) is revalidated, and index.html (consoleIndex) is never cached: a new build is
 * seen on the next load. Scripts and styles go out as the build's brotli or gzip copy, whichever
 * the browser accepts.
 */
const consoleBuild: FastifyPluginAsync<{ root: string }> = async (app, { root }) => {
  const assets = path.join(root, 'assets');
  if (fs.existsSync(assets)) {
    await app.register(fastifyStatic, {
      root: assets,
      prefix: '/assets/',
      wildcard: false,
      globIgnore: compressedCopies,
      preCompressed: true,
      cacheControl: false,
      setHeaders: headers(immutableFile),
    });
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    globIgnore: ['index.html', 'assets/**', ...compressedCopies],
    preCompressed: true,
    cacheControl: false,
    decorateReply: false,
    setHeaders: headers('no-cache'),
  });
  if (fs.existsSync(path.join(root, 'index.html'))) await app.register(consoleIndex, { root });
};

export default consoleBuild;
