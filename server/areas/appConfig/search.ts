import type { Kysely } from 'kysely';
import type { SearchHit } from '../../../contract/search';
import { containsText } from '../../db/dialect';
import type { Database } from '../../db/schema';

/** App config is a small table (tens of rows), read whole by a contains-search. */
/** App config entries by key, with their description. */
export async function findAppConfigKeys(db: Kysely<Database>, q: string, limit: number): Promise<SearchHit[]> {
  const rows = await db.selectFrom('app_config').select(['key', 'description']).where(containsText(db, 'key', q)).orderBy('key').limit(limit).execute();
  return rows.map((row) => ({ id: row.key, title: row.key, subtitle: row.description || undefined }));
}
