import type { Kysely } from 'kysely';
import type { SearchHit } from '../../../contract/search';
import type { Database } from '../../db/schema';
import { feedTextContains } from '../../lib/textSearch';

/** Feed entries by title, the latest published first. */
export async function findFeedEntries(db: Kysely<Database>, q: string, limit: number): Promise<SearchHit[]> {
  const rows = await db
    .selectFrom('feed_entries')
    .select(['id', 'title', 'content_type'])
    .where(feedTextContains(db, q, ['title']))
    .orderBy('publish_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: row.id, title: row.title, subtitle: row.content_type }));
}
