import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { mayRunBulkAction } from '../../contract/accessRules';
import { bulkOperations as operations } from '../../contract/bulk';
import type { BulkAction, BulkList } from '../../contract/bulkActions';
import { bulkKind } from '../bulk/definition';
import { beyondConfirmed } from '../bulk/expectedTotal';
import { bulkDefinitions } from '../bulk/kinds';
import { badRequest, forbidden, notFound } from '../errors';
import { route } from '../lib/route';

/**
 * Every list's bulk actions (contract/bulk.ts): each request is checked against the named rule and,
 * by filter, against the count the person confirmed (server/bulk/expectedTotal.ts), then stored as a job that a node runs in the background (server/bulk/, server/jobs/).
 */
const bulkRoutes: FastifyPluginAsync = async (app) => {
  const definitions = bulkDefinitions(app.config.timeZone);

  /** Starts `action` on the selected records of `list`, answering 202 with the job. */
  async function startBulk(
    request: FastifyRequest,
    reply: FastifyReply,
    list: BulkList,
    { action, ids, filter, ...value }: { action: string; ids?: unknown[]; filter?: unknown; expectedTotal?: number; categoryId?: number },
  ) {
    if (!mayRunBulkAction(request.user!.role, list, action as BulkAction)) throw forbidden();
    if (filter !== undefined) {
      const { total } = await definitions[list].selection.start(app.db, { action, filter: filter as never });
      const refused = beyondConfirmed(total, value.expectedTotal);
      if (refused) throw refused;
    }
    const job = await app.jobs.start(request, bulkKind(list, action), { action, ids, filter, ...value }, ids ? new Set(ids).size : null);
    return reply.code(202).send(job);
  }

  const start = (list: BulkList) => (request: FastifyRequest<{ Params: { action: string }; Body: { ids?: unknown[]; filter?: unknown; expectedTotal?: number } }>, reply: FastifyReply) =>
    startBulk(request, reply, list, { action: request.params.action, ...request.body });

  route(app, operations.bulkFeedEntries, start('feeds'));
  route(app, operations.bulkBanners, start('ui/banners'));
  route(app, operations.bulkAlerts, start('ui/alerts'));
  route(app, operations.bulkAppConfig, start('ui/app-config'));
  route(app, operations.bulkSubscriptions, start('subscriptions'));
  route(app, operations.bulkCustomers, start('users/customers'));
  route(app, operations.bulkOrders, start('orders'));
  route(app, operations.bulkEbooks, async (request, reply) => {
    const { categoryId } = request.body;
    if (request.params.action === 'set-category') {
      if (categoryId === undefined) throw badRequest('Choose the category', { categoryId: 'Choose the category' });
      const exists = await app.db.selectFrom('ebook_categories').select('id').where('id', '=', categoryId).executeTakeFirst();
      if (!exists) throw notFound('No such category');
    }
    return startBulk(request, reply, 'e-books', { action: request.params.action, ...request.body });
  });
};

export default bulkRoutes;
