// The long tasks of a screen as it opens, for finding what Lighthouse counts as total blocking time
// without Lighthouse's own spread: `npx tsx bench/longTasks.ts [dist] [screen ...]` serves a
// production build (dist/ unless said; `npx vite build --outDir DIR` makes another to compare) on
// the demo data, opens each screen signed in, in a fresh context, BENCH_LONG_TASK_RUNS (5) times,
// and prints each run's long tasks (over 50 ms, Chromium's longtask entries) after the first
// contentful paint, and their blocking time (each task's time over 50 ms), with the median.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { startServer } from './api-load';
import { chromiumPath, signedInState, signInRecord } from './browserSession';

const routes: Record<string, string> = {
  dashboard: '/dashboard',
  orders: '/orders',
  ebooks: '/e-books',
  customers: '/users/customers',
  feed: '/feeds/list',
  layout: '/ui/layout',
  revenue: '/analytics/revenue',
};

/** Collects the page's long tasks and its first contentful paint from the start of the navigation. */
function observeLongTasks() {
  const seen: { start: number; duration: number }[] = [];
  (window as unknown as { __longTasks: typeof seen }).__longTasks = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.push({ start: Math.round(entry.startTime), duration: Math.round(entry.duration) });
  }).observe({ type: 'longtask', buffered: true });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const [dist = path.join(root, 'dist'), ...names] = process.argv.slice(2);
  const screens = names.length ? names : ['orders', 'layout'];
  const runs = Number(process.env.BENCH_LONG_TASK_RUNS || 5);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-long-tasks-'));
  const server = await startServer(root, dataDir, { STATIC_DIR: path.resolve(dist), WORKERS: '1' });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const record = await signInRecord(server, dataDir);
    for (const name of screens) {
      const blocking: number[] = [];
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({ storageState: signedInState(server.url, record), viewport: { width: 1350, height: 940 } });
        const page = await context.newPage();
        await page.addInitScript(observeLongTasks);
        await page.goto(`${server.url}/#${routes[name] ?? name}`, { waitUntil: 'networkidle' });
        await page.waitForTimeout(1000);
        const { tasks, fcp } = await page.evaluate(() => ({
          tasks: (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks,
          fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
        }));
        const counted = tasks.filter((task) => task.start + task.duration > fcp);
        const tbt = counted.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
        blocking.push(tbt);
        console.log(`${name} run ${run + 1}: FCP ${Math.round(fcp)} ms, blocking ${tbt} ms, tasks ${counted.map((task) => `${task.duration}@${task.start}`).join(' ')}`);
        await context.close();
      }
      console.log(`${name}: median blocking ${median(blocking)} ms\n`);
    }
  } finally {
    await browser.close();
    await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

await main();
