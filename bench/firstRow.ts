// "Navigation to the first row" (issue 22), on six lists (bench/firstRowLists.ts: orders, customers,
// e-books, feed, subscriptions, activity): each console list beside the same list in a minimal
// react-admin app (bench/minimal-ra/), measured the same way in Chromium: a fresh browser context
// each run (an empty cache; the console already signed in, its login record in local storage up
// front), the clock from the navigation to the frame that paints the first data row's text as
// React renders it (react-admin's DataTable row, `firstRowCell`: never a loading skeleton, nor a
// picture drawn before React). Every list of both apps is opened once to warm up, not counted (the
// server's first query and the disk cache are not what is compared); then each run opens every list
// in the console and in the minimal app in turn, so the two apps of a list alternate and a slow
// spell of the machine falls on every list alike. A list's ratio is its console median over its
// minimal app median, in the same run.
import { type Browser, chromium } from '@playwright/test';
import type { LoginRecord } from '../contract/auth';
import type { ApiServer } from './api-load';
import { chromiumPath, signedInState } from './browserSession';
import { firstRowCell, firstRowLists } from './firstRowLists';
import { buildMinimalApp, serveMinimalApp } from './minimal-ra/serve';
import { percentile } from './orders';

export interface FirstRowApp {
  url: string;
  /** Navigation start to the frame that paints the first row's text (the page's own clock), each run. */
  runsMs: number[];
  medianMs: number;
  /** The same from this process: `page.goto` to Playwright seeing the row, each run. */
  wallMs: number[];
  medianWallMs: number;
  /** The first line of the first row's timed cell, to check both apps show the same row. */
  firstText: string;
}

export interface FirstRowListResult {
  /** bench/firstRowLists.ts's key. */
  list: string;
  label: string;
  /** The timed cell's selector. */
  selector: string;
  console: FirstRowApp;
  minimal: FirstRowApp;
  /** Console median / minimal app median (the page's clock). */
  ratio: number;
}

export interface FirstRowResult {
  runs: number;
  /** Building the minimal app with Vite. */
  buildSeconds: number;
  lists: FirstRowListResult[];
  /** What the bench did so that every list has a first row (an empty audit log gets one export's entry). */
  prepared: string[];
}

declare global {
  interface Window {
    /** Set by the init script of `measureOnce`: when the first row was painted (performance.now()). */
    __firstRowMs?: number;
  }
}

const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);

/** One navigation in a fresh context: the page's time to the first row, this process's, and the cell's first line. */
async function measureOnce(browser: Browser, url: string, selector: string, storageState?: ReturnType<typeof signedInState>) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, storageState });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    // Watches the DOM from the first script on: the frame after the first row's text is in it is the one that paints it.
    await page.addInitScript((selector: string) => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector(selector)?.textContent?.trim()) return;
        observer.disconnect();
        requestAnimationFrame(() => (window.__firstRowMs = performance.now()));
      });
      observer.observe(document, { childList: true, subtree: true, characterData: true });
    }, selector);
    const started = performance.now();
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__firstRowMs !== undefined, undefined, { polling: 'raf' });
    const wallMs = performance.now() - started;
    const cell = page.locator(selector).first();
    await cell.waitFor({ state: 'visible' });
    // A two-line cell (a customer's name over the e-mail) is compared by its first line.
    const text = (await cell.innerText()).trim().split('\n')[0]!.trim();
    return { ms: (await page.evaluate(() => window.__firstRowMs))!, wallMs, text };
  } finally {
    await context.close();
  }
}

/**
 * Every list must have a first row to time. The audit log of a fresh demo database is empty: the
 * bench then exports the subscriptions as CSV once (seven rows), which the log records, so that
 * Activity has an entry. Answers what it did.
 */
async function prepareLists(server: ApiServer, token: string): Promise<string[]> {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const total = async (apiPath: string) => {
    const response = await fetch(`${server.url}${apiPath}`, { method: 'POST', headers, body: JSON.stringify({ paginationRequest: { page: 0, size: 1 } }) });
    if (!response.ok) throw new Error(`POST ${apiPath} answered ${response.status}: ${await response.text()}`);
    return ((await response.json()) as { totalElements: number }).totalElements;
  };
  const prepared: string[] = [];
  if ((await total('/api/audit/list')) === 0) {
    const exported = await fetch(`${server.url}/api/subscriptions/export.csv`, { headers: { authorization: `Bearer ${token}` } });
    await exported.text();
    if (!exported.ok) throw new Error(`GET /api/subscriptions/export.csv answered ${exported.status}`);
    prepared.push('the audit log was empty: the subscriptions exported once as CSV, for an Activity entry');
  }
  return prepared;
}

/**
 * Builds the minimal app into `buildDir`, serves it beside the console (at `server`, on its
 * production build), and times the first row of each list in each app, `runs` times alternately.
 */
export async function measureFirstRow(options: {
  server: ApiServer;
  record: LoginRecord;
  timeZone: string;
  buildDir: string;
  runs: number;
  log?: (line: string) => void;
}): Promise<FirstRowResult> {
  const { server, record, timeZone, buildDir, runs, log = () => {} } = options;
  const prepared = await prepareLists(server, record.access_token);
  const building = performance.now();
  await buildMinimalApp(buildDir);
  const buildSeconds = (performance.now() - building) / 1000;
  const minimal = await serveMinimalApp(buildDir, { url: server.url, token: record.access_token, timeZone });
  const browser = await chromium.launch({ executablePath: chromiumPath() });
  try {
    const consoleState = signedInState(server.url, record);
    const targets = firstRowLists.map((list) => ({
      list,
      selector: firstRowCell(list),
      apps: {
        console: { url: `${server.url}/#${list.consoleRoute}`, state: consoleState },
        minimal: { url: `${minimal.url}/#/${list.key}`, state: undefined },
      },
      measured: { console: [] as Awaited<ReturnType<typeof measureOnce>>[], minimal: [] as Awaited<ReturnType<typeof measureOnce>>[] },
    }));
    const apps = ['console', 'minimal'] as const;
    for (const target of targets) {
      for (const app of apps) await measureOnce(browser, target.apps[app].url, target.selector, target.apps[app].state);
    }
    for (let run = 0; run < runs; run++) {
      for (const target of targets) {
        for (const app of apps) target.measured[app].push(await measureOnce(browser, target.apps[app].url, target.selector, target.apps[app].state));
      }
      log(`  first row, run ${run + 1} of ${runs}: ${targets.map((target) => `${target.list.key} ${apps.map((app) => Math.round(target.measured[app].at(-1)!.ms)).join('/')}`).join(', ')} ms`);
    }
    const lists = targets.map(({ list, selector, apps: urls, measured }): FirstRowListResult => {
      const summary = (app: 'console' | 'minimal'): FirstRowApp => {
        const runsMs = measured[app].map((run) => Math.round(run.ms));
        const wallMs = measured[app].map((run) => Math.round(run.wallMs));
        return { url: urls[app].url, runsMs, medianMs: median(runsMs), wallMs, medianWallMs: median(wallMs), firstText: measured[app][0]?.text ?? '' };
      };
      const result = { list: list.key, label: list.label, selector, console: summary('console'), minimal: summary('minimal') };
      // The same first row in both apps, on every run.
      const shown = new Set([...measured.console, ...measured.minimal].map((run) => run.text));
      if (!result.console.firstText || shown.size !== 1) {
        throw new Error(`The two apps show different first rows on ${list.label}: ${[...shown].map((text) => `"${text}"`).join(', ')} (console first "${result.console.firstText}")`);
      }
      return { ...result, ratio: result.console.medianMs / result.minimal.medianMs };
    });
    return { runs, buildSeconds, lists, prepared };
  } finally {
    await browser.close();
    await minimal.stop();
  }
}
