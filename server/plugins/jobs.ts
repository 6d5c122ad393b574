import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Job } from '../../contract/jobs';
import type { JobHandler } from '../jobs/handler';
import { type JobRetries, JobRunner } from '../jobs/runner';
import { findJob, insertJob } from '../jobs/store';

export interface Jobs {
  /**
   * Stores a job for the request's staff member, wakes this node's runner, and answers the job as
   * queued. `undoOf`: the job it undoes (a job already undone breaks jobs_undo_of's uniqueness).
   */
  start(request: FastifyRequest, kind: string, params: unknown, total?: number | null, undoOf?: number): Promise<Job>;
  /** Wakes this node's runner for a job an area stored itself, in the transaction of its change (an e-pub's check). */
  wake(): void;
  /** Resolves once no job waits for a node (tests). */
  drain(): Promise<void>;
  /** Runs the jobs of `kind` with `handler`: each area names its own kinds (a list's bulk actions: server/bulk/routes.ts). */
  handle(kind: string, handler: JobHandler): void;
  /** The kinds a handler runs. */
  kinds(): string[];
}

/** Tests' hooks: job kinds known beside the product's, and quicker tries again. */
export interface JobsOptions {
  handlers?: Record<string, JobHandler>;
  retries?: Partial<JobRetries>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/**
 * The background jobs (server/jobs/, docs/api.md "Jobs"): every node runs a runner that starts
 * with the app and stops with it, releasing its job for another node. The route modules name the
 * kinds they start (`handle`) as they register, before the runner starts.
 */
export default fp(
  async (app, options: JobsOptions) => {
    const handlers: Record<string, JobHandler> = { ...options.handlers };
    const runner = new JobRunner({
      app,
      handlers,
      leaseMs: app.config.jobLeaseMs,
      retries: options.retries,
      // PostgreSQL locks rows, so a group's transaction holds only its records; SQLite's single
      // writer goes to interactive requests between records.
      recordsPerTransaction: app.config.databaseUrl ? 25 : 1,
    });
    app.decorate('jobs', {
      async start(request, kind, params, total = null, undoOf) {
        const actorId = request.user!.id;
        const token = request.user?.token;
        const id = await insertJob(app.db, {
          kind,
          params,
          actorId,
          ip: request.ip ?? null,
          requestId: String(request.id),
          total,
          undoOf,
          token: token ? { id: token.id, name: token.name } : null,
        });
        // Read before the runner wakes: the answer is the job as started (queued), never a small job already done.
        const job = (await findJob(app.db, id, actorId))!;
        runner.wake();
        return job;
      },
      wake: () => runner.wake(),
      drain: () => runner.drain(),
      handle(kind, handler) {
        if (Object.hasOwn(handlers, kind)) throw new Error(`Two handlers of the jobs ${kind}`);
        handlers[kind] = handler;
      },
      kinds: () => Object.keys(handlers),
    } satisfies Jobs);
    app.addHook('onReady', async () => runner.start());
    app.addHook('onClose', async () => runner.stop());
  },
  { name: 'jobs', dependencies: ['db', 'payments', 'storage'] },
);
