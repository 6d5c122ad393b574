import fp from 'fastify-plugin';
import { canAccess } from '../../contract/access';
import { scopesAllow, tokenNeeds } from '../../contract/apiTokenRules';
import { forbidden } from '../errors';
import type { RouteAccess } from '../types';

/** Routes under `/api` must name their access rule; the API docs are the one exception. */
export function needsAccessRule(url: string): boolean {
  return (url === '/api' || url.startsWith('/api/')) && !url.startsWith('/api/docs');
}

/**
 * Role checks from contract/access.ts. Every route is recorded in `app.routeAccess` (the
 * route × role test walks it), and every `/api` route must name its access rule: the app
 * refuses to start (ready() rejects) while one has none, rather than serve it open by accident.
 * Registered before any route-bearing plugin, so that no route escapes the record.
 */
export default fp(
  async (app) => {
    const routes: RouteAccess[] = [];
    app.decorate('routeAccess', routes);
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        routes.push({ method: String(method), url: route.url, access: route.config?.access, operation: route.config?.operation, schema: route.schema });
      }
    });
    app.addHook('onReady', async () => {
      const missing = routes.filter((route) => needsAccessRule(route.url) && !route.access);
      if (missing.length > 0) {
        const list = missing.map((route) => `${route.method} ${route.url}`).join(', ');
        throw new Error(`Routes without an access rule (config.access): ${list}`);
      }
    });
    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config.access;
      if (access === undefined || access === 'public') return;
      if (!canAccess(request.user?.role, access)) throw forbidden();
      // An API token reaches only the areas of its scopes: reads with `read`, everything with `write` (docs/api.md "API tokens").
      const token = request.user?.token;
      if (token && !scopesAllow(token.scopes, access, tokenNeeds({ method: request.method, access, readOnly: request.routeOptions.config.readOnly }))) {
        throw forbidden(access === 'account' ? 'An API token may not do this: sign in to the console' : 'This API token may not do this');
      }
    });
  },
  { name: 'rbac', dependencies: ['auth'] },
);
