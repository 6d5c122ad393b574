import type { FastifyPluginAsync } from 'fastify';
import { searchOperations as operations } from '../../contract/search';
import { route } from '../lib/route';
import { searchAll } from '../search/search';

/** Search across the console (contract/search.ts); the queries of each kind are in server/search/. */
const searchRoutes: FastifyPluginAsync = async (app) => {
  route(app, operations.search, async (request) => {
    const { q, limit } = request.query;
    return { groups: await searchAll(app.db, request.user!.role, q, limit) };
  });
};

export default searchRoutes;
