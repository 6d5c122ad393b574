import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sessionInvalid } from '../errors';
import { findSession } from '../lib/sessions';

/** `Bearer <token>` exactly (RFC 6750's token68): another scheme, two tokens or extra spaces are no token. */
const bearerHeader = /^Bearer ([\w\-.~+/]+=*)$/i;

/** The session token of the request's `Authorization` header, when it is well formed. */
export function bearerToken(request: FastifyRequest): string | undefined {
  return bearerHeader.exec(request.headers.authorization ?? '')?.[1];
}

/**
 * Authentication: a Bearer session token on every route that is not public. A missing,
 * malformed, unknown, expired or revoked token, or a blocked user, answers 401 with errorCode 113.
 */
export default fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config.access;
      if (access === undefined || access === 'public') return;
      const token = bearerToken(request);
      const user = token ? await findSession(app.preparedDb, token) : undefined;
      if (!user) throw sessionInvalid();
      request.user = user;
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
