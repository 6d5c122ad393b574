// `npm run bench`: the benchmark suite of issue 10. It builds the console and weighs what each
// screen loads; generates a database at scale (BENCH_ORDERS, a million by default); loads the
// orders list from a second process (autocannon) and times the same page by the bare query in
// this process; times two year-long analytics and a feed entry's update with and without its audit
// entry (issue 20, bench/audit.ts); reads the server's memory; times sign-in's answers for what
// they must not tell (bench/authTiming.ts); times the console's search (issue 21,
// bench/search.ts) and the lists' text searches (issue 22), a bulk job over every customer and the export of every order with the server's
// peak memory (bench/bulk.ts); and in Chromium, on the
// production build, opens, filters, sorts and pages the orders list, checking the totals shown,
// then (issue 22, bench/lighthouse.ts) runs Lighthouse on every screen and times the first row of
// six lists beside a minimal react-admin app's (bench/firstRow.ts);
// then (issue 18) overloads the orders list with more connections than the server can serve
// (bench/overload.ts), times scheduled publication's lag with 1,000 items due at one moment
// (issue 48, bench/publishing.ts), and kills the server with SIGKILL under write load (bench/crash.ts); both
// also run alone with `npx tsx bench/resilience.ts`. It opens 1,000 live event streams on one API process
// under the orders list's load (bench/liveStreams.ts; alone: `npx tsx bench/liveStreams.ts`). Printed as one table,
// each figure beside its budget, and written to bench/results/ (latest.json and one file per run)
// with the machine it ran on. It measures and reports; it never asserts a timing. It exits
// non-zero only when something is broken (the build fails, the server does not start or sign in).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyticsTargets, timeAnalytics } from './analytics';
import { timeAuditedWrite } from './audit';
import { authTimingRows, measureAuthTiming } from './authTiming';
import { measureOrdersExport, timeBulkJob } from './bulk';
import { type ApiServer, loadRoute, rssBytes, signIn, startServer } from './api-load';
import { budgets, within } from './budgets';
import { calendarDefaults, calendarRows, measureCalendarMonth } from './calendar';
import { measureEpubcheckJob, measureReadinessList, readinessDefaults, readinessRows } from './readiness';
import { measureBundle } from './bundle';
import { checkOrdersConsole } from './console';
import { measureCrash } from './crash';
import { generateScaleData } from './generate';
import { generatePostgresScaleData } from './generatePostgres';
import { feltRows, lighthouseDefaults, measureConsoleAsFelt } from './lighthouse';
import { liveStreamsDefaults, liveStreamsRows, measureLiveStreams } from './liveStreams';
import { bareOrdersPage, ordersList } from './orders';
import { measureOverload } from './overload';
import { measurePublishingLag, publishingDefaults, publishingRows } from './publishing';
import { crashDefaults, crashRows, overloadDefaults, overloadLabel, overloadRows } from './resilience';
import { timeListSearches, timeSearch } from './search';
import { measureSignInForm, signInDefaults, signInFormRows } from './signInForm';
import { kb, mib, ms, renderTable } from './table';

const root = fileURLToPath(new URL('..', import.meta.url));

function positive(name: string, fallback: number): number {
  const value = Number(process.env[name] || fallback);
  if (!(value > 0)) throw new Error(`${name} must be a positive number, got "${process.env[name]}"`);
  return value;
}
const orders = Math.round(positive('BENCH_ORDERS', 1_000_000));
const seconds = positive('BENCH_SECONDS', 20);
const connections = Math.round(positive('BENCH_CONNECTIONS', 32));
const overload = { seconds, connections: Math.round(positive('BENCH_OVERLOAD_CONNECTIONS', overloadDefaults.connections)) };
const crashRounds = Math.round(positive('BENCH_CRASH_ROUNDS', crashDefaults.rounds));
const auditRuns = Math.round(positive('BENCH_AUDIT_RUNS', 500));
const timeZone = process.env.TIME_ZONE || 'UTC';
// The server as it would be deployed on this machine: one API process per core (WORKERS=auto).
const workers = process.env.BENCH_WORKERS || 'auto';
const processes = workers === 'auto' ? os.availableParallelism() : Number(workers);

// Everything started here is stopped and removed on the way out, on errors and Ctrl-C too.
const tempDirs: string[] = [];
let server: ApiServer | undefined;
let dropPostgres: (() => Promise<void>) | undefined;
async function cleanUp() {
  await server?.stop();
  server = undefined;
  await dropPostgres?.().catch((error: unknown) => console.error('Could not drop the PostgreSQL scale schema:', error));
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

/** benchmark, figure, budget, verdict */
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
  machine: {
    node: process.version,
    platform: `${process.platform} ${os.arch()}`,
    cpus: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown'}`,
    memory: mib(os.totalmem()),
  },
  settings: { orders, seconds, connections, overloadConnections: overload.connections, crashRounds, timeZone, workers },
};
let failure: unknown;

try {
  const consoleBuild = await tempDir('bench-bundle-');
  const bundle = await measureBundle(root, consoleBuild);
  results.bundle = bundle;
  rows.push(
    [
      'console JS, first load (the login page)',
      `${kb(bundle.login.gzipBytes)} gzip, ${bundle.login.chunks} chunks`,
      `< ${kb(budgets.firstLoadGzipBytes)}`,
      within(bundle.login.gzipBytes, budgets.firstLoadGzipBytes),
    ],
    ['console JS, the dashboard after sign-in (its chart on demand)', `${kb(bundle.dashboard.gzipBytes)} gzip, ${bundle.dashboard.chunks} chunks`, '', ''],
  );
  for (const chunk of bundle.lazy.slice(0, 8)) rows.push([`  lazy ${chunk.source}`, `${kb(chunk.gzipBytes)} gzip`, '', '']);
  if (bundle.lazy.length > 8) rows.push([`  ${bundle.lazy.length - 8} more lazy chunks`, 'in the JSON', '', '']);

  const dataDir = await tempDir('bench-scale-');
  const scale = await generateScaleData({ dataDir, orders, timeZone });
  results.scale = scale;
  rows.push([
    `generate ${scale.orders.toLocaleString('en')} orders (SQLite)`,
    `${scale.seconds.total.toFixed(1)} s, ${mib(scale.databaseBytes)}`,
    `< ${budgets.generateSeconds} s`,
    within(scale.seconds.total, budgets.generateSeconds),
  ]);
  rows.push([
    '  of which: the subscription figures rebuilt from every hold',
    `${scale.seconds.subscriptionRollups.toFixed(1)} s`,
    `< ${budgets.subscriptionRollupSeconds} s`,
    within(scale.seconds.subscriptionRollups, budgets.subscriptionRollupSeconds),
  ]);

  server = await startServer(root, dataDir, { TIME_ZONE: timeZone, STATIC_DIR: consoleBuild, WORKERS: workers });
  results.sqlite = await measureApi(server, dataDir, 'SQLite', { dataDir });
  // What sign-in's answers tell by their time (bench/authTiming.ts), one request at a time.
  const authTiming = await measureAuthTiming(server);
  results.authTiming = authTiming;
  rows.push(...authTimingRows(authTiming, 'SQLite'));

  const check = await checkOrdersConsole(server.url, dataDir);
  results.console = check;
  for (const { step, ms: took, apiMs, shown } of check.steps) {
    rows.push([
      `console, orders list: ${step}`,
      `${ms(Math.round(took))} (request ${ms(Math.round(apiMs))}), "${shown}"`,
      `< ${budgets.consoleStepMs} ms`,
      within(took, budgets.consoleStepMs),
    ]);
  }
  if (check.error) rows.push(['console, orders list', `failed: ${check.error}`, 'right totals', 'over']);

  // Signed out, the sign-in form at the console's root and at a screen's address (bench/signInForm.ts).
  const signInForm = await measureSignInForm({ server, runs: Math.round(positive('BENCH_SIGN_IN_RUNS', signInDefaults.runs)) });
  results.signInForm = signInForm;
  rows.push(...signInFormRows(signInForm));

  // The console as a user feels it (issue 22, bench/lighthouse.ts): Lighthouse on every screen at
  // scale, and the first row of six lists beside a minimal react-admin app's (each list's runs in the JSON).
  const felt = await measureConsoleAsFelt({
    root,
    server,
    dataDir,
    timeZone,
    buildDir: await tempDir('bench-minimal-ra-'),
    reportDir: path.join(root, 'bench/results/lighthouse'),
    runs: Math.round(positive('BENCH_LIGHTHOUSE_RUNS', lighthouseDefaults.runs)),
    firstRowRuns: Math.round(positive('BENCH_FIRST_ROW_RUNS', lighthouseDefaults.firstRowRuns)),
  });
  results.felt = felt;
  rows.push(...feltRows(felt));

  // More connections than the server can serve (bench/overload.ts).
  const overloadTarget = ordersList(timeZone);
  const overloaded = await measureOverload(root, server, await signIn(server, dataDir), overloadTarget, overload);
  results.overload = overloaded;
  rows.push(...overloadRows(overloaded, overloadLabel(overloadTarget, 'SQLite', workers, overload)));
  await server.stop();
  server = undefined;

  // Live updates (bench/liveStreams.ts): 1,000 event streams open on one API process of its own, the
  // orders list under the same load meanwhile, and each stream's memory.
  const live = await measureLiveStreams(root, {
    eventsPerSecond: liveStreamsDefaults.eventsPerSecond,
    dataDir,
    timeZone,
    seconds,
    connections,
    streams: Math.round(positive('BENCH_LIVE_STREAMS', liveStreamsDefaults.streams)),
    track: (started) => (server = started),
  });
  results.liveStreams = live;
  rows.push(...liveStreamsRows(live, 'SQLite'));

  // The same load and analytics on PostgreSQL, on the same data generated there, when a database is given.
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (databaseUrl) {
    // The same scale written straight into PostgreSQL (bench/generatePostgres.ts: the same seeds, COPY).
    const pgDataDir = await tempDir('bench-scale-pg-');
    const scalePg = await generatePostgresScaleData({ databaseUrl, dataDir: pgDataDir, orders, timeZone });
    dropPostgres = scalePg.drop;
    results.postgresScale = { ...scalePg, url: undefined, drop: undefined };
    rows.push([
      `generate ${scalePg.orders.toLocaleString('en')} orders (PostgreSQL, COPY)`,
      `${scalePg.seconds.total.toFixed(1)} s (demo ${scalePg.seconds.demo.toFixed(1)} s), ${mib(scalePg.databaseBytes)}`,
      '',
      '',
    ]);
    server = await startServer(root, pgDataDir, { TIME_ZONE: timeZone, DATABASE_URL: scalePg.url, WORKERS: workers });
    results.postgres = await measureApi(server, pgDataDir, 'PostgreSQL', { dataDir: pgDataDir, databaseUrl: scalePg.url });
    await server.stop();
    server = undefined;

    // The same again through PgBouncer in transaction mode, as several API nodes share one
    // PostgreSQL (README "Connection pooling"). BENCH_PGBOUNCER=1: a throwaway pgbouncer
    // (scripts/pgbouncer.mjs, shared with npm run test:pgbouncer) with BENCH_PGBOUNCER_POOL_SIZE
    // server connections; a URL: a PgBouncer already in front of the database (its host, port and
    // database name), which must let the bench's role in.
    const bouncerSetting = process.env.BENCH_PGBOUNCER;
    if (bouncerSetting) {
      const { startPgbouncer } = await import('../scripts/pgbouncer.mjs');
      const poolSize = Math.round(positive('BENCH_PGBOUNCER_POOL_SIZE', 2 * os.availableParallelism()));
      const bouncer = bouncerSetting === '1' ? await startPgbouncer({ databaseUrl: scalePg.url, poolSize }) : undefined;
      const bouncerUrl = new URL(bouncer?.url ?? scalePg.url);
      if (!bouncer) {
        const given = new URL(bouncerSetting);
        bouncerUrl.host = given.host;
        if (given.pathname.length > 1) bouncerUrl.pathname = given.pathname;
      }
      const engine = `PgBouncer (transaction mode${bouncer ? `, pool ${poolSize}` : ''})`;
      try {
        // PgBouncer in transaction mode keeps statements prepared by SQL, not by the protocol (README "Connection pooling").
        server = await startServer(root, pgDataDir, { TIME_ZONE: timeZone, DATABASE_URL: bouncerUrl.toString(), WORKERS: workers, DATABASE_PREPARED_STATEMENTS: '0' });
        results.pgbouncer = await measureApi(server, pgDataDir, engine, { dataDir: pgDataDir, databaseUrl: bouncerUrl.toString() });
      } finally {
        await server?.stop();
        server = undefined;
        await bouncer?.stop();
      }
    } else {
      rows.push(['PgBouncer', 'not run: set BENCH_PGBOUNCER=1', '', '']);
    }
  } else {
    rows.push(['PostgreSQL', 'not run: set BENCH_DATABASE_URL', '', '']);
  }

  // The release calendar's month view with a year of scheduled items (bench/calendar.ts), on an API of its own.
  const calendar = [await measureCalendarMonth(root, { ...calendarDefaults, timeZone, engine: 'SQLite' })];
  if (databaseUrl) calendar.push(await measureCalendarMonth(root, { ...calendarDefaults, timeZone, engine: 'PostgreSQL', databaseUrl }));
  results.calendar = calendar;
  rows.push(...calendar.flatMap(calendarRows));

  // The e-book list by readiness at 100,000 books, and EPUBCheck of a 5 MB e-pub as a job (bench/readiness.ts).
  const readinessList = [await measureReadinessList(root, { ...readinessDefaults, engine: 'SQLite' })];
  if (databaseUrl) readinessList.push(await measureReadinessList(root, { ...readinessDefaults, engine: 'PostgreSQL', databaseUrl }));
  const epubcheckJob = await measureEpubcheckJob(root);
  results.readiness = { list: readinessList, epubcheckJob };
  rows.push(...readinessRows(readinessList, epubcheckJob));

  // Scheduled publication (bench/publishing.ts): 1,000 banners due at one moment, on SQLite and, when given, PostgreSQL.
  const publishingItems = Math.round(positive('BENCH_PUBLISHING_ITEMS', publishingDefaults.items));
  const publishing = [await measurePublishingLag(root, { engine: 'SQLite', items: publishingItems, workers, timeZone })];
  if (databaseUrl) publishing.push(await measurePublishingLag(root, { engine: 'PostgreSQL', items: publishingItems, workers, timeZone, databaseUrl }));
  results.publishing = publishing;
  for (const lag of publishing) rows.push(...publishingRows(lag));

  // Last: kill -9 under write load (bench/crash.ts), on the scale database nothing reads any more.
  const crash = await measureCrash(root, dataDir, {
    ...crashDefaults,
    rounds: crashRounds,
    env: { TIME_ZONE: timeZone, WORKERS: workers },
    track: (started) => (server = started),
  });
  results.crash = crash;
  rows.push(...crashRows(crash));
} catch (error) {
  failure = error;
  results.error = error instanceof Error ? error.message : String(error);
} finally {
  await cleanUp();
}

/**
 * The orders list under load on `server`, the same page by the bare queries (on `database`), the
 * year-long analytics and the server's memory; rows for the table, results for the JSON.
 */
async function measureApi(server: ApiServer, dataDir: string, engine: string, database: { dataDir: string; databaseUrl?: string }) {
  const token = await signIn(server, dataDir);
  const target = ordersList(timeZone);
  const api = await loadRoute(server, token, target, { seconds, connections });
  const bare = await bareOrdersPage(database, timeZone, 200);
  const label = `${target.method} ${target.path}, ${engine}, WORKERS=${workers} (${connections} conn., ${seconds} s)`;
  if (api.load) {
    const { latencyMs, requestsPerSecond, errors, non2xx } = api.load;
    rows.push(
      [label, `${requestsPerSecond.toFixed(0)} req/s, ${api.probeTotal?.toLocaleString('en')} matching`, '', ''],
      [
        '  latency p50 / p99',
        ms(latencyMs.p50, latencyMs.p99),
        `p99 < ${budgets.ordersListP99Ms} ms`,
        within(latencyMs.p99, budgets.ordersListP99Ms),
      ],
      ['  errors / non-2xx', `${errors} / ${non2xx}`, `${budgets.ordersListErrors}`, within(errors + non2xx, budgets.ordersListErrors)],
      ['  bare queries, p50 / p99 (one at a time)', ms(round(bare.latencyMs.p50), round(bare.latencyMs.p99)), '', ''],
      // Under load a request's latency is mostly its wait behind the others: the API's own cost is
      // a process's time per request (processes / req/s).
      [
        `  API time per request in one process (${processes} / req/s) / bare p50`,
        `${((1000 * processes) / requestsPerSecond / Math.max(bare.latencyMs.p50, 0.001)).toFixed(1)}×`,
        '',
        '',
      ],
    );
  } else {
    rows.push([label, `n/a (${api.probeStatus})`, '', 'n/a']);
  }
  const rssAfterLoad = await rssBytes(server.pid);

  const analytics: Record<string, unknown> = {};
  for (const [name, route] of Object.entries(analyticsTargets)) {
    const timing = await timeAnalytics(server, token, route, timeZone);
    analytics[name] = { route, ...timing };
    rows.push([`${name}, 365 days, ${engine} (GET ${route})`, `p50 ${ms(round(timing.p50))}`, `< ${budgets.analyticsMs} ms`, within(timing.p50, budgets.analyticsMs)]);
  }
  rows.push([`API server RSS after the load (all its processes), ${engine}`, rssAfterLoad === undefined ? 'n/a' : mib(rssAfterLoad), '', '']);

  // Search across the console (bench/search.ts), one request at a time.
  const search = await timeSearch(server, token);
  for (const term of search) {
    rows.push([
      `search, ${term.label} ("${term.q}"), ${engine} (p50 / p99)`,
      `${ms(round(term.p50), round(term.p99))}, ${term.found} found`,
      `p99 < ${budgets.searchP99Ms} ms`,
      within(term.p99, budgets.searchP99Ms),
    ]);
  }

  // The lists' own text searches (bench/search.ts), one request at a time.
  const listSearch = await timeListSearches(server, token);
  for (const search of listSearch) {
    rows.push([
      `${search.list} list, q "${search.q}" (${search.label}), ${engine} (p50 / p99)`,
      `${ms(round(search.p50), round(search.p99))}, ${search.found} found`,
      `p99 < ${budgets.listSearchP99Ms} ms`,
      within(search.p99, budgets.listSearchP99Ms),
    ]);
  }

  // What the audit log adds to a common write (bench/audit.ts), while the server idles.
  const write = await timeAuditedWrite(database, auditRuns);
  const { withoutAudit: plain, withAudit: audited } = write;
  rows.push(
    [`feed entry update, without audit, ${engine} (p50 / p99, ${write.runs} runs)`, ms(round(plain.p50), round(plain.p99)), '', ''],
    [
      `  with its audit entry, lock and If-Match check`,
      `${ms(round(audited.p50), round(audited.p99))} (+${round(audited.p50 - plain.p50)} ms p50)`,
      `+${budgets.auditWriteExtraMs} ms p50`,
      within(audited.p50 - plain.p50, budgets.auditWriteExtraMs),
    ],
  );

  // Work at volume (issue 21, bench/bulk.ts): a bulk job over every scale customer, and every order exported.
  const bulk = await timeBulkJob(server, token, database);
  rows.push([
    `bulk block of ${bulk.total?.toLocaleString('en')} customers, ${engine} (job ${bulk.status})`,
    `${bulk.perSecond.toFixed(0)} records/s, ${bulk.seconds.toFixed(1)} s, ${bulk.failed} failed`,
    `> ${budgets.bulkRecordsPerSecond}/s`,
    bulk.perSecond >= budgets.bulkRecordsPerSecond ? 'ok' : 'over',
  ]);
  const exported = await measureOrdersExport(server, token);
  rows.push(
    [`orders CSV export, every order, ${engine}`, `${exported.rows.toLocaleString('en')} rows, ${mib(exported.bytes)} in ${exported.seconds.toFixed(1)} s`, '', ''],
    [
      '  server RSS before / peak (all its processes)',
      `${mib(exported.rssBefore)} / ${mib(exported.rssPeak)} (+${mib(exported.growth)})`,
      `+${mib(budgets.exportRssGrowthBytes)}`,
      within(exported.growth, budgets.exportRssGrowthBytes),
    ],
  );
  return { ordersList: { route: `${target.method} ${target.path}`, body: target.body, api, bare }, analytics, rssAfterLoad, search, listSearch, auditedWrite: write, bulk, exported };
}

function round(value: number) {
  return Math.round(value * 10) / 10;
}

console.log(`\n${renderTable(['benchmark', 'figure', 'budget', ''], rows)}\n`);
const resultsDir = path.join(root, 'bench/results');
await fs.mkdir(resultsDir, { recursive: true });
const json = `${JSON.stringify(results, null, 2)}\n`;
await fs.writeFile(path.join(resultsDir, 'latest.json'), json);
await fs.writeFile(path.join(resultsDir, `${(results.date as string).replace(/[:.]/g, '-')}.json`), json);
console.log(`Written to ${path.relative(process.cwd(), resultsDir)}/latest.json`);

if (failure) {
  console.error('\nBenchmark failed:', failure);
  process.exitCode = 1;
}
