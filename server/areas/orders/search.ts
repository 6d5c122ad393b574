import type { Kysely } from 'kysely';
import type { SearchHit } from '../../../contract/search';
import { startsWithText } from '../../db/dialect';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** What an order number looks like (`ORD-000123`): letters, digits and hyphens, with a digit. */
const numberLike = /^(?=.*\d)[A-Z0-9-]+$/;
/** The digits of the demo's and the spec's numbers (`ORD-000123`). */
const numberDigits = 6;

/** The text is an order number as the console writes them (`ORD-000123`, in any case): no name or e-mail holds one. */
export const readsAsOrderNumber = (q: string) => /^ORD-\d+$/i.test(q);

/**
 * The order numbers a text may start, upper-cased as numbers are stored: the text itself, and
 * for digits alone the same after `ORD-`; fewer than six digits also name one number exactly,
 * zero-padded (`123` is `ORD-000123`).
 */
export function numberPrefixes(q: string): { prefixes: string[]; exact?: string } {
  const text = q.toUpperCase();
  if (!numberLike.test(text)) return { prefixes: [] };
  if (!/^\d+$/.test(text)) return { prefixes: [text] };
  const exact = text.length < numberDigits ? `ORD-${text.padStart(numberDigits, '0')}` : undefined;
  return { prefixes: [text, `ORD-${text}`], exact };
}

const hitColumns = ['orders.id', 'orders.number', 'orders.created_at', 'customer.email'] as const;
const withCustomer = (db: Db) => db.selectFrom('orders').innerJoin('users as customer', 'customer.id', 'orders.customer_id').select(hitColumns);

/** Orders whose number starts with the text, from the number's index, lowest number first; the exact one before them. */
async function byNumber(db: Db, q: string, limit: number) {
  const { prefixes, exact } = numberPrefixes(q);
  // One query per prefix: an OR of two ranges would let the planners walk every number in order.
  const found = await Promise.all([
    ...(exact ? [withCustomer(db).where('orders.number', '=', exact).execute()] : []),
    ...prefixes.map((prefix) => withCustomer(db).where(startsWithText(db, 'orders.number', prefix)).orderBy('orders.number').limit(limit).execute()),
  ]);
  return found.flat();
}

/**
 * The newest orders of the customers whose e-mail starts with the text (it holds an `@`): the
 * customers from the e-mail's unique index, then each one's newest from `orders_customer_created`,
 * one query per customer so that neither planner walks every order by time.
 */
async function byEmail(db: Db, q: string, limit: number) {
  if (!q.includes('@')) return [];
  const customers = await db
    .selectFrom('users')
    .select('id')
    .where(startsWithText(db, 'email', q.toLowerCase()))
    .where('role', 'is', null)
    .orderBy('email')
    .limit(limit)
    .execute();
  const orders = await Promise.all(
    customers.map(({ id }) => withCustomer(db).where('orders.customer_id', '=', id).orderBy('orders.created_at', 'desc').limit(limit).execute()),
  );
  return orders.flat().sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/** Orders by number or by their customer's e-mail: at most `limit`, numbers first. */
export async function findOrders(db: Db, q: string, limit: number): Promise<SearchHit[]> {
  const [numbered, emailed] = await Promise.all([byNumber(db, q, limit), byEmail(db, q, limit)]);
  const seen = new Set<number>();
  return [...numbered, ...emailed]
    .filter((row) => !seen.has(row.id) && seen.add(row.id))
    .slice(0, limit)
    .map((row) => ({ id: row.id, title: row.number, subtitle: row.email }));
}
