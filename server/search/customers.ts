import type { Kysely } from 'kysely';
import type { SearchHit } from '../../contract/search';
import { containsFoldedText, startsWithText } from '../db/dialect';
import type { Database } from '../db/schema';
import { readsAsOrderNumber } from './orders';

type Db = Kysely<Database>;

/**
 * Customers by e-mail or name: those whose e-mail starts with the text first (the e-mail's unique
 * index; e-mails are stored in lower case), then those whose name or e-mail contains it. No index
 * serves the second: it stops at `limit` matches, but reads every customer when few match (about
 * 20 ms at 100,000 customers on SQLite, bench/search.ts; containsFoldedText keeps PostgreSQL's
 * near). A text with an `@` is an e-mail, typed from its start, and an order number is in no name
 * or e-mail: the index alone answers them.
 */
export async function findCustomers(db: Db, q: string, limit: number): Promise<SearchHit[]> {
  const customers = db.selectFrom('users').select(['id', 'name', 'email']).where('role', 'is', null);
  const scan = !q.includes('@') && !readsAsOrderNumber(q);
  const [starting, containing] = await Promise.all([
    customers.where(startsWithText(db, 'email', q.toLowerCase())).orderBy('email').limit(limit).execute(),
    scan ? customers.where((eb) => eb.or([containsFoldedText(db, 'name', q), containsFoldedText(db, 'email', q, true)])).limit(limit).execute() : [],
  ]);
  const seen = new Set<number>();
  return [...starting, ...containing]
    .filter((row) => !seen.has(row.id) && seen.add(row.id))
    .slice(0, limit)
    .map((row) => ({ id: row.id, title: row.name, subtitle: row.email }));
}
