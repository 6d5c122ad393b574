// The overload and crash steps of `npm run bench` (README "Benchmarks"): the rows they add to the
// table, and a runner for the two alone, on the demo data (`npx tsx bench/resilience.ts`; the
// same BENCH_* variables as the suite, plus BENCH_OVERLOAD_CONNECTIONS and BENCH_CRASH_ROUNDS).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ApiServer, signIn, startServer, type Target } from './api-load';
import { budgets, within } from './budgets';
import { type CrashResult, measureCrash } from './crash';
import { ordersList } from './orders';
import { measureOverload, type OverloadResult } from './overload';
import { ms, renderTable } from './table';

export const overloadDefaults = { seconds: 20, connections: 400 };
export const crashDefaults = { rounds: 3, seconds: 6, concurrency: 8 };

/** The overload step's rows: accepted latency against its budget, the 503s and their Retry-After, /healthz. */
export function overloadRows(result: OverloadResult, label: string): string[][] {
  const { accepted, acceptedLatencyMs: latency, refused, refusedWithRetryAfter, otherStatuses, errors, timeouts, health } = result;
  const others = Object.entries(otherStatuses).map(([status, count]) => `${count} × ${status}`);
  const rate = (count: number) => `${(count / result.seconds).toFixed(0)}/s`;
  return [
    [label, `${accepted.toLocaleString('en')} accepted (${rate(accepted)}), ${refused.toLocaleString('en')} refused with 503 (${rate(refused)})`, '', ''],
    ['  accepted (2xx) latency p50 / p99 / max', ms(latency.p50, latency.p99, latency.max), `p99 < ${budgets.overloadAcceptedP99Ms} ms`, accepted > 0 ? within(latency.p99, budgets.overloadAcceptedP99Ms) : 'n/a'],
    [
      '  503s with Retry-After (answered in p50 / p99)',
      `${refusedWithRetryAfter} of ${refused} (${ms(result.refusedLatencyMs.p50, result.refusedLatencyMs.p99)})`,
      'all',
      refusedWithRetryAfter === refused ? 'ok' : 'over',
    ],
    [
      '  other answers / errors / timeouts',
      `${others.length > 0 ? others.join(', ') : '0'} / ${errors} / ${timeouts}`,
      `${budgets.overloadOtherAnswers}`,
      within(Object.values(otherStatuses).reduce((sum, count) => sum + count, 0) + errors + timeouts, budgets.overloadOtherAnswers),
    ],
    [
      '  /healthz every 200 ms meanwhile: answered 200 / p99 / max',
      `${health.ok} of ${health.polls} / ${ms(health.latencyMs.p99, health.latencyMs.max)}${health.failures.length > 0 ? ` (${health.failures.join('; ')})` : ''}`,
      'all',
      health.polls > 0 && health.ok === health.polls ? 'ok' : 'over',
    ],
  ];
}

/** The crash step's rows: acknowledged writes lost, against 0; each round's figures. */
export function crashRows(result: CrashResult): string[][] {
  return [
    [
      `crash: kill -9 under write load (feed entries), WORKERS=${result.workers}, ${result.rounds.length} rounds`,
      `${result.lost} of ${result.acknowledged.toLocaleString('en')} acknowledged writes lost`,
      `${budgets.crashLostWrites} lost`,
      within(result.lost, budgets.crashLostWrites),
    ],
    ...result.rounds.map((round, index) => {
      const refused = Object.entries(round.refused).map(([status, count]) => `${count} × ${status}`);
      return [
        `  round ${index + 1}: killed at (processes) / acknowledged / refused / unanswered / restart`,
        `${(round.killedAfterMs / 1000).toFixed(1)} s (${round.processesKilled}, ${round.acknowledgedBeforeKill} acknowledged by then) / ${round.acknowledged} / ${refused.length > 0 ? refused.join(', ') : '0'} / ${round.unanswered} / ${(round.restartMs / 1000).toFixed(1)} s`,
        '',
        '',
      ];
    }),
  ];
}

export function overloadLabel(target: Target, engine: string, workers: string, options: { seconds: number; connections: number }) {
  return `overload: ${target.method} ${target.path}, ${engine}, WORKERS=${workers} (${options.connections} conn., ${options.seconds} s)`;
}

/** Runs both steps alone, on one fresh demo database (the overload first, as it only reads), and prints their rows. */
async function main() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const timeZone = process.env.TIME_ZONE || 'UTC';
  const workers = process.env.BENCH_WORKERS || 'auto';
  const overload = {
    seconds: Number(process.env.BENCH_SECONDS || overloadDefaults.seconds),
    connections: Number(process.env.BENCH_OVERLOAD_CONNECTIONS || overloadDefaults.connections),
  };
  const rounds = Number(process.env.BENCH_CRASH_ROUNDS || crashDefaults.rounds);
  const env = { TIME_ZONE: timeZone, WORKERS: workers };
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-resilience-'));
  let server: ApiServer | undefined;
  const cleanUp = async () => {
    await server?.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
  }
  const rows: string[][] = [];
  const results: Record<string, unknown> = {};
  try {
    server = await startServer(root, dataDir, env);
    const target = ordersList(timeZone);
    const overloaded = await measureOverload(root, server, await signIn(server, dataDir), target, overload);
    results.overload = overloaded;
    rows.push(...overloadRows(overloaded, overloadLabel(target, 'SQLite, demo data', workers, overload)));
    await server.stop();
    const crash = await measureCrash(root, dataDir, { ...crashDefaults, rounds, env, track: (started) => (server = started) });
    results.crash = crash;
    rows.push(...crashRows(crash));
  } finally {
    await cleanUp();
  }
  console.log(`\n${renderTable(['benchmark', 'figure', 'budget', ''], rows)}\n`);
  console.log(JSON.stringify(results, null, 2));
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
