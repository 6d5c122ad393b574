import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/** The first end-to-end server's port; worker N's server listens on this port + N. */
export const e2ePort = Number(process.env.E2E_PORT || 8181);
/** Where the servers keep their data: worker N's database and outbox in `<this>/N`. */
export const e2eDataDir = path.resolve(process.env.E2E_DATA_DIR || '.e2e-data');
/** The production build the servers serve. */
export const e2eStaticDir = path.resolve(process.env.E2E_STATIC_DIR || 'dist');

/**
 * Chromium's headless shell (Debian's chromium-headless-shell, what Playwright itself runs headless)
 * when it is installed: the shell.spec tests took 2.0 min in it against 2.6 in the full browser.
 * The benchmarks keep the full browser (bench/browserSession.ts). `CHROMIUM_PATH` chooses another.
 */
const headlessShell = '/usr/bin/chromium-headless-shell';
const chromiumPath = process.env.CHROMIUM_PATH || (fs.existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');

/**
 * Each worker runs its own server, on its own fresh database with the demo data and its own outbox
 * (test/e2e/server.ts): spec files may run side by side without reading each other's changes.
 * A worker per core (`E2E_WORKERS` chooses): a test leaves a core idle while it waits on the page
 * (Playwright polls its assertions), which a second worker fills: on this project's 2-core machine
 * two workers ran a quarter of the suite in 304 s against 361 s for one, and three in 303 s.
 */
export default defineConfig({
  testDir: 'test/e2e',
  // The demo data, written once for all the workers' servers (test/e2e/server.ts).
  globalSetup: path.resolve('test/e2e/server.ts'),
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS || os.availableParallelism()),
  retries: process.env.CI ? 1 : 0,
  // Generous: two workers share two cores, and a test that a person takes a minute over can take two.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    // Recorded on the retry of a failed test (CI retries once), not for every test: recording took a sixth of the suite's time.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The system's "reduce motion" setting, which the console honours (src/theme.ts): menus, dialogs
    // and the sidebar open and close at once instead of over 200-300 ms, which took a fifth of the
    // suite's time (449 s against 365 on six spec files).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
});
