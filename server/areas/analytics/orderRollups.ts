import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The order roll-ups (migration 0008): `order_days` and `category_days`, rebuilt for the days
 * an order change touches from `orders.day`, the business day each order was placed.
 */
type Db = Kysely<Database>;

/** What a roll-up's orders brought in: their amounts less what was refunded of them. */
export const netAmount = (eb: ExpressionBuilder<Database, 'order_days' | 'category_days'>) =>
  eb(eb.fn.sum<number>('amount'), '-', eb.fn.sum<number>('refunded'));

/** Rows per statement when a list of days is spelt out (`day in (...)`). */
const dayChunk = 500;

/**
 * Rebuilds `order_days` and `category_days` for some business days (every day when `days` is
 * absent) from the orders placed on them: their rows are deleted and written again, grouped.
 * Call inside the transaction that changes an order, with that order's day.
 */
export async function refreshOrderDays(trx: Db, days?: readonly string[]): Promise<void> {
  if (days === undefined) return refreshChunk(trx, undefined);
  const distinct = [...new Set(days)];
  for (let start = 0; start < distinct.length; start += dayChunk) {
    await refreshChunk(trx, distinct.slice(start, start + dayChunk));
  }
}

async function refreshChunk(trx: Db, days: string[] | undefined): Promise<void> {
  let clearOrders = trx.deleteFrom('order_days');
  let clearCategories = trx.deleteFrom('category_days');
  if (days) {
    clearOrders = clearOrders.where('day', 'in', days);
    clearCategories = clearCategories.where('day', 'in', days);
  }
  await clearOrders.execute();
  await clearCategories.execute();

  const placed = trx.selectFrom('orders').where(days ? (eb) => eb('orders.day', 'in', days) : (eb) => eb('orders.day', 'is not', null));
  const orderKey = ['orders.day', 'orders.status', 'orders.purchase_type', 'orders.currency'] as const;
  await trx
    .insertInto('order_days')
    .columns(['day', 'status', 'purchase_type', 'currency', 'orders', 'amount', 'refunded'])
    .expression(
      placed
        .select((eb) => [...orderKey, eb.fn.countAll<number>().as('orders'), ...sums(eb)])
        .groupBy([...orderKey]),
    )
    .execute();
  const categoryKey = ['orders.day', 'ebooks.category_id', 'orders.status', 'orders.currency'] as const;
  await trx
    .insertInto('category_days')
    .columns(['day', 'category_id', 'status', 'currency', 'orders', 'amount', 'refunded'])
    .expression(
      placed
        .innerJoin('ebooks', 'ebooks.id', 'orders.ebook_id')
        .select((eb) => [...categoryKey, eb.fn.countAll<number>().as('orders'), ...sums(eb)])
        .groupBy([...categoryKey]),
    )
    .execute();
}

const sums = (eb: ExpressionBuilder<Database, 'orders'>) =>
  [eb.fn.sum<number>('orders.amount').as('amount'), eb.fn.sum<number>('orders.refunded').as('refunded')] as const;
