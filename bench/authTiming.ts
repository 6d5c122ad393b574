// What sign-in's answers tell by their time (docs/api.md "Sign-in and sessions"): code validation
// with and without a pending code, and the forgotten password for a known and an unknown address,
// one request at a time over HTTP, the two cases alternated. Part of `npm run bench`; alone:
// `npx tsx bench/authTiming.ts` (a fresh demo database, one API process).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { type ApiServer, startServer } from './api-load';
import { budgets, within } from './budgets';
import { percentile } from './orders';
import { ms, renderTable } from './table';

export const authTimingDefaults = { runs: 40, warmUp: 5 };

/** A demo staff member who signs in during the bench (a code pending), and one who does not. */
const pending = { email: 'editor@demo.test', password: 'demo1234' };
const idle = 'admin@demo.test';
const unknown = 'nobody@demo.test';

const post = (server: ApiServer, url: string, body?: unknown) =>
  fetch(`${server.url}${url}`, {
    method: 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function timed(request: () => Promise<Response>): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const response = await request();
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

const median = (durations: number[]) => percentile([...durations].sort((a, b) => a - b), 50);

export interface Pair {
  /** The two cases' medians, ms, and their statuses (each case answers one status). */
  a: { label: string; p50: number; statuses: number[] };
  b: { label: string; p50: number; statuses: number[] };
  difference: number;
  runs: number;
}

/** `runs` of each case, alternated, after `warmUp` of each; `before` runs untimed before run `i` of case a. */
async function alternate(
  runs: number,
  warmUp: number,
  cases: { label: string; request: () => Promise<Response>; before?: (run: number) => Promise<void> }[],
): Promise<Pair> {
  const durations = cases.map(() => [] as number[]);
  const statuses = cases.map(() => new Set<number>());
  for (let run = 0; run < warmUp + runs; run++) {
    for (const [index, { request, before }] of cases.entries()) {
      await before?.(run);
      const { ms: took, status } = await timed(request);
      if (run >= warmUp) {
        durations[index]!.push(took);
        statuses[index]!.add(status);
      }
    }
  }
  const [a, b] = cases.map((item, index) => ({ label: item.label, p50: median(durations[index]!), statuses: [...statuses[index]!] }));
  return { a: a!, b: b!, difference: Math.abs(a!.p50 - b!.p50), runs };
}

/**
 * Code validation with a wrong code, for a staff member whose code is pending (a fresh one every
 * 4 tries, before the 5 a code allows, untimed) and for one who has none; then the forgotten
 * password for a known and an unknown address. The server must let these many attempts through
 * (startServer raises the rate limits).
 */
export async function measureAuthTiming(server: ApiServer, options = authTimingDefaults) {
  const code = await alternate(options.runs, options.warmUp, [
    {
      label: 'a code pending',
      before: async (run) => {
        if (run % 4 !== 0) return;
        const login = await post(server, '/auth/login', pending);
        if (!login.ok) throw new Error(`POST /auth/login answered ${login.status}: ${await login.text()}`);
        // Its e-mail is delivered in the background: not during the timed requests.
        await sleep(100);
      },
      request: () => post(server, '/auth/otp/validate', { email: pending.email, otp: '000000' }),
    },
    { label: 'no code', request: () => post(server, '/auth/otp/validate', { email: idle, otp: '000000' }) },
  ]);
  const forgot = (email: string) => () => post(server, `/auth/users/password/forgot?email=${encodeURIComponent(email)}`);
  const forgotten = await alternate(options.runs, options.warmUp, [
    { label: 'known address', request: forgot(pending.email) },
    { label: 'unknown address', request: forgot(unknown) },
  ]);
  return { code, forgotten };
}

/** The table's rows: each pair's medians and their difference beside its budget. */
export function authTimingRows({ code, forgotten }: Awaited<ReturnType<typeof measureAuthTiming>>, engine: string): string[][] {
  const round = (value: number) => Math.round(value * 100) / 100;
  const row = (title: string, pair: Pair, budget: number) => [
    `${title}, ${engine} (p50, ${pair.runs} each: ${pair.a.label} / ${pair.b.label}; ${[...pair.a.statuses, ...pair.b.statuses].join(', ')})`,
    `${ms(round(pair.a.p50), round(pair.b.p50))}, difference ${ms(round(pair.difference))}`,
    `< ${budget} ms`,
    within(pair.difference, budget),
  ];
  return [
    row('POST /auth/otp/validate, wrong code', code, budgets.codeValidationDifferenceMs),
    row('POST /auth/users/password/forgot', forgotten, budgets.forgotPasswordDifferenceMs),
  ];
}

async function main() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-auth-'));
  let server: ApiServer | undefined;
  try {
    server = await startServer(root, dataDir, { WORKERS: '1' });
    const results = await measureAuthTiming(server, {
      runs: Number(process.env.BENCH_AUTH_RUNS || authTimingDefaults.runs),
      warmUp: authTimingDefaults.warmUp,
    });
    console.log(`\n${renderTable(['benchmark', 'figure', 'budget', ''], authTimingRows(results, 'SQLite, demo data'))}\n`);
    console.log(JSON.stringify(results, null, 2));
  } finally {
    await server?.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
