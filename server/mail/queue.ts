import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import type { Database, MailQueueTable } from '../db/schema';

/** What a message is: named in the logs instead of its subject, which may carry a code. */
export type MailKind = 'sign-in-code' | 'invitation' | 'password-reset' | 'refund-note' | 'recovery-code-used' | 'second-factors-reset';

export interface MailMessage {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** When the message becomes useless (its code or link expires): undelivered by then, it is dropped. */
  expiresAt?: string;
}

export type QueuedMail = Selectable<MailQueueTable>;

/** The database or a transaction of the caller's: a message queued in a transaction is sent once it commits. */
type Executor = Kysely<Database>;

/** Queues a message, due at once; answers its id. */
export async function enqueueMail(db: Executor, message: MailMessage, now = new Date()): Promise<number> {
  const nowIso = now.toISOString();
  const row = await db
    .insertInto('mail_queue')
    .values({
      kind: message.kind,
      recipient: message.to,
      subject: message.subject,
      body_text: message.text,
      body_html: message.html ?? null,
      created_at: nowIso,
      expires_at: message.expiresAt ?? null,
      next_attempt_at: nowIso,
      attempts: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Due: its next attempt has come and no node holds a live claim on it. */
function due(nowIso: string) {
  return (eb: ExpressionBuilder<Database, 'mail_queue'>) =>
    eb.and([
      eb('mail_queue.next_attempt_at', '<=', nowIso),
      eb.or([eb('mail_queue.locked_until', 'is', null), eb('mail_queue.locked_until', '<=', nowIso)]),
    ]);
}

/** Whether any message is due: a read, so that an idle poll takes no write lock (SQLite). */
export async function anyMailDue(db: Executor, now = new Date()): Promise<boolean> {
  const row = await db.selectFrom('mail_queue').select('id').where(due(now.toISOString())).limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * Claims up to `limit` due messages for `claimer` until `now + leaseMs`, counting an attempt on
 * each, in one UPDATE whose WHERE checks the claim again: on PostgreSQL a second node's UPDATE
 * waits for the first's rows and then finds them claimed; SQLite runs one writer at a time. So a
 * message is claimed by one node at a time, and only the rows this UPDATE returns are the
 * claimer's to send. A claimer that dies loses its claim when the lease ends.
 */
export async function claimDueMail(
  db: Executor,
  { claimer, leaseMs, limit, now = new Date() }: { claimer: string; leaseMs: number; limit: number; now?: Date },
): Promise<QueuedMail[]> {
  const nowIso = now.toISOString();
  const rows = await db
    .updateTable('mail_queue')
    .set((eb) => ({
      locked_by: claimer,
      locked_until: new Date(now.getTime() + leaseMs).toISOString(),
      attempts: eb('mail_queue.attempts', '+', 1),
    }))
    .where('id', 'in', db.selectFrom('mail_queue').select('id').where(due(nowIso)).orderBy('id').limit(limit))
    .where(due(nowIso))
    .returningAll()
    .execute();
  return rows.sort((a, b) => a.id - b.id);
}

/** A delivered (or dropped) message leaves the queue. */
export async function removeMail(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('mail_queue').where('id', '=', id).execute();
}

/** A failed attempt: the claim is released and the next attempt set, if the claim is still `claimer`'s. */
export async function releaseFailedMail(
  db: Executor,
  { id, claimer, error, nextAttemptAt }: { id: number; claimer: string; error: string; nextAttemptAt: Date },
): Promise<void> {
  await db
    .updateTable('mail_queue')
    .set({ locked_by: null, locked_until: null, last_error: error.slice(0, 500), next_attempt_at: nextAttemptAt.toISOString() })
    .where('id', '=', id)
    .where('locked_by', '=', claimer)
    .execute();
}

/** A claimed message given back without an attempt: due again at once, its attempt uncounted. */
export async function releaseUnattemptedMail(db: Executor, { id, claimer }: { id: number; claimer: string }): Promise<void> {
  await db
    .updateTable('mail_queue')
    .set((eb) => ({ locked_by: null, locked_until: null, attempts: eb('mail_queue.attempts', '-', 1) }))
    .where('id', '=', id)
    .where('locked_by', '=', claimer)
    .execute();
}

/** The wait before the next attempt after `attempts` failed ones: doubling from `baseMs`, at most `maxMs`. */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, Math.min(attempts - 1, 30)));
}
