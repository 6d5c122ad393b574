import type { FastifyPluginAsync } from 'fastify';
import { calendarOperations as operations } from '../../../contract/calendar';
import { route } from '../../lib/route';
import { calendarItems } from './queries';

/** The release calendar (contract/calendar.ts, docs/api.md "Release calendar"); its reads are in ./queries.ts. */
const calendarRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app;
  route(app, operations.listCalendarItems, async (request) => {
    const { from, to, kinds } = request.query;
    const items = await calendarItems(db, { from, to, kinds, role: request.user!.role, timeZone: config.timeZone });
    return { from, to, timeZone: config.timeZone, items };
  });
};

export default calendarRoutes;
