import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect';

/**
 * Indexes for "contains" text search (server/lib/textSearch.ts, docs/api.md "Search"): the lists'
 * `q` filters of orders, customers, e-books and the feed, and GET /api/search. No B-tree serves a
 * `%text%`, so a rare word read every row (1.7 s on the orders list at a million orders).
 *
 * - PostgreSQL: `pg_trgm` and a GIN trigram index on `lower(column)` of each column, the very
 *   expression the queries compare (`lower(column) like lower(pattern)`). The extension is
 *   database-wide: it is created once in `public` (not in the current schema, which a test or the
 *   benchmark drops with everything in it), under an advisory lock so that parallel migrations of
 *   several schemas do not race, and its operator class is named with its schema, so a
 *   search_path without it works.
 * - SQLite: an FTS5 table with the `trigram` tokenizer per table (`<table>_text`), external
 *   content (the rows stay in the table; the index holds only the trigrams, case folded), kept in
 *   step by triggers on insert, delete and an update of an indexed column, and built from the
 *   existing rows here. A quoted MATCH finds every row containing a text of 3 characters or more.
 *
 * The tables and their columns are written out here (a migration never changes with the code);
 * server/lib/textSearch.ts names the same.
 */
const indexed = {
  orders: ['number'],
  users: ['name', 'email'],
  ebooks: ['title', 'subtitle', 'authors', 'isbn'],
  feed_entries: ['title', 'body'],
} as const;

type Table = keyof typeof indexed;
const tables = Object.keys(indexed) as Table[];

const trigramIndex = (table: Table, column: string) => `${table}_${column}_trgm`;

/** An arbitrary key of the advisory lock that serialises creating the extension across connections. */
const extensionLock = 0x70675f74;

async function trigramSchema(db: Kysely<unknown>): Promise<string> {
  await sql`select pg_advisory_xact_lock(${extensionLock})`.execute(db);
  const installed = async () =>
    (
      await sql<{ schema: string }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db)
    ).rows[0]?.schema;
  const schema = await installed();
  if (schema) return schema;
  const { rows } = await sql<{ public: boolean }>`select exists (select 1 from pg_namespace where nspname = 'public') as public`.execute(db);
  await (rows[0]?.public ? sql`create extension if not exists pg_trgm with schema public` : sql`create extension if not exists pg_trgm`).execute(db);
  return (await installed())!;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    const schema = await trigramSchema(db);
    const opclass = sql`${sql.id(schema)}.gin_trgm_ops`;
    for (const table of tables) {
      for (const column of indexed[table]) {
        await sql`create index ${sql.id(trigramIndex(table, column))} on ${sql.id(table)} using gin (lower(${sql.id(column)}) ${opclass})`.execute(db);
      }
    }
    return;
  }
  for (const table of tables) {
    const columns = indexed[table];
    const list = columns.join(', ');
    const values = (row: 'new' | 'old') => columns.map((column) => `${row}.${column}`).join(', ');
    const fts = `${table}_text`;
    await sql
      .raw(`create virtual table ${fts} using fts5(${list}, content='${table}', content_rowid='id', tokenize='trigram', columnsize=0)`)
      .execute(db);
    const insert = `insert into ${fts}(rowid, ${list}) values (new.id, ${values('new')});`;
    const remove = `insert into ${fts}(${fts}, rowid, ${list}) values ('delete', old.id, ${values('old')});`;
    await sql.raw(`create trigger ${fts}_insert after insert on ${table} begin ${insert} end`).execute(db);
    await sql.raw(`create trigger ${fts}_delete after delete on ${table} begin ${remove} end`).execute(db);
    await sql.raw(`create trigger ${fts}_update after update of ${list} on ${table} begin ${remove} ${insert} end`).execute(db);
    await sql.raw(`insert into ${fts}(${fts}) values ('rebuild')`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    // The extension stays: other schemas of the database may use it.
    for (const table of tables) for (const column of indexed[table]) await db.schema.dropIndex(trigramIndex(table, column)).execute();
    return;
  }
  for (const table of tables) {
    for (const event of ['insert', 'delete', 'update']) await sql.raw(`drop trigger ${table}_text_${event}`).execute(db);
    await sql.raw(`drop table ${table}_text`).execute(db);
  }
}
