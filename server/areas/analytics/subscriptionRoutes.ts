import type { FastifyInstance } from 'fastify';
import { subscriptionFigureOperations as operations } from '../../../contract/subscriptionFigures';
import { sendCsv } from '../../exports/csvDownload';
import { route } from '../../lib/route';
import { deleteExchangeRate, listExchangeRates, setExchangeRate } from './exchangeRates';
import { churnStatistics } from './subscriptionChurn';
import { cohortRetention } from './subscriptionCohorts';
import { subscriptionFigureLines } from './subscriptionExport';
import { movementCustomerPage } from './subscriptionMovementPage';
import { mrrMovements } from './subscriptionMovements';
import { mrrStatistics } from './subscriptionMrr';
import { planLifetimes } from './subscriptionPlans';

/** The subscription figures' operations (contract/subscriptionFigures.ts), read from the roll-ups of migration 0036. */
export function subscriptionFigureRoutes(app: FastifyInstance): void {
  const { db, config } = app;

  route(app, operations.getMrr, async (request) => mrrStatistics(db, request.query));

  route(app, operations.getMrrMovements, async (request) => mrrMovements(db, request.query));

  route(app, operations.listMrrMovementCustomers, async (request) => movementCustomerPage(db, request.body));

  route(app, operations.getSubscriptionChurn, async (request) => churnStatistics(db, request.query, config.timeZone));

  route(app, operations.getCohortRetention, async (request) => cohortRetention(db, request.query, config.timeZone));

  route(app, operations.getPlanLifetimes, async (request) => planLifetimes(db, request.query));

  route(app, operations.listExchangeRates, async () => listExchangeRates(db));

  route(app, operations.setExchangeRate, async (request) => setExchangeRate(db, request, request.params, request.body.rate));

  route(app, operations.deleteExchangeRate, async (request, reply) => {
    await deleteExchangeRate(db, request, request.params);
    return reply.code(204).send(null);
  });

  route(app, operations.exportSubscriptionFigures, (request, reply) => {
    const { query } = request;
    const lines = subscriptionFigureLines(db, query, config.timeZone);
    return sendCsv(request, reply, { file: `subscription-${query.view}`, audit: { resource: 'subscriptionFigures', filter: query }, lines });
  });
}
