import fp from 'fastify-plugin';
import { canAccess } from '../../contract/access';
import { forbidden } from '../errors';

/**
 * Role checks from contract/access.ts. Every `/api` route must name its access rule, so a
 * route added without one fails at start-up rather than being open by accident.
 */
export default fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      if (route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && !route.config?.access) {
        throw new Error(`Route ${String(route.method)} ${route.url} has no access rule (config.access)`);
      }
    });
    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config.access;
      if (access === undefined || access === 'public') return;
      if (!canAccess(request.user?.role, access)) throw forbidden();
    });
  },
  { name: 'rbac', dependencies: ['auth'] },
);
