import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The feed API (to be written). */
const feedRoutes: FastifyPluginAsyncZod = async () => {};

export default feedRoutes;
