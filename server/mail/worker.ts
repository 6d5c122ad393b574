import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db';
import { WakeableLoop } from '../lib/wakeableLoop';
import { anyMailDue, claimDueMail, type QueuedMail, releaseFailedMail, releaseUnattemptedMail, removeMail, retryDelayMs } from './queue';
import type { MailTransport } from './transports';

export interface MailWorkerOptions {
  db: Db;
  transport: MailTransport;
  log: FastifyBaseLogger;
  retryBaseMs: number;
  retryMaxMs: number;
  /** How often the queue is looked at for messages queued by other nodes or due for a retry. */
  pollMs?: number;
  /** How long a claim holds: longer than one delivery may take (the attempt is cut off before). */
  leaseMs?: number;
  /** Messages claimed at once. */
  batch?: number;
}

/** A transport's error in one line, without the message it was sending. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? `${code}: ${error.message}` : error.message;
}

/**
 * Delivers the queued messages of every node (docs/api.md "Mail"): woken on this node right after
 * a message is queued, and polling for the rest. A run claims due messages in batches and sends
 * them one by one, in the order they were queued; a failed attempt is retried after a doubling
 * delay. Nothing here logs a subject or a body: a sign-in code travels in the subject.
 */
export class MailWorker {
  private readonly node = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly batch: number;
  /** Work started after an answer that may still queue a message (Mailer.sendAfter). */
  private readonly pending = new Set<Promise<void>>();
  private readonly loop: WakeableLoop;

  constructor(private readonly options: MailWorkerOptions) {
    this.pollMs = options.pollMs ?? 1000;
    this.leaseMs = options.leaseMs ?? 120_000;
    this.batch = options.batch ?? 10;
    this.loop = new WakeableLoop(() => this.deliverDue(), {
      pollMs: this.pollMs,
      onError: (error) => options.log.warn({ err: error }, 'a run of the mail queue failed'),
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

  /** Keeps `work` (which may queue a message) awaited by drain() and stop(). */
  track(work: Promise<void>): void {
    this.pending.add(work);
    void work.finally(() => this.pending.delete(work));
  }

  /**
   * Resolves once the tracked work has finished and no message is due: every message queued
   * before the call is delivered, or has failed an attempt and waits for its next one, or is
   * held by another node. For tests, and for anyone who must know a message has left.
   */
  async drain(): Promise<void> {
    for (;;) {
      while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
      await this.loop.current();
      if (this.stopping.signal.aborted || (this.pending.size === 0 && !this.loop.underWay && !(await anyMailDue(this.options.db)))) return;
    }
  }

  /**
   * Stops for the app's close: the tracked work queues its messages first, then no new run
   * starts, and a delivery under way is cut off (it counts as a failed attempt, its message
   * stays queued for any node).
   */
  async stop(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
    await this.loop.stop();
  }

  /** Claims and sends batch after batch; stops after a failure (the next poll or retry goes on). */
  private async deliverDue(): Promise<void> {
    const { db } = this.options;
    while (!this.stopping.signal.aborted && (await anyMailDue(db))) {
      const claimer = `${this.node}:${randomUUID().slice(0, 8)}`;
      const claimed = await claimDueMail(db, { claimer, leaseMs: this.leaseMs, limit: this.batch });
      if (claimed.length === 0) return;
      let failed = false;
      for (const mail of claimed) {
        // After a failure the transport is likely down: the rest wait for the next run.
        if (this.stopping.signal.aborted || failed) {
          await releaseUnattemptedMail(db, { id: mail.id, claimer });
          continue;
        }
        failed = !(await this.deliver(mail, claimer));
      }
      if (failed) return;
    }
  }

  /** One attempt at one claimed message; answers whether it left the queue. */
  private async deliver(mail: QueuedMail, claimer: string): Promise<boolean> {
    const { db, transport, log } = this.options;
    const about = { mail: mail.id, kind: mail.kind, to: mail.recipient };
    if (mail.expires_at !== null && mail.expires_at <= new Date().toISOString()) {
      await removeMail(db, mail.id);
      log.warn({ ...about, attempts: mail.attempts - 1, lastError: mail.last_error }, 'mail dropped: it expired before it could be delivered');
      return true;
    }
    const message = { to: mail.recipient, subject: mail.subject, text: mail.body_text, html: mail.body_html ?? undefined };
    let file: string | undefined;
    try {
      const signal = AbortSignal.any([this.stopping.signal, AbortSignal.timeout(this.leaseMs / 2)]);
      ({ file } = await transport.deliver(message, signal));
    } catch (error) {
      const nextAttemptAt = new Date(Date.now() + retryDelayMs(mail.attempts, this.options.retryBaseMs, this.options.retryMaxMs));
      await releaseFailedMail(db, { id: mail.id, claimer, error: describe(error), nextAttemptAt });
      log.warn({ ...about, attempts: mail.attempts, nextAttemptAt: nextAttemptAt.toISOString(), error: describe(error) }, 'mail delivery failed, to be tried again');
      return false;
    }
    await removeMail(db, mail.id);
    if (file) log.info({ ...about, file }, 'mail written to the outbox');
    else log.info(about, 'mail sent');
    return true;
  }
}
