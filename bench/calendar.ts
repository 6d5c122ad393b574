// The release calendar at scale (issue 48): a month view's answer with 5,000 items scheduled over
// the coming year. Part of `npm run bench`; alone: `npx tsx bench/calendar.ts` (SQLite, and
// PostgreSQL too when BENCH_DATABASE_URL is set).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CalendarAnswer } from '../contract/calendar';
import type { EditorialResource } from '../contract/lifecycle';
import { createDb, type Db } from '../server/db';
import { createSchemaRole } from '../server/db/schemaRole';
import { addDays, addMonths, businessDay, weekStart } from '../server/lib/dates';
import { type ApiServer, signIn, startServer } from './api-load';
import { budgets, within } from './budgets';
import { percentile } from './orders';
import { ms } from './table';

export interface CalendarTiming {
  engine: string;
  /** Items scheduled over the year. */
  scheduled: number;
  /** The month view's days. */
  from: string;
  to: string;
  /** Items in its answer (each record's publication and its own date: window, release, time). */
  answered: number;
  runs: number;
  latencyMs: { p50: number; p99: number };
}

export const calendarDefaults = { items: 5000, runs: 50 };

const DAY = 86_400_000;

/** The editorial records the bench writes, a quarter of the items each, and the table of each. */
const seeded = ['ui/banners', 'ui/alerts', 'e-books', 'feeds'] as const satisfies readonly EditorialResource[];

/**
 * `count` records scheduled over the 365 days after `now`, written straight into the database with
 * their states, as the API would leave them: drafts scheduled to go out (the job that would publish
 * each is left out: the calendar reads the state), each with its own date on the same day (a
 * window of three days, a release date, a feed entry's time).
 */
async function scheduleYear(db: Db, count: number, now: number, timeZone: string): Promise<void> {
  const stamp = new Date(now).toISOString();
  const category = await db.selectFrom('ebook_categories').select('id').orderBy('id').executeTakeFirstOrThrow();
  for (const [kindIndex, resource] of seeded.entries()) {
    const times = Array.from({ length: Math.ceil(count / seeded.length) }, (_, index) => now + DAY + ((index * seeded.length + kindIndex) / count) * 365 * DAY);
    for (let start = 0; start < times.length; start += 250) {
      const batch = times.slice(start, start + 250).map((time, index) => ({ at: new Date(time).toISOString(), title: `Bench ${resource} ${start + index + 1}` }));
      const common = { status: 'D' as const, created_at: stamp, updated_at: stamp };
      const window = (at: string) => ({ start_at: at, end_at: new Date(Date.parse(at) + 3 * DAY).toISOString() });
      const inserted =
        resource === 'ui/banners'
          ? await db.insertInto('banners').values(batch.map(({ at, title }) => ({ ...common, title, layout_type: 'home' as const, position: 1, ...window(at) }))).returning('id').execute()
          : resource === 'ui/alerts'
            ? await db
                .insertInto('alerts')
                .values(batch.map(({ at, title }) => ({ ...common, title, message: 'Bench', button_type: 1, button_label: null, second_button_label: null, target_kind: null, target_value: null, image_path: null, ...window(at) })))
                .returning('id')
                .execute()
            : resource === 'e-books'
              ? await db
                  .insertInto('ebooks')
                  .values(
                    batch.map(({ at, title }) => ({
                      ...common,
                      title,
                      subtitle: null,
                      authors: '["Bench"]',
                      description: null,
                      type: 1,
                      category_id: category.id,
                      magazine_brand: null,
                      language: 'en',
                      isbn: null,
                      price: 999,
                      currency: 'USD',
                      publication_date: businessDay(at, timeZone),
                      page_count: null,
                      premium: 0,
                      cover_path: null,
                      sample_epub_path: null,
                      sample_epub_name: null,
                      sample_epub_size: null,
                      sample_epub_uploaded_at: null,
                      epub_path: null,
                      epub_name: null,
                      epub_size: null,
                      epub_uploaded_at: null,
                    })),
                  )
                  .returning('id')
                  .execute()
              : await db
                  .insertInto('feed_entries')
                  .values(batch.map(({ at, title }) => ({ ...common, title, body: '<p>Bench</p>', content_type: 'news' as const, video_url: null, image_path: null, publish_at: at })))
                  .returning('id')
                  .execute();
    await db
        .insertInto('editorial_states')
        .values(inserted.map(({ id }, index) => ({ resource, record_id: id, state: 'scheduled' as const, publish_at: batch[index]!.at, job_id: null, author_id: null, reason: null, updated_at: stamp, updated_by: null })))
        .execute();
    }
  }
}

/**
 * A month view's answer (its six weeks, every kind, as the console asks) for the demo ADMIN, six
 * months into a year of `items` scheduled items, timed `runs` times one after another (after one to
 * warm up) on an API of its own: SQLite, or a throwaway schema of `databaseUrl`.
 */
export async function measureCalendarMonth(
  root: string,
  options: { engine: string; items: number; runs: number; timeZone: string; databaseUrl?: string },
): Promise<CalendarTiming> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-calendar-'));
  const schema = options.databaseUrl ? await createSchemaRole(options.databaseUrl, `bench_calendar_${process.pid}`) : undefined;
  let server: ApiServer | undefined;
  let db: Db | undefined;
  try {
    server = await startServer(root, dataDir, { TIME_ZONE: options.timeZone, WORKERS: '1', ...(schema ? { DATABASE_URL: schema.url } : {}) });
    db = createDb({ dataDir, databaseUrl: schema?.url });
    const token = await signIn(server, dataDir);
    const now = Date.now();
    await scheduleYear(db, options.items, now, options.timeZone);

    const from = weekStart(addMonths(businessDay(now, options.timeZone), 6));
    const to = addDays(from, 41);
    const url = `${server.url}/api/editorial/calendar?from=${from}&to=${to}`;
    let answered = 0;
    const get = async () => {
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
      answered = ((await response.json()) as CalendarAnswer).items.length;
    };
    await get();
    const durations: number[] = [];
    for (let run = 0; run < options.runs; run++) {
      const started = performance.now();
      await get();
      durations.push(performance.now() - started);
    }
    durations.sort((a, b) => a - b);
    return { engine: options.engine, scheduled: options.items, from, to, answered, runs: options.runs, latencyMs: { p50: percentile(durations, 50), p99: percentile(durations, 99) } };
  } finally {
    await server?.stop();
    await db?.destroy();
    await schema?.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

/** The table's row for one measure. */
export const calendarRows = (timing: CalendarTiming): string[][] => [
  [
    `release calendar, a month view (${timing.from}..${timing.to}, ${timing.answered.toLocaleString('en')} items) of a year with ${timing.scheduled.toLocaleString('en')} scheduled, ${timing.engine} (p50 / p99, ${timing.runs} runs)`,
    ms(Math.round(timing.latencyMs.p50 * 10) / 10, Math.round(timing.latencyMs.p99 * 10) / 10),
    `p99 < ${budgets.calendarMonthMs} ms`,
    within(timing.latencyMs.p99, budgets.calendarMonthMs),
  ],
];

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const shared = { items: Number(process.env.BENCH_CALENDAR_ITEMS || calendarDefaults.items), runs: calendarDefaults.runs, timeZone: process.env.TIME_ZONE || 'UTC' };
  const rows = calendarRows(await measureCalendarMonth(root, { ...shared, engine: 'SQLite' }));
  if (process.env.BENCH_DATABASE_URL) rows.push(...calendarRows(await measureCalendarMonth(root, { ...shared, engine: 'PostgreSQL', databaseUrl: process.env.BENCH_DATABASE_URL })));
  for (const row of rows) console.log(row.join(' | '));
}
