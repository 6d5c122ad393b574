import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mayRunBulkAction } from '../../contract/accessRules';
import type { BulkAction, BulkList } from '../../contract/bulkActions';
import type { Operation } from '../../contract/operation';
import { forbidden } from '../errors';
import type { JobHandler, JobKey } from '../jobs/handler';
import { type OperationHandler, route } from '../lib/route';
import { type BulkDefinition, bulkHandler, bulkKind } from './definition';
import { beyondConfirmed } from './expectedTotal';
import type { BulkPromotion } from '../../contract/catalogue';

type BulkBody = { ids?: unknown[]; filter?: unknown; expectedTotal?: number; categoryId?: number; promotion?: BulkPromotion };
type BulkRequest = FastifyRequest<{ Params: { action: string }; Body: BulkBody }>;

/**
 * A list's bulk actions (contract/bulk.ts, docs/api.md "Bulk actions"), from its area's route
 * module: the job handler of each action (server/bulk/definition.ts), and the route of its
 * operation, which checks the request against the named rule and, by filter, against the count
 * the person confirmed (server/bulk/expectedTotal.ts), then stores it as a job. `check` refuses
 * what the action's value lacks (the e-books' category) before anything is stored.
 */
export function bulkRoutes<L extends BulkList, Filter, Key extends JobKey>(
  app: FastifyInstance,
  operation: Operation,
  definition: BulkDefinition<L, Filter, Key>,
  check?: (request: BulkRequest) => Promise<void>,
): void {
  const { list } = definition;
  for (const action of Object.keys(definition.actions) as BulkAction<L>[]) {
    app.jobs.handle(bulkKind(list, action), bulkHandler(definition, action) as unknown as JobHandler);
  }
  const start = async (request: BulkRequest) => {
    const { action } = request.params;
    const { ids, filter, ...value } = request.body;
    if (!mayRunBulkAction(request.user!.role, list, action as BulkAction<L>)) throw forbidden();
    await check?.(request);
    if (filter !== undefined) {
      const { total } = await definition.selection.start(app.db, { action, filter: filter as Filter });
      const refused = beyondConfirmed(total, value.expectedTotal);
      if (refused) throw refused;
    }
    return app.jobs.start(request, bulkKind(list, action), { action, ids, filter, ...value }, ids ? new Set(ids).size : null);
  };
  route(app, operation, (async (request: BulkRequest, reply) => reply.code(202).send(await start(request))) as OperationHandler<Operation>);
}
