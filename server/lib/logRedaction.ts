import type { FastifyRequest } from 'fastify';

/** An e-mail link's token travels in the path (`/auth/email-verification/{userId}/{token}`). */
const tokenInPath = /^(\/auth\/email-verification\/[^/?]*\/)[^/?]*/;

/** A query parameter whose value the log leaves out: `email=`, or any value that holds an e-mail address. */
const queryParameter = /([?&][^=&#]*=)([^&#]*)/g;
const holdsEmail = (name: string, value: string) => /[?&]email=$/i.test(name) || /@|%40/i.test(value);

/**
 * A request's URL as the log may hold it: the e-mail link's token left out, and the e-mail
 * addresses of its query string (forgotten password, a customer's block by address, a search).
 */
export function loggableUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const [path, query] = queryStart === -1 ? [url, ''] : [url.slice(0, queryStart), url.slice(queryStart)];
  const redactedQuery = query.replace(queryParameter, (parameter, name: string, value: string) =>
    holdsEmail(name, value) ? `${name}…` : parameter,
  );
  return path.replace(tokenInPath, '$1…') + redactedQuery;
}

/**
 * The request as each log line shows it (Fastify's own fields), never a secret nor an address:
 * bodies are never logged, and a token in the path and e-mail addresses in the query string are
 * left out (docs/api.md "Mail").
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
