import type { FastifyPluginAsync } from 'fastify';
import { operations } from '../../contract/operations';
import { route } from '../lib/route';

/** The console's settings from the configuration (contract/settings.ts). */
const settingsRoutes: FastifyPluginAsync = async (app) => {
  route(app, operations.getConsoleSettings, async () => ({
    publisherName: app.config.publisherName,
    timeZone: app.config.timeZone,
  }));
};

export default settingsRoutes;
