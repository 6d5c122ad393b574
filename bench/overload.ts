// The overload step of `npm run bench` (README "Benchmarks"): more connections than the server can
// serve, from a second process (this file run on its own, with autocannon), while this process
// polls /healthz. It reports the latency of the requests the server accepted (2xx), how many it
// refused with 503 and whether each carried `Retry-After`, and how /healthz answered meanwhile.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import type { ApiServer, Target } from './api-load';
import { percentile } from './orders';

interface LoadJob {
  url: string;
  token: string;
  target: Target;
  seconds: number;
  connections: number;
}

/** Latencies in ms: p50, p99 and the slowest. */
export interface Spread {
  p50: number;
  p99: number;
  max: number;
}

/** What the load process saw (the answers by status class) and what the polls of /healthz got. */
export interface OverloadResult {
  seconds: number;
  connections: number;
  /** Every answer the load received, whatever its status. */
  answers: number;
  accepted: number;
  acceptedLatencyMs: Spread;
  refused: number;
  refusedWithRetryAfter: number;
  refusedLatencyMs: Spread;
  /** Answers neither 2xx nor 503, by status. */
  otherStatuses: Record<string, number>;
  /** Connection errors and requests that had no answer within autocannon's 30 s. */
  errors: number;
  timeouts: number;
  health: { polls: number; ok: number; latencyMs: Spread; failures: string[] };
}

const spread = (values: number[]): Spread => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: Math.round(percentile(sorted, 50)), p99: Math.round(percentile(sorted, 99)), max: Math.round(sorted.at(-1) ?? 0) };
};

/** The load process: autocannon on the job's target, one JSON line on stdout at the end. */
async function runLoad(job: LoadJob) {
  const accepted: number[] = [];
  const refused: number[] = [];
  const otherStatuses: Record<string, number> = {};
  let refusedWithRetryAfter = 0;
  // autocannon hands a request's headers to onResponse just before it emits 'response' for it.
  let lastRetryAfter: unknown;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: job.url,
        connections: job.connections,
        duration: job.seconds,
        timeout: 30,
        requests: [
          {
            method: job.target.method,
            path: job.target.path,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${job.token}` },
            body: job.target.body === undefined ? undefined : JSON.stringify(job.target.body),
            onResponse: (_status, _body, _context, headers) => {
              lastRetryAfter = Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === 'retry-after')?.[1];
            },
          },
        ],
      },
      (error, done) => (error ? reject(error as Error) : resolve(done)),
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      if (status >= 200 && status < 300) accepted.push(ms);
      else if (status === 503) {
        refused.push(ms);
        if (typeof lastRetryAfter === 'string' && /^\d+$/.test(lastRetryAfter)) refusedWithRetryAfter++;
      } else otherStatuses[status] = (otherStatuses[status] ?? 0) + 1;
      lastRetryAfter = undefined;
    });
  });
  process.stdout.write(
    `${JSON.stringify({
      answers: accepted.length + refused.length + Object.values(otherStatuses).reduce((sum, count) => sum + count, 0),
      accepted: accepted.length,
      acceptedLatencyMs: spread(accepted),
      refused: refused.length,
      refusedWithRetryAfter,
      refusedLatencyMs: spread(refused),
      otherStatuses,
      errors: result.errors - result.timeouts,
      timeouts: result.timeouts,
    })}\n`,
  );
}

/**
 * `seconds` of `connections` on `target` from a second process, /healthz polled from this one
 * every 200 ms (each poll given 5 s) until the load ends; bounded by the load's time plus 60 s.
 */
export async function measureOverload(
  root: string,
  server: ApiServer,
  token: string,
  target: Target,
  options: { seconds: number; connections: number },
): Promise<OverloadResult> {
  const job: LoadJob = { url: server.url, token, target, ...options };
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/overload.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, BENCH_OVERLOAD_JOB: JSON.stringify(job) },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  let running = true;
  void exited.then(() => (running = false));

  const health: number[] = [];
  const failures: string[] = [];
  let polls = 0;
  const until = Date.now() + (options.seconds + 60) * 1000;
  while (running && Date.now() < until) {
    polls++;
    const started = performance.now();
    try {
      const response = await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(5000) });
      await response.arrayBuffer();
      if (response.ok) health.push(performance.now() - started);
      else failures.push(`status ${response.status}`);
    } catch (error) {
      failures.push(error instanceof Error ? error.message : String(error));
    }
    await sleep(200);
  }
  if (running) child.kill('SIGKILL');
  const code = await exited;
  const line = stdout.trim().split('\n').at(-1);
  if (code !== 0 || !line) throw new Error(`The overload process exited (${code}):\n${stderr}`);
  return {
    ...options,
    ...(JSON.parse(line) as Omit<OverloadResult, 'seconds' | 'connections' | 'health'>),
    health: { polls, ok: health.length, latencyMs: spread(health), failures: failures.slice(0, 5) },
  };
}

if (process.env.BENCH_OVERLOAD_JOB && import.meta.url === `file://${process.argv[1]}`) {
  await runLoad(JSON.parse(process.env.BENCH_OVERLOAD_JOB) as LoadJob);
}
