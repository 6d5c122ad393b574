import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AuditAction, AuditChange } from '../../../contract/audit';
import { OrderStatus, PaymentStatus } from '../../../contract/enums';
import { type AuditContext, writeAudit } from '../../audit/record';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../db/transactions';
import { conflict } from '../../errors';
import { type DocumentSettings, issueReceipt } from './documents';
import {
  type Actor,
  grantPurchase,
  moveOrder,
  movePayment,
  orderStatusAfterPayment,
  recordEvent,
  revokePurchase,
} from './transitions';

/**
 * What the order actions (payment re-check, refund, cancellation) write once the payment
 * provider has answered: each in one transaction, every change a timeline event, and the
 * action's audit entry in that same transaction.
 */

type Db = Kysely<Database>;

/** A payment attempt as the actions read it (orderState in ./queries). */
interface PaymentState {
  id: number;
  status: number;
}

/** Who asked for an action, and the order's number: the audit entry's actor and label. */
export interface OrderAudit {
  context: FastifyRequest | AuditContext;
  number: string;
  /** More for the entry (the bulk job it is part of). */
  details?: Record<string, unknown>;
}

const statusChange = (field: 'status' | 'paymentStatus', from: number, to: number): AuditChange => ({ field, from, to });

function auditAction(
  trx: Db,
  id: number,
  audit: OrderAudit,
  entry: { action: AuditAction; changes: AuditChange[]; reason?: string },
): Promise<void> {
  return writeAudit(trx, audit.context, { resource: 'orders', recordId: id, label: audit.number, details: audit.details, ...entry });
}

/**
 * The re-check: the payment takes the provider's `status` if it is still what was read, the
 * order follows (granting or revoking the purchase), each change recorded with `reason`. Only a
 * re-check that moved something is audited: one that found nothing new changed nothing.
 */
export async function applyPaymentStatus(
  db: Db,
  id: number,
  payment: PaymentState,
  status: number,
  actor: Actor,
  reason: string,
  audit: OrderAudit,
  settings: DocumentSettings,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const at = new Date().toISOString();
    // Someone else moved the payment meanwhile: theirs stands, the answer shows it.
    if (!(await movePayment(trx, payment.id, payment.status, status, at))) return;
    await recordEvent(trx, {
      orderId: id,
      paymentId: payment.id,
      what: 'payment_status',
      from: payment.status,
      to: status,
      at,
      actor,
      reason,
    });
    const changes = [statusChange('paymentStatus', payment.status, status)];
    const current = await trx.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    const next = orderStatusAfterPayment(current.status, status);
    if (next === undefined) {
      await trx.updateTable('orders').set({ updated_at: at }).where('id', '=', id).execute();
    } else {
      // Refunded at the provider, outside the console: all of it (before the move, which refreshes the roll-ups).
      if (next === OrderStatus.REFUNDED) await trx.updateTable('orders').set((eb) => ({ refunded: eb.ref('amount') })).where('id', '=', id).execute();
      await moveOrder(trx, id, current.status, next, at);
      await recordEvent(trx, { orderId: id, what: 'order_status', from: current.status, to: next, at, actor, reason });
      if (next === OrderStatus.CONFIRMED) {
        await grantPurchase(trx, id, at);
        await issueReceipt(trx, settings, id, at);
      }
      if (next === OrderStatus.REFUNDED) await revokePurchase(trx, id, at);
      changes.unshift(statusChange('status', current.status, next));
    }
    await auditAction(trx, id, audit, { action: 'recheckPayment', changes });
  });
}

/**
 * After the provider cancelled the open payment (if any): the order from `orderStatus` and that
 * payment become Cancelled.
 */
export async function recordCancellation(
  db: Db,
  id: number,
  orderStatus: number,
  openPayment: PaymentState | undefined,
  actor: Actor,
  reason: string,
  audit: OrderAudit,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const at = new Date().toISOString();
    const moved =
      (await moveOrder(trx, id, orderStatus, OrderStatus.CANCELLED, at)) &&
      (!openPayment || (await movePayment(trx, openPayment.id, openPayment.status, PaymentStatus.CANCELLED, at)));
    if (!moved) throw conflict('The order changed while it was being cancelled. Reload it to see its state.');
    if (openPayment) {
      await recordEvent(trx, {
        orderId: id,
        paymentId: openPayment.id,
        what: 'payment_status',
        from: openPayment.status,
        to: PaymentStatus.CANCELLED,
        at,
        actor,
        reason,
      });
    }
    await recordEvent(trx, { orderId: id, what: 'cancel', from: orderStatus, to: OrderStatus.CANCELLED, at, actor, reason });
    const changes = [statusChange('status', orderStatus, OrderStatus.CANCELLED)];
    if (openPayment) changes.push(statusChange('paymentStatus', openPayment.status, PaymentStatus.CANCELLED));
    await auditAction(trx, id, audit, { action: 'cancel', changes, reason });
  });
}
