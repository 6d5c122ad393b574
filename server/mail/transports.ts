import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailMessage } from './queue';

/** What a transport needs of a message. */
export type Deliverable = Pick<MailMessage, 'to' | 'subject' | 'text' | 'html'>;

/** Where a delivery goes: an SMTP server, or the outbox folder. */
export interface MailTransport {
  /** Delivers one message or throws; answers the outbox file it wrote, if any. */
  deliver(message: Deliverable, signal: AbortSignal): Promise<{ file?: string }>;
  close(): void;
}

/**
 * nodemailer over SMTP. Its time-outs are shorter than its defaults (2 and 10 minutes), so that a
 * silent server fails the attempt well within the claim's lease (server/mail/worker.ts).
 */
export function smtpTransport(url: string, from: string): MailTransport {
  const transport = nodemailer.createTransport({ url, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 });
  return {
    async deliver(message, signal) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html, signal });
      return {};
    },
    close: () => transport.close(),
  };
}

/**
 * Each message rendered by nodemailer and written to `<outbox>/<ISO time>-<recipient>.eml`, the
 * time being the delivery's (readers take the newest file as the latest message; the e2e tests
 * and the benchmarks read codes from there). Two messages to one address within a millisecond get
 * successive times rather than one file.
 */
export function outboxTransport(outbox: string, from: string): MailTransport {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async deliver(message, signal) {
      const { message: eml } = await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html, signal });
      for (let time = Date.now(); ; time++) {
        const file = path.join(outbox, `${new Date(time).toISOString()}-${message.to}.eml`);
        try {
          await fs.writeFile(file, eml as Buffer, { flag: 'wx' });
          return { file };
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        }
      }
    },
    close: () => undefined,
  };
}
