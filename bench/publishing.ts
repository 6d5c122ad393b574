// Publishing lag (issue 48): the time from a scheduled item's time to its publication, with many
// items due at once. Part of `npm run bench`; alone: `npx tsx bench/publishing.ts` (SQLite, and
// PostgreSQL too when BENCH_DATABASE_URL is set).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { createDb, type Db } from '../server/db';
import { createSchemaRole } from '../server/db/schemaRole';
import { type ApiServer, signIn, startServer } from './api-load';
import { budgets, within } from './budgets';
import { percentile } from './orders';
import { ms } from './table';

export interface PublishingLag {
  engine: string;
  items: number;
  workers: string;
  /** How long scheduling them all through the API took. */
  scheduleSeconds: number;
  published: number;
  lagMs: { p50: number; p99: number; max: number };
}

/** Items the bench schedules for one moment. */
export const publishingDefaults = { items: 1000 };

/**
 * Schedules `items` banners (drafts written straight into the database) through the API for the
 * same moment, on an API started as deployed (WORKERS), then reads each one's publication from
 * the audit log: its lag is the entry's time after the scheduled one. The moment is far enough
 * ahead for the scheduling to end first.
 */
export async function measurePublishingLag(
  root: string,
  options: { engine: string; items: number; workers: string; databaseUrl?: string; timeZone: string },
): Promise<PublishingLag> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-publishing-'));
  const schema = options.databaseUrl ? await createSchemaRole(options.databaseUrl, `bench_publishing_${process.pid}`) : undefined;
  let server: ApiServer | undefined;
  let db: Db | undefined;
  try {
    server = await startServer(root, dataDir, { TIME_ZONE: options.timeZone, WORKERS: options.workers, ...(schema ? { DATABASE_URL: schema.url } : {}) });
    db = createDb({ dataDir, databaseUrl: schema?.url });
    const token = await signIn(server, dataDir);
    const ids = await draftBanners(db, options.items);

    // Scheduling takes about a second a thousand items here; the moment leaves room for a slow machine.
    const at = new Date(Math.ceil((Date.now() + 15_000 + options.items * 5) / 1000) * 1000).toISOString();
    const started = performance.now();
    await inParallel(ids, 16, async (id) => {
      // A busy server sheds load with a 503 and Retry-After (docs/api.md "Overload"): asked again then.
      for (let tries = 1; ; tries++) {
        const response = await fetch(`${server!.url}/api/ui/banners/${id}/steps`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ step: 'schedule', at }),
        });
        if (response.ok) return;
        if (response.status !== 503 || tries === 10) throw new Error(`Scheduling banner ${id} answered ${response.status}: ${await response.text()}`);
        await sleep(Number(response.headers.get('retry-after') ?? 1) * 1000);
      }
    });
    const scheduleSeconds = (performance.now() - started) / 1000;
    if (Date.now() >= Date.parse(at)) throw new Error('The items were scheduled after their time: raise the lead');

    const publications = await waitForPublications(db, ids.length, Date.parse(at) + 120_000);
    const lags = publications.map((entry) => Date.parse(entry) - Date.parse(at)).sort((a, b) => a - b);
    return {
      engine: options.engine,
      items: ids.length,
      workers: options.workers,
      scheduleSeconds,
      published: lags.length,
      lagMs: { p50: percentile(lags, 50), p99: percentile(lags, 99), max: lags.at(-1) ?? Number.NaN },
    };
  } finally {
    await server?.stop();
    await db?.destroy();
    await schema?.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

/** `count` draft banners, written straight into the database (their state follows from the flag). */
async function draftBanners(db: Db, count: number): Promise<number[]> {
  const now = new Date().toISOString();
  const rows = Array.from({ length: count }, (_, index) => ({
    title: `Bench banner ${index + 1}`,
    layout_type: 'home' as const,
    position: (index % 10) + 1,
    start_at: now,
    end_at: null,
    status: 'D' as const,
    created_at: now,
    updated_at: now,
  }));
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += 200) {
    const inserted = await db.insertInto('banners').values(rows.slice(start, start + 200)).returning('id').execute();
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}

async function inParallel<T>(items: T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/** The times of the scheduled publications' audit entries, once there are `count` (or at `deadline`). */
async function waitForPublications(db: Db, count: number, deadline: number): Promise<string[]> {
  for (;;) {
    const entries = await db
      .selectFrom('audit_entries')
      .select('at')
      .where('action', '=', 'publish')
      .where('resource', '=', 'ui/banners')
      .where('job_id', 'is not', null)
      .execute();
    if (entries.length >= count || Date.now() > deadline) return entries.map((entry) => new Date(entry.at).toISOString());
    await sleep(250);
  }
}

/** The table's rows for one measure. */
export function publishingRows(lag: PublishingLag): string[][] {
  return [
    [
      `publishing lag, ${lag.items.toLocaleString('en')} banners due at one moment, ${lag.engine}, WORKERS=${lag.workers} (scheduled in ${lag.scheduleSeconds.toFixed(1)} s)`,
      `${lag.published.toLocaleString('en')} published`,
      `all ${lag.items.toLocaleString('en')}`,
      lag.published === lag.items ? 'ok' : 'over',
    ],
    ['  lag p50 / p99 (max)', `${ms(lag.lagMs.p50, lag.lagMs.p99)} (${lag.lagMs.max.toFixed(0)} ms)`, `p99 < ${budgets.publishingLagP99Ms} ms`, within(lag.lagMs.p99, budgets.publishingLagP99Ms)],
  ];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const shared = { items: Number(process.env.BENCH_PUBLISHING_ITEMS || publishingDefaults.items), workers: process.env.BENCH_WORKERS || 'auto', timeZone: process.env.TIME_ZONE || 'UTC' };
  const rows: string[][] = [];
  rows.push(...publishingRows(await measurePublishingLag(root, { ...shared, engine: 'SQLite' })));
  if (process.env.BENCH_DATABASE_URL) {
    rows.push(...publishingRows(await measurePublishingLag(root, { ...shared, engine: 'PostgreSQL', databaseUrl: process.env.BENCH_DATABASE_URL })));
  }
  for (const row of rows) console.log(row.join(' | '));
}
