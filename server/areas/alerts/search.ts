import type { Kysely } from 'kysely';
import type { SearchHit } from '../../../contract/search';
import { containsText } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { titleOrder } from '../../lib/textSearch';

/** Alerts are a small table (tens of rows), read whole by a contains-search. */
/** Alerts by title. */
export async function findAlerts(db: Kysely<Database>, q: string, limit: number): Promise<SearchHit[]> {
  const rows = await db.selectFrom('alerts').select(['id', 'title']).where(containsText(db, 'title', q)).orderBy(titleOrder).orderBy('id').limit(limit).execute();
  return rows.map((row) => ({ id: row.id, title: row.title }));
}
