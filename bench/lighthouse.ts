// The console as a user feels it (issue 22, README "Benchmarks"): Lighthouse (desktop preset, Debian's
// Chromium, the median of BENCH_LIGHTHOUSE_RUNS runs, 3 by default) on the login page and on every
// signed-in screen, served as a user gets it (the production build from the API server); then the
// navigation to the first row of six lists beside the same lists in a minimal react-admin app
// (bench/firstRow.ts). Part of `npm run bench`, and alone on the demo data with
// `npx tsx bench/lighthouse.ts` (its own table, and bench/results/lighthouse/);
// `BENCH_ONLY=firstRow npx tsx bench/lighthouse.ts` runs the first-row measure alone.
//
// Signed-in screens: Lighthouse normally clears the origin's storage before it loads the page; here
// it runs with `disableStorageReset` on a Chromium whose local storage holds the console's login
// record (signed in through the API with the code from the outbox), set through the DevTools
// protocol before each run together with an emptied HTTP cache, so every run is a first visit of a
// signed-in user. A run that ends anywhere but on its screen (the login page) is an error.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { build } from 'vite';
import type { LoginRecord } from '../contract/auth';
import { type ApiServer, startServer } from './api-load';
import { chromiumPath, loginRecordKey, signInRecord } from './browserSession';
import { atLeast, budgets, within } from './budgets';
import { type FirstRowResult, measureFirstRow } from './firstRow';
import { renderTable } from './table';

export interface Screen {
  /** File name of its report: bench/results/lighthouse/<name>.json. */
  name: string;
  label: string;
  /** The console's route (the part after `#`). */
  route: string;
  signedIn: boolean;
}

export interface Opportunity {
  id: string;
  title: string;
  /** Lighthouse's estimate of the time saved (the largest of its metric savings), ms. */
  savingsMs: number;
  savingsBytes: number;
  /** What Lighthouse shows beside it ("Potential savings of 120 KiB", "2.1 s"). */
  displayValue?: string;
}

export interface ScreenResult {
  name: string;
  label: string;
  url: string;
  /** Scores 0-100 of the median run (closest to the median FCP and TTI, as Lighthouse picks it). */
  performance?: number;
  accessibility?: number;
  fcpMs?: number;
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
  /** Each run's performance score, for the spread. */
  performanceRuns: number[];
  /** The three costliest opportunities and diagnostics of the median run, by estimated savings. */
  top: Opportunity[];
  /** Accessibility audits that failed in the median run. */
  accessibilityFailures: string[];
  /** The median run's full report, relative to the repository. */
  report?: string;
  error?: string;
}

export interface LighthouseResult {
  runs: number;
  lighthouseVersion?: string;
  chromium?: string;
  /** Lighthouse's measure of the machine's CPU speed in the median runs (higher is faster; ~1000+ for a typical desktop). */
  benchmarkIndex?: number;
  seconds: number;
  screens: ScreenResult[];
  error?: string;
}

export interface FeltResult {
  /** Absent when the first-row measure ran alone (BENCH_ONLY=firstRow). */
  lighthouse?: LighthouseResult;
  firstRow?: FirstRowResult;
  firstRowError?: string;
}

export const lighthouseDefaults = { runs: 3, firstRowRuns: 5 };

/** Every screen measured: the login page signed out, then the signed-in ones with real ids from the API. */
export async function consoleScreens(server: ApiServer, token: string): Promise<Screen[]> {
  const firstId = async (listPath: string) => {
    const response = await fetch(`${server.url}${listPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ paginationRequest: { page: 0, size: 1 } }),
    });
    if (!response.ok) throw new Error(`POST ${listPath} answered ${response.status}: ${await response.text()}`);
    const id = ((await response.json()) as { content: { id: number }[] }).content[0]?.id;
    if (id === undefined) throw new Error(`POST ${listPath} answered no record`);
    return id;
  };
  const [orderId, ebookId] = await Promise.all([firstId('/api/orders/list'), firstId('/api/ebooks/list')]);
  const screen = (name: string, label: string, route: string, signedIn = true): Screen => ({ name, label, route, signedIn });
  return [
    screen('login', 'login (signed out)', '/login', false),
    screen('dashboard', 'dashboard', '/dashboard'),
    screen('orders', 'orders list', '/orders'),
    screen('ebooks', 'e-books list', '/e-books'),
    screen('customers', 'customers list', '/users/customers'),
    screen('feed', 'feed list', '/feeds/list'),
    screen('subscriptions', 'subscriptions list', '/subscriptions'),
    screen('banners', 'banners list', '/ui/banners'),
    screen('order', `an order's page (#${orderId})`, `/orders/${orderId}/show`),
    screen('ebook-edit', `an e-book's edit page (#${ebookId})`, `/e-books/${ebookId}`),
    screen('analytics-visitor', 'visitor analytics', '/analytics/visitor'),
    screen('analytics-revenue', 'revenue analytics', '/analytics/revenue'),
    screen('analytics-event', 'event analytics', '/analytics/event'),
    screen('layout', 'layout editor', '/ui/layout'),
  ];
}

/**
 * Before a signed-in run: the HTTP cache emptied and the login record in the origin's local storage,
 * through a DevTools connection that is closed again before Lighthouse loads the page.
 */
async function prepareSignedIn(port: number, origin: string, record: LoginRecord) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default browser context');
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    // A small answer of the same origin, so that its local storage can be written.
    await page.goto(`${origin}/healthz`);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [loginRecordKey, JSON.stringify(record)] as const);
    await cdp.detach();
    await page.close();
  } finally {
    // Disconnects; the browser (chrome-launcher's) keeps running.
    await browser.close();
  }
}

type MetricSaving = 'LCP' | 'FCP' | 'TBT' | 'CLS' | 'INP';

/** The performance audits of a report that cost the most, by Lighthouse's estimated savings (time first, then bytes). */
export function topOpportunities(lhr: Result, count = 3): Opportunity[] {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  const found: Opportunity[] = [];
  for (const ref of refs) {
    // The metrics themselves, and the newer "insights" (which restate the classic audits), are not opportunities.
    if (ref.group === 'metrics' || ref.group === 'hidden' || ref.group === 'insights') continue;
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === 1 || audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'error') continue;
    const details = audit.details as { overallSavingsMs?: number; overallSavingsBytes?: number } | undefined;
    const savings = audit.metricSavings as Partial<Record<MetricSaving, number>> | undefined;
    // CLS's saving is a layout-shift score, not time: it is not mixed with the milliseconds.
    const savingsMs = Math.max(details?.overallSavingsMs ?? 0, savings?.LCP ?? 0, savings?.FCP ?? 0, savings?.TBT ?? 0, savings?.INP ?? 0);
    const savingsBytes = details?.overallSavingsBytes ?? 0;
    if (savingsMs <= 0 && savingsBytes <= 0 && !((savings?.CLS ?? 0) > 0)) continue;
    found.push({ id: ref.id, title: audit.title, savingsMs: Math.round(savingsMs), savingsBytes: Math.round(savingsBytes), displayValue: audit.displayValue });
  }
  return found.sort((a, b) => b.savingsMs - a.savingsMs || b.savingsBytes - a.savingsBytes).slice(0, count);
}

const score = (value: number | null | undefined) => (value === null || value === undefined ? undefined : Math.round(value * 100));
const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue;

/**
 * Lighthouse on each screen, `runs` times, on the console at `server` (its production build); the
 * median run's figures, and its full report written to `reportDir/<screen>.json`.
 */
export async function measureLighthouse(options: {
  server: ApiServer;
  record: LoginRecord;
  screens: Screen[];
  runs: number;
  reportDir: string;
  root: string;
  log?: (line: string) => void;
}): Promise<LighthouseResult> {
  const { server, record, screens, runs, reportDir, root, log = () => {} } = options;
  const started = performance.now();
  await fs.mkdir(reportDir, { recursive: true });
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', '--no-sandbox'],
    logLevel: 'silent',
  });
  const result: LighthouseResult = { runs, seconds: 0, screens: [] };
  const benchmarkIndexes: number[] = [];
  try {
    for (const screen of screens) {
      const url = `${server.url}/#${screen.route}`;
      const screenResult: ScreenResult = { name: screen.name, label: screen.label, url, performanceRuns: [], top: [], accessibilityFailures: [] };
      result.screens.push(screenResult);
      try {
        const lhrs: Result[] = [];
        // A run whose trace Lighthouse failed to record ("Please run Lighthouse again") is run again, once per screen.
        for (let run = 0, retried = false; run < runs; run++) {
          if (screen.signedIn) await prepareSignedIn(chrome.port, server.url, record);
          const answer = await lighthouse(
            url,
            {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance', 'accessibility'],
              // Signed out, Lighthouse clears the origin's storage and the cache itself.
              disableStorageReset: screen.signedIn,
            },
            desktopConfig,
          );
          const lhr = answer?.lhr;
          if (!lhr) throw new Error('Lighthouse answered no report');
          if (lhr.runtimeError && !retried) {
            retried = true;
            run--;
            log(`  ${screen.name}: ${lhr.runtimeError.code}, run again`);
            continue;
          }
          if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
          const landed = new URL(lhr.finalDisplayedUrl).hash;
          if (landed !== `#${screen.route}`) throw new Error(`the page ended at ${landed || lhr.finalDisplayedUrl}, not at #${screen.route}`);
          lhrs.push(lhr);
          screenResult.performanceRuns.push(score(lhr.categories.performance?.score) ?? 0);
          log(`  ${screen.name} run ${run + 1}: performance ${score(lhr.categories.performance?.score)}, accessibility ${score(lhr.categories.accessibility?.score)}`);
        }
        const lhr: Result = computeMedianRun(lhrs);
        result.lighthouseVersion = lhr.lighthouseVersion;
        result.chromium = lhr.environment.hostUserAgent.match(/(?:HeadlessChrome|Chrome)\/([\d.]+)/)?.[1];
        benchmarkIndexes.push(lhr.environment.benchmarkIndex);
        const file = path.join(reportDir, `${screen.name}.json`);
        await fs.writeFile(file, JSON.stringify(lhr));
        Object.assign(screenResult, {
          performance: score(lhr.categories.performance?.score),
          accessibility: score(lhr.categories.accessibility?.score),
          fcpMs: numeric(lhr, 'first-contentful-paint'),
          lcpMs: numeric(lhr, 'largest-contentful-paint'),
          tbtMs: numeric(lhr, 'total-blocking-time'),
          cls: numeric(lhr, 'cumulative-layout-shift'),
          top: topOpportunities(lhr),
          accessibilityFailures: (lhr.categories.accessibility?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
            .map((ref) => ref.id),
          report: path.relative(root, file),
        });
      } catch (error) {
        screenResult.error = error instanceof Error ? error.message.split('\n')[0] : String(error);
        log(`  ${screen.name}: ${screenResult.error}`);
      }
    }
  } finally {
    await chrome.kill();
  }
  result.benchmarkIndex = benchmarkIndexes.length > 0 ? Math.round(benchmarkIndexes.sort((a, b) => a - b)[Math.floor(benchmarkIndexes.length / 2)]!) : undefined;
  result.seconds = (performance.now() - started) / 1000;
  return result;
}

/**
 * The whole step: Lighthouse on every screen (reports in `reportDir`), then the first row of each
 * list of bench/firstRowLists.ts beside the minimal react-admin app's (built into `buildDir`). Failures are reported in the result,
 * as the console check does, so the rest of the suite still runs.
 */
export async function measureConsoleAsFelt(options: {
  root: string;
  server: ApiServer;
  dataDir: string;
  timeZone: string;
  buildDir: string;
  reportDir: string;
  runs?: number;
  firstRowRuns?: number;
  log?: (line: string) => void;
}): Promise<FeltResult> {
  const { root, server, dataDir, timeZone, buildDir, reportDir, log } = options;
  const runs = options.runs ?? lighthouseDefaults.runs;
  const firstRowRuns = options.firstRowRuns ?? lighthouseDefaults.firstRowRuns;
  let lighthouseResult: LighthouseResult;
  let record: LoginRecord | undefined;
  try {
    record = await signInRecord(server, dataDir);
    const screens = await consoleScreens(server, record.access_token);
    lighthouseResult = await measureLighthouse({ server, record, screens, runs, reportDir, root, log });
  } catch (error) {
    lighthouseResult = { runs, seconds: 0, screens: [], error: error instanceof Error ? error.message.split('\n')[0] : String(error) };
  }
  if (!record) return { lighthouse: lighthouseResult, firstRowError: 'not signed in' };
  try {
    const firstRow = await measureFirstRow({ server, record, timeZone, buildDir, runs: firstRowRuns, log });
    return { lighthouse: lighthouseResult, firstRow };
  } catch (error) {
    return { lighthouse: lighthouseResult, firstRowError: error instanceof Error ? error.message.split('\n')[0] : String(error) };
  }
}

const seconds = (valueMs: number | undefined) => (valueMs === undefined ? '?' : `${(valueMs / 1000).toFixed(2)} s`);
const kib = (bytes: number) => `${Math.round(bytes / 1024)} KiB`;

/** The step's rows: each screen's scores and metrics against the budgets, and what costs it the most; then each list's first row. */
export function feltRows(result: FeltResult): string[][] {
  const rows: string[][] = result.lighthouse ? lighthouseRows(result.lighthouse) : [];
  const ratioBudget = `<= ${budgets.firstRowRatio.toFixed(1)}x`;
  const budget = `${ratioBudget} each`;
  const { firstRow } = result;
  if (!firstRow) {
    rows.push(['first row of each list, console / minimal react-admin app', `failed: ${result.firstRowError ?? 'not run'}`, budget, 'over']);
    return rows;
  }
  rows.push([
    `first row of each list (navigation to the first data row painted, fresh context, median of ${firstRow.runs}); minimal react-admin app built in ${firstRow.buildSeconds.toFixed(0)} s`,
    'console (signed in) / minimal app',
    budget,
    '',
  ]);
  for (const list of firstRow.lists) {
    rows.push([
      `  ${list.label} (first row "${list.console.firstText}" in both)`,
      `${list.console.medianMs} ms / ${list.minimal.medianMs} ms = ${list.ratio.toFixed(2)}x`,
      ratioBudget,
      within(list.ratio, budgets.firstRowRatio),
    ]);
  }
  for (const note of firstRow.prepared) rows.push([`  (${note})`, '', '', '']);
  return rows;
}

function lighthouseRows(lh: LighthouseResult): string[][] {
  const rows: string[][] = [];
  const budget = `perf >= ${budgets.lighthousePerformance}, a11y ${budgets.lighthouseAccessibility}`;
  const where = `Lighthouse ${lh.lighthouseVersion ?? ''} desktop, Chromium ${lh.chromium ?? '?'}, median of ${lh.runs}`.replace('  ', ' ');
  rows.push([`${where}; benchmarkIndex ${lh.benchmarkIndex ?? '?'}, ${lh.seconds.toFixed(0)} s`, '', '', '']);
  if (lh.error) rows.push(['  Lighthouse', `failed: ${lh.error}`, budget, 'over']);
  for (const screen of lh.screens) {
    if (screen.error || screen.performance === undefined || screen.accessibility === undefined) {
      rows.push([`  ${screen.label}`, `failed: ${screen.error ?? 'no score'}`, budget, 'over']);
      continue;
    }
    const verdicts = [atLeast(screen.performance, budgets.lighthousePerformance), atLeast(screen.accessibility, budgets.lighthouseAccessibility)];
    rows.push([
      `  ${screen.label}`,
      `perf ${screen.performance} (runs ${screen.performanceRuns.join(', ')}), a11y ${screen.accessibility}; FCP ${seconds(screen.fcpMs)}, LCP ${seconds(screen.lcpMs)}, TBT ${Math.round(screen.tbtMs ?? 0)} ms, CLS ${(screen.cls ?? 0).toFixed(3)}`,
      budget,
      verdicts.includes('over') ? 'over' : 'ok',
    ]);
    if (screen.top.length > 0) {
      const top = screen.top.map((item) => `${item.title} (${item.savingsMs > 0 ? `${item.savingsMs} ms` : ''}${item.savingsMs > 0 && item.savingsBytes > 0 ? ', ' : ''}${item.savingsBytes > 0 ? kib(item.savingsBytes) : ''}${item.savingsMs <= 0 && item.savingsBytes <= 0 ? item.displayValue ?? 'CLS' : ''})`);
      rows.push(['    costs most', top.join('; '), '', '']);
    }
    if (screen.accessibilityFailures.length > 0) rows.push(['    accessibility fails', screen.accessibilityFailures.join(', '), '', '']);
  }
  return rows;
}

/** Alone, on the demo data: builds the console, serves it from the API server, measures, prints the table. */
async function main() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const positive = (name: string, fallback: number) => {
    const value = Math.round(Number(process.env[name] || fallback));
    if (!(value > 0)) throw new Error(`${name} must be a positive number, got "${process.env[name]}"`);
    return value;
  };
  const runs = positive('BENCH_LIGHTHOUSE_RUNS', lighthouseDefaults.runs);
  const firstRowRuns = positive('BENCH_FIRST_ROW_RUNS', lighthouseDefaults.firstRowRuns);
  const timeZone = process.env.TIME_ZONE || 'UTC';
  const workers = process.env.BENCH_WORKERS || 'auto';
  const only = process.env.BENCH_LIGHTHOUSE_SCREENS?.split(',').filter(Boolean);
  // BENCH_ONLY=firstRow: the first-row measure alone, without Lighthouse.
  const benchOnly = process.env.BENCH_ONLY;
  if (benchOnly && benchOnly !== 'firstRow') throw new Error(`BENCH_ONLY may be "firstRow" here, got "${benchOnly}"`);
  const firstRowOnly = benchOnly === 'firstRow';
  const temp = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-lighthouse-'));
  let server: ApiServer | undefined;
  const cleanUp = async () => {
    await server?.stop();
    server = undefined;
    await fs.rm(temp, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
  }
  const resultsDir = path.join(root, firstRowOnly ? 'bench/results' : 'bench/results/lighthouse');
  let result: FeltResult;
  try {
    const consoleBuild = path.join(temp, 'console');
    console.log('Building the console...');
    await build({ root, logLevel: 'warn', build: { outDir: consoleBuild, emptyOutDir: true } });
    const dataDir = path.join(temp, 'data');
    await fs.mkdir(dataDir);
    server = await startServer(root, dataDir, { TIME_ZONE: timeZone, STATIC_DIR: consoleBuild, WORKERS: workers });
    if (firstRowOnly) {
      const record = await signInRecord(server, dataDir);
      console.log(`First row of each list, ${firstRowRuns} runs...`);
      const firstRow = await measureFirstRow({ server, record, timeZone, buildDir: path.join(temp, 'minimal-ra'), runs: firstRowRuns, log: console.log });
      result = { firstRow };
    } else if (only) {
      // BENCH_LIGHTHOUSE_SCREENS=login,orders: a few screens only, for a quick look (the first-row measure still runs).
      const record = await signInRecord(server, dataDir);
      console.log(`Lighthouse, ${runs} runs a screen...`);
      const screens = (await consoleScreens(server, record.access_token)).filter((screen) => only.includes(screen.name));
      const lighthouseResult = await measureLighthouse({ server, record, screens, runs, reportDir: resultsDir, root, log: console.log });
      const firstRow = await measureFirstRow({ server, record, timeZone, buildDir: path.join(temp, 'minimal-ra'), runs: firstRowRuns, log: console.log });
      result = { lighthouse: lighthouseResult, firstRow };
    } else {
      console.log(`Lighthouse, ${runs} runs a screen...`);
      result = await measureConsoleAsFelt({
        root,
        server,
        dataDir,
        timeZone,
        buildDir: path.join(temp, 'minimal-ra'),
        reportDir: resultsDir,
        runs,
        firstRowRuns,
        log: console.log,
      });
    }
  } finally {
    await cleanUp();
  }
  console.log(`\n${renderTable(['benchmark', 'figure', 'budget', ''], feltRows(result))}\n`);
  await fs.mkdir(resultsDir, { recursive: true });
  const summary = `${JSON.stringify({ date: new Date().toISOString(), settings: { runs: firstRowOnly ? undefined : runs, firstRowRuns, timeZone, workers }, ...result }, null, 2)}\n`;
  const summaryFile = path.join(resultsDir, firstRowOnly ? 'firstRow.json' : 'summary.json');
  await fs.writeFile(summaryFile, summary);
  console.log(firstRowOnly ? `Written to ${path.relative(process.cwd(), summaryFile)}` : `Written to ${path.relative(process.cwd(), resultsDir)}/ (summary.json, and each screen's median report)`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
