import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type AppEventValues,
  appEventBatch,
  appEventsAccepted,
  eventMaxAgeDays,
  eventMaxFutureMs,
  maxEventsPerBatch,
} from '../../contract/analytics';
import { recordEvents } from '../analytics/eventRollups';
import { badRequest } from '../errors';
import { businessDay } from '../lib/dates';
import { errorResponses, noAuth } from '../lib/openapi';
import { perIpLimit } from '../lib/rateLimits';

const DAY = 86_400_000;

/** Field errors of the events outside the accepted window around `now`, by path (`events.3.occurredAt`). */
function outOfWindow(events: AppEventValues[], now: number): Record<string, string> {
  const errors: Record<string, string> = {};
  events.forEach((event, index) => {
    const at = Date.parse(event.occurredAt);
    if (at > now + eventMaxFutureMs) errors[`events.${index}.occurredAt`] = 'More than 5 minutes in the future';
    else if (at < now - eventMaxAgeDays * DAY) errors[`events.${index}.occurredAt`] = `More than ${eventMaxAgeDays} days old`;
  });
  return errors;
}

/** The mobile app's screen views and events, in (docs/api.md "Analytics"). */
const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;

  app.post(
    '/data/events',
    {
      config: { access: 'public' },
      onRequest: perIpLimit(app, { max: config.rateLimit.eventsPerIp, scope: 'events' }),
      schema: {
        tags: ['events'],
        summary: "Receives a batch of the mobile app's screen views and events",
        description:
          `Public (no sign-in), for the mobile app; rate-limited per IP (RATE_LIMIT_EVENTS_PER_IP per window). 1 to ${maxEventsPerBatch} ` +
          'events, taken all or none: one invalid event refuses the batch with a 400 whose fieldErrors name it by path ' +
          `(\`events.3.occurredAt\`). \`occurredAt\` is ISO 8601 with an offset, at most 5 minutes ahead and ${eventMaxAgeDays} days old. ` +
          'Screen, category and name are stored lower-cased. Each event counts on its business day (TIME_ZONE). In one ' +
          'transaction the events are stored and the daily roll-ups (visitors, new visitors, events per screen and category) ' +
          'bumped, so the analytics show them at once. Answers 202 with how many were accepted.',
        security: noAuth,
        body: appEventBatch,
        response: { 202: appEventsAccepted, ...errorResponses(400, 413, 429, 500) },
      },
    },
    async (request, reply) => {
      const { events } = request.body;
      const errors = outOfWindow(events, Date.now());
      if (Object.keys(errors).length > 0) throw badRequest('Some events are outside the accepted time window', errors);
      const rows = events.map((event) => ({
        occurred_at: new Date(event.occurredAt).toISOString(),
        day: businessDay(event.occurredAt, config.timeZone),
        visitor_id: event.visitorId,
        device_type: event.deviceType,
        platform: event.platform,
        app_version: event.appVersion,
        type: event.type,
        screen: event.screen,
        category: event.category,
        name: event.name ?? null,
      }));
      await db.transaction().execute((trx) => recordEvents(trx, rows));
      return reply.code(202).send({ accepted: rows.length });
    },
  );
};

export default eventRoutes;
