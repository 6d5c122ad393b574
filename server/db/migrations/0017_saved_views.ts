import type { Kysely } from 'kysely';
import { OrderStatus, PaymentStatus } from '../../../contract/enums';
import { autoId, timestampType } from '../dialect';

/**
 * Saved views of the console's lists and each staff member's choices per list (contract/views.ts):
 * their default view and their columns. JSON is text; a shared view has `shared_at`. Views without
 * an owner come with the console: the orders' views below, shared with everyone who opens orders.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const timestamp = timestampType(db);
  await db.schema
    .createTable('saved_views')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('list', 'varchar(40)', (c) => c.notNull())
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addColumn('owner_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('shared_at', timestamp)
    .addColumn('filters', 'text', (c) => c.notNull())
    .addColumn('period', 'varchar(20)')
    .addColumn('sort_field', 'varchar(60)')
    .addColumn('sort_order', 'varchar(4)')
    .addColumn('per_page', 'integer')
    .addColumn('columns', 'text')
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('saved_views_owner_list_name').on('saved_views').columns(['owner_id', 'list', 'name']).unique().execute();
  await db.schema.createIndex('saved_views_list').on('saved_views').columns(['list', 'shared_at']).execute();

  await db.schema
    .createTable('list_preferences')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('list', 'varchar(40)', (c) => c.notNull())
    .addColumn('default_view_id', 'integer', (c) => c.references('saved_views.id').onDelete('set null'))
    .addColumn('columns', 'text')
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('list_preferences_pk', ['user_id', 'list'])
    .execute();

  const now = new Date().toISOString();
  const orderView = (name: string, filters: object, period: string | null = null) => ({
    list: 'orders',
    name,
    owner_id: null,
    shared_at: now,
    filters: JSON.stringify(filters),
    period,
    sort_field: 'createdAt',
    sort_order: 'DESC',
    per_page: null,
    columns: null,
    created_at: now,
    updated_at: now,
  });
  await (db as Kysely<{ saved_views: ReturnType<typeof orderView> }>)
    .insertInto('saved_views')
    .values([
      orderView('Payment pending', { paymentStatus: PaymentStatus.PENDING }),
      orderView('Failed payments', { paymentStatus: PaymentStatus.FAILED }),
      orderView('Refunded this month', { status: OrderStatus.REFUNDED }, 'thisMonth'),
    ])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('list_preferences').execute();
  await db.schema.dropTable('saved_views').execute();
}
