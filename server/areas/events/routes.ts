import type { FastifyPluginAsync } from 'fastify';
import { analyticsOperations as operations } from '../../../contract/analytics';
import { eventRow, outOfWindow } from '../analytics/ingestion';
import { recordEvents } from '../analytics/eventRollups';
import { badRequest } from '../../errors';
import { route } from '../../lib/route';
import { perIpLimit } from '../../lib/rateLimits';

/** The mobile app's screen views and events, in (contract/analytics.ts; docs/api.md "Analytics"). */
const eventRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app;

  route(
    app,
    operations.recordAppEvents,
    async (request, reply) => {
      const { events } = request.body;
      const errors = outOfWindow(events, Date.now());
      if (Object.keys(errors).length > 0) throw badRequest('Some events are outside the accepted time window', errors);
      const rows = events.map((event) => eventRow(event, config.timeZone));
      await db.transaction().execute((trx) => recordEvents(trx, rows));
      return reply.code(202).send({ accepted: rows.length });
    },
    { onRequest: perIpLimit(app, { max: config.rateLimit.eventsPerIp, scope: 'events' }) },
  );
};

export default eventRoutes;
