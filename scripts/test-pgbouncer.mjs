// Runs the API tests on PostgreSQL through PgBouncer in transaction mode, as several API nodes
// share one PostgreSQL (README "Connection pooling"): a throwaway pgbouncer (scripts/pgbouncer.mjs)
// in front of DATABASE_URL's database, 4 server connections per database and role, so that each
// test app's connections (up to DATABASE_POOL_MAX, 10) share them; then `npm run test:pg` through
// it (arguments are passed on: `npm run test:pgbouncer -- test/api/bulk.test.ts`).
import { spawn } from 'node:child_process';
import { startPgbouncer } from './pgbouncer.mjs';

const databaseUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('test:pgbouncer needs DATABASE_URL (or TEST_DATABASE_URL) of a PostgreSQL database, e.g. postgres://postgres@127.0.0.1:5432/console_test');
  process.exit(2);
}

const bouncer = await startPgbouncer({ databaseUrl, poolSize: 4 });
console.log(`pgbouncer (transaction mode, 4 server connections per pool) on port ${bouncer.port}`);
// Every test app and server process then runs as a node behind PgBouncer must: with
// DATABASE_PREPARED_STATEMENTS=0 (README "Connection pooling"). The server processes also LISTEN
// for live events on PostgreSQL itself, as such a node is told to with DATABASE_LISTEN_URL
// (docs/api.md "Live updates"); the in-process test apps do not, and read them every two seconds.
const env = {
  ...process.env,
  TEST_DATABASE_URL: bouncer.url,
  TEST_PGBOUNCER: '1',
  DATABASE_PREPARED_STATEMENTS: '0',
  DATABASE_LISTEN_URL: process.env.DATABASE_LISTEN_URL || databaseUrl,
};
delete env.DATABASE_URL;
const tests = spawn('node', ['scripts/test-pg.mjs', ...process.argv.slice(2)], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => tests.kill(signal));
const status = await new Promise((resolve) => tests.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
await bouncer.stop();
process.exit(status);
