import { type Expression, type ExpressionBuilder, expressionBuilder, type Kysely, type Selectable, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { PurchaseType } from '../../../contract/enums';
import { paymentProviderLabel } from '../../../contract/orderLabels';
import {
  type Order,
  type OrderEvent,
  type OrderFilters,
  type OrderRefund,
  type OrderSortField,
  type OrderSummary,
  type Payment,
} from '../../../contract/orders';
import type { Database, OrdersTable } from '../../db/schema';
import { notFound } from '../../errors';
import { readDocuments } from './documents';
import { dayRange } from '../../lib/dates';
import { readSnapshot } from '../../lib/lists';
import { containsFoldedText, containsText, dialectOf } from '../../db/dialect';
import { emailContains, orderNumberContains, textMatchIds } from '../../lib/textSearch';

type Db = Kysely<Database>;

/** Orders with their customer, whose e-mail the text search reads. */
function ordersJoined(db: Db) {
  return db.selectFrom('orders').innerJoin('users as customer', 'customer.id', 'orders.customer_id');
}

/**
 * What the list shows of an order's item and of its latest payment attempt (its highest payment
 * id), each read by a subquery for the page's rows alone. Subqueries and not joins: PostgreSQL
 * plans a page joined to e-books, plans and "the latest payment" in more time than it takes to
 * read it, on every request (a few milliseconds at a million orders, a third as many this way).
 */
const ofOrder = expressionBuilder<Database, 'orders'>();
const ebookTitle = ofOrder.selectFrom('ebooks').select('ebooks.title').whereRef('ebooks.id', '=', 'orders.ebook_id').as('ebook_title');
const planName = ofOrder
  .selectFrom('subscriptions')
  .select('subscriptions.name')
  .whereRef('subscriptions.id', '=', 'orders.subscription_id')
  .as('plan_name');
const latestPaymentProvider = ofOrder
  .selectFrom('payments as latest')
  .select('latest.provider')
  .whereRef('latest.order_id', '=', 'orders.id')
  .orderBy('latest.id', 'desc')
  .limit(1)
  .as('payment_provider');

/** The ids of the orders with the text in their number, and of those of the customers with it in their e-mail. */
function orderTextMatches(db: Db, q: string) {
  return db
    .selectFrom('orders as by_number')
    .select('by_number.id')
    .where(orderNumberContains(db, q, 'by_number'))
    .unionAll(
      db
        .selectFrom('orders as by_customer')
        .select('by_customer.id')
        .where('by_customer.customer_id', 'in', db.selectFrom('users as matching').select('matching.id').where(emailContains(db, q, 'matching'))),
    );
}

/**
 * How the orders list finds the orders whose number or customer's e-mail contains a text: which
 * of two equivalent conditions is faster depends on how many orders hold it (docs/api.md "Search").
 *
 * - `matches`: the matches' ids are gathered once from the text indexes (migration
 *   0019_text_search), the numbers from the orders' and the e-mails from the customers' (a tenth
 *   as many rows), and the page is read among them: right for a text few orders hold.
 * - `walk`: the list walks its sort order checking each order's number and customer's e-mail as it
 *   goes, and stops at the page's last row: right for a text many orders hold, which `matches`
 *   would gather and sort every one of first.
 *
 * Both select the same orders: order numbers are ASCII, e-mails are stored in lower case, and the
 * text indexes fold case as the walk's comparison does.
 */
export type OrderTextPlan = 'matches' | 'walk';

/** Above this many orders holding the text, a page walks the list's order rather than sort the matches. */
export const walkAboveMatches = 1_000;

/**
 * How many orders hold `q` in their number or their customer's e-mail, counted from the text
 * indexes: an order that holds it in both counts twice, and the count stops at `atMost + 1`. What
 * picks the plan, and whether the list is past its count limit.
 */
export async function countOrderTextMatches(db: Db, q: string, atMost: number): Promise<number> {
  if (dialectOf(db) === 'postgres') {
    const ofFirstCustomers = await countRows(db, ordersOfFirstCustomersHolding(db, q, atMost + 1));
    if (ofFirstCustomers > atMost) return ofFirstCustomers;
  }
  // On SQLite the union's branches read their indexes as they go: the limit stops both early.
  const { byNumber, byCustomer } = orderTextMatchIds(db, q);
  return countRows(db, byNumber.unionAll(byCustomer).limit(atMost + 1));
}

/**
 * Up to `limit` orders of the customers whose e-mail holds `q`, customer after customer, so that
 * for a text many e-mails hold (every customer's domain) the count is past its limit after a few
 * thousand customers. PostgreSQL's trigram index cannot stop early, and a join of every customer
 * holding the text to their orders would read them all (170 ms at a million orders, 30 this way):
 * each customer's orders are read by a lateral subquery its planner may not merge into a join
 * (`offset 0`).
 */
function ordersOfFirstCustomersHolding(db: Db, q: string, limit: number) {
  return db
    .selectFrom(db.selectFrom('users as matching').select('matching.id').where(emailContains(db, q, 'matching')).limit(limit).as('customer'))
    .innerJoinLateral(
      (eb) => eb.selectFrom('orders').select('orders.id').whereRef('orders.customer_id', '=', 'customer.id').offset(0).as('of_customer'),
      (join) => join.onTrue(),
    )
    .select('of_customer.id')
    .limit(limit);
}

/** How many different orders hold `q` (for a text few orders hold: it reads every match). */
export async function countDistinctOrderTextMatches(db: Db, q: string): Promise<number> {
  const { byNumber, byCustomer } = orderTextMatchIds(db, q);
  return countRows(db, byNumber.union(byCustomer));
}

/** The ids of the orders holding `q`, in two parts read straight from the text indexes (textMatchIds). */
function orderTextMatchIds(db: Db, q: string) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const anyDb = db as Kysely<any>;
  const byCustomer = anyDb
    .selectFrom(textMatchIds(db, 'users', [['email', q]]).as('matched_customer'))
    .innerJoin('orders as of_customer', 'of_customer.customer_id', 'matched_customer.id')
    .select('of_customer.id');
  return { byNumber: textMatchIds(db, 'orders', [['number', q]]), byCustomer };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function countRows(db: Db, rows: SelectQueryBuilder<any, any, any>) {
  const { total } = await db
    .selectFrom(rows.as('counted'))
    .select((eb) => eb.fn.countAll().as('total'))
    .executeTakeFirstOrThrow();
  return Number(total);
}

function containingText(db: Db, q: string, plan: OrderTextPlan) {
  return (eb: ExpressionBuilder<Database & { customer: Database['users'] }, 'orders' | 'customer'>) => {
    if (plan === 'walk') {
      return eb.or([containsText(db, 'orders.number', q), containsFoldedText(db, 'customer.email', q.toLowerCase(), true)]);
    }
    return eb('orders.id', 'in', orderTextMatches(db, q));
  };
}

/** The first and the end instant of a list request's whole days in `timeZone` (dayRange). */
export type CreationRange = { start?: string; end?: string };

export const creationRange = ({ startDate, endDate }: OrderFilters, timeZone: string): CreationRange => dayRange({ from: startDate, to: endDate }, timeZone);

/** The conditions of a list request's filters on an order (`orders`) and its customer (`customer`); its dates as `range`. */
function orderConditions(db: Db, filters: OrderFilters, range: CreationRange, textPlan: OrderTextPlan) {
  return (eb: ExpressionBuilder<Database & { customer: Database['users'] }, 'orders' | 'customer'>) => {
    const { status, paymentStatus, purchaseType, customerId, q } = filters;
    const { start, end } = range;
    const conditions: Expression<SqlBool>[] = [];
    if (status) conditions.push(eb('orders.status', '=', status));
    if (paymentStatus !== undefined) conditions.push(eb('orders.payment_status', '=', paymentStatus));
    if (purchaseType) conditions.push(eb('orders.purchase_type', '=', purchaseType));
    if (customerId !== undefined) conditions.push(eb('orders.customer_id', '=', customerId));
    if (q) conditions.push(containingText(db, q, textPlan)(eb));
    if (start) conditions.push(eb('orders.created_at', '>=', start));
    if (end) conditions.push(eb('orders.created_at', '<', end));
    return eb.and(conditions);
  };
}

/** The orders a list request's filters select, with what the list shows of each (summaryColumns). */
export function filteredOrders(db: Db, filters: OrderFilters, timeZone: string, textPlan: OrderTextPlan = 'matches') {
  return ordersCreatedIn(db, filters, creationRange(filters, timeZone), textPlan);
}

/** filteredOrders, its dates given as the instants they start and end at. */
export function ordersCreatedIn(db: Db, filters: OrderFilters, range: CreationRange, textPlan: OrderTextPlan = 'matches') {
  return ordersJoined(db).where(orderConditions(db, filters, range, textPlan));
}

/**
 * How many orders a list request's filters select, counted no further than `atMost + 1`: on the
 * orders and their customers only, none of what the list shows beside them.
 */
export async function countFilteredOrders(db: Db, filters: OrderFilters, timeZone: string, textPlan: OrderTextPlan, atMost: number) {
  const { total } = await db
    .selectFrom(
      db
        .selectFrom('orders')
        // A cross join keeps the orders as SQLite's outer loop (PostgreSQL plans it as the inner join
        // it is): from the customers, it would read every order of each customer the text is not in.
        .crossJoin('users as customer')
        .whereRef('customer.id', '=', 'orders.customer_id')
        .select('orders.id')
        .where(orderConditions(db, filters, creationRange(filters, timeZone), textPlan))
        .limit(atMost + 1)
        .as('matched'),
    )
    .select((eb) => eb.fn.countAll().as('total'))
    .executeTakeFirstOrThrow();
  return Number(total);
}

export const summaryColumns = [
  'orders.id',
  'orders.number',
  'orders.purchase_type',
  'orders.ebook_id',
  'orders.subscription_id',
  'orders.amount',
  'orders.currency',
  'orders.status',
  'orders.created_at',
  'orders.updated_at',
  'orders.territory',
  'orders.preorder',
  'orders.refunded',
  'customer.id as customer_id',
  'customer.name as customer_name',
  'customer.email as customer_email',
  ebookTitle,
  planName,
  'orders.payment_status',
  latestPaymentProvider,
] as const;

/** An order row with what the list shows beside it: its customer, its item's name and its latest payment. */
export type SummaryRow = Omit<Selectable<OrdersTable>, 'day'> & {
  customer_name: string;
  customer_email: string;
  ebook_title: string | null;
  plan_name: string | null;
  payment_provider: number | null;
};

export const toSummary = (row: SummaryRow): OrderSummary => {
  const book = row.purchase_type === PurchaseType.BOOK_PURCHASE;
  return {
    id: row.id,
    number: row.number,
    customer: { id: row.customer_id, name: row.customer_name, email: row.customer_email },
    purchaseType: row.purchase_type as OrderSummary['purchaseType'],
    item: book ? { id: row.ebook_id ?? 0, title: row.ebook_title ?? '' } : { id: row.subscription_id ?? 0, title: row.plan_name ?? '' },
    amount: row.amount,
    currency: row.currency as OrderSummary['currency'],
    status: row.status as OrderSummary['status'],
    paymentStatus: row.payment_status as OrderSummary['paymentStatus'],
    provider: row.payment_provider as OrderSummary['provider'],
    territory: row.territory,
    preorder: row.preorder === 1,
    refunded: row.refunded,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
};

/** What each sort field orders by; the id follows in the same direction, so pages never repeat a row. */
export const sortExpression: Record<OrderSortField, Expression<unknown>> = {
  createdAt: sql.ref('orders.created_at'),
  amount: sql.ref('orders.amount'),
  number: sql.ref('orders.number'),
};

export async function readPayments(db: Db, orderId: number): Promise<Payment[]> {
  const rows = await db
    .selectFrom('payments')
    .select(['id', 'provider', 'reference', 'status', 'amount', 'currency', 'created_at', 'updated_at'])
    .where('order_id', '=', orderId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    provider: row.provider as Payment['provider'],
    providerLabel: paymentProviderLabel[row.provider as Payment['provider']] ?? String(row.provider),
    reference: row.reference,
    status: row.status as Payment['status'],
    amount: row.amount,
    currency: row.currency as Payment['currency'],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }));
}

export async function readRefunds(db: Db, orderId: number): Promise<OrderRefund[]> {
  const rows = await db
    .selectFrom('refunds')
    .leftJoin('users as actor', 'actor.id', 'refunds.actor_id')
    .leftJoin('documents as credit_note', 'credit_note.refund_id', 'refunds.id')
    .select([
      'refunds.id',
      'refunds.amount',
      'refunds.currency',
      'refunds.reason',
      'refunds.detail',
      'refunds.note',
      'refunds.status',
      'refunds.created_at',
      'refunds.completed_at',
      'refunds.actor_id',
      'actor.name as actor_name',
      'credit_note.number as credit_note',
    ])
    .where('refunds.order_id', '=', orderId)
    .orderBy('refunds.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    amount: row.amount,
    currency: row.currency as OrderRefund['currency'],
    reason: row.reason as OrderRefund['reason'],
    detail: row.detail,
    note: row.note,
    status: row.status,
    createdAt: row.created_at,
    completedAt: row.completed_at,
    actor: row.actor_id !== null ? { id: row.actor_id, name: row.actor_name ?? '' } : null,
    creditNote: row.credit_note,
  }));
}

export async function readTimeline(db: Db, orderId: number): Promise<OrderEvent[]> {
  const rows = await db
    .selectFrom('order_events')
    .leftJoin('users as actor', 'actor.id', 'order_events.actor_id')
    .select([
      'order_events.what',
      'order_events.payment_id',
      'order_events.from_status',
      'order_events.to_status',
      'order_events.at',
      'order_events.actor_kind',
      'order_events.actor_id',
      'actor.name as actor_name',
      'order_events.reason',
      'order_events.amount',
    ])
    .where('order_events.order_id', '=', orderId)
    .orderBy('order_events.at')
    .orderBy('order_events.id')
    .execute();
  return rows.map((row) => ({
    what: row.what,
    paymentId: row.payment_id,
    from: row.from_status,
    to: row.to_status,
    at: row.at,
    actor: { kind: row.actor_kind, id: row.actor_id, name: row.actor_name },
    reason: row.reason,
    amount: row.amount,
  }));
}

/** One order with its payment attempts and timeline; undefined when there is none with that id. */
export async function readOrder(db: Db, id: number): Promise<Order | undefined> {
  const row = await ordersJoined(db).select(summaryColumns).where('orders.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return {
    ...toSummary(row),
    payments: await readPayments(db, id),
    timeline: await readTimeline(db, id),
    refunds: await readRefunds(db, id),
    documents: await readDocuments(db, id),
  };
}

export const missingOrder = 'No such order';

/** One order as the API answers it, read in one snapshot; 404 when there is none with that id. */
export async function findOrder(db: Db, id: number): Promise<Order> {
  const found = await readSnapshot(db, (trx) => readOrder(trx, id));
  if (!found) throw notFound(missingOrder);
  return found;
}

/** An order's number and status and its latest payment attempt, for the actions that change them. */
export async function orderState(db: Db, id: number) {
  const order = await db.selectFrom('orders').select(['id', 'number', 'status']).where('id', '=', id).executeTakeFirst();
  if (!order) return undefined;
  const payment = await db
    .selectFrom('payments')
    .select(['id', 'reference', 'status', 'amount', 'currency'])
    .where('order_id', '=', id)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return { order, payment };
}
