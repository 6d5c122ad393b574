import type { Expression, Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Customer, CustomerBook, CustomerListQuery, CustomerSortField, CustomerSubscription } from '../../../contract/customers';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import { dayRange, startOfDay } from '../../lib/dates';
import { nameOrEmailContains } from '../../lib/textSearch';

/** The customers' reads, shared by their route module. */

export const columns = [
  'id',
  'name',
  'email',
  'phone',
  'country',
  'created_at',
  'email_verified_at',
  'blocked_at',
  'last_seen_at',
  'erased_at',
] as const;

/** Customers are the users without a staff role. */
export const customers = (db: Kysely<Database>) => db.selectFrom('users').where('role', 'is', null);

type CustomerRow = Pick<Selectable<Database['users']>, (typeof columns)[number]>;

export const toCustomer = (row: CustomerRow): Customer => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  country: row.country,
  registeredAt: row.created_at,
  emailVerified: row.email_verified_at !== null,
  blocked: row.blocked_at !== null,
  lastSeenAt: row.last_seen_at,
  erasedAt: row.erased_at,
});

/**
 * What each sort field orders by. Names sort ignoring case; e-mails are stored in lower case.
 * The id always follows, so rows with equal values keep one order from page to page.
 */
export const sortExpression: Record<CustomerSortField, Expression<unknown>> = {
  name: sql`lower(${sql.ref('name')})`,
  email: sql.ref('email'),
  registeredAt: sql.ref('created_at'),
};

/** The filters of a list request; `registeredFrom`/`registeredTo` are whole days in TIME_ZONE. */
export function filtered(db: Kysely<Database>, filters: Omit<CustomerListQuery, 'paginationRequest'>, timeZone: string) {
  let query = customers(db);
  const { q, blocked, registeredFrom, registeredTo } = filters;
  if (q) query = query.where(nameOrEmailContains(db, q));
  if (blocked !== undefined) query = query.where('blocked_at', blocked ? 'is not' : 'is', null);
  const { start, end } = dayRange({ from: registeredFrom, to: registeredTo }, timeZone);
  if (start) query = query.where('created_at', '>=', start);
  if (end) query = query.where('created_at', '<', end);
  return query;
}

export async function findCustomer(db: Kysely<Database>, id: number): Promise<Customer> {
  const row = await customers(db).select(columns).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('No such customer');
  return toCustomer(row);
}

/** A customer's subscriptions, newest first; 404 when the id is no customer's. */
export async function customerSubscriptions(db: Kysely<Database>, id: number): Promise<CustomerSubscription[]> {
  const exists = await customers(db).select('id').where('id', '=', id).executeTakeFirst();
  if (!exists) throw notFound('No such customer');
  const rows = await db
    .selectFrom('customer_subscriptions as held')
    .innerJoin('subscriptions as plan', 'plan.id', 'held.subscription_id')
    .select(['held.id', 'held.subscription_id', 'plan.name', 'held.started_at', 'held.ends_at', 'held.cancelled_at', 'held.order_id'])
    .where('held.customer_id', '=', id)
    .orderBy('held.started_at', 'desc')
    .orderBy('held.id', 'desc')
    .execute();
  const now = new Date().toISOString();
  return rows.map((row) => ({
    id: row.id,
    subscriptionId: row.subscription_id,
    name: row.name,
    startedAt: row.started_at,
    endsAt: row.ends_at,
    cancelledAt: row.cancelled_at,
    active: row.started_at <= now && (row.ends_at === null || row.ends_at > now) && row.cancelled_at === null,
    orderId: row.order_id,
  }));
}

/** A customer's books, newest first; 404 when the id is no customer's (contract/customers.ts `customerBook`). */
export async function customerBooks(db: Kysely<Database>, id: number, timeZone: string): Promise<CustomerBook[]> {
  const exists = await customers(db).select('id').where('id', '=', id).executeTakeFirst();
  if (!exists) throw notFound('No such customer');
  const rows = await db
    .selectFrom('customer_books as held')
    .innerJoin('ebooks as book', 'book.id', 'held.ebook_id')
    .innerJoin('orders as placed', 'placed.id', 'held.order_id')
    .select(['held.ebook_id', 'book.title', 'book.publication_date', 'held.order_id', 'placed.number', 'placed.preorder', 'held.granted_at', 'held.revoked_at'])
    .where('held.customer_id', '=', id)
    .orderBy('held.granted_at', 'desc')
    .orderBy('held.id', 'desc')
    .execute();
  const now = new Date().toISOString();
  return rows.map((row) => {
    const release = row.preorder === 1 && row.publication_date !== null ? startOfDay(row.publication_date, timeZone).toISOString() : null;
    const availableFrom = release !== null && release > row.granted_at ? release : row.granted_at;
    return {
      ebookId: row.ebook_id,
      title: row.title,
      orderId: row.order_id,
      orderNumber: row.number,
      preorder: row.preorder === 1,
      grantedAt: row.granted_at,
      availableFrom,
      revokedAt: row.revoked_at,
      available: availableFrom <= now && row.revoked_at === null,
    };
  });
}
