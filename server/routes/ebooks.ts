import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The ebooks API (to be written). */
const ebooksRoutes: FastifyPluginAsyncZod = async () => {};

export default ebooksRoutes;
