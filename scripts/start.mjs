// `npm start`: builds the console when dist/ is missing or older than its sources, then runs
// the server (which migrates the database and seeds demo data into an empty dev database).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const sources = ['index.html', 'src', 'resources', 'dataProvider', 'authProvider', 'contract', 'vite.config.ts', 'package-lock.json'];

function newest(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(entry).map((child) => newest(path.join(entry, child))));
}

const built = fs.statSync('dist/index.html', { throwIfNoEntry: false })?.mtimeMs ?? 0;
if (built < Math.max(...sources.map(newest))) {
  console.log('Building the console…');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
