// Runs the API tests on PostgreSQL: each test app gets a fresh schema in DATABASE_URL's database.
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
if (!url) {
  console.error('test:pg needs DATABASE_URL (or TEST_DATABASE_URL), e.g. postgres://user:pass@127.0.0.1:5432/console_test');
  process.exit(2);
}
const env = { ...process.env, TEST_DATABASE_URL: url };
delete env.DATABASE_URL;
const result = spawnSync('npx', ['vitest', 'run', '--project', 'api', ...process.argv.slice(2)], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
