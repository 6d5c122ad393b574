import type { FastifyPluginAsync } from 'fastify';
import { editorialOperations } from '../../../contract/editorial';
import { declarationsWith } from '../../../contract/resources';
import { auditContextOf } from '../../audit/record';
import { inTransaction } from '../../db/transactions';
import { scheduledPublishHandler } from '../../editorial/scheduler';
import { editorialStateOf } from '../../editorial/states';
import { scheduledPublishKind, takeStep } from '../../editorial/steps';
import { route } from '../../lib/route';

/**
 * The editorial workflow (contract/editorial.ts, docs/api.md "Editorial workflow"): for every
 * resource that declares `editorial`, its record's state and its steps; and the job that publishes
 * a scheduled record at its time.
 */
const editorialRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  app.jobs.handle(scheduledPublishKind, scheduledPublishHandler);

  for (const { name: resource, editorial } of declarationsWith('editorial')) {
    route(app, editorialOperations[editorial.state], async (request) =>
      editorialStateOf(db, resource, request.params.id, request.user!.role),
    );

    route(app, editorialOperations[editorial.step], async (request) => {
      const { id } = request.params;
      const { role } = request.user!;
      await inTransaction(db, (trx) => takeStep(trx, { context: auditContextOf(request), role }, resource, id, request.body));
      return editorialStateOf(db, resource, id, role);
    });
  }
};

export default editorialRoutes;
