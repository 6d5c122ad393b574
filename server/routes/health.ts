import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Answers once the database is reachable',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => {
      await sql`select 1`.execute(app.db);
      return { status: 'ok' as const };
    },
  );
};

export default healthRoutes;
