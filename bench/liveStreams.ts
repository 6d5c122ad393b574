// Live updates at scale (docs/api.md "Live updates"): 1,000 event streams open on one API process
// while the orders list is under the bench's usual load; the list's p99 against its budget (open
// streams must not break it), each stream's memory in the server, and every event raised meanwhile
// delivered to every stream. Part of `npm run bench` (on its scale database); alone:
// `npx tsx bench/liveStreams.ts` (generates BENCH_ORDERS orders on SQLite, 250,000 by default so
// that it takes two minutes at most, BENCH_ORDERS=1000000 for the suite's scale; BENCH_SECONDS of
// load each, 10 by default; BENCH_CONNECTIONS, BENCH_LIVE_STREAMS).
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createDb } from '../server/db';
import { newToken, tokenHash } from '../server/lib/secrets';
import { type ApiServer, demoAdmin, type LoadResult, loadRoute, rssBytes, signIn, startServer } from './api-load';
import { budgets, within } from './budgets';
import { generateScaleData } from './generate';
import { ordersList } from './orders';
import { kb, mib, ms, renderTable } from './table';

/** Alone: `orders` generated (the suite measures on its own scale database). */
export const liveStreamsDefaults = { streams: 1000, seconds: 10, connections: 32, eventsPerSecond: 2, orders: 250_000 };

interface Memory {
  rss: number;
  heapUsed: number;
}

export interface LiveStreamsResult {
  streams: number;
  /** Streams answered 200 and open until the end. */
  open: number;
  openSeconds: number;
  /** The orders list under the same load, before the streams were opened and while they were. */
  without: LoadResult;
  with: LoadResult;
  memory: { before: Memory; after: Memory; perStream: Memory };
  /** Events raised during the load (`eventsPerSecond`), and how many reached the streams in all (each should reach each). */
  events: { raised: number; delivered: number; expected: number };
}

/** The server's memory after a full collection: heap from bench/heapProbe.mjs (SIGUSR2), RSS from /proc. */
async function memoryOf(server: ApiServer, probeFile: string): Promise<Memory> {
  const asked = Date.now();
  process.kill(server.pid, 'SIGUSR2');
  for (const deadline = asked + 10_000; Date.now() < deadline; await sleep(50)) {
    const probe = await fs
      .readFile(probeFile, 'utf8')
      .then((text) => JSON.parse(text) as { at: number; heapUsed: number })
      .catch(() => undefined);
    if (probe && probe.at >= asked) return { rss: (await rssBytes(server.pid)) ?? Number.NaN, heapUsed: probe.heapUsed };
  }
  throw new Error('The API process did not report its heap (bench/heapProbe.mjs)');
}

interface OpenStream {
  request: http.ClientRequest;
  /** Messages (`event:` lines) received. */
  events: number;
  ended: boolean;
}

/** One event stream, each on a connection of its own, as browsers' are; resolves once its first line (`retry:`) arrived. */
function openStream(url: string, token: string): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' }, agent: false });
    const stream: OpenStream = { request, events: 0, ended: false };
    // After the first line, an error only ends the stream (a reject then does nothing).
    request.on('error', (error) => {
      stream.ended = true;
      reject(error);
    });
    request.once('response', (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`GET ${url} answered ${response.statusCode}`));
        return;
      }
      response.setEncoding('utf8');
      let tail = '';
      response.on('data', (chunk: string) => {
        const text = tail + chunk;
        stream.events += text.split('\nevent: ').length - 1;
        tail = text.slice(-8);
        resolve(stream);
      });
      response.on('error', () => undefined);
      response.once('close', () => (stream.ended = true));
    });
  });
}

/**
 * On an API of its own (WORKERS=1: one process holds every stream) on `dataDir`'s database: the
 * orders list's load (`connections`) for two seconds to warm up, the server's memory, `streams`
 * event streams opened, each with its own session, the memory again; then the load for `seconds`
 * while they stay open and an event is raised `eventsPerSecond` (a row of `live_events` written
 * from here, as another node's would be, which the hub reads within a second and hands to every
 * stream); then the streams closed, the same load again without them.
 */
export async function measureLiveStreams(
  root: string,
  options: { dataDir: string; timeZone: string; streams: number; seconds: number; connections: number; eventsPerSecond: number; track?: (server: ApiServer | undefined) => void },
): Promise<LiveStreamsResult> {
  const probeFile = path.join(options.dataDir, `heap-probe-${process.pid}.json`);
  const probe = pathToFileURL(path.join(root, 'bench/heapProbe.mjs')).href;
  let server: ApiServer | undefined;
  const db = createDb({ dataDir: options.dataDir });
  const streams: OpenStream[] = [];
  try {
    server = await startServer(root, options.dataDir, {
      TIME_ZONE: options.timeZone,
      WORKERS: '1',
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${probe}`.trim(),
      BENCH_HEAP_PROBE_FILE: probeFile,
    });
    options.track?.(server);
    const token = await signIn(server, options.dataDir);
    const target = ordersList(options.timeZone);
    const load = { seconds: options.seconds, connections: options.connections };
    // Warmed up first (not counted), so that the memory read before the streams is the server's under this load.
    await loadRoute(server, token, target, { ...load, seconds: 2 });

    // A session of the demo admin for each stream, written straight into the database.
    const admin = await db.selectFrom('users').select('id').where('email', '=', demoAdmin.email).executeTakeFirstOrThrow();
    const now = new Date();
    const tokens = Array.from({ length: options.streams }, () => newToken());
    for (let start = 0; start < tokens.length; start += 200) {
      await db
        .insertInto('sessions')
        .values(
          tokens.slice(start, start + 200).map((one) => ({
            user_id: admin.id,
            token_hash: tokenHash(one),
            created_at: now.toISOString(),
            expires_at: new Date(now.getTime() + 2 * 3_600_000).toISOString(),
            enrolment_only_at: null,
            user_agent: 'bench/liveStreams.ts',
            ip: null,
            last_seen_at: now.toISOString(),
          })),
        )
        .execute();
    }

    const before = await memoryOf(server, probeFile);
    const url = `${server.url}/api/live/events`;
    const opening = performance.now();
    for (let start = 0; start < tokens.length; start += 50) {
      streams.push(...(await Promise.all(tokens.slice(start, start + 50).map((one) => openStream(url, one)))));
    }
    const openSeconds = (performance.now() - opening) / 1000;
    await sleep(1_000);
    const after = await memoryOf(server, probeFile);

    // Events raised meanwhile, as another node would: the hub reads them every second.
    let raised = 0;
    const raising = setInterval(() => {
      raised++;
      const data = { resource: 'orders', recordId: String(raised), action: 'update', actor: null, label: `Bench ${raised}` };
      void db
        .insertInto('live_events')
        .values({ at: new Date().toISOString(), kind: 'change', area: 'orders', user_id: null, data: JSON.stringify(data) })
        .execute()
        .catch((error: unknown) => console.error('Could not raise a live event:', error));
    }, 1000 / options.eventsPerSecond);
    let withStreams: LoadResult;
    try {
      withStreams = await loadRoute(server, token, target, load);
    } finally {
      clearInterval(raising);
    }
    // The last ones are read within a second.
    await sleep(2_000);
    const open = streams.filter((stream) => !stream.ended).length;
    const delivered = streams.reduce((sum, stream) => sum + stream.events, 0);

    // The same load once the streams are closed: the list's figures without them, on the same server.
    for (const stream of streams.splice(0)) stream.request.destroy();
    await sleep(1_000);
    const without = await loadRoute(server, token, target, load);
    const perStream = { rss: (after.rss - before.rss) / options.streams, heapUsed: (after.heapUsed - before.heapUsed) / options.streams };
    return {
      streams: options.streams,
      open,
      openSeconds,
      without,
      with: withStreams,
      memory: { before, after, perStream },
      events: { raised, delivered, expected: raised * options.streams },
    };
  } finally {
    for (const stream of streams) stream.request.destroy();
    await server?.stop();
    options.track?.(undefined);
    await db.destroy();
    await fs.rm(probeFile, { force: true });
  }
}

/** The table's rows. */
export function liveStreamsRows(result: LiveStreamsResult, engine: string): string[][] {
  const latency = (load: LoadResult) => (load.load ? ms(load.load.latencyMs.p50, load.load.latencyMs.p99) : `n/a (${load.probeStatus})`);
  const failures = (load: LoadResult) => (load.load ? load.load.errors + load.load.non2xx : undefined);
  const connections = result.with.load?.connections;
  const seconds = result.with.load?.seconds;
  const { perStream, before, after } = result.memory;
  return [
    [
      `live updates: ${result.streams.toLocaleString('en')} event streams on one API process, ${engine}, WORKERS=1`,
      `${result.open.toLocaleString('en')} open to the end (opened in ${result.openSeconds.toFixed(1)} s)`,
      `${budgets.liveStreams.toLocaleString('en')}`,
      result.open >= budgets.liveStreams ? 'ok' : 'over',
    ],
    [`  orders list (${connections} conn., ${seconds} s) p50 / p99 without streams`, latency(result.without), '', ''],
    [
      '  ... with the streams open (p50 / p99)',
      latency(result.with),
      `p99 < ${budgets.liveStreamsOrdersListP99Ms} ms`,
      within(result.with.load?.latencyMs.p99, budgets.liveStreamsOrdersListP99Ms),
    ],
    ['  ... errors / non-2xx', `${result.with.load?.errors ?? 'n/a'} / ${result.with.load?.non2xx ?? 'n/a'}`, `${budgets.ordersListErrors}`, within(failures(result.with), budgets.ordersListErrors)],
    [
      `  events raised meanwhile, delivered to every stream`,
      `${result.events.delivered.toLocaleString('en')} of ${result.events.expected.toLocaleString('en')} (${result.events.raised} events)`,
      'all',
      result.events.raised > 0 && result.events.delivered === result.events.expected ? 'ok' : 'over',
    ],
    [
      '  server memory per stream: RSS / heap (after a GC)',
      `${kb(perStream.rss)} / ${kb(perStream.heapUsed)} (RSS ${mib(before.rss)} → ${mib(after.rss)}, heap ${mib(before.heapUsed)} → ${mib(after.heapUsed)})`,
      `< ${kb(budgets.liveStreamRssBytes)} / ${kb(budgets.liveStreamHeapBytes)}`,
      within(perStream.rss, budgets.liveStreamRssBytes) === 'ok' && within(perStream.heapUsed, budgets.liveStreamHeapBytes) === 'ok' ? 'ok' : 'over',
    ],
  ];
}

/** Alone: a scale database of its own (SQLite), the measure, its rows and figures. */
async function main() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const timeZone = process.env.TIME_ZONE || 'UTC';
  const orders = Number(process.env.BENCH_ORDERS || liveStreamsDefaults.orders);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-live-'));
  let server: ApiServer | undefined;
  const cleanUp = async () => {
    await server?.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
  }
  try {
    const scale = await generateScaleData({ dataDir, orders, timeZone });
    console.log(`Generated ${scale.orders.toLocaleString('en')} orders in ${scale.seconds.total.toFixed(1)} s`);
    const result = await measureLiveStreams(root, {
      dataDir,
      timeZone,
      streams: Number(process.env.BENCH_LIVE_STREAMS || liveStreamsDefaults.streams),
      seconds: Number(process.env.BENCH_SECONDS || liveStreamsDefaults.seconds),
      connections: Number(process.env.BENCH_CONNECTIONS || liveStreamsDefaults.connections),
      eventsPerSecond: liveStreamsDefaults.eventsPerSecond,
      track: (started) => (server = started),
    });
    console.log(`\n${renderTable(['benchmark', 'figure', 'budget', ''], liveStreamsRows(result, `SQLite, ${orders.toLocaleString('en')} orders`))}\n`);
    console.log(JSON.stringify(result, null, 2));
  } finally {
    await cleanUp();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await main();
