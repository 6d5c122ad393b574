import fp from 'fastify-plugin';
import { resourceDeclarations } from '../../contract/resources';
import { bulkKind } from '../bulk/definition';

/**
 * Every resource's declaration (contract/resources/) has its server side once the route modules
 * are registered: a job handler for each of its bulk actions (server/bulk/routes.ts) and a finder
 * when it is searchable (server/plugins/finders.ts). A missing one stops the start, naming it, as
 * a route without an access rule does (server/plugins/rbac.ts).
 */
export default fp(
  async (app) => {
    app.addHook('onReady', async () => {
      const jobKinds = new Set(app.jobs.kinds());
      const searchKinds = new Set<string>(app.finders.kinds());
      const missing = resourceDeclarations.flatMap((declaration) => [
        ...('bulk' in declaration ? declaration.bulk.actions : [])
          .filter((action) => !jobKinds.has(bulkKind(declaration.name as never, action)))
          .map((action) => `${declaration.name} (bulk action ${action})`),
        ...('searchable' in declaration && !searchKinds.has(declaration.name) ? [`${declaration.name} (search)`] : []),
      ]);
      if (missing.length > 0) throw new Error(`Resources declared without their server side: ${missing.join(', ')}`);
    });
  },
  { name: 'declarations', dependencies: ['jobs', 'finders'] },
);
