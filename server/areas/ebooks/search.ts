import type { Kysely } from 'kysely';
import type { SearchHit } from '../../../contract/search';
import type { Database } from '../../db/schema';
import { ebookTextContains, titleOrder } from '../../lib/textSearch';

/** E-books by title, subtitle, authors or ISBN (stored without hyphens: `978-0-306` finds 9780306...). */
export async function findEbooks(db: Kysely<Database>, q: string, limit: number): Promise<SearchHit[]> {
  const rows = await db
    .selectFrom('ebooks')
    .select(['id', 'title', 'authors', 'isbn'])
    .where(ebookTextContains(db, q))
    .orderBy(titleOrder)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => {
    const authors = (JSON.parse(row.authors) as string[]).join(', ');
    return { id: row.id, title: row.title, subtitle: [authors, row.isbn].filter(Boolean).join(' · ') || undefined };
  });
}
