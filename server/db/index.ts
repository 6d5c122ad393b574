import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { dialectOf, migrationTableSchema, pgTypes } from './dialect';
import { migrationProvider } from './migrations';
import { WriteLockingSqliteDialect } from './sqliteDialect';
import type { Database } from './schema';

export type Db = Kysely<Database>;

/** How long a SQLite statement waits for a lock another process holds (busy_timeout). */
const sqliteBusyTimeoutMs = 5000;

/**
 * PostgreSQL when a URL is given, otherwise SQLite at `$DATA_DIR/app.db` (WAL, foreign keys on;
 * write transactions take the write lock up front, docs/api.md "Database").
 */
export function createDb(options: { databaseUrl?: string; dataDir: string }): Db {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, types: pgTypes, max: 10 });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const database = new SQLite(path.join(options.dataDir, 'app.db'));
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma(`busy_timeout = ${sqliteBusyTimeoutMs}`);
  return new Kysely<Database>({ dialect: new WriteLockingSqliteDialect(database, sqliteBusyTimeoutMs) });
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    migrationTableSchema: await migrationTableSchema(db),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}

/**
 * SQLite's query planner picks among indexes by the statistics ANALYZE leaves (`sqlite_stat1`):
 * without them a filter on two indexed columns of the orders (a status and a payment status) may
 * walk the index that matches most of the table. `pragma optimize=0x10002` is SQLite's advice for
 * long-lived connections, run at open and then hourly: it analyzes only the tables whose size
 * changed much, each from a bounded sample (a second at a million orders). PostgreSQL's autovacuum
 * keeps its statistics itself.
 */
export async function refreshPlannerStatistics(db: Db): Promise<void> {
  if (dialectOf(db) === 'sqlite') await sql`pragma optimize = 0x10002`.execute(db);
}
