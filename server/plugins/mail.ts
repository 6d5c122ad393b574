import fs from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Where messages go when there is no SMTP server: `$DATA_DIR/outbox`. */
  outbox?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * nodemailer over SMTP when SMTP_URL is set; otherwise each message is rendered by nodemailer
 * and written to `$DATA_DIR/outbox/<ISO time>-<recipient>.eml`, with one log line.
 */
export default fp(
  async (app) => {
    const { smtpUrl, mailFrom, dataDir } = app.config;
    if (smtpUrl) {
      const transport = nodemailer.createTransport(smtpUrl);
      app.decorate('mailer', {
        async send(message) {
          await transport.sendMail({ from: mailFrom, ...message });
          app.log.info({ to: message.to, subject: message.subject }, 'mail sent');
        },
      } satisfies Mailer);
      app.addHook('onClose', () => transport.close());
      return;
    }
    const outbox = path.join(dataDir, 'outbox');
    await fs.mkdir(outbox, { recursive: true });
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    app.decorate('mailer', {
      outbox,
      async send(message) {
        const { message: eml } = await transport.sendMail({ from: mailFrom, ...message });
        const file = path.join(outbox, `${new Date().toISOString()}-${message.to}.eml`);
        await fs.writeFile(file, eml as Buffer);
        app.log.info({ to: message.to, subject: message.subject, file }, 'mail written to the outbox');
      },
    } satisfies Mailer);
  },
  { name: 'mail' },
);
