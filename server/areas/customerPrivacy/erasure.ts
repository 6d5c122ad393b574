import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { ExpressionBuilder, Kysely } from 'kysely';
import { confirmsErasure, erasedEmail, erasedName, erasureConfirmMismatch } from '../../../contract/customerPrivacyRules';
import { ErrorCode } from '../../../contract/errorCodes';
import { writeAudit } from '../../audit/record';
import type { Config } from '../../config';
import { containsText, dialectOf } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { ApiError, badRequest, conflict, notFound } from '../../errors';
import type { AnySelect } from '../../exports/keyset';
import { addDays, businessDay } from '../../lib/dates';
import { refreshSubscriptionFigures } from '../analytics/subscriptionRollups';
import { customers } from '../customers/queries';
import { Redaction, redactingAuditEntries, sweep, type SweptColumn } from './redaction';

/**
 * A customer's erasure (docs/api.md "Customer data requests"): their personal data anonymised in
 * one transaction, wherever it was written, while their orders and payments stay for the accounts.
 */

type Db = Kysely<Database>;

/** Ids in statements of at most this many (an `in (...)` list). */
const chunkSize = 500;

const chunks = <T>(items: T[]): T[][] => Array.from({ length: Math.ceil(items.length / chunkSize) }, (_, index) => items.slice(index * chunkSize, (index + 1) * chunkSize));

/** The free-text columns of the audit log (JSON ones walked as JSON). */
const auditColumns: SweptColumn[] = [{ name: 'label' }, { name: 'reason' }, { name: 'changes', json: true }, { name: 'details', json: true }];

/** Refused while ERASURE_HOLD_DAYS have not passed since the customer's last order (409, 122), naming the day it becomes possible. */
async function refuseWhileHeld(trx: Db, id: number, settings: Pick<Config, 'erasureHoldDays' | 'timeZone'>): Promise<void> {
  if (settings.erasureHoldDays <= 0) return;
  const { last } = await trx
    .selectFrom('orders')
    .select((eb) => eb.fn.max('created_at').as('last'))
    .where('customer_id', '=', id)
    .executeTakeFirstOrThrow();
  if (!last) return;
  const from = addDays(businessDay(new Date(last), settings.timeZone), settings.erasureHoldDays);
  if (businessDay(new Date(), settings.timeZone) >= from) return;
  throw new ApiError(
    409,
    `This customer's data may be erased from ${from}: erasure is held for ${settings.erasureHoldDays} days after their last order.`,
    ErrorCode.ERASURE_HELD,
  );
}

/** Ends the customer's plans now: cancelled (no renewal) and ended; their subscription figures follow (churn). */
async function endPlans(trx: Db, id: number, at: string): Promise<number> {
  const running = (eb: ExpressionBuilder<Database, 'customer_subscriptions'>) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', at)]);
  await trx.updateTable('customer_subscriptions').set({ cancelled_at: at }).where('customer_id', '=', id).where('cancelled_at', 'is', null).where(running).execute();
  const ended = await trx.updateTable('customer_subscriptions').set({ ends_at: at }).where('customer_id', '=', id).where(running).executeTakeFirst();
  await refreshSubscriptionFigures(trx, [id]);
  return Number(ended.numUpdatedRows);
}

/** What each of the customer's orders copied: the documents' customer block, refunds' notes, timeline reasons, staff notes on them. */
async function redactOrders(trx: Db, id: number, redaction: Redaction, orderIds: number[]): Promise<void> {
  for (const ids of chunks(orderIds)) {
    const documents = await trx.selectFrom('documents').select(['id', 'content']).where('order_id', 'in', ids).execute();
    for (const document of documents) {
      const content = JSON.parse(document.content) as { customer?: { name: string; email: string } };
      // The one change ever made to an issued document: amounts, numbers and lines stay.
      if (content.customer) content.customer = { ...content.customer, name: erasedName(id), email: erasedEmail(id) };
      await trx.updateTable('documents').set({ content: redaction.json(JSON.stringify(content)) }).where('id', '=', document.id).execute();
    }
    const ofOrders = (query: AnySelect) => query.where('order_id', 'in', ids);
    await sweep(trx, redaction, 'refunds', 'id', [{ name: 'detail' }, { name: 'note' }], { scope: ofOrders });
    await sweep(trx, redaction, 'order_events', 'id', [{ name: 'reason' }], { scope: ofOrders });
    await sweep(trx, redaction, 'staff_notes', 'id', [{ name: 'body' }], {
      scope: (query) => query.where('subject', '=', 'orders').where('subject_id', 'in', ids),
    });
  }
}

/** The audit log: every entry about the customer or their orders, and any other entry that names them. */
async function redactAuditLog(trx: Db, id: number, redaction: Redaction, orderIds: number[]): Promise<number> {
  return redactingAuditEntries(trx, async () => {
    let changed = await sweep(trx, redaction, 'audit_entries', 'id', auditColumns, {
      scope: (query) => query.where('resource', '=', 'users/customers').where('record_id', '=', String(id)),
    });
    for (const ids of chunks(orderIds)) {
      changed += await sweep(trx, redaction, 'audit_entries', 'id', auditColumns, {
        scope: (query) => query.where('resource', '=', 'orders').where('record_id', 'in', ids.map(String)),
      });
    }
    const everywhere = [...auditColumns, { name: 'actor_name' }, { name: 'actor_email' }];
    return changed + (await sweep(trx, redaction, 'audit_entries', 'id', everywhere, { needles: redaction.global }));
  });
}

export interface ErasureOutcome {
  /** The e-mail the customer had, whose outbox files go once the transaction has committed. */
  email: string;
}

/**
 * Erases customer `id` in one transaction: refused when there is no such customer (404), when
 * already erased (409), while held (409, 122) and when `confirm` names someone else (400). The
 * erasure's audit entry says who erased and what was touched, never the data erased.
 */
export async function eraseCustomer(db: Db, request: FastifyRequest, id: number, confirm: string, settings: Pick<Config, 'erasureHoldDays' | 'timeZone'>): Promise<ErasureOutcome> {
  return db.transaction().execute(async (trx) => {
    let found = customers(trx).select(['id', 'name', 'email', 'phone', 'erased_at']).where('id', '=', id);
    if (dialectOf<Database>(trx) === 'postgres') found = found.forUpdate();
    const person = await found.executeTakeFirst();
    if (!person) throw notFound('No such customer');
    if (person.erased_at) throw conflict(`This customer's personal data was already erased, on ${businessDay(new Date(person.erased_at), settings.timeZone)}.`);
    await refuseWhileHeld(trx, id, settings);
    if (!confirmsErasure(person, confirm)) throw badRequest('The confirmation does not name this customer', { confirm: erasureConfirmMismatch });

    const now = new Date().toISOString();
    const redaction = new Redaction(id, person);
    const orderIds = (await trx.selectFrom('orders').select('id').where('customer_id', '=', id).orderBy('id').execute()).map((row) => row.id);

    await trx
      .updateTable('users')
      .set({ name: erasedName(id), email: erasedEmail(id), phone: null, country: null, last_seen_at: null, password_hash: null, avatar_path: null, theme: null, erased_at: now })
      .where('id', '=', id)
      .execute();
    for (const table of ['sessions', 'login_codes', 'account_tokens'] as const) await trx.deleteFrom(table).where('user_id', '=', id).execute();
    const plansEnded = await endPlans(trx, id, now);
    // Notes about them are staff's free text about the person: they go (the export kept them).
    const notes = await trx.deleteFrom('staff_notes').where('subject', '=', 'users/customers').where('subject_id', '=', id).executeTakeFirst();
    await redactOrders(trx, id, redaction, orderIds);

    // Mail not yet sent to them is dropped; other queued mail and the rate limits' keys lose their copies.
    await trx.deleteFrom('mail_queue').where(containsText<Database>(trx, 'recipient', person.email)).execute();
    await sweep(trx, redaction, 'mail_queue', 'id', [{ name: 'subject' }, { name: 'body_text' }, { name: 'body_html' }], { needles: redaction.global });
    await trx.deleteFrom('rate_limits').where(containsText<Database>(trx, 'key', person.email)).execute();
    await sweep(trx, redaction, 'jobs', 'id', [{ name: 'params', json: true }, { name: 'message' }], { needles: redaction.global });
    await sweep(trx, redaction, 'job_errors', 'id', [{ name: 'message' }], { needles: redaction.global });
    await sweep(trx, redaction, 'saved_views', 'id', [{ name: 'name' }, { name: 'filters', json: true }], { needles: redaction.global });
    await sweep(trx, redaction, 'staff_notes', 'id', [{ name: 'body' }], { needles: redaction.global });
    // The live events kept for reconnections name what changed (docs/api.md "Live updates").
    await sweep(trx, redaction, 'live_events', 'id', [{ name: 'data', json: true }], { needles: redaction.global });
    const auditEntries = await redactAuditLog(trx, id, redaction, orderIds);

    await writeAudit(trx, request, {
      action: 'erase',
      resource: 'users/customers',
      recordId: id,
      label: erasedName(id),
      details: { orders: orderIds.length, plansEnded, notesDeleted: Number(notes.numDeletedRows), auditEntriesRedacted: auditEntries },
    });
    return { email: person.email };
  });
}

/** The outbox files addressed to the e-mail the customer had (`<time>-<recipient>.eml`), removed after the erasure committed. */
export async function removeOutboxCopies(outbox: string | undefined, email: string): Promise<void> {
  if (!outbox) return;
  const suffix = `-${email}.eml`.toLowerCase();
  const files = await fs.readdir(outbox).catch(() => [] as string[]);
  await Promise.all(files.filter((file) => file.toLowerCase().endsWith(suffix)).map((file) => fs.rm(path.join(outbox, file), { force: true })));
}
