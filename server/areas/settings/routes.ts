import type { FastifyPluginAsync } from 'fastify';
import { operations } from '../../../contract/operations';
import { consoleSettingsOf } from '../../lib/consoleSettings';
import { route } from '../../lib/route';

/** The console's settings from the configuration (contract/settings.ts). */
const settingsRoutes: FastifyPluginAsync = async (app) => {
  route(app, operations.getConsoleSettings, async () => consoleSettingsOf(app.config));
};

export default settingsRoutes;
