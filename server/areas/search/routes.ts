import type { FastifyPluginAsync } from 'fastify';
import { searchOperations as operations } from '../../../contract/search';
import { route } from '../../lib/route';

/** Search across the console (contract/search.ts): each kind's finder is told by its area's route module (server/plugins/finders.ts). */
const searchRoutes: FastifyPluginAsync = async (app) => {
  route(app, operations.search, async (request) => {
    const { q, limit } = request.query;
    return { groups: await app.finders.run(request.user!.role, q, limit) };
  });
};

export default searchRoutes;
