// "Navigation to the first orders row" (issue 22): the console's orders list beside the same list
// in a minimal react-admin app (bench/minimal-ra/), measured the same way in Chromium: a fresh
// browser context each run (an empty cache; the console already signed in, its login record in
// local storage up front), the clock from the navigation to the frame that paints the first row's
// order number. The two apps alternate, after one warm-up each that is not counted (the server's
// first query and the disk cache are not what is compared).
import { type Browser, chromium } from '@playwright/test';
import type { LoginRecord } from '../contract/auth';
import type { ApiServer } from './api-load';
import { chromiumPath, signedInState } from './browserSession';
import { buildMinimalApp, serveMinimalApp } from './minimal-ra/serve';
import { percentile } from './orders';

export interface FirstRowApp {
  url: string;
  /** Navigation start to the frame that paints the first row's number (the page's own clock), each run. */
  runsMs: number[];
  medianMs: number;
  /** The same from this process: `page.goto` to Playwright seeing the row, each run. */
  wallMs: number[];
  medianWallMs: number;
  /** The first row's order number, to check both apps show the same rows. */
  firstNumber: string;
}

export interface FirstRowResult {
  runs: number;
  /** Building the minimal app with Vite. */
  buildSeconds: number;
  console: FirstRowApp;
  minimal: FirstRowApp;
  /** Console median / minimal app median (the page's clock). */
  ratio: number;
}

declare global {
  interface Window {
    /** Set by the init script of `measureOnce`: when the first row was painted (performance.now()). */
    __firstRowMs?: number;
  }
}

const firstCell = 'tbody td.column-number';
const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);

/** One navigation in a fresh context: the page's time to the first row, this process's, and the row's number. */
async function measureOnce(browser: Browser, url: string, storageState?: ReturnType<typeof signedInState>) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, storageState });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    // Watches the DOM from the first script on: the frame after the first row's number is in it is the one that paints it.
    await page.addInitScript((selector: string) => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector(selector)?.textContent?.trim()) return;
        observer.disconnect();
        requestAnimationFrame(() => (window.__firstRowMs = performance.now()));
      });
      observer.observe(document, { childList: true, subtree: true, characterData: true });
    }, firstCell);
    const started = performance.now();
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__firstRowMs !== undefined, undefined, { polling: 'raf' });
    const wallMs = performance.now() - started;
    const cell = page.locator(firstCell).first();
    await cell.waitFor({ state: 'visible' });
    return { ms: (await page.evaluate(() => window.__firstRowMs))!, wallMs, number: (await cell.innerText()).trim() };
  } finally {
    await context.close();
  }
}

/**
 * Builds the minimal app into `buildDir`, serves it beside the console (at `server`, on its
 * production build), and times the first orders row in each, `runs` times alternately.
 */
export async function measureFirstRow(options: {
  server: ApiServer;
  record: LoginRecord;
  timeZone: string;
  buildDir: string;
  runs: number;
}): Promise<FirstRowResult> {
  const { server, record, timeZone, buildDir, runs } = options;
  const building = performance.now();
  await buildMinimalApp(buildDir);
  const buildSeconds = (performance.now() - building) / 1000;
  const minimal = await serveMinimalApp(buildDir, { url: server.url, token: record.access_token, timeZone });
  const browser = await chromium.launch({ executablePath: chromiumPath() });
  try {
    const apps = {
      console: { url: `${server.url}/#/orders`, state: signedInState(server.url, record) },
      minimal: { url: `${minimal.url}/#/orders`, state: undefined },
    };
    const measured = { console: [] as Awaited<ReturnType<typeof measureOnce>>[], minimal: [] as Awaited<ReturnType<typeof measureOnce>>[] };
    for (const app of ['console', 'minimal'] as const) await measureOnce(browser, apps[app].url, apps[app].state);
    for (let run = 0; run < runs; run++) {
      for (const app of ['console', 'minimal'] as const) measured[app].push(await measureOnce(browser, apps[app].url, apps[app].state));
    }
    const summary = (app: 'console' | 'minimal'): FirstRowApp => {
      const runsMs = measured[app].map((run) => Math.round(run.ms));
      const wallMs = measured[app].map((run) => Math.round(run.wallMs));
      return { url: apps[app].url, runsMs, medianMs: median(runsMs), wallMs, medianWallMs: median(wallMs), firstNumber: measured[app][0]?.number ?? '' };
    };
    const result = { runs, buildSeconds, console: summary('console'), minimal: summary('minimal') };
    if (result.console.firstNumber !== result.minimal.firstNumber) {
      throw new Error(`The two apps show different first rows: ${result.console.firstNumber} in the console, ${result.minimal.firstNumber} in the minimal app`);
    }
    return { ...result, ratio: result.console.medianMs / result.minimal.medianMs };
  } finally {
    await browser.close();
    await minimal.stop();
  }
}
