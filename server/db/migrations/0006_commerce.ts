import type { Kysely } from 'kysely';
import { autoId, timestampType } from '../dialect';

/**
 * Commerce: orders of a customer for one e-book or one plan, their payment attempts at the
 * provider, the timeline of every status change, and what a confirmed order grants (the book,
 * or a hold on the plan: `customer_subscriptions.order_id`). Statuses are the spec's numbers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const timestamp = timestampType(db);

  await db.schema
    .createTable('orders')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('number', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('users.id'))
    // PurchaseType: 1 subscription (subscription_id), 2 book purchase (ebook_id).
    .addColumn('purchase_type', 'integer', (c) => c.notNull())
    .addColumn('ebook_id', 'integer', (c) => c.references('ebooks.id'))
    .addColumn('subscription_id', 'integer', (c) => c.references('subscriptions.id'))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .execute();
  // The list's default order and the export's keyset, then each filter with that order. No index on
  // ebook_id/subscription_id: e-books and plans are never deleted, and nothing lists orders per item yet.
  await db.schema.createIndex('orders_created').on('orders').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('orders_status_created').on('orders').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('orders_type_created').on('orders').columns(['purchase_type', 'created_at']).execute();
  await db.schema.createIndex('orders_customer_created').on('orders').columns(['customer_id', 'created_at']).execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    // PaymentProvider: 1 the card payment provider.
    .addColumn('provider', 'integer', (c) => c.notNull())
    .addColumn('reference', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .execute();
  // An order's latest attempt is its highest id.
  await db.schema.createIndex('payments_order').on('payments').columns(['order_id', 'id']).execute();

  await db.schema
    .createTable('order_events')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('payment_id', 'integer', (c) => c.references('payments.id').onDelete('cascade'))
    // 'created' | 'order_status' | 'payment_status' | 'refund' | 'cancel'
    .addColumn('what', 'varchar(20)', (c) => c.notNull())
    .addColumn('from_status', 'integer')
    .addColumn('to_status', 'integer')
    .addColumn('at', timestamp, (c) => c.notNull())
    // 'system' | 'provider' | 'staff' | 'customer'; actor_id is the staff member or the customer.
    .addColumn('actor_kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reason', 'varchar(500)')
    .execute();
  await db.schema.createIndex('order_events_order').on('order_events').columns(['order_id', 'at']).execute();
  await db.schema.createIndex('order_events_payment').on('order_events').column('payment_id').execute();

  await db.schema
    .createTable('customer_books')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('ebook_id', 'integer', (c) => c.notNull().references('ebooks.id'))
    .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id').onDelete('cascade'))
    .addColumn('granted_at', timestamp, (c) => c.notNull())
    .addColumn('revoked_at', timestamp)
    .execute();
  await db.schema.createIndex('customer_books_customer').on('customer_books').column('customer_id').execute();
  await db.schema.createIndex('customer_books_ebook').on('customer_books').column('ebook_id').execute();

  await db.schema
    .alterTable('customer_subscriptions')
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('customer_subscriptions_order').on('customer_subscriptions').column('order_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('customer_subscriptions_order').execute();
  await db.schema.alterTable('customer_subscriptions').dropColumn('order_id').execute();
  for (const table of ['customer_books', 'order_events', 'payments', 'orders']) {
    await db.schema.dropTable(table).execute();
  }
}
