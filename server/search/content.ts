import { type Kysely, sql } from 'kysely';
import type { SearchHit } from '../../contract/search';
import { containsText } from '../db/dialect';
import type { Database } from '../db/schema';
import { ebookTextContains, feedTextContains } from '../lib/textSearch';

/**
 * The catalogue and the mobile UI by title or key, at most `limit` each. E-books and feed entries
 * match as their lists' `q` does (server/lib/textSearch.ts, over the trigram indexes); banners,
 * alerts and app config keys are small tables (tens of rows), read whole by a contains-search.
 */

type Db = Kysely<Database>;

const byTitle = sql`lower(${sql.ref('title')})`;

/** E-books by title, subtitle, authors or ISBN (stored without hyphens: `978-0-306` finds 9780306...). */
export async function findEbooks(db: Db, q: string, limit: number): Promise<SearchHit[]> {
  const rows = await db
    .selectFrom('ebooks')
    .select(['id', 'title', 'authors', 'isbn'])
    .where(ebookTextContains(db, q))
    .orderBy(byTitle)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => {
    const authors = (JSON.parse(row.authors) as string[]).join(', ');
    return { id: row.id, title: row.title, subtitle: [authors, row.isbn].filter(Boolean).join(' · ') || undefined };
  });
}

/** Feed entries by title, the latest published first. */
export async function findFeedEntries(db: Db, q: string, limit: number): Promise<SearchHit[]> {
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

/** Banners by title. */
export async function findBanners(db: Db, q: string, limit: number): Promise<SearchHit[]> {
  const rows = await db.selectFrom('banners').select(['id', 'title']).where(containsText(db, 'title', q)).orderBy(byTitle).orderBy('id').limit(limit).execute();
  return rows.map((row) => ({ id: row.id, title: row.title }));
}

/** Alerts by title. */
export async function findAlerts(db: Db, q: string, limit: number): Promise<SearchHit[]> {
  const rows = await db.selectFrom('alerts').select(['id', 'title']).where(containsText(db, 'title', q)).orderBy(byTitle).orderBy('id').limit(limit).execute();
  return rows.map((row) => ({ id: row.id, title: row.title }));
}

/** App config entries by key, with their description. */
export async function findAppConfigKeys(db: Db, q: string, limit: number): Promise<SearchHit[]> {
  const rows = await db.selectFrom('app_config').select(['key', 'description']).where(containsText(db, 'key', q)).orderBy('key').limit(limit).execute();
  return rows.map((row) => ({ id: row.key, title: row.key, subtitle: row.description || undefined }));
}
