import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDb, migrateToLatest } from '../../server/db';
import { createSchemaRole } from '../../server/db/schemaRole';

/**
 * Databases for the test apps, migrated without each app running every migration again: that was
 * most of an app's start (SQLite 0.22 s of it; PostgreSQL 0.5 s to create the schema and migrate
 * it, and 0.13 s to drop it), and the suite builds about 380 apps. Every app still starts on a
 * database as the migrations leave it, holding nothing a test wrote.
 */

/**
 * A new schema's name: the run's prefix (test/api/globalSetup.ts, whose end drops every schema
 * that has it) and a random part.
 */
export function freshSchemaName(): string {
  return `${process.env.TEST_SCHEMA_PREFIX ?? `test_${process.pid}`}_${Math.random().toString(36).slice(2, 10)}`;
}

/** One SQLite database per Vitest worker, migrated once, which each app's data folder gets a copy of. */
let migratedSqlite: Promise<string> | undefined;

/** Copies the worker's migrated SQLite database into `dataDir`, where the app opens it (`app.db`). */
export async function copyMigratedSqlite(dataDir: string): Promise<void> {
  migratedSqlite ??= (async () => {
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'console-api-migrated-'));
    const db = createDb({ dataDir: folder });
    await migrateToLatest(db);
    // Closing the last connection folds the write-ahead log into the file: app.db is whole.
    await db.destroy();
    return path.join(folder, 'app.db');
  })();
  await fs.copyFile(await migratedSqlite, path.join(dataDir, 'app.db'));
}

/** A schema of the pool: its role's URL, what drops it, and what it held once migrated. */
interface PooledSchema {
  url: string;
  drop: () => Promise<void>;
  migrated: MigratedState;
}

/** What the migrations left in a schema: the rows they wrote, by table, and every sequence's position. */
interface MigratedState {
  tables: Map<string, string>;
  sequences: Map<string, { last_value: string; is_called: boolean }>;
}

/** A worker's schemas that apps have closed, emptied back to what the migrations left. */
const idleSchemas: PooledSchema[] = [];

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The rows of every table (as JSON) and the position of every sequence in the role's schema. */
async function stateOf(client: pg.Client): Promise<MigratedState> {
  const tables = new Map<string, string>();
  const { rows: names } = await client.query<{ name: string }>(`select tablename as name from pg_tables where schemaname = current_schema() order by 1`);
  for (const { name } of names) {
    const { rows } = await client.query<{ rows: string }>(`select coalesce(json_agg(t), '[]')::text as rows from ${pg.escapeIdentifier(name)} t`);
    tables.set(name, rows[0]!.rows);
  }
  const sequences = new Map<string, { last_value: string; is_called: boolean }>();
  const { rows: sequenceNames } = await client.query<{ name: string }>(`select sequencename as name from pg_sequences where schemaname = current_schema()`);
  for (const { name } of sequenceNames) {
    const { rows } = await client.query<{ last_value: string; is_called: boolean }>(`select last_value::text, is_called from ${pg.escapeIdentifier(name)}`);
    sequences.set(name, rows[0]!);
  }
  return { tables, sequences };
}

/**
 * Empties a schema back to what its migrations left, in one transaction: every table truncated,
 * the migrations' own rows written back, every sequence where they left it. Answers false, and
 * changes nothing, when the schema's tables are no longer the migrated ones (a test added one).
 */
async function emptyToMigrated(client: pg.Client, migrated: MigratedState): Promise<boolean> {
  const { rows } = await client.query<{ name: string }>(`select tablename as name from pg_tables where schemaname = current_schema() order by 1`);
  const names = rows.map((row) => row.name);
  if (names.length !== migrated.tables.size || names.some((name) => !migrated.tables.has(name))) return false;
  await client.query('begin');
  try {
    await client.query(`truncate ${names.map((name) => pg.escapeIdentifier(name)).join(', ')} cascade`);
    for (const [name, json] of migrated.tables) {
      if (json === '[]') continue;
      const table = pg.escapeIdentifier(name);
      await client.query(`insert into ${table} select * from json_populate_recordset(null::${table}, $1::json)`, [json]);
    }
    for (const [name, { last_value, is_called }] of migrated.sequences) {
      await client.query(`select setval($1::regclass, $2::bigint, $3)`, [pg.escapeIdentifier(name), last_value, is_called]);
    }
    await client.query('commit');
    return true;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}

/**
 * A migrated schema in `databaseUrl`'s database, of a role of its own (server/db/schemaRole.ts):
 * an idle one of the worker's pool, or a fresh one, migrated here. Its `release` empties it back
 * to what the migrations left and returns it to the pool, or drops it when that cannot be done.
 */
export async function migratedPostgresSchema(databaseUrl: string): Promise<{ url: string; release: () => Promise<void> }> {
  let schema = idleSchemas.pop();
  if (!schema) {
    const { url, drop } = await createSchemaRole(databaseUrl, freshSchemaName());
    const db = createDb({ databaseUrl: url, dataDir: '', databasePoolMax: 1 });
    try {
      await migrateToLatest(db);
    } catch (error) {
      await db.destroy();
      await drop();
      throw error;
    }
    await db.destroy();
    schema = { url, drop, migrated: await withClient(url, stateOf) };
  }
  const taken = schema;
  return {
    url: taken.url,
    release: async () => {
      const emptied = await withClient(taken.url, (client) => emptyToMigrated(client, taken.migrated)).catch(() => false);
      if (emptied) idleSchemas.push(taken);
      else await taken.drop();
    },
  };
}
