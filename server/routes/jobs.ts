import type { FastifyPluginAsync } from 'fastify';
import { jobsOperations as operations } from '../../contract/jobs';
import { notFound } from '../errors';
import { findJob, latestJobs } from '../jobs/store';
import { route } from '../lib/route';

/** A staff member's background jobs (contract/jobs.ts); the runner is server/jobs/. */
const jobRoutes: FastifyPluginAsync = async (app) => {
  route(app, operations.getJob, async (request) => {
    const job = await findJob(app.db, request.params.id, request.user!.id);
    if (!job) throw notFound('No such job');
    return job;
  });

  route(app, operations.listMyJobs, async (request) => latestJobs(app.db, request.user!.id));
};

export default jobRoutes;
