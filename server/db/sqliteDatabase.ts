import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** better-sqlite3 binds no booleans: they go as 1 and 0. */
const bindable = (parameters: readonly unknown[]) =>
  parameters.some((value) => typeof value === 'boolean')
    ? parameters.map((value) => (typeof value === 'boolean' ? Number(value) : value))
    : parameters;

function bindingBooleans(statement: SQLite.Statement): SqliteStatement {
  return {
    reader: statement.reader,
    all: (parameters) => statement.all(bindable(parameters)),
    run: (parameters) => statement.run(bindable(parameters)),
    iterate: (parameters) => statement.iterate(bindable(parameters)),
  };
}

/**
 * better-sqlite3 for Kysely's SQLite dialect, with two changes made below the query builder
 * (where they cost nothing per query node):
 * - booleans are bound as 1 and 0;
 * - `prepare` keeps the most recently used statements: the driver prepares every query it runs,
 *   and a list request runs the same few texts each time (parsing them again was about a tenth
 *   of its cost at scale). One statement is never run twice at once: the driver lends its single
 *   connection to one query or transaction at a time.
 */
export function sqliteDatabase(database: SQLite.Database, capacity = 1000): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement) statements.delete(sql);
      else statement = bindingBooleans(database.prepare(sql));
      // Map keeps insertion order: re-inserted on each use, the first key is the least recently used.
      statements.set(sql, statement);
      if (statements.size > capacity) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}
