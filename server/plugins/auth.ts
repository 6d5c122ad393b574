import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sessionInvalid } from '../errors';
import { findApiToken, isApiToken } from '../lib/apiTokens';
import { findSession } from '../lib/sessions';

/** `Bearer <token>` exactly (RFC 6750's token68): another scheme, two tokens or extra spaces are no token. */
const bearerHeader = /^Bearer ([\w\-.~+/]+=*)$/i;

/** The session token of the request's `Authorization` header, when it is well formed. */
export function bearerToken(request: FastifyRequest): string | undefined {
  return bearerHeader.exec(request.headers.authorization ?? '')?.[1];
}

/** Who a session or API token signs in, while it is valid (not expired, idle or revoked, its user not blocked). */
export const userOfToken = (app: FastifyInstance, token: string) =>
  isApiToken(token) ? findApiToken(app.preparedDb, token) : findSession(app.preparedDb, token, app.config.sessionIdleMs);

/**
 * Authentication: a Bearer session token, or a personal API token (docs/api.md "API tokens"), on
 * every route that is not public. A missing, malformed, unknown, expired, idle or revoked token,
 * or a blocked user, answers 401 with errorCode 113. What a token's scopes allow is the rbac plugin's.
 */
export default fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config.access;
      if (access === undefined || access === 'public') return;
      const token = bearerToken(request);
      const user = token ? await userOfToken(app, token) : undefined;
      if (!user) throw sessionInvalid();
      request.user = user;
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
