import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The subscriptions API (to be written). */
const subscriptionsRoutes: FastifyPluginAsyncZod = async () => {};

export default subscriptionsRoutes;
