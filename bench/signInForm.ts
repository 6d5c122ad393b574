// "The sign-in form, signed out": a first visit, or a visit after the session has ended, of the
// console's root and of the orders list's address, in a fresh Chromium context each run (no login
// record, an empty cache). The clock runs from the navigation to the frame that paints the e-mail
// field (the page's own clock), median of BENCH_SIGN_IN_RUNS runs (5 by default) per address, after
// one warm-up that is not counted. Part of `npm run bench`, and alone on the demo data with
// `npx tsx bench/signInForm.ts` (BENCH_STATIC_DIR: a console build to serve rather than building one).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from '@playwright/test';
import { build } from 'vite';
import { type ApiServer, startServer } from './api-load';
import { chromiumPath } from './browserSession';
import { budgets, within } from './budgets';
import { percentile } from './orders';
import { ms, renderTable } from './table';

/** The addresses measured: where a signed-out visitor most often lands. */
export const signInAddresses = ['/', '/#/orders'] as const;
export const signInDefaults = { runs: 5 };

export interface SignInFormAddress {
  address: string;
  /** Navigation start to the frame that paints the e-mail field, each run (ms). */
  runsMs: number[];
  medianMs: number;
}

declare global {
  interface Window {
    /** Set by the init script of `measureOnce`: when the e-mail field was painted (performance.now()). */
    __signInFormMs?: number;
  }
}

const emailField = 'input[name="email"]';
const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);

async function measureOnce(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await page.addInitScript((selector: string) => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector(selector)) return;
        observer.disconnect();
        requestAnimationFrame(() => (window.__signInFormMs = performance.now()));
      });
      observer.observe(document, { childList: true, subtree: true });
    }, emailField);
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__signInFormMs !== undefined, undefined, { polling: 'raf' });
    await page.locator(emailField).waitFor({ state: 'visible' });
    return (await page.evaluate(() => window.__signInFormMs))!;
  } finally {
    await context.close();
  }
}

/** Times the sign-in form at each of `signInAddresses` of the console served at `server`, signed out. */
export async function measureSignInForm(options: { server: ApiServer; runs: number }): Promise<SignInFormAddress[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const measured: SignInFormAddress[] = [];
    for (const address of signInAddresses) {
      const url = `${options.server.url}${address}`;
      await measureOnce(browser, url);
      const runsMs: number[] = [];
      for (let run = 0; run < options.runs; run++) runsMs.push(await measureOnce(browser, url));
      measured.push({ address, runsMs, medianMs: median(runsMs) });
    }
    return measured;
  } finally {
    await browser.close();
  }
}

export function signInFormRows(measured: SignInFormAddress[]): string[][] {
  return measured.map(({ address, runsMs, medianMs }) => [
    `sign-in form, signed out, at ${address} (navigation to the e-mail field, fresh context, median of ${runsMs.length})`,
    ms(Math.round(medianMs)),
    `< ${budgets.signInFormMs} ms`,
    within(medianMs, budgets.signInFormMs),
  ]);
}

/** Alone, on the demo data: builds the console (or serves BENCH_STATIC_DIR), measures, prints the table. */
async function main() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const runs = Math.round(Number(process.env.BENCH_SIGN_IN_RUNS || signInDefaults.runs));
  if (!(runs > 0)) throw new Error(`BENCH_SIGN_IN_RUNS must be a positive number, got "${process.env.BENCH_SIGN_IN_RUNS}"`);
  const temp = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-sign-in-'));
  let server: ApiServer | undefined;
  const cleanUp = async () => {
    await server?.stop();
    server = undefined;
    await fs.rm(temp, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
  }
  let measured: SignInFormAddress[];
  try {
    let consoleBuild = process.env.BENCH_STATIC_DIR;
    if (!consoleBuild) {
      consoleBuild = path.join(temp, 'console');
      console.log('Building the console...');
      await build({ root, logLevel: 'warn', build: { outDir: consoleBuild, emptyOutDir: true } });
    }
    const dataDir = path.join(temp, 'data');
    await fs.mkdir(dataDir);
    server = await startServer(root, dataDir, { TIME_ZONE: process.env.TIME_ZONE || 'UTC', STATIC_DIR: consoleBuild, WORKERS: '1' });
    measured = await measureSignInForm({ server, runs });
  } finally {
    await cleanUp();
  }
  console.log(`\n${renderTable(['benchmark', 'figure', 'budget', ''], signInFormRows(measured))}\n`);
  console.log(JSON.stringify(measured));
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
