import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { createDb, migrateToLatest } from '../server/db';
import { createSchemaRole } from '../server/db/schemaRole';

/**
 * The schema the PostgreSQL run fills in BENCH_DATABASE_URL's database, and the role of the same
 * name the server signs in as (server/db/schemaRole.ts): dropped first, and after the run.
 */
const schema = 'bench_scale';

/** A value in COPY's text format: `\N` for null, booleans and numbers as they print, text escaped. */
function copyValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value !== 'string') return String(value);
  return value.replace(/[\\\t\n\r]/g, (char) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[char]!);
}

/** Lines of COPY text, a few thousand rows per chunk. */
function* copyLines(rows: IterableIterator<unknown[]>): Generator<string> {
  let chunk = '';
  let count = 0;
  for (const row of rows) {
    chunk += `${row.map(copyValue).join('\t')}\n`;
    if (++count % 5000 === 0) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

/**
 * The scale database generated on SQLite, copied into PostgreSQL through the same migrations
 * (every table, its rows with COPY, the identity sequences moved past the copied ids, ANALYZE),
 * so that both runs serve the very same data. Answers a URL that signs in as the schema's role.
 */
export async function copyToPostgres(sqliteDir: string, databaseUrl: string) {
  const started = performance.now();
  const { url, drop } = await createSchemaRole(databaseUrl, schema);

  const db = createDb({ databaseUrl: url, dataDir: sqliteDir });
  await migrateToLatest(db);
  await db.destroy();

  // The copy as the URL's user, directly: only a superuser may turn the foreign keys' triggers off.
  const copyUrl = new URL(databaseUrl);
  copyUrl.searchParams.set('options', `-c search_path=${schema}`);
  const source = new SQLite(path.join(sqliteDir, 'app.db'), { readonly: true });
  const client = new pg.Client({ connectionString: copyUrl.toString() });
  await client.connect();
  let rows = 0;
  try {
    // In the order they were created (a table before those that refer to it: each is truncated with
    // cascade before it is filled). Ordinary tables only: the FTS5 text indexes (virtual tables and
    // their shadow tables, migration 0019_text_search) are SQLite's; PostgreSQL has its trigram
    // indexes from the same migration.
    const tables = source
      .prepare(
        `select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'
         and name in (select name from pragma_table_list where schema = 'main' and type = 'table')`,
      )
      .pluck()
      .all() as string[];
    await client.query('begin');
    // Rows go table by table in no particular order: foreign keys are checked by neither trigger nor constraint meanwhile.
    await client.query('set local session_replication_role = replica');
    for (const table of tables) {
      const info = source.prepare(`select name, type, pk from pragma_table_info(?)`).all(table) as { name: string; type: string; pk: number }[];
      const columns = info.map((column) => `"${column.name}"`);
      await client.query(`truncate "${table}" cascade`);
      const select = source.prepare(`select ${columns.join(', ')} from "${table}"`).raw();
      await pipeline(Readable.from(copyLines(select.iterate() as IterableIterator<unknown[]>)), client.query(copyFrom(`copy "${table}" (${columns.join(', ')}) from stdin`)));
      rows += source.prepare(`select count(*) from "${table}"`).pluck().get() as number;
      // An identity id continues after the copied ones (pg_get_serial_sequence is null for other ids).
      if (info.some((column) => column.name === 'id' && column.pk && /int/i.test(column.type))) {
        await client.query(`select setval(pg_get_serial_sequence($1, 'id'), greatest((select max(id) from "${table}"), 1))`, [table]);
      }
    }
    await client.query('commit');
    await client.query('analyze');
  } finally {
    source.close();
    await client.end();
  }
  return {
    url,
    rows,
    seconds: (performance.now() - started) / 1000,
    drop,
  };
}
