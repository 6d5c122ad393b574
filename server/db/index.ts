import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, type Migration, type MigrationProvider, Migrator, PostgresAdapter, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { CurrentSchemaIntrospector } from './currentSchemaIntrospector';
import { dialectOf, migrationTableSchema, pgTypes } from './dialect';
import { WriteLockingSqliteDialect } from './sqliteDialect';
import { PreparedPool } from './preparedPool';
import type { Database } from './schema';

export type Db = Kysely<Database>;

const migrationFolder = path.join(import.meta.dirname, 'migrations');

/**
 * Every migration: each file of migrations/ named `<number>_<name>.ts`, in the order of its
 * number, keyed by its name as the migration table records it. A new one is a new file, listed
 * nowhere else. (Kysely's FileMigrationProvider does the same, but imports from its own module,
 * where the test runner does not compile TypeScript.)
 */
export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    const files = (await fs.promises.readdir(migrationFolder)).filter((file) => /^\d{4}_\w+\.ts$/.test(file)).sort();
    const loaded = await Promise.all(files.map(async (file) => [file.slice(0, -'.ts'.length), (await import(path.join(migrationFolder, file))) as Migration] as const));
    return Object.fromEntries(loaded);
  },
};

/** How long a SQLite statement waits for a lock another process holds (busy_timeout). */
const sqliteBusyTimeoutMs = 5000;

/**
 * Kysely's PostgreSQL adapter takes a session-level advisory lock around the migrations, outside
 * their transaction. Behind PgBouncer in transaction mode each statement out of a transaction may
 * run on another server connection, so the lock and its release would land on different ones and
 * the lock would outlive the start. migrateToLatest locks in the migrations' own transaction instead.
 */
class TransactionLockedPostgresAdapter extends PostgresAdapter {
  override async acquireMigrationLock(): Promise<void> {}
  override async releaseMigrationLock(): Promise<void> {}
}

class PostgresDialectForPooling extends PostgresDialect {
  override createAdapter() {
    return new TransactionLockedPostgresAdapter();
  }

  override createIntrospector(db: Kysely<unknown>) {
    return new CurrentSchemaIntrospector(db);
  }
}

/**
 * PostgreSQL when a URL is given, otherwise SQLite at `$DATA_DIR/app.db` (WAL, foreign keys on;
 * write transactions take the write lock up front, docs/api.md "Database"). On PostgreSQL nothing
 * is kept in a connection's session between transactions, so the URL may point at PgBouncer in
 * transaction mode (README "Connection pooling"). The pool opens at most `databasePoolMax`
 * connections (DATABASE_POOL_MAX; 10, as in server/config.ts, for the bench's and tests' own).
 */
export function createDb(options: { databaseUrl?: string; dataDir: string; databasePoolMax?: number }): Db {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, types: pgTypes, max: options.databasePoolMax ?? 10 });
    return new Kysely<Database>({ dialect: new PostgresDialectForPooling({ pool }) });
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const database = new SQLite(path.join(options.dataDir, 'app.db'));
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma(`busy_timeout = ${sqliteBusyTimeoutMs}`);
  return new Kysely<Database>({ dialect: new WriteLockingSqliteDialect(database, sqliteBusyTimeoutMs) });
}

/**
 * The same PostgreSQL database through connections of its own (server/db/preparedPool.ts), which
 * prepare each statement once and plan it without its values, for the statements every request
 * runs whose best plan does not depend on their values and which run briefly: the session check
 * and the orders list's page sorted by creation in one statement. At a million orders, planning
 * the page took longer than running it (about 1.1 ms against 0.9 ms), and PostgreSQL's own choice
 * kept planning it for every request. Two connections per process, shared in pipeline mode: the
 * second takes the statements while one on the first has run past 20 ms (at a million orders the
 * page's statement runs in under 1 ms). Undefined on SQLite. With DATABASE_PREPARED_STATEMENTS=0,
 * which PgBouncer in transaction mode needs, it prepares them by SQL instead. docs/api.md "Database".
 */
export function createPreparedDb(options: { databaseUrl?: string; databasePreparedStatements?: boolean }): Db | undefined {
  if (!options.databaseUrl) return undefined;
  const pool = new PreparedPool(options.databaseUrl, {
    preparing: options.databasePreparedStatements === false ? 'sql' : 'protocol',
    connections: 2,
    stalledMs: 20,
  });
  return new Kysely<Database>({ dialect: new PostgresDialectForPooling({ pool }) });
}

/** First key of the advisory lock that serialises the migrations of one schema (the second is the schema's). */
const migrationLockKey = 0x6d696772;

/**
 * Brings the schema to the latest migration. On PostgreSQL several nodes may start at once: all
 * the migrations run in one transaction on one connection, which first takes a transaction-level
 * advisory lock on the schema, so one node migrates while the others wait, then find nothing to
 * do. The lock ends with the transaction (commit, rollback or a dropped connection), which
 * PgBouncer in transaction mode keeps on one server connection; a failed migration leaves nothing.
 */
export async function migrateToLatest(db: Db): Promise<void> {
  if (dialectOf(db) === 'sqlite') return runMigrations(db);
  await db.connection().execute(async (connection) => {
    await sql`begin`.execute(connection);
    try {
      await sql`select pg_advisory_xact_lock(${migrationLockKey}, hashtext(current_schema()))`.execute(connection);
      await runMigrations(connection, { disableTransactions: true });
      await sql`commit`.execute(connection);
    } catch (error) {
      await sql`rollback`.execute(connection).catch(() => undefined);
      throw error;
    }
  });
}

async function runMigrations(db: Db, options: { disableTransactions?: boolean } = {}): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    migrationTableSchema: await migrationTableSchema(db),
    ...options,
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
