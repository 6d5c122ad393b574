import { type AliasableExpression, expressionBuilder } from 'kysely';
import type { OrderFilters } from '../../../contract/orders';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';

/**
 * How far the orders list counts matches the roll-up cannot count (a text, a payment status):
 * past it the answer is "more than 10,000" rather than a scan of every order on every page.
 */
export const orderCountLimit = 10_000;

/**
 * The number of orders a list's filters select, summed from the `order_days` roll-up (0008)
 * when the filters are of its dimensions only: status, purchase type and whole business days.
 * Exact, since every status change rebuilds its day's roll-up in the same transaction, and a few
 * hundred rows at most whatever the size of `orders` (docs/api.md "Orders"). Undefined when the
 * filters are not the roll-up's (the payment, the customer or a text); null, as the expression's
 * value, when orders were written without their `day` by a tool (the next start gives them theirs).
 *
 * One scalar expression, so that it can be a column of the page's own statement (listPage.ts).
 */
export function rollupTotal(db: Db, filters: OrderFilters): AliasableExpression<number | string | null> | undefined {
  if (!countedByRollup(filters)) return undefined;
  const { status, purchaseType, startDate, endDate } = filters;
  let sum = db.selectFrom('order_days').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('orders'), eb.lit(0)).as('total'));
  if (status) sum = sum.where('status', '=', status);
  if (purchaseType) sum = sum.where('purchase_type', '=', purchaseType);
  if (startDate) sum = sum.where('day', '>=', startDate);
  if (endDate) sum = sum.where('day', '<=', endDate);
  const eb = expressionBuilder<Database>();
  return eb
    .case()
    .when(eb.exists(db.selectFrom('orders').select('id').where('day', 'is', null)))
    .then(eb.lit(null))
    .else(sum)
    .end();
}

/** Whether the filters are of the roll-up's dimensions only (rollupTotal). */
export const countedByRollup = ({ paymentStatus, customerId, q }: OrderFilters) => paymentStatus === undefined && customerId === undefined && !q;

/** The roll-up's count in a statement of its own (rollupTotal): undefined where it cannot answer. */
export async function countFromRollup(db: Db, filters: OrderFilters): Promise<number | undefined> {
  const total = rollupTotal(db, filters);
  if (!total) return undefined;
  const row = await db.selectNoFrom(total.as('total')).executeTakeFirstOrThrow();
  return row.total === null ? undefined : Number(row.total);
}
