import type { FastifyReply } from 'fastify';
import { notFound } from '../errors';
import type { Storage } from '../storage/types';

/**
 * `Content-Disposition` of a download saved under `name` (RFC 6266): an ASCII `filename` for
 * old clients (anything else replaced by `_`) and the exact name, UTF-8 percent-encoded, in
 * `filename*` (RFC 8187), which every current browser prefers.
 */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_') || 'download';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * Sends a stored (non-public) file as a download: its media type, its length, and the name it
 * is saved under. A file the record names but the storage lacks is a 404 like no file at all.
 */
export async function sendStoredFile(
  reply: FastifyReply,
  storage: Storage,
  file: { path: string; name: string; mediaType: string; missing: string },
): Promise<FastifyReply> {
  const opened = await storage.open(file.path);
  if (!opened) {
    reply.log.warn({ path: file.path }, 'a stored file named by a record is missing');
    throw notFound(file.missing);
  }
  return reply
    .type(file.mediaType)
    .header('content-length', opened.size)
    .header('content-disposition', attachmentDisposition(file.name))
    .header('cache-control', 'private, no-store')
    .send(opened.stream);
}
