import type { FastifyPluginAsync } from 'fastify';
import { subscriptionsOperations as operations } from '../../contract/subscriptions';
import { readSortedPage } from '../lib/lists';
import { route } from '../lib/route';
import { filtered, findSubscription, noSuchPlan, plans, savePlan, sortExpression, toSubscriptions } from '../subscriptions/queries';

/** The subscription plans' operations (contract/subscriptions.ts); their queries are in server/subscriptions/. */
const subscriptionsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  route(app, operations.createSubscription, async (request, reply) => reply.code(201).send(await savePlan(db, request.body)));

  route(app, operations.listSubscriptions, async (request) => {
    return readSortedPage(
      db,
      request.body.paginationRequest,
      (trx) => filtered(trx, request.body),
      { sortExpression, defaultSort: 'createdAt', id: 'subscriptions.id' },
      async (window, trx) => toSubscriptions(trx, await plans(trx, window).execute()),
    );
  });

  route(app, operations.getSubscription, async (request) => {
    const found = await findSubscription(db, request.params.id);
    if (!found) throw noSuchPlan();
    return found;
  });

  route(app, operations.updateSubscription, async (request) => savePlan(db, request.body, request.params.id));
};

export default subscriptionsRoutes;
