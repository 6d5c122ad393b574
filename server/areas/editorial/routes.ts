import type { FastifyPluginAsync } from 'fastify';
import { appPreviewOperations } from '../../../contract/appPreview';
import { editorialOperations, reviewQueueOperations } from '../../../contract/editorial';
import { declarationsWith } from '../../../contract/resources';
import { auditContextOf } from '../../audit/record';
import { inTransaction } from '../../db/transactions';
import { countReviewQueue, readReviewQueue } from '../../editorial/queue';
import { changeApplyHandler, scheduledPublishHandler, windowEndHandler } from '../../editorial/scheduler';
import { editorialStateOf } from '../../editorial/states';
import { changeApplyKind, scheduledPublishKind, windowEndKind } from '../../editorial/publicationJobs';
import { takeStep } from '../../editorial/steps';
import { editorialSourceOf, setEditorialSources } from '../../editorial/sources';
import { startOfDay } from '../../lib/dates';
import { previewApp } from './preview';
import { editorialSources } from './sources';
import { route } from '../../lib/route';
import { matchesIfMatch } from '../../lib/versions';
import { staleRecord } from '../../errors';
import type { Database } from '../../db/schema';
import type { Kysely } from 'kysely';

/**
 * The editorial workflow (contract/editorial.ts, docs/api.md "Editorial workflow"): the review
 * queue; for every resource that declares `editorial`, its record's state and its steps; and the
 * job that publishes a scheduled record at its time.
 */
const editorialRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  setEditorialSources(editorialSources(app.log));
  app.jobs.handle(scheduledPublishKind, scheduledPublishHandler);
  app.jobs.handle(windowEndKind, windowEndHandler);
  app.jobs.handle(changeApplyKind, changeApplyHandler);

  route(app, reviewQueueOperations.listReviewQueue, async (request) => readReviewQueue(db, request.user!, request.query.resource));
  route(app, reviewQueueOperations.countReviewQueue, async (request) => countReviewQueue(db, request.user!));
  route(app, appPreviewOperations.previewApp, async (request) => previewApp(db, request.query.layoutType, new Date(request.query.at), request.log));

  for (const { name: resource, editorial } of declarationsWith('editorial')) {
    route(app, editorialOperations[editorial.state], async (request) =>
      editorialStateOf(db, resource, request.params.id, request.user!.role),
    );

    route(app, editorialOperations[editorial.step], async (request) => {
      const { id } = request.params;
      const { role } = request.user!;
      // A stale If-Match (the state changed since the reader's copy: another step, a calendar move) is a 412.
      const expect = async (trx: Kysely<Database>) => {
        const current = await editorialStateOf(trx, resource, id, role);
        if (!matchesIfMatch(request, current)) throw staleRecord(current, null);
      };
      await inTransaction(db, async (trx) => {
        // An e-book scheduled without a time is scheduled for its release: the start of its release day.
        const { body } = request;
        const releaseDay = body.step === 'schedule' && !body.at ? await editorialSourceOf(resource).releaseDay?.(trx, id) : undefined;
        const input = releaseDay ? { ...body, at: startOfDay(releaseDay, app.config.timeZone).toISOString() } : body;
        return takeStep(trx, { context: auditContextOf(request), role, expect }, resource, id, input);
      });
      return editorialStateOf(db, resource, id, role);
    });
  }
};

export default editorialRoutes;
