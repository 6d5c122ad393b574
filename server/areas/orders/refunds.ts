import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { OrderStatus, PaymentStatus } from '../../../contract/enums';
import type { OrderRefundInput } from '../../../contract/orders';
import { refundReasonLabel, type RefundReason } from '../../../contract/refundRules';
import { writeAudit } from '../../audit/record';
import { uniqueViolationColumn } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../db/transactions';
import { badRequest, conflict, notFound } from '../../errors';
import { formatMoney } from '../../lib/money';
import { lockRow } from '../../lib/versions';
import { issueCreditNote } from './documents';
import { missingOrder } from './queries';
import { type Actor, moveOrder, movePayment, recordEvent, revokePurchase } from './transitions';
import { coded } from '../../../contract/apiMessages';

/**
 * Refunds (docs/api.md "Refunds"): part or all of what is left of an order's payment, each asked
 * of the provider once per idempotency key. A refund is first written `pending` (its amount then
 * counts against what is left, so two refunds at once cannot exceed the payment), the provider
 * is asked outside any transaction, and its answer decides: a success is written with its
 * statuses, timeline, credit note and audit entry in one transaction; a failure drops the
 * pending refund, and the order is as it was.
 */

type Db = Kysely<Database>;

/** The orders and payments that may be refunded: paid, and not refunded in full. */
const refundableOrders: readonly number[] = [OrderStatus.CONFIRMED, OrderStatus.PARTIALLY_REFUNDED];
const refundablePayments: readonly number[] = [PaymentStatus.SUCCESS, PaymentStatus.PARTIALLY_REFUNDED];

export const notRefundable = 'Only a confirmed order whose payment succeeded can be refunded.';

/** What the timeline and the audit entry say of why: the reason's label, and its detail. */
export function refundReasonText(reason: RefundReason, detail: string | null | undefined): string {
  if (!detail) return refundReasonLabel[reason];
  return reason === 'other' ? detail : `${refundReasonLabel[reason]}: ${detail}`;
}

export type RefundInput = Omit<OrderRefundInput, 'amount'> & { amount: number | 'rest' };

interface Reserved {
  refundId: number;
  amount: number;
  reference: string;
}

/** What is left to refund of an order: its amount less what was refunded and what is being refunded. */
async function leftToRefund(trx: Db, order: { id: number; amount: number; refunded: number }): Promise<number> {
  const { pending } = await trx
    .selectFrom('refunds')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('pending'))
    .where('order_id', '=', order.id)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return order.amount - order.refunded - Number(pending);
}

/**
 * Writes the refund `pending`, or answers `replayed` when the key was used already for this order
 * (409 while that refund is still with the provider).
 */
async function reserve(db: Db, id: number, input: RefundInput, actor: Actor): Promise<Reserved | 'replayed'> {
  return inTransaction(db, async (trx) => {
    await lockRow(trx, 'orders', 'id', id);
    const order = await trx.selectFrom('orders').select(['id', 'status', 'amount', 'refunded', 'currency']).where('id', '=', id).executeTakeFirst();
    if (!order) throw notFound(missingOrder);
    const earlier = await trx
      .selectFrom('refunds')
      .select('status')
      .where('order_id', '=', id)
      .where('idempotency_key', '=', input.idempotencyKey)
      .executeTakeFirst();
    if (earlier?.status === 'succeeded') return 'replayed';
    if (earlier) throw conflict('This refund is still being made. Reload the order in a moment to see it.');
    const payment = await trx
      .selectFrom('payments')
      .select(['id', 'status', 'reference'])
      .where('order_id', '=', id)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!refundableOrders.includes(order.status) || !payment || !refundablePayments.includes(payment.status)) {
      throw conflict(notRefundable);
    }
    const left = await leftToRefund(trx, order);
    const amount = input.amount === 'rest' ? left : input.amount;
    if (amount <= 0) throw conflict('A refund of this order is still being made: nothing else is left to refund.');
    if (amount > left) {
      const most = formatMoney(left, order.currency);
      throw badRequest(`At most ${most} is left to refund.`, { amount: coded('refund_beyond', { amount: most }) });
    }
    const inserted = await trx
      .insertInto('refunds')
      .values({
        order_id: id,
        payment_id: payment.id,
        idempotency_key: input.idempotencyKey,
        amount,
        currency: order.currency,
        reason: input.reason,
        detail: input.detail || null,
        note: input.note || null,
        status: 'pending',
        actor_id: actor.id,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { refundId: inserted.id, amount, reference: payment.reference };
  }).catch(async (error: unknown) => {
    // The same key in a request that ran at the same time (SQLite answers it here, not at the lock).
    if (uniqueViolationColumn(error)?.includes('idempotency_key')) return reserve(db, id, input, actor);
    throw error;
  });
}

/** The provider refunded: the refund, the order, its payment, timeline, credit note and audit entry, in one transaction. */
async function complete(db: Db, request: FastifyRequest, id: number, refundId: number, providerRefundId: string, actor: Actor) {
  await inTransaction(db, async (trx) => {
    await lockRow(trx, 'orders', 'id', id);
    const at = new Date().toISOString();
    const refund = await trx
      .updateTable('refunds')
      .set({ status: 'succeeded', provider_refund_id: providerRefundId, completed_at: at })
      .where('id', '=', refundId)
      .where('status', '=', 'pending')
      .returning(['amount', 'currency', 'reason', 'detail', 'note', 'payment_id'])
      .executeTakeFirstOrThrow();
    const order = await trx
      .selectFrom('orders')
      .innerJoin('users as customer', 'customer.id', 'orders.customer_id')
      .select(['orders.number', 'orders.status', 'orders.amount', 'orders.refunded', 'customer.email', 'customer.name'])
      .where('orders.id', '=', id)
      .executeTakeFirstOrThrow();
    const payment = await trx.selectFrom('payments').select('status').where('id', '=', refund.payment_id).executeTakeFirstOrThrow();
    const refunded = order.refunded + refund.amount;
    const whole = refunded >= order.amount;
    const orderTo = whole ? OrderStatus.REFUNDED : OrderStatus.PARTIALLY_REFUNDED;
    const paymentTo = whole ? PaymentStatus.REFUNDED : PaymentStatus.PARTIALLY_REFUNDED;
    // The refunded amount first: moving the order refreshes the roll-ups of its day, which read it.
    await trx.updateTable('orders').set({ refunded }).where('id', '=', id).execute();
    const moved =
      (await movePayment(trx, refund.payment_id, payment.status, paymentTo, at)) && (await moveOrder(trx, id, order.status, orderTo, at));
    if (!moved) throw conflict('The order changed while it was being refunded. Reload it to see its state.');
    const reason = refundReasonText(refund.reason as RefundReason, refund.detail);
    if (payment.status !== paymentTo) {
      await recordEvent(trx, { orderId: id, paymentId: refund.payment_id, what: 'payment_status', from: payment.status, to: paymentTo, at, actor, reason });
    }
    await recordEvent(trx, { orderId: id, what: 'refund', from: order.status, to: orderTo, at, actor, reason, amount: refund.amount });
    if (whole) await revokePurchase(trx, id, at);
    const creditNote = await issueCreditNote(trx, request.server.config, refundId, at);
    const changes = [
      { field: 'refunded', from: order.refunded, to: refunded },
      ...(order.status !== orderTo ? [{ field: 'status', from: order.status, to: orderTo }] : []),
      ...(payment.status !== paymentTo ? [{ field: 'paymentStatus', from: payment.status, to: paymentTo }] : []),
    ];
    await writeAudit(trx, request, {
      resource: 'orders',
      recordId: id,
      label: order.number,
      action: 'refund',
      changes,
      reason,
      details: { amount: refund.amount, currency: refund.currency, refundReason: refund.reason, creditNote },
    });
    if (refund.note) {
      const amount = formatMoney(refund.amount, refund.currency);
      await request.server.mailer.send(
        {
          kind: 'refund-note',
          to: order.email,
          subject: `Your refund of ${amount} for order ${order.number}`,
          text: `Hello ${order.name},\n\nWe have refunded ${amount} of your order ${order.number} (credit note ${creditNote}).\n\n${refund.note}\n\n${request.server.config.publisherName}\n`,
        },
        { db: trx },
      );
    }
  });
}

/**
 * Refunds `input.amount` of order `id` (`rest`: all that is left) through the provider; answers
 * whether the key had refunded already (nothing was done).
 */
export async function refundOrder(app: FastifyInstance, request: FastifyRequest, id: number, input: RefundInput, actor: Actor) {
  const reserved = await reserve(app.db, id, input, actor);
  if (reserved === 'replayed') return { replayed: true };
  let providerRefundId: string;
  try {
    ({ refundId: providerRefundId } = await app.paymentProvider.refund(reserved.reference, {
      amount: reserved.amount,
      reason: input.reason,
      idempotencyKey: `${id}:${input.idempotencyKey}`,
    }));
  } catch (error) {
    await app.db.deleteFrom('refunds').where('id', '=', reserved.refundId).where('status', '=', 'pending').execute();
    throw error;
  }
  await complete(app.db, request, id, reserved.refundId, providerRefundId, actor);
  return { replayed: false };
}
