import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterEach, describe, expect, test } from 'vitest';
import { AdminRole } from '../../contract/enums';
import type { App } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createDb } from '../../server/db';
import { issueAccountToken } from '../../server/lib/accountTokens';
import { anyMailDue, claimDueMail, enqueueMail, retryDelayMs } from '../../server/mail/queue';
import { createStaff, lastCode, lastLink, lastMessage, outboxFiles, testApp } from './helpers';

/**
 * A minimal SMTP server on loopback: it greets at once (`accept`), fails every message with a
 * temporary error (`fail`), or holds each connection without a greeting until `release()`
 * (`hold`). `received` holds the raw text of each message it took.
 */
async function fakeSmtp(mode: 'accept' | 'fail' | 'hold') {
  const state = { mode, received: [] as string[], connections: 0 };
  const held: (() => void)[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    state.connections += 1;
    const greet = () => socket.write('220 fake.test ESMTP\r\n');
    if (state.mode === 'hold') held.push(greet);
    else greet();
    let buffer = '';
    let data: string[] | undefined;
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === '.') {
            state.received.push(data.join('\n'));
            data = undefined;
            socket.write('250 2.0.0 queued\r\n');
          } else data.push(line);
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-fake.test\r\n250 8BITMIME\r\n');
        else if (verb === 'MAIL') socket.write(state.mode === 'fail' ? '451 4.3.0 Mailbox service unavailable, try later\r\n' : '250 2.1.0 OK\r\n');
        else if (verb === 'DATA') {
          data = [];
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') socket.end('221 2.0.0 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    state,
    url: `smtp://127.0.0.1:${port}`,
    /** From now on, greets at once; and greets the connections it held. */
    release() {
      state.mode = 'accept';
      for (const greet of held.splice(0)) greet();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const servers: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function smtpApp(mode: 'accept' | 'fail' | 'hold') {
  const smtp = await fakeSmtp(mode);
  servers.push(smtp);
  const app = await testApp({ smtpUrl: smtp.url });
  return { smtp, app };
}

/** Waits (10 s at most) until `check` holds. */
async function until(check: () => boolean | Promise<boolean>, what: string) {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; await sleep(20)) if (await check()) return;
  throw new Error(`Gave up waiting until ${what}`);
}

const queued = (app: App) => app.db.selectFrom('mail_queue').selectAll().execute();

/** The sign-in code of a raw message (its subject). */
const codeIn = (raw: string) => /^Subject: Your sign-in code: (\d{6})$/m.exec(raw)?.[1];

describe('forgot-password', () => {
  test('answers 202 before any mail work: the message leaves once the SMTP server answers', async () => {
    const { smtp, app } = await smtpApp('hold');
    const staff = await createStaff(app, { role: AdminRole.ADMIN });

    const response = await app.inject({ method: 'POST', url: `/auth/users/password/forgot?email=${staff.email}` });

    expect(response.statusCode).toBe(202);
    // Delivery is under way after the answer, and held by the server.
    await until(() => smtp.state.connections > 0, 'the SMTP server is called');
    expect(smtp.state.received).toEqual([]);
    expect(await queued(app)).toHaveLength(1);

    smtp.release();
    await app.mailer.drain();

    expect(smtp.state.received).toHaveLength(1);
    expect(smtp.state.received[0]).toMatch(new RegExp(`^To: ${staff.email}$`, 'm'));
    expect(smtp.state.received[0]).toMatch(/^Subject: Reset your .* console password$/m);
    expect(await queued(app)).toEqual([]);
  });

  test('the answer does not wait for what depends on the address: it is 202 even when that work fails', async () => {
    const lines: string[] = [];
    const app = await testApp({ logLevel: 'error', logStream: { write: (line) => void lines.push(line) } });
    const staff = await createStaff(app, { role: AdminRole.ADMIN });
    // Issuing the reset link now fails: before the queue, a known address answered 500 here.
    await sql`drop table account_tokens`.execute(app.db);
    const forgot = (email: string) => app.inject({ method: 'POST', url: `/auth/users/password/forgot?email=${email}` });

    const known = await forgot(staff.email);
    const unknown = await forgot('nobody@example.test');

    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    await app.mailer.drain();
    expect(lines.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual(['a message could not be queued after the answer']);
    expect(await queued(app)).toEqual([]);
  });
});

describe('the mail queue', () => {
  test('a failing SMTP server loses nothing: the message stays queued and goes on a later attempt', async () => {
    const { smtp, app } = await smtpApp('fail');
    const staff = await createStaff(app, { role: AdminRole.EDITOR });

    const login = await app.inject({ method: 'POST', url: '/auth/login', payload: { email: staff.email, password: staff.password } });
    expect(login.statusCode).toBe(200);
    await app.mailer.drain();

    const [failed, ...others] = await queued(app);
    expect(others).toEqual([]);
    expect(failed).toMatchObject({ kind: 'sign-in-code', recipient: staff.email, attempts: 1, locked_by: null });
    expect(failed!.last_error).toContain('451');
    expect(failed!.last_error).not.toContain(failed!.subject);
    expect(failed!.next_attempt_at > new Date().toISOString()).toBe(true);
    expect(smtp.state.received).toEqual([]);
    expect(await anyMailDue(app.db)).toBe(false);

    // The server recovers, and the retry comes due.
    smtp.release();
    await app.db.updateTable('mail_queue').set({ next_attempt_at: new Date().toISOString() }).execute();
    await app.mailer.drain();

    expect(await queued(app)).toEqual([]);
    expect(smtp.state.received).toHaveLength(1);
    const otp = codeIn(smtp.state.received[0]!);
    expect(otp).toMatch(/^\d{6}$/);
    const validate = await app.inject({ method: 'POST', url: '/auth/otp/validate', payload: { email: staff.email, otp } });
    expect(validate.statusCode).toBe(200);
  });

  test('closing the app cuts off a delivery under way and keeps its message for later', async () => {
    const { smtp, app } = await smtpApp('hold');
    const staff = await createStaff(app, { role: AdminRole.EDITOR });
    const login = await app.inject({ method: 'POST', url: '/auth/login', payload: { email: staff.email, password: staff.password } });
    expect(login.statusCode).toBe(200);
    await until(() => smtp.state.connections > 0, 'the SMTP server is called');

    // Without the cut, this would wait for nodemailer's greeting time-out.
    await app.close();

    const db = createDb(app.config);
    try {
      const rows = await db.selectFrom('mail_queue').selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ kind: 'sign-in-code', recipient: staff.email, attempts: 1, locked_by: null, locked_until: null });
      expect(rows[0]!.last_error).toBeTruthy();
    } finally {
      await db.destroy();
    }
    expect(smtp.state.received).toEqual([]);
  });

  test('the wait between attempts doubles from the first up to the longest', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, 10_000, 3_600_000))).toEqual([10_000, 20_000, 40_000, 80_000]);
    expect(retryDelayMs(12, 10_000, 3_600_000)).toBe(3_600_000);
    expect(retryDelayMs(1000, 10_000, 3_600_000)).toBe(3_600_000);
  });

  test('MAIL_RETRY_BASE_SECONDS and MAIL_RETRY_MAX_SECONDS set the waits; 0 or a non-number stops the start', () => {
    expect(loadConfig({})).toMatchObject({ mailRetryBaseMs: 10_000, mailRetryMaxMs: 3_600_000 });
    expect(loadConfig({ MAIL_RETRY_BASE_SECONDS: '2', MAIL_RETRY_MAX_SECONDS: '60' })).toMatchObject({ mailRetryBaseMs: 2000, mailRetryMaxMs: 60_000 });
    expect(() => loadConfig({ MAIL_RETRY_BASE_SECONDS: '0' })).toThrow('MAIL_RETRY_BASE_SECONDS must be 1 or more');
    expect(() => loadConfig({ MAIL_RETRY_MAX_SECONDS: 'soon' })).toThrow('Expected a whole number');
  });

  test('each message is claimed by one claimer at a time, and again once a claim lapses', async () => {
    const app = await testApp();
    for (let n = 0; n < 30; n++) {
      await enqueueMail(app.db, { kind: 'invitation', to: `q${n}@example.test`, subject: 'Hello', text: 'Hello' });
    }

    // Rounds of five claimers at once (at once indeed on PostgreSQL), until none gets anything.
    const ids: number[] = [];
    for (let round = 0; ; round++) {
      const claimers = ['a', 'b', 'c', 'd', 'e'].map((name) => `${name}${round}`);
      const claims = await Promise.all(claimers.map((claimer) => claimDueMail(app.db, { claimer, leaseMs: 60_000, limit: 4 })));
      for (const [index, rows] of claims.entries()) {
        for (const row of rows) expect(row).toMatchObject({ locked_by: claimers[index], attempts: 1 });
        ids.push(...rows.map((row) => row.id));
      }
      if (claims.every((rows) => rows.length === 0)) break;
    }

    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
    expect(await claimDueMail(app.db, { claimer: 'f', leaseMs: 60_000, limit: 10 })).toEqual([]);
    // A claimer that died: its lease ends, and another node takes the message.
    const later = new Date(Date.now() + 61_000);
    expect(await claimDueMail(app.db, { claimer: 'f', leaseMs: 60_000, limit: 50, now: later })).toHaveLength(30);
  });

  test('a message queued in a transaction that rolls back is never sent', async () => {
    const app = await testApp();
    const message = { kind: 'invitation' as const, to: 'rolled@example.test', subject: 'Hello', text: 'Hello' };

    await expect(
      app.db.transaction().execute(async (trx) => {
        await app.mailer.send(message, { db: trx });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await app.db.transaction().execute((trx) => app.mailer.send({ ...message, to: 'committed@example.test' }, { db: trx }));

    expect(await outboxFiles(app)).toEqual([expect.stringMatching(/-committed@example\.test\.eml$/)]);
  });

  test('a message whose code or link has expired is dropped, not sent', async () => {
    const app = await testApp();
    await app.mailer.send({ kind: 'sign-in-code', to: 'late@example.test', subject: 'Late', text: 'Late', expiresAt: new Date(Date.now() - 1000).toISOString() });

    expect(await outboxFiles(app)).toEqual([]);
    expect(await queued(app)).toEqual([]);
  });

  test('messages to one address reach the outbox in the order they were queued', async () => {
    const app = await testApp();
    const staff = await createStaff(app, { role: AdminRole.ADMIN });
    for (let n = 0; n < 3; n++) {
      expect((await app.inject({ method: 'POST', url: '/auth/login', payload: { email: staff.email, password: staff.password } })).statusCode).toBe(200);
    }
    const otp = await lastCode(app, staff.email);

    expect(await outboxFiles(app)).toHaveLength(3);
    const validate = await app.inject({ method: 'POST', url: '/auth/otp/validate', payload: { email: staff.email, otp } });
    expect(validate.statusCode).toBe(200);
  });
});

describe('the log', () => {
  /** An app whose every log line, down to trace, is kept in `lines`. */
  async function loggedApp() {
    const lines: string[] = [];
    const app = await testApp({ logLevel: 'trace', logStream: { write: (line) => void lines.push(line) } });
    return { app, lines };
  }

  /** Lines holding `secret` as a whole (not inside a longer number such as a timestamp). */
  const carrying = (lines: string[], secret: string) => {
    const whole = new RegExp(`(?<![\\w.-])${secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w.-])`);
    return lines.filter((line) => whole.test(line));
  };

  test('no sign-in code reaches it: the mail is logged by kind and recipient', async () => {
    const { app, lines } = await loggedApp();
    const staff = await createStaff(app, { role: AdminRole.ADMIN });

    const login = await app.inject({ method: 'POST', url: '/auth/login', payload: { email: staff.email, password: staff.password } });
    expect(login.statusCode).toBe(200);
    const otp = await lastCode(app, staff.email);
    const wrong = await app.inject({ method: 'POST', url: '/auth/otp/validate', payload: { email: staff.email, otp: otp === '000000' ? '111111' : '000000' } });
    expect(wrong.statusCode).toBe(401);
    const validate = await app.inject({ method: 'POST', url: '/auth/otp/validate', payload: { email: staff.email, otp } });
    expect(validate.statusCode).toBe(200);

    const sent = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((entry) => entry.msg === 'mail written to the outbox');
    expect(sent).toMatchObject({ kind: 'sign-in-code', to: staff.email, file: expect.stringContaining(staff.email) });
    expect(sent).not.toHaveProperty('subject');
    expect(lines.filter((line) => line.includes('incoming request')).length).toBeGreaterThanOrEqual(3);
    expect(carrying(lines, otp)).toEqual([]);
  });

  test('no password-reset token reaches it, neither from the e-mail nor from the request that spends it', async () => {
    const { app, lines } = await loggedApp();
    const staff = await createStaff(app, { role: AdminRole.ADMIN });

    await app.inject({ method: 'POST', url: `/auth/users/password/forgot?email=${staff.email}` });
    const link = await lastLink(app, staff.email, `${app.config.publicUrl}/#/reset-password/`);
    const token = link.split('/').at(-1)!;
    expect(await lastMessage(app, staff.email)).toContain(token);
    const reset = await app.inject({ method: 'POST', url: '/auth/password/reset', payload: { token, password: 'a much longer passphrase' } });
    expect(reset.statusCode).toBe(204);

    expect(carrying(lines, token)).toEqual([]);
    expect(carrying(lines, 'a much longer passphrase')).toEqual([]);
  });

  test("an invitation's token, which travels in the path, is left out of the request's log lines", async () => {
    const { app, lines } = await loggedApp();
    const staff = await createStaff(app, { role: AdminRole.EDITOR });
    const token = await issueAccountToken(app.db, staff.id, 'verify-email');
    // Refused before the link is spent (a bad user id): the token is still valid, and logged nowhere.
    const refused = await app.inject({ method: 'POST', url: `/auth/email-verification/${staff.id + 1000}/${token}` });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(lines.some((line) => line.includes('/auth/email-verification/'))).toBe(true);
    expect(carrying(lines, token)).toEqual([]);
  });
});
