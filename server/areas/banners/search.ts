import type { Kysely } from 'kysely';
import type { SearchHit } from '../../../contract/search';
import { containsText } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { titleOrder } from '../../lib/textSearch';

/** Banners are a small table (tens of rows), read whole by a contains-search. */
/** Banners by title. */
export async function findBanners(db: Kysely<Database>, q: string, limit: number): Promise<SearchHit[]> {
  const rows = await db.selectFrom('banners').select(['id', 'title']).where(containsText(db, 'title', q)).orderBy(titleOrder).orderBy('id').limit(limit).execute();
  return rows.map((row) => ({ id: row.id, title: row.title }));
}
