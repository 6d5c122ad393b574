import type { Insertable, Kysely } from 'kysely';
import { OrderStatus, PaymentStatus, PurchaseType } from '../../../contract/enums';
import type { ActorKind, OrderEventKind } from '../../../contract/orders';
import type { BillingPeriod } from '../../../contract/subscriptions';
import { refreshOrderDays } from '../analytics/orderRollups';
import { refreshSubscriptionFiguresOfOrder } from '../analytics/subscriptionRollups';
import type { Database, OrderEventsTable } from '../../db/schema';

/** Who acts: a staff member (their id), the customer, the provider or the system. */
export interface Actor {
  kind: ActorKind;
  id: number | null;
}

/** Payment statuses that may still change to anything: the attempt has not settled. */
export const openPaymentStatuses: readonly number[] = [
  PaymentStatus.NONE,
  PaymentStatus.INITIATED,
  PaymentStatus.PROCESSING,
  PaymentStatus.PENDING,
];

/** A settled success, then refunded in part, then in whole: a payment only moves forward along it. */
const refunds: readonly number[] = [PaymentStatus.SUCCESS, PaymentStatus.PARTIALLY_REFUNDED, PaymentStatus.REFUNDED];

/**
 * Whether a payment may move from `from` to `to`: an open attempt to anything, a settled
 * success only to (partially) refunded; failed, cancelled and refunded are final.
 */
export function paymentMayMove(from: number, to: number): boolean {
  if (from === to) return false;
  if (openPaymentStatuses.includes(from)) return true;
  return refunds.includes(from) && refunds.includes(to) && refunds.indexOf(from) < refunds.indexOf(to);
}

const unpaid: readonly number[] = [OrderStatus.INITIATED, OrderStatus.PROCESSING];

/** The order status a change of its latest payment leads to, or undefined when the order stays as it is. */
export function orderStatusAfterPayment(orderStatus: number, paymentStatus: number): OrderStatus | undefined {
  switch (paymentStatus) {
    case PaymentStatus.SUCCESS:
      return [...unpaid, OrderStatus.PAYMENT_FAILED].includes(orderStatus) ? OrderStatus.CONFIRMED : undefined;
    case PaymentStatus.FAILED:
      return unpaid.includes(orderStatus) ? OrderStatus.PAYMENT_FAILED : undefined;
    case PaymentStatus.CANCELLED:
      return unpaid.includes(orderStatus) ? OrderStatus.PAYMENT_CANCELLED : undefined;
    case PaymentStatus.REFUNDED:
      return [...unpaid, OrderStatus.CONFIRMED, OrderStatus.PARTIALLY_REFUNDED].includes(orderStatus) ? OrderStatus.REFUNDED : undefined;
    case PaymentStatus.PROCESSING:
    case PaymentStatus.PENDING:
      return orderStatus === OrderStatus.INITIATED ? OrderStatus.PROCESSING : undefined;
    default:
      return undefined;
  }
}

/** Whether an order may be cancelled: not paid yet (Initiated or Processing, its latest payment neither a success nor refunded). */
export function mayCancel(orderStatus: number, paymentStatus: number | undefined): boolean {
  return (
    unpaid.includes(orderStatus) &&
    paymentStatus !== PaymentStatus.SUCCESS &&
    paymentStatus !== PaymentStatus.REFUNDED
  );
}

const DAY = 86_400_000;

/** When a hold on a plan started at `start` ends: one calendar month or year later (UTC), or `days` days. */
export function periodEnd(start: Date, period: BillingPeriod, days: number | null): Date {
  const end = new Date(start);
  if (period === 'MONTHLY') end.setUTCMonth(end.getUTCMonth() + 1);
  else if (period === 'YEARLY') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setTime(start.getTime() + (days ?? 1) * DAY);
  return end;
}

type Db = Kysely<Database>;

export interface EventInput {
  orderId: number;
  paymentId?: number | null;
  what: OrderEventKind;
  from?: number | null;
  to?: number | null;
  at: string;
  actor: Actor;
  reason?: string | null;
  /** What a refund refunded. */
  amount?: number | null;
}

export const eventRow = (event: EventInput): Insertable<OrderEventsTable> => ({
  order_id: event.orderId,
  payment_id: event.paymentId ?? null,
  what: event.what,
  from_status: event.from ?? null,
  to_status: event.to ?? null,
  at: event.at,
  actor_kind: event.actor.kind,
  actor_id: event.actor.id,
  reason: event.reason ?? null,
  amount: event.amount ?? null,
});

export async function recordEvent(trx: Db, event: EventInput): Promise<void> {
  await trx.insertInto('order_events').values(eventRow(event)).execute();
}

/** Compare-and-set of a payment's status: answers false (and changes nothing) unless it still is `from`. */
export async function movePayment(trx: Db, paymentId: number, from: number, to: number, at: string): Promise<boolean> {
  const result = await trx
    .updateTable('payments')
    .set({ status: to, updated_at: at })
    .where('id', '=', paymentId)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Compare-and-set of an order's status: answers false (and changes nothing) unless it still is `from`.
 * The analytics roll-ups of the day the order was placed follow, in the same transaction.
 */
export async function moveOrder(trx: Db, orderId: number, from: number, to: number, at: string): Promise<boolean> {
  const moved = await trx
    .updateTable('orders')
    .set({ status: to, updated_at: at })
    .where('id', '=', orderId)
    .where('status', '=', from)
    .returning('day')
    .executeTakeFirst();
  if (moved?.day) await refreshOrderDays(trx, [moved.day]);
  return moved !== undefined;
}

/** What a confirmed order gives its customer: the book, or a hold on the plan for one billing period. */
export async function grantPurchase(trx: Db, orderId: number, at: string): Promise<void> {
  const order = await trx
    .selectFrom('orders')
    .select(['customer_id', 'purchase_type', 'ebook_id', 'subscription_id'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  if (order.purchase_type === PurchaseType.BOOK_PURCHASE && order.ebook_id !== null) {
    const granted = await trx.selectFrom('customer_books').select('id').where('order_id', '=', orderId).executeTakeFirst();
    if (granted) {
      await trx.updateTable('customer_books').set({ granted_at: at, revoked_at: null }).where('id', '=', granted.id).execute();
    } else {
      await trx
        .insertInto('customer_books')
        .values({ customer_id: order.customer_id, ebook_id: order.ebook_id, order_id: orderId, granted_at: at })
        .execute();
    }
  } else if (order.purchase_type === PurchaseType.SUBSCRIPTION && order.subscription_id !== null) {
    const plan = await trx
      .selectFrom('subscriptions')
      .select(['billing_period', 'billing_days'])
      .where('id', '=', order.subscription_id)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('customer_subscriptions')
      .values({
        customer_id: order.customer_id,
        subscription_id: order.subscription_id,
        started_at: at,
        ends_at: periodEnd(new Date(at), plan.billing_period, plan.billing_days).toISOString(),
        order_id: orderId,
      })
      .execute();
    await refreshSubscriptionFiguresOfOrder(trx, orderId);
  }
}

/** Takes back what a refunded order gave: the book's access is revoked, the hold on the plan ends now. */
export async function revokePurchase(trx: Db, orderId: number, at: string): Promise<void> {
  await trx.updateTable('customer_books').set({ revoked_at: at }).where('order_id', '=', orderId).where('revoked_at', 'is', null).execute();
  await trx
    .updateTable('customer_subscriptions')
    .set({ ends_at: at })
    .where('order_id', '=', orderId)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', at)]))
    .execute();
  await refreshSubscriptionFiguresOfOrder(trx, orderId);
}
