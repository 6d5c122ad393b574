import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { setTimeout as sleep, setImmediate as yieldToRequests } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { AuditContext } from '../audit/record';
import type { Db } from '../db';
import { WakeableLoop } from '../lib/wakeableLoop';
import { ApiError, englishOfWords } from '../errors';
import { retryDelayMs } from '../mail/queue';
import type { JobAuthor, JobHandler, JobKey, RecordStep } from './handler';
import { claimJob, finishJob, type JobRow, LeaseLost, nextJobDue, postponeJob, recordJobError, releaseJob, updateHeld } from './store';

export interface JobRunnerOptions {
  app: FastifyInstance;
  handlers: Record<string, JobHandler>;
  /** How long a claim holds without being renewed (it is renewed after every record). */
  leaseMs: number;
  /** How often the table is looked at for jobs started on other nodes or abandoned by them. */
  pollMs?: number;
  /** Keys read at once. */
  batch?: number;
  /**
   * Records changed in one transaction (1: each alone). More than one saves a commit per record
   * where commits cost a round trip and a flush (PostgreSQL); a record that fails sends its group
   * back to one record per transaction, so it is reported alone and the others still change.
   */
  recordsPerTransaction?: number;
  /** How a job whose step fails outside a single record is tried again (defaults: jobRetries). */
  retries?: Partial<JobRetries>;
}

/**
 * A job's step that throws outside a single record's change (its start, reading its next keys, an
 * unexpected error) ends the try: the job is tried again after `firstDelayMs`, doubling, up to
 * `tries` tries in all, then ends `failed`. Meanwhile nodes run the other jobs.
 */
export interface JobRetries {
  tries: number;
  firstDelayMs: number;
}

export const jobRetries: JobRetries = { tries: 3, firstDelayMs: 1000 };

/** What the author reads when their job ended after its last try (docs/api.md "Jobs"). */
export const stoppedAfterTries = (tries: number) =>
  `It stopped after ${tries} ${tries === 1 ? 'try' : 'tries'} because of an unexpected error.`;

interface Held {
  id: number;
  claimer: string;
  leaseMs: number;
}

/**
 * The message a record's failure is reported with: the API's own for a refusal (its field's when
 * it names one: "This is a magazine category: …"), a plain one otherwise.
 */
function reported(error: unknown): string {
  if (error instanceof ApiError && error.statusCode < 500) {
    const [field] = Object.values(error.fieldErrors ?? {});
    return field === undefined ? error.message : englishOfWords(field);
  }
  return 'It could not be changed because of an unexpected error.';
}

/**
 * Runs the background jobs of every node (docs/api.md "Jobs"): woken on this node when a job is
 * started, and polling for the rest. A node claims one job at a time with a lease it renews after
 * every record; each record is changed in the transaction that moves the job's cursor, so a job
 * taken over after a crash goes on from the record after the last committed one. A job that fails
 * outside a single record waits for its next try (JobRetries) while the others run.
 */
export class JobRunner {
  private readonly node = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly db: Db;
  private readonly batch: number;
  private readonly together: number;
  private readonly loop: WakeableLoop;
  private readonly retries: JobRetries;

  constructor(private readonly options: JobRunnerOptions) {
    this.db = options.app.db;
    this.batch = options.batch ?? 100;
    this.retries = { ...jobRetries, ...options.retries };
    this.together = Math.max(1, options.recordsPerTransaction ?? 1);
    this.loop = new WakeableLoop(() => this.runWaiting(), {
      pollMs: options.pollMs ?? 1000,
      onError: (error) => options.app.log.error({ err: error }, 'a run of the background jobs failed'),
    });
  }

  private get stopping() {
    return this.loop.stopping;
  }

  start(): void {
    this.loop.start();
  }

  /** Starts a run now, or another right after the current one. */
  wake(): void {
    this.loop.wake();
  }

  /**
   * Resolves once no job waits for a node (for tests): every job started so far has ended, or is
   * another node's. A job waiting for its next try is waited for, if it is due within `withinMs`
   * (a minute): a publication or a window's end set for later is not.
   */
  async drain(withinMs = 60_000): Promise<void> {
    while (!this.stopping.signal.aborted) {
      await this.loop.current();
      const due = await nextJobDue(this.db);
      if (!due || due.getTime() > Date.now() + withinMs) return;
      // Stopping ends the wait (and the drain) at once.
      await sleep(Math.max(0, due.getTime() - Date.now()), undefined, { signal: this.stopping.signal }).catch(() => undefined);
    }
  }

  /** Stops for the app's close: the job under way is released after its current record, for any node to resume. */
  stop(): Promise<void> {
    return this.loop.stop();
  }

  private async runWaiting(): Promise<void> {
    let missed = 0;
    while (!this.stopping.signal.aborted) {
      const claimer = `${this.node}:${randomUUID().slice(0, 8)}`;
      const row = await claimJob(this.db, claimer, this.options.leaseMs);
      if (!row) {
        // Another node took the job this one reached for: the next one due is tried at once (many
        // jobs due together, as scheduled publications are, are shared by the nodes), a few times.
        const due = await nextJobDue(this.db);
        if (due && due.getTime() <= Date.now() && ++missed < 5) continue;
        return;
      }
      missed = 0;
      const held = { id: row.id, claimer, leaseMs: this.options.leaseMs };
      try {
        await this.run(row, held);
      } catch (error) {
        if (error instanceof LeaseLost) {
          this.options.app.log.warn({ job: row.id }, 'a background job was taken over by another node');
          continue;
        }
        if (this.stopping.signal.aborted || !(await this.tryFailed(row, held, error))) {
          this.options.app.log.error({ err: error, job: row.id }, 'a background job stopped; it is resumed when its lease ends');
          await releaseJob(this.db, held).catch(() => undefined);
          return;
        }
      }
    }
  }

  /**
   * Counts a failed try of a job this node holds: it waits for its next try, or ends `failed`
   * after its last. Answers false when that could not be stored (the lease then ends the hold).
   */
  private async tryFailed(row: JobRow, held: Held, error: unknown): Promise<boolean> {
    const { log } = this.options.app;
    const attempts = row.attempts + 1;
    try {
      if (attempts >= this.retries.tries) {
        log.error({ err: error, job: row.id, attempts }, 'a background job failed on its last try');
        await finishJob(this.db, held, 'failed', stoppedAfterTries(attempts), attempts);
        return true;
      }
      const delayMs = retryDelayMs(attempts, this.retries.firstDelayMs, Number.POSITIVE_INFINITY);
      log.error({ err: error, job: row.id, attempts, delayMs }, 'a try of a background job failed; it is tried again later');
      await postponeJob(this.db, held, attempts, new Date(Date.now() + delayMs));
      // Every node polls for it too; this one looks as soon as it is due.
      setTimeout(() => this.wake(), delayMs).unref();
      return true;
    } catch (storing) {
      log.error({ err: storing, job: row.id }, 'a failed try of a background job could not be recorded');
      return false;
    }
  }

  private async run(row: JobRow, held: Held): Promise<void> {
    const { db } = this;
    const handler = this.options.handlers[row.kind];
    if (!handler) return finishJob(db, held, 'failed', `No node knows jobs of kind ${row.kind}.`);
    const params = handler.params(JSON.parse(row.params));
    let lastKey = row.last_key === null ? null : handler.key(row.last_key);
    if (row.started_at === null) {
      let started: Awaited<ReturnType<typeof handler.start>>;
      try {
        started = await handler.start(db, params);
      } catch (error) {
        // A refusal (the selection grew past what its author confirmed) is no failure to try again.
        if (error instanceof ApiError && error.statusCode < 500) return finishJob(db, held, 'failed', error.message);
        throw error;
      }
      lastKey = started.lastKey;
      await updateHeld(db, held, {
        started_at: new Date().toISOString(),
        total: started.total,
        last_key: lastKey === null ? null : String(lastKey),
      });
    }
    let cursor = row.cursor === null ? null : handler.key(row.cursor);
    let failedSoFar = row.failed;
    for (;;) {
      if (this.stopping.signal.aborted) return releaseJob(db, held);
      const { author, refusal } = await this.authorOf(row, handler, params);
      if (refusal) return finishJob(db, held, 'failed', refusal);
      const keys = await handler.next(db, params, { cursor, lastKey, limit: this.batch });
      if (keys.length === 0) return finishJob(db, held, 'done');
      const step = { app: this.options.app, jobId: row.id, author };
      for (let start = 0; start < keys.length; start += this.together) {
        if (this.stopping.signal.aborted) return releaseJob(db, held);
        const group = keys.slice(start, start + this.together);
        if (group.length > 1 && !handler.prepare && (await this.changeTogether(handler, step, params, group, held))) {
          cursor = group.at(-1)!;
          await yieldToRequests();
          continue;
        }
        for (const key of group) {
          if (this.stopping.signal.aborted) return releaseJob(db, held);
          if (!(await this.change(handler, step, params, key, held, failedSoFar))) failedSoFar += 1;
          cursor = key;
          // Interactive requests go between records (SQLite has one writer).
          await yieldToRequests();
        }
      }
    }
  }

  /** The job's author as they are now, and why they may no longer run it (blocked, or another role). */
  private async authorOf(row: JobRow, handler: JobHandler, params: unknown): Promise<{ author: AuditContext; refusal: string | null }> {
    const user = await this.db
      .selectFrom('users')
      .select(['id', 'name', 'email', 'role', 'blocked_at'])
      .where('id', '=', row.actor_id)
      .executeTakeFirst();
    const author: AuditContext = {
      actor: user ? { id: user.id, name: user.name, email: user.email, role: user.role } : null,
      ip: row.ip,
      requestId: row.request_id,
      token: row.actor_token_id === null ? null : { id: row.actor_token_id, name: row.actor_token_name ?? '' },
    };
    const now: JobAuthor | undefined = user && { id: user.id, role: user.role, blocked: user.blocked_at !== null };
    const refusal =
      !now || now.blocked ? 'It stopped: the staff member who started it is blocked.' : handler.refusal(now, params);
    return { author, refusal };
  }

  /**
   * Changes `keys` in one transaction with the job's progress, all or none: answers false when one
   * of them failed (nothing of the group is kept, and the caller tries them one at a time).
   */
  private async changeTogether(handler: JobHandler, step: RecordStep, params: unknown, keys: JobKey[], held: Held): Promise<boolean> {
    let afters: ((() => Promise<void>) | void)[];
    try {
      afters = await this.db.transaction().execute(async (trx) => {
        const results = [];
        for (const key of keys) results.push(await handler.apply(trx, step, params, key, undefined));
        await updateHeld(trx, held, { cursor: String(keys.at(-1)) }, { done: keys.length });
        return results;
      });
    } catch (error) {
      if (error instanceof LeaseLost) throw error;
      return false;
    }
    for (const after of afters) {
      if (after) await after().catch((error: unknown) => this.options.app.log.warn({ err: error, job: held.id }, 'cleaning up after a record failed'));
    }
    return true;
  }

  /** Tries one record: changed (or reported) in one transaction with the job's progress. Answers whether it changed. */
  private async change(handler: JobHandler, step: RecordStep, params: unknown, key: JobKey, held: Held, failedSoFar: number) {
    const { db } = this;
    let after: (() => Promise<void>) | void;
    try {
      const prepared = handler.prepare ? await handler.prepare(step, params, key) : undefined;
      after = await db.transaction().execute(async (trx) => {
        const result = await handler.apply(trx, step, params, key, prepared);
        await updateHeld(trx, held, { cursor: String(key) }, { done: 1 });
        return result;
      });
    } catch (error) {
      if (error instanceof LeaseLost) throw error;
      if (!(error instanceof ApiError)) this.options.app.log.error({ err: error, job: held.id, record: key }, 'a record of a job failed');
      await db.transaction().execute(async (trx) => {
        await recordJobError(trx, held.id, failedSoFar, String(key), reported(error));
        await updateHeld(trx, held, { cursor: String(key) }, { failed: 1 });
      });
      return false;
    }
    if (after) await after().catch((error: unknown) => this.options.app.log.warn({ err: error, job: held.id }, 'cleaning up after a record failed'));
    return true;
  }
}
