import type { FastifyRequest } from 'fastify';

/** An e-mail link's token travels in the path (`/auth/email-verification/{userId}/{token}`). */
const tokenInPath = /^(\/auth\/email-verification\/[^/?]*\/)[^/?]*/;

/** A request's URL as the log may hold it: the e-mail link's token left out. */
export const loggableUrl = (url: string) => url.replace(tokenInPath, '$1…');

/**
 * The request as each log line shows it (Fastify's own fields), never a secret: bodies are never
 * logged, and a token in the path is left out (docs/api.md "Mail").
 */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggableUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
