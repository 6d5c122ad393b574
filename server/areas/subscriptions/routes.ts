import type { FastifyPluginAsync } from 'fastify';
import { subscriptionsOperations as operations } from '../../../contract/subscriptions';
import { createAudited, updateAudited } from '../../audit/records';
import { readSortedPage } from '../../lib/lists';
import { route } from '../../lib/route';
import {
  auditedPlan,
  filtered,
  findPlan,
  insertPlan,
  planAudit,
  plans,
  refusingTakenProductIds,
  replacePlan,
  sortExpression,
  toSubscriptions,
} from './queries';
import { subscriptionsBulk } from './bulk';
import { bulkRoutes } from '../../bulk/routes';
import { subscriptionExport } from './export';
import { sendListExport } from '../../exports/listExport';

/** The subscription plans' operations (contract/subscriptions.ts); their queries are in server/areas/subscriptions/. */
const subscriptionsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  route(app, operations.createSubscription, async (request, reply) => {
    const created = await refusingTakenProductIds(() =>
      createAudited(db, request, { ...planAudit, find: findPlan }, (trx) => insertPlan(trx, request.body)),
    );
    return reply.code(201).send(created);
  });

  route(app, operations.listSubscriptions, async (request) => {
    return readSortedPage(
      db,
      request.body.paginationRequest,
      (trx) => filtered(trx, request.body),
      { sortExpression, defaultSort: 'createdAt', id: 'subscriptions.id' },
      async (window, trx) => toSubscriptions(trx, await plans(trx, window).execute()),
    );
  });

  route(app, operations.getSubscription, async (request) => findPlan(db, request.params.id));

  route(app, operations.updateSubscription, async (request) => {
    const { id } = request.params;
    return refusingTakenProductIds(() =>
      updateAudited(db, request, auditedPlan(id), (trx) => replacePlan(trx, id, request.body)),
    );
  });
  bulkRoutes(app, operations.bulkSubscriptions, subscriptionsBulk);
  route(app, operations.exportSubscriptions, (request, reply) => sendListExport(request, reply, subscriptionExport, request.query));
};

export default subscriptionsRoutes;
