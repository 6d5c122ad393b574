import { type Kysely, type RawBuilder, sql, type SqlBool } from 'kysely';
import { containsText, dialectOf } from '../db/dialect';

/**
 * "Contains" text search, served by an index on both databases (migration 0019_text_search;
 * docs/api.md "Search", docs/architecture.md "Text search"). Every list's `q` filter on these
 * tables and GET /api/search build their condition here, so both match the same rows the same way:
 *
 * - PostgreSQL: `lower(column) like lower(pattern)`, the expression of the GIN trigram indexes
 *   (`gin (lower(column) gin_trgm_ops)`), `%`, `_` and `\` of the text taken literally. The
 *   planner reads the index for a text of 3 characters or more when few rows hold it, and walks
 *   the table (or the list's sort order) when many do or the text is shorter.
 * - SQLite: `id in (select rowid from <table>_text where <table>_text match '"text"')` over the
 *   FTS5 trigram tables: the text quoted as one phrase (an inner `"` doubled), so nothing in it is
 *   query syntax, and a phrase of trigrams is exactly a substring. A text shorter than 3
 *   characters has no trigram: it falls back to the plain `like '%text%'` scan (containsText),
 *   fast enough since few staff search with one or two letters, and then ignores the case of
 *   ASCII letters only (the FTS tables fold every letter's case).
 */

/** The text columns of each table searched by "contains", as the migration indexed them. */
export const textColumns = {
  orders: ['number'],
  users: ['name', 'email'],
  ebooks: ['title', 'subtitle', 'authors', 'isbn'],
  feed_entries: ['title', 'body'],
} as const;

export type TextTable = keyof typeof textColumns;
type ColumnOf<T extends TextTable> = (typeof textColumns)[T][number];

/** The fewest characters a trigram index serves; shorter texts are scanned for. */
export const trigramLength = 3;

/** The SQLite FTS5 table of `table`'s text (migration 0019). */
export const ftsTableOf = (table: TextTable) => `${table}_text`;

/** Whether SQLite's FTS table serves `text`: 3 characters (code points) or more, and no NUL, which FTS5 queries cannot hold. */
const servedByFts = (text: string) => [...text].length >= trigramLength && !text.includes('\0');

/** `text` as one FTS5 phrase: double-quoted, an inner double quote doubled. */
export const ftsPhrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * Rows of `table` (named `alias` in the query) in which any of the given columns contains its
 * text, ignoring case: `[column, text]` pairs, so a column may look for a text of its own (an ISBN
 * without hyphens).
 */
export function textMatches<DB, T extends TextTable>(db: Kysely<DB>, table: T, alias: string, terms: [ColumnOf<T>, string][]): RawBuilder<SqlBool> {
  const conditions: RawBuilder<SqlBool>[] = [];
  if (dialectOf(db) === 'postgres') {
    for (const [column, text] of terms) {
      const pattern = `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
      conditions.push(sql<SqlBool>`lower(${sql.ref(`${alias}.${column}`)}) like lower(${pattern}) escape ${'\\'}`);
    }
  } else {
    // One MATCH for every text the index serves: the columns looking for one text in one column filter.
    const columnsByText = new Map<string, string[]>();
    for (const [column, text] of terms) {
      if (!servedByFts(text)) conditions.push(containsText(db, `${alias}.${column}`, text));
      else columnsByText.set(text, [...(columnsByText.get(text) ?? []), column]);
    }
    if (columnsByText.size > 0) {
      const fts = ftsTableOf(table);
      const query = [...columnsByText].map(([text, columns]) => `{${columns.join(' ')}} : ${ftsPhrase(text)}`).join(' OR ');
      conditions.unshift(sql<SqlBool>`${sql.ref(`${alias}.id`)} in (select rowid from ${sql.table(fts)} where ${sql.table(fts)} match ${query})`);
    }
  }
  return conditions.length === 1 ? conditions[0]! : sql<SqlBool>`(${sql.join(conditions, sql` or `)})`;
}

/**
 * The ids of the rows of `table` in which any of the given columns contains its text (as
 * textMatches), as a query that yields them one by one: on SQLite straight from the FTS table,
 * whose rowids are the rows' ids, so that a LIMIT around it stops reading the index early (an
 * `id in (...)` gathers every match first). For counting matches up to a limit.
 */
export function textMatchIds<DB, T extends TextTable>(db: Kysely<DB>, table: T, terms: [ColumnOf<T>, string][]) {
  // The tables are the application's; the FTS tables are not in its schema type.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const anyDb = db as Kysely<any>;
  const served = dialectOf(db) !== 'postgres' && terms.every(([, text]) => servedByFts(text));
  if (!served) return anyDb.selectFrom(sql`${sql.table(table)}`.as('matching')).select(sql<number>`matching.id`.as('id')).where(textMatches(db, table, 'matching', terms));
  const fts = ftsTableOf(table);
  const query = terms.map(([column, text]) => `{${column}} : ${ftsPhrase(text)}`).join(' OR ');
  return anyDb
    .selectFrom(sql`${sql.table(fts)}`.as('matching'))
    .select(sql<number>`matching.rowid`.as('id'))
    .where(sql<SqlBool>`${sql.table(fts)} match ${query}`);
}

/** Customers (and staff) whose name or e-mail contains `q`: the customers list and the search. */
export const nameOrEmailContains = <DB>(db: Kysely<DB>, q: string, alias = 'users') =>
  textMatches(db, 'users', alias, [
    ['name', q],
    ['email', q],
  ]);

/** Users whose e-mail contains `q`: an order's customer, for the orders list. */
export const emailContains = <DB>(db: Kysely<DB>, q: string, alias = 'users') => textMatches(db, 'users', alias, [['email', q]]);

/** Orders whose number contains `q`. */
export const orderNumberContains = <DB>(db: Kysely<DB>, q: string, alias = 'orders') => textMatches(db, 'orders', alias, [['number', q]]);

/**
 * E-books whose title, subtitle, authors or ISBN contain `q`: the e-books list and the search.
 * ISBNs are stored without hyphens, so "978-0-306" finds 9780306... .
 */
export function ebookTextContains<DB>(db: Kysely<DB>, q: string, alias = 'ebooks') {
  const isbn = q.replace(/[-\s]/g, '');
  return textMatches(db, 'ebooks', alias, [['title', q], ['subtitle', q], ['authors', q], ...(isbn ? [['isbn', isbn] as ['isbn', string]] : [])]);
}

/** Feed entries whose title (and, for the list, text) contains `q`; the search looks at titles only. */
export const feedTextContains = <DB>(db: Kysely<DB>, q: string, columns: readonly ('title' | 'body')[] = ['title', 'body'], alias = 'feed_entries') =>
  textMatches(
    db,
    'feed_entries',
    alias,
    columns.map((column) => [column, q]),
  );

/** A search's hits by title, whatever its case. */
export const titleOrder = sql`lower(${sql.ref('title')})`;
