import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleSettings } from '../../contract/settings';
import { errorResponses, noAuth } from '../lib/openapi';

const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/data/console-settings',
    {
      config: { access: 'public' },
      schema: {
        tags: ['settings'],
        summary: 'Console settings from the configuration (the footer\'s publisher name, the business time zone); no sign-in',
        security: noAuth,
        response: { 200: consoleSettings, ...errorResponses(500) },
      },
    },
    async () => ({ publisherName: app.config.publisherName, timeZone: app.config.timeZone }),
  );
};

export default settingsRoutes;
