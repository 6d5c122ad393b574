import { setTimeout as sleep } from 'node:timers/promises';
import type SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
  type TransactionSettings,
} from 'kysely';
import { sqliteDatabase } from './sqliteDatabase';

/** SQLite refused for a lock another connection holds: SQLITE_BUSY or one of its extended codes. */
function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}

const maxAttempts = 5;

/**
 * Runs a statement again when SQLite answers busy where that is safe: outside an explicit
 * transaction (the statement, `begin immediate` among them, did nothing) or on COMMIT (the
 * transaction stays open), as SQLite's sqlite3_step documents. Inside a transaction a busy
 * statement is not retried: the transaction is rolled back and the error stands. Bounded by
 * the attempts and by `budgetMs` from the first try, so a statement that already waited out
 * busy_timeout is not run again.
 */
class RetryingConnection implements DatabaseConnection {
  constructor(
    private readonly connection: DatabaseConnection,
    private readonly database: SQLite.Database,
    private readonly budgetMs: number,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const started = Date.now();
    for (let attempt = 1; ; attempt++) {
      const retriable = !this.database.inTransaction || /^\s*commit\b/i.test(query.sql);
      try {
        return await this.connection.executeQuery<R>(query);
      } catch (error) {
        if (!retriable || !isBusy(error) || attempt >= maxAttempts || Date.now() - started >= this.budgetMs) throw error;
        // 10, 20, 40, 80 ms and a random part, so that processes retrying together spread out.
        await sleep(10 * 2 ** (attempt - 1) + Math.random() * 10);
      }
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.connection.streamQuery<R>(query, chunkSize);
  }
}

/**
 * Kysely's SQLite driver, but a transaction that may write starts with `begin immediate`: it
 * takes the write lock up front, waiting for it as busy_timeout allows. Kysely's plain `begin`
 * (deferred) takes the lock at the first write, and a transaction that read first cannot wait
 * for it there: SQLite answers SQLITE_BUSY at once (or SQLITE_BUSY_SNAPSHOT when another process
 * wrote since the read), whatever busy_timeout says. A read-only transaction (readSnapshot,
 * `setAccessMode('read only')`) stays deferred, so readers never wait for writers.
 */
class WriteLockingSqliteDriver extends SqliteDriver {
  #connection?: RetryingConnection;

  constructor(
    config: SqliteDialectConfig,
    private readonly database: SQLite.Database,
    private readonly busyTimeoutMs: number,
  ) {
    super(config);
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await super.acquireConnection();
    this.#connection ??= new RetryingConnection(connection, this.database, this.busyTimeoutMs);
    return this.#connection;
  }

  override async beginTransaction(connection: DatabaseConnection, settings?: TransactionSettings): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(settings?.accessMode === 'read only' ? 'begin' : 'begin immediate'));
  }
}

/**
 * SqliteDialect over better-sqlite3 (through sqliteDatabase) with WriteLockingSqliteDriver;
 * `busyTimeoutMs` is the connection's busy_timeout (docs/api.md "Database").
 */
export class WriteLockingSqliteDialect extends SqliteDialect {
  private readonly config: SqliteDialectConfig;
  private readonly database: SQLite.Database;
  private readonly busyTimeoutMs: number;

  constructor(database: SQLite.Database, busyTimeoutMs: number) {
    const config = { database: sqliteDatabase(database) };
    super(config);
    this.config = config;
    this.database = database;
    this.busyTimeoutMs = busyTimeoutMs;
  }

  override createDriver(): Driver {
    return new WriteLockingSqliteDriver(this.config, this.database, this.busyTimeoutMs);
  }
}
