// `npm run bench`: console bundle weight and the API under load, printed as one table and written
// to bench/results/latest.json. It measures and reports; it never asserts a timing. It exits
// non-zero only when something is broken (the build fails, the server does not start or sign in).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ApiServer, customerList, loadRoute, rssBytes, signIn, startServer } from './api-load';
import { type BundleResult, measureBundle } from './bundle';
import { chunks, kib, mib, ms, renderTable } from './table';

const root = fileURLToPath(new URL('..', import.meta.url));

function positive(name: string, fallback: number): number {
  const value = Number(process.env[name] || fallback);
  if (!(value > 0)) throw new Error(`${name} must be a positive number, got "${process.env[name]}"`);
  return value;
}
const seconds = positive('BENCH_SECONDS', 10);
const connections = Math.round(positive('BENCH_CONNECTIONS', 10));

// Everything started here is stopped and removed on the way out, on errors and Ctrl-C too.
const tempDirs: string[] = [];
let server: ApiServer | undefined;
async function cleanUp() {
  await server?.stop();
  server = undefined;
  await Promise.all(tempDirs.splice(0).map((dir) => fs.rm(dir, { recursive: true, force: true })));
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
}
async function tempDir(prefix: string) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

const rows: string[][] = [];
const results: Record<string, unknown> = {
  date: new Date().toISOString(),
  commit: (() => {
    try {
      return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    } catch {
      return undefined;
    }
  })(),
  node: process.version,
  platform: `${process.platform} ${os.arch()}, ${os.cpus().length} CPUs`,
};
let failure: unknown;

try {
  const bundle: BundleResult = await measureBundle(root, await tempDir('bench-bundle-'));
  results.bundle = bundle;
  rows.push(
    ['console JS, login page', `${kib(bundle.login.gzipBytes)} gzip (${chunks(bundle.login.chunks)})`],
    ['console JS, customers list', `${kib(bundle.customers.gzipBytes)} gzip (${chunks(bundle.customers.chunks)})`],
  );

  const dataDir = await tempDir('bench-api-');
  server = await startServer(root, dataDir);
  const idleRss = await rssBytes(server.pid);
  const token = await signIn(server, dataDir);
  const api = await loadRoute(server, token, customerList, { seconds, connections });
  const loadedRss = await rssBytes(server.pid);
  results.api = { route: `${customerList.method} ${customerList.path}`, ...api, rssBytes: { idle: idleRss, afterLoad: loadedRss } };

  const label = `${customerList.method} ${customerList.path} (${seconds} s, ${connections} conn.)`;
  if (api.load) {
    const { latencyMs: latency, requestsPerSecond, errors, non2xx } = api.load;
    rows.push(
      [label, `${requestsPerSecond.toFixed(0)} req/s`],
      ['  probe', `${api.probeStatus}${api.probeTotal === undefined ? '' : `, totalElements ${api.probeTotal}`}`],
      ['  latency p50 / p97.5 / p99', ms(latency.p50, latency.p97_5, latency.p99)],
      ['  errors / non-2xx', `${errors} / ${non2xx}`],
    );
  } else {
    rows.push([label, `n/a (${api.probeStatus})`]);
  }
  const rss = (bytes: number | undefined) => (bytes === undefined ? 'n/a' : mib(bytes));
  rows.push(['API server RSS, idle / after load', `${rss(idleRss)} / ${rss(loadedRss)}`]);
} catch (error) {
  failure = error;
  results.error = error instanceof Error ? error.message : String(error);
} finally {
  await cleanUp();
}

console.log(`\n${renderTable(['benchmark', 'result'], rows)}\n`);
const resultsFile = path.join(root, 'bench/results/latest.json');
await fs.mkdir(path.dirname(resultsFile), { recursive: true });
await fs.writeFile(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
console.log(`Written to ${path.relative(process.cwd(), resultsFile)}`);

if (failure) {
  console.error('\nBenchmark failed:', failure);
  process.exitCode = 1;
}
