import type { Kysely } from 'kysely';
import type { SearchHit } from '../../../contract/search';
import { startsWithText } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { nameOrEmailContains } from '../../lib/textSearch';
import { readsAsOrderNumber } from '../orders/search';

type Db = Kysely<Database>;

/**
 * Customers by e-mail or name: those whose e-mail starts with the text first (the e-mail's unique
 * index; e-mails are stored in lower case), then those whose name or e-mail contains it, as the
 * customers list's `q` (server/lib/textSearch.ts: the trigram indexes, for a text of 3 characters
 * or more). A text with an `@` is an e-mail, typed from its start, and an order number is in no
 * name or e-mail: the e-mail's index alone answers them.
 */
export async function findCustomers(db: Db, q: string, limit: number): Promise<SearchHit[]> {
  const customers = db.selectFrom('users').select(['id', 'name', 'email']).where('role', 'is', null);
  const scan = !q.includes('@') && !readsAsOrderNumber(q);
  const [starting, containing] = await Promise.all([
    customers.where(startsWithText(db, 'email', q.toLowerCase())).orderBy('email').limit(limit).execute(),
    scan ? customers.where(nameOrEmailContains(db, q)).limit(limit).execute() : [],
  ]);
  const seen = new Set<number>();
  return [...starting, ...containing]
    .filter((row) => !seen.has(row.id) && seen.add(row.id))
    .slice(0, limit)
    .map((row) => ({ id: row.id, title: row.name, subtitle: row.email }));
}
