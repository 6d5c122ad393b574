import type { Kysely } from 'kysely';

/**
 * Where and when an order was placed, as its price was chosen (docs/api.md "Placing an order"):
 * the buyer's country (`territory`, null for the orders placed before) and whether it is a
 * pre-order (`preorder` 0/1: placed before the book's release, its file delivered at release).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('territory', 'varchar(5)').execute();
  await db.schema.alterTable('orders').addColumn('preorder', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('preorder').execute();
  await db.schema.alterTable('orders').dropColumn('territory').execute();
}
