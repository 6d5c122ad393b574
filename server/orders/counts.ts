import type { Transaction } from 'kysely';
import type { OrderFilters } from '../../contract/orders';
import type { Database } from '../db/schema';

/**
 * How far the orders list counts matches the roll-up cannot count (a text, a payment status):
 * past it the answer is "more than 10,000" rather than a scan of every order on every page.
 */
export const orderCountLimit = 10_000;

/**
 * The number of orders a list's filters select, summed from the `order_days` roll-up (0008)
 * when the filters are of its dimensions only: status, purchase type and whole business days.
 * Exact, since every status change rebuilds its day's roll-up in the same transaction, and a few
 * hundred rows at most whatever the size of `orders` (docs/api.md "Orders"). Undefined when it
 * cannot answer: a filter on the payment, the customer or a text, or orders written without
 * their `day` by a tool (the next start gives them theirs).
 */
export async function countFromRollup(trx: Transaction<Database>, filters: OrderFilters): Promise<number | undefined> {
  const { status, purchaseType, startDate, endDate, paymentStatus, customerId, q } = filters;
  if (paymentStatus !== undefined || customerId !== undefined || q) return undefined;
  let sum = trx.selectFrom('order_days').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('orders'), eb.lit(0)).as('total'));
  if (status) sum = sum.where('status', '=', status);
  if (purchaseType) sum = sum.where('purchase_type', '=', purchaseType);
  if (startDate) sum = sum.where('day', '>=', startDate);
  if (endDate) sum = sum.where('day', '<=', endDate);
  // One statement (a round trip to PostgreSQL costs about what the sum does): the sum, and whether an order has no day.
  const { total, undated } = await trx
    .selectNoFrom((eb) => [
      sum.as('total'),
      eb.exists(trx.selectFrom('orders').select('id').where('day', 'is', null)).as('undated'),
    ])
    .executeTakeFirstOrThrow();
  return undated ? undefined : Number(total);
}
