import type { Kysely } from 'kysely';
import { autoId, timestampType } from '../dialect';

/**
 * Partial refunds, receipts and credit notes (docs/api.md "Refunds" and "Receipts and credit notes").
 *
 * - `refunds`: one per refund asked of the provider, `pending` while the provider is asked (its
 *   amount already counts against what is left, so two refunds at once never exceed the paid
 *   amount), `succeeded` once it answered; unique per order and idempotency key.
 * - `order_events.amount`: what a `refund` event refunded.
 * - `orders.refunded`, and `order_days.refunded`/`category_days.refunded`: what was refunded
 *   of the orders, for the remaining amount and the net revenue.
 * - `documents`: receipts and credit notes, each numbered per kind and year from
 *   `document_counters` in the transaction that issues it, so that a number is never skipped;
 *   `content` is the document as issued (JSON), never changed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const timestamp = timestampType(db);
  await db.schema.alterTable('orders').addColumn('refunded', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('order_events').addColumn('amount', 'integer').execute();
  await db.schema.alterTable('order_days').addColumn('refunded', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('category_days').addColumn('refunded', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema
    .createTable('refunds')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('payment_id', 'integer', (c) => c.notNull().references('payments.id').onDelete('cascade'))
    .addColumn('idempotency_key', 'varchar(100)', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('reason', 'varchar(30)', (c) => c.notNull())
    .addColumn('detail', 'varchar(500)')
    .addColumn('note', 'varchar(1000)')
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('provider_refund_id', 'varchar(100)')
    .addColumn('actor_id', 'integer')
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('completed_at', timestamp)
    .addUniqueConstraint('refunds_order_key', ['order_id', 'idempotency_key'])
    .execute();

  await db.schema
    .createTable('document_counters')
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('last', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('document_counters_pk', ['kind', 'year'])
    .execute();
  await db.schema
    .createTable('documents')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('number', 'varchar(30)', (c) => c.notNull().unique())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('refund_id', 'integer', (c) => c.references('refunds.id').onDelete('cascade'))
    // `receipt:<order id>` or `credit_note:<refund id>`: one document per source.
    .addColumn('source', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('issued_at', timestamp, (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('documents_order').on('documents').columns(['order_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('documents').execute();
  await db.schema.dropTable('document_counters').execute();
  await db.schema.dropTable('refunds').execute();
  await db.schema.alterTable('category_days').dropColumn('refunded').execute();
  await db.schema.alterTable('order_days').dropColumn('refunded').execute();
  await db.schema.alterTable('order_events').dropColumn('amount').execute();
  await db.schema.alterTable('orders').dropColumn('refunded').execute();
}
