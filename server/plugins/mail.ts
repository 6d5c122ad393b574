import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { enqueueMail, type MailMessage } from '../mail/queue';
import { outboxTransport, smtpTransport } from '../mail/transports';
import { MailWorker } from '../mail/worker';

export type { MailKind, MailMessage } from '../mail/queue';

export interface Mailer {
  /**
   * Queues a message (in `options.db`, a transaction of the caller's, when given) and wakes this
   * node's worker; it is delivered just after, or retried until it can be (docs/api.md "Mail").
   */
  send(message: MailMessage, options?: { db?: Kysely<Database> }): Promise<void>;
  /**
   * Runs `compose` once `reply` has been sent, and queues the message it answers, if any: what
   * the answer must not wait for, nor reveal by its time (forgotten password).
   */
  sendAfter(reply: FastifyReply, compose: () => Promise<MailMessage | undefined>): void;
  /** Resolves once every message queued so far has been delivered or has failed an attempt. */
  drain(): Promise<void>;
  /** Where messages go when there is no SMTP server: `$DATA_DIR/outbox`. */
  outbox?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * Every e-mail goes through the queue in the database (server/mail/), delivered by a worker that
 * starts with the app and stops with it: by nodemailer over SMTP when SMTP_URL is set, otherwise
 * written to `$DATA_DIR/outbox/<ISO time>-<recipient>.eml`. Logs name the message's kind and
 * recipient, never its subject or body.
 */
export default fp(
  async (app) => {
    const { smtpUrl, mailFrom, dataDir, mailRetryBaseMs, mailRetryMaxMs } = app.config;
    let outbox: string | undefined;
    if (!smtpUrl) {
      outbox = path.join(dataDir, 'outbox');
      await fs.mkdir(outbox, { recursive: true });
    }
    const transport = smtpUrl ? smtpTransport(smtpUrl, mailFrom) : outboxTransport(outbox!, mailFrom);
    const worker = new MailWorker({ db: app.db, transport, log: app.log, retryBaseMs: mailRetryBaseMs, retryMaxMs: mailRetryMaxMs });

    const send: Mailer['send'] = async (message, options = {}) => {
      const id = await enqueueMail(options.db ?? app.db, message);
      app.log.debug({ mail: id, kind: message.kind, to: message.to }, 'mail queued');
      worker.wake();
    };
    app.decorate('mailer', {
      outbox,
      send,
      sendAfter(reply, compose) {
        const work = new Promise<void>((resolve) => reply.then(resolve, () => resolve()))
          .then(compose)
          .then((message) => message && send(message))
          .catch((error: unknown) => app.log.error({ err: error }, 'a message could not be queued after the answer'));
        worker.track(work);
      },
      drain: () => worker.drain(),
    } satisfies Mailer);

    // Started once the app is ready (not in a process that only migrates, as WORKERS' first).
    app.addHook('onReady', async () => worker.start());
    // Before the database closes (onClose hooks run in reverse order of registration).
    app.addHook('onClose', async () => {
      await worker.stop();
      transport.close();
    });
  },
  { name: 'mail', dependencies: ['db'] },
);
