import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A schema of its own in a PostgreSQL database, owned by a login role of the same name whose
 * `search_path` it is: for the API tests (a fresh one per test app) and the bench (`bench_scale`).
 * The role chooses the schema, not a startup parameter (`options=-c search_path=...`), which
 * PgBouncer refuses, nor a `SET`, which lasts only a transaction through PgBouncer in transaction
 * mode (README "Connection pooling"). The role may create in the database, for what a migration
 * installs once for every schema (pg_trgm, migration 0019).
 */

/**
 * Statements run one after another as `databaseUrl`'s user, in one transaction that first waits
 * for any other such transaction: granting on the database rewrites its one catalog row, which two
 * test workers doing it at once would fail with "tuple concurrently updated". A transaction-level
 * lock, so that it holds through PgBouncer in transaction mode too.
 */
async function runAs(databaseUrl: string, statements: string[]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(`select pg_advisory_xact_lock(hashtext('schema roles'))`);
    for (const statement of statements) await client.query(statement);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/** The schema and its role, if there; what the role made outside the schema (pg_trgm) passes to the URL's user. */
export const dropSchemaRole = (databaseUrl: string, name: string) =>
  runAs(databaseUrl, [
    `drop schema if exists ${name} cascade`,
    `do $$ begin if exists (select from pg_roles where rolname = '${name}') then
       reassign owned by ${name} to current_user; drop owned by ${name}; drop role ${name};
     end if; end $$`,
  ]);

/**
 * Creates the schema `name` (a plain lower-case identifier) and its role in `databaseUrl`'s
 * database, as that URL's user (who may create roles), after dropping any left from before.
 * Answers the URL that signs in as the role, and what drops both.
 */
export async function createSchemaRole(databaseUrl: string, name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain identifier: ${name}`);
  const password = randomBytes(16).toString('hex');
  const url = new URL(databaseUrl);
  await dropSchemaRole(databaseUrl, name);
  await runAs(databaseUrl, [
    `create role ${name} login password '${password}'`,
    `create schema ${name} authorization ${name}`,
    `alter role ${name} set search_path = ${name}`,
    `grant create on database ${pg.escapeIdentifier(decodeURIComponent(url.pathname.slice(1)))} to ${name}`,
  ]);
  url.username = name;
  url.password = password;
  return { url: url.toString(), drop: () => dropSchemaRole(databaseUrl, name) };
}
