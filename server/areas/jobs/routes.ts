import type { FastifyPluginAsync } from 'fastify';
import { mayRunBulkAction } from '../../../contract/accessRules';
import { jobsOperations as operations } from '../../../contract/jobs';
import { bulkKind } from '../../bulk/definition';
import { reverseOfKind, undoPlan } from '../../bulk/undo';
import { uniqueViolationColumn } from '../../db/dialect';
import { conflict, forbidden, notFound } from '../../errors';
import { findJob, latestJobs } from '../../jobs/store';
import { route } from '../../lib/route';

/** A staff member's background jobs (contract/jobs.ts); the runner is server/jobs/, an undo's records server/bulk/undo.ts. */
const jobRoutes: FastifyPluginAsync = async (app) => {
  const ownJob = async (id: number, actorId: number) => {
    const job = await findJob(app.db, id, actorId);
    if (!job) throw notFound('No such job');
    return job;
  };

  route(app, operations.getJob, async (request) => {
    const job = await ownJob(request.params.id, request.user!.id);
    const plan = await undoPlan(app.db, job);
    return { ...job, undo: typeof plan === 'string' ? null : { action: plan.action, records: plan.records } };
  });

  route(app, operations.listMyJobs, async (request) => latestJobs(app.db, request.user!.id));

  route(app, operations.undoJob, async (request, reply) => {
    const job = await ownJob(request.params.id, request.user!.id);
    const reverse = reverseOfKind(job.kind);
    if (reverse && !mayRunBulkAction(request.user!.role, reverse.list, reverse.action)) throw forbidden();
    const plan = await undoPlan(app.db, job);
    if (typeof plan === 'string') throw conflict(plan);
    try {
      const undo = await app.jobs.start(request, bulkKind(plan.list, plan.action), { action: plan.action, undoOf: job.id }, plan.records, job.id);
      return reply.code(202).send(undo);
    } catch (error) {
      // Another undo of the same job was stored in between (jobs_undo_of is unique).
      if (uniqueViolationColumn(error)) throw conflict('This job was already undone.');
      throw error;
    }
  });
};

export default jobRoutes;
