import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleSettings } from '../../contract/settings';

const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/data/console-settings',
    {
      config: { access: 'public' },
      schema: {
        tags: ['settings'],
        summary: 'Console settings from the configuration (the publisher name of the footer); no sign-in',
        security: [],
        response: { 200: consoleSettings },
      },
    },
    async () => ({ publisherName: app.config.publisherName }),
  );
};

export default settingsRoutes;
