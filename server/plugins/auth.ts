import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sessionInvalid } from '../errors';
import { findSession } from '../lib/sessions';

export function bearerToken(request: FastifyRequest): string | undefined {
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * Authentication: a Bearer session token on every route that is not public. A missing,
 * unknown, expired or revoked token, or a blocked user, answers 401 with errorCode 113.
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
