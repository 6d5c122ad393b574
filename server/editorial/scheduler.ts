import { type EditorialResource, editorialAreaOf, mayTakeStep } from '../../contract/lifecycle';
import type { JobHandler } from '../jobs/handler';
import { takeStep } from './steps';

interface ScheduledPublish {
  resource: EditorialResource;
  recordId: number;
}

/**
 * The job that publishes a scheduled record at its time (docs/api.md "Editorial workflow"), one per
 * schedule, on the job runner: it waits for the time as a job waits for its next try, and one node
 * claims it. The publication and the job's progress commit together, so it happens once, whichever
 * node runs it, after a crash (another node takes the job over when its lease ends) and after a
 * downtime (a job whose time has passed is claimed as soon as a node starts). A record unscheduled
 * or scheduled again since is left as it is: its state names another job.
 */
export const scheduledPublishHandler: JobHandler<ScheduledPublish, number> = {
  params: (stored) => stored as ScheduledPublish,
  key: Number,
  refusal: (author, params) =>
    mayTakeStep(author.role, editorialAreaOf[params.resource], 'publish') ? null : 'It stopped: the staff member who scheduled it may no longer publish.',
  start: async (_db, params) => ({ total: 1, lastKey: params.recordId }),
  next: async (_db, params, { cursor }) => (cursor === null ? [params.recordId] : []),
  async apply(trx, step, params, key) {
    await takeStep(trx, { context: step.author, role: null, jobId: step.jobId }, params.resource, key, { step: 'publish' });
  },
};
