import { sql } from 'kysely';
import type { FastifyPluginAsync } from 'fastify';
import { operations } from '../../../contract/operations';
import { route } from '../../lib/route';

/** The health check (contract/health.ts). */
const healthRoutes: FastifyPluginAsync = async (app) => {
  route(app, operations.checkHealth, async () => {
    await sql`select 1`.execute(app.db);
    return { status: 'ok' as const };
  });
};

export default healthRoutes;
