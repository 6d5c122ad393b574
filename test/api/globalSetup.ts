import pg from 'pg';
import { dropSchemaRole } from '../../server/db/schemaRole';

/**
 * Vitest's global setup for the API tests on PostgreSQL: names the run (`TEST_SCHEMA_PREFIX`,
 * which the workers inherit) and, once every file has run, drops each schema and role of the run
 * still there, above all the emptied ones the workers kept for their next apps
 * (test/api/migratedDatabases.ts).
 */
export default function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const prefix = `test_${process.pid}`;
  process.env.TEST_SCHEMA_PREFIX = prefix;
  return async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ name: string }>(`select rolname as name from pg_roles where starts_with(rolname, $1)`, [`${prefix}_`]).finally(() => client.end());
    for (const { name } of rows) await dropSchemaRole(url, name);
  };
}
