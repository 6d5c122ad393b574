import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../errors';
import { immutableFile } from '../../lib/caching';
import { mediaPolicy } from '../../plugins/security';
import { LocalStorage } from '../../storage/local';
import { isStoragePath } from '../../storage/types';

/**
 * Public images (avatars, covers, feed, banner and alert pictures) at `/media/<folder>/<name>`,
 * from `public/` of the storage; never a directory listing. The local folder is served by
 * @fastify/static (ranges, conditional requests). From S3 one route streams the object, with the
 * same caching headers (ETag, Last-Modified; 304 on a matching If-None-Match) and the same JSON
 * 404. Every stored file has a fresh UUID name and is never rewritten (a new picture is a new
 * name in the record), so both cache it as immutable for a year.
 */
const mediaRoutes: FastifyPluginAsync = async (app) => {
  const { storage } = app;
  // An uploaded file opened directly is shown, never run; other sites and apps may show these
  // public images (README "Browser protections").
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('content-security-policy', mediaPolicy).header('cross-origin-resource-policy', 'cross-origin');
  });
  if (storage instanceof LocalStorage) {
    await app.register(fastifyStatic, {
      root: path.join(storage.root, 'public'),
      prefix: '/media/',
      decorateReply: false,
      index: false,
      list: false,
      cacheControl: false,
      setHeaders: (reply) => reply.setHeader('cache-control', immutableFile),
    });
    return;
  }

  app.get<{ Params: { '*': string } }>('/media/*', { schema: { hide: true } }, async (request, reply) => {
    const name = request.params['*'];
    const missing = () => notFound(`Nothing is found at ${request.method} ${request.url.split('?')[0]}`);
    if (!isStoragePath(name)) throw missing();
    const file = await storage.open(`public/${name}`);
    if (!file) throw missing();
    reply.header('cache-control', immutableFile);
    if (file.etag) reply.header('etag', file.etag);
    if (file.lastModified) reply.header('last-modified', file.lastModified.toUTCString());
    if (file.etag && request.headers['if-none-match'] === file.etag) {
      file.stream.destroy();
      return reply.code(304).send();
    }
    return reply
      .type(file.contentType ?? 'application/octet-stream')
      .header('content-length', file.size)
      .send(file.stream);
  });
};

export default mediaRoutes;
