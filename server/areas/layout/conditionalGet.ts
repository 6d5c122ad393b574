import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A strong ETag of a serialised body: its SHA-256, base64url, quoted. */
const etagOf = (body: string) => `"${createHash('sha256').update(body).digest('base64url')}"`;

/** If-None-Match names this ETag, or `*` (RFC 9110: weak comparison, so a `W/` prefix matches too). */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === etag;
  });
}

/** onSend of the public layout: tags the serialised body, and answers 304 without it when the client has it. */
export async function conditionalGet(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
  const etag = etagOf(payload);
  reply.header('etag', etag).header('cache-control', 'no-cache');
  if (!matchesEtag(request.headers['if-none-match'], etag)) return payload;
  reply.code(304).removeHeader('content-type');
  return '';
}
