import type { Kysely } from 'kysely';

/**
 * Indexes for the orders list at a million orders (bench/, `npm run bench`).
 * - `order_days_counts`: the list counts its matches from `order_days` (server/areas/orders/counts.ts),
 *   whose primary key starts with the day, so a status filter read every row of the range and
 *   then each row's count from the table (0.1 ms for 30 days, 1.5 ms for a year). This index
 *   holds everything the count reads, status first.
 * - `orders_amount`, `orders_status_amount`: sorted by amount, with or without a status, a page
 *   is read from an index rather than by sorting every order (5 s at a million). Sorting by
 *   creation time and by number have theirs already (`orders_created`, `orders_status_created`,
 *   the number's unique index).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('order_days_counts').on('order_days').columns(['status', 'day', 'purchase_type', 'orders']).execute();
  await db.schema.createIndex('orders_amount').on('orders').columns(['amount', 'id']).execute();
  await db.schema.createIndex('orders_status_amount').on('orders').columns(['status', 'amount', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['orders_status_amount', 'orders_amount', 'order_days_counts']) await db.schema.dropIndex(index).execute();
}
