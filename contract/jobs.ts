import { z } from 'zod';
import { defineOperations } from './operation';

/**
 * Background jobs (docs/api.md "Jobs"): work stored in the database and run by one API node at a
 * time, resumed where it stopped after a crash. Bulk actions are jobs; a job belongs to the staff
 * member who started it, who alone reads it.
 */

/**
 * queued: waiting for a node; running: a node holds it (or it waits for its next try after an
 * unexpected error); done: every record was tried; failed: it stopped early.
 */
export const jobStatuses = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/** The most per-record errors a job keeps (its `failed` counts them all). */
export const jobErrorLimit = 1000;
/** The most errors `GET /api/jobs/{id}` answers. */
export const jobErrorsShown = 100;

export const jobError = z
  .object({
    /** The record's id (an app config key for app config). */
    recordId: z.string(),
    /** Why it could not change, as a person reads it. */
    message: z.string(),
  })
  .meta({ id: 'JobError' });
export type JobError = z.infer<typeof jobError>;

export const jobUndo = z
  .object({
    /** The action the undo runs (`unblock` for a `customers/block` job). */
    action: z.string(),
    /** The records this job changed, which the undo changes back. */
    records: z.number().int(),
  })
  .meta({ id: 'JobUndo' });
export type JobUndo = z.infer<typeof jobUndo>;

export const job = z
  .object({
    id: z.number().int(),
    /** What it does: `<list>/<action>` for a bulk action (`feed/disable`, `customers/block`). */
    kind: z.string(),
    status: z.enum(jobStatuses),
    /** The records it works on; null until a node has counted those a filter selects. */
    total: z.number().int().nullable(),
    /** Records tried and changed (or already as asked). */
    done: z.number().int(),
    /** Records that could not change; their reasons are in `errors`. */
    failed: z.number().int(),
    /** The first errors, by record (at most 100 here; `failed` counts them all). */
    errors: z.array(jobError),
    /** Why the job stopped early (`failed`), e.g. its author may no longer run it, or it failed on its last try. */
    message: z.string().nullable(),
    createdAt: z.string(),
    startedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
    /** The job this one undoes (`POST /api/jobs/{id}/undo`); null for any other job. */
    undoOf: z.number().int().nullable(),
    /** The job that undid this one; null while it is not undone. */
    undoneBy: z.number().int().nullable(),
    /**
     * What undoing it would do: the reverse action and how many records this job changed (and the
     * undo would change back). Null when it cannot be undone: not finished, an action without a
     * reverse, already undone, nothing changed. Only `GET /api/jobs/{id}` answers it (null in the list).
     */
    undo: jobUndo.nullable(),
  })
  .meta({ id: 'Job' });
export type Job = z.infer<typeof job>;

export const jobParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const jobsOperations = defineOperations('jobs', {
  getJob: {
    method: 'GET',
    path: '/api/jobs/:id',
    access: 'account',
    summary: 'A background job with its progress and per-record errors',
    description:
      'Only its author reads a job (anyone else: 404). Poll it while `status` is `queued` or `running`; ' +
      '`done + failed` counts the records tried so far out of `total`.',
    params: jobParams,
    responses: { 200: job },
    errors: [404],
  },
  listMyJobs: {
    method: 'GET',
    path: '/api/jobs',
    access: 'account',
    summary: "The signed-in staff member's latest 20 jobs, newest first",
    description: 'Each with its progress; `errors` is empty and `undo` null here (read the job itself for them).',
    responses: { 200: z.array(job) },
  },
  undoJob: {
    method: 'POST',
    path: '/api/jobs/:id/undo',
    access: 'account',
    summary: 'Undoes a finished bulk job: the reverse action on exactly the records it changed',
    description:
      'Answers 202 with a new job (poll it as any job) that runs the reverse action (enable and disable, block and ' +
      'unblock) on exactly the records the job changed (those with an audit entry of its `jobId`): not those it left ' +
      'as they were, nor those its filter matches now. Each record is checked and audited as in the reverse bulk action, ' +
      'its entry carrying the new job\'s id; a record changed since is changed back all the same (already so: left ' +
      'alone). Only the job\'s author may (anyone else: 404, as reading it), and only if they may run the reverse action ' +
      'now (403). 409 with a message when it cannot be undone: the job has not finished, its action has no reverse ' +
      '(delete, set-category, recheck-payment), it was already undone (a job is undone once; its `undoneBy` names the undo), ' +
      'or it changed no record. An undo is itself a job that may be undone.',
    params: jobParams,
    responses: { 202: job },
    errors: [403, 404, 409],
  },
});
