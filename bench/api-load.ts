import fs from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { type ServerProcess, startServerProcess } from '../test/serverProcess';

export const demoAdmin = { email: 'admin@demo.test', password: 'demo1234' };

export interface LoadResult {
  /** Status of one request before the load; 404 while the route does not exist yet (then no load runs). */
  probeStatus: number;
  /** `totalElements` of the probe's answer: how many rows the query matched. */
  probeTotal?: number;
  load?: {
    seconds: number;
    connections: number;
    requests: number;
    requestsPerSecond: number;
    latencyMs: { p50: number; p97_5: number; p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  };
}

export type ApiServer = ServerProcess;

/** Runs server/main.ts in its own process on `dataDir` (demo data when empty); resolves once /healthz answers. */
export function startServer(root: string, dataDir: string, env: Record<string, string> = {}): Promise<ApiServer> {
  return startServerProcess(root, {
    NODE_ENV: 'development',
    DEMO_DATA: '1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    // Per-request log lines would measure pino more than the route.
    LOG_LEVEL: 'warn',
    RATE_LIMIT_WINDOW_SECONDS: '60',
    RATE_LIMIT_LOGIN_PER_IP: '100000',
    RATE_LIMIT_LOGIN_PER_EMAIL: '100000',
    RATE_LIMIT_CODE_PER_IP: '100000',
    RATE_LIMIT_FORGOT_PER_EMAIL: '100000',
    ...env,
  });
}

function post(url: string, body: unknown): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

/**
 * The newest sign-in code e-mailed to `email` at or after `since` (an ISO instant; the outbox's
 * file names start with theirs), read from `$DATA_DIR/outbox` as a person would; waits up to 10 s.
 */
export async function codeFromOutbox(dataDir: string, email: string, since = ''): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; await sleep(100)) {
    const files = (await fs.readdir(outbox).catch(() => [] as string[])).filter((file) => file.endsWith(`-${email}.eml`) && file >= since).sort();
    const newest = files.at(-1);
    const code = newest && /Your sign-in code: (\d{6})/.exec(await fs.readFile(path.join(outbox, newest), 'utf8'))?.[1];
    if (code) return code;
  }
  throw new Error(`No sign-in code to ${email} in ${outbox}`);
}

/** Both sign-in steps through the API, reading the code from the outbox. */
export async function signIn(server: ApiServer, dataDir: string): Promise<string> {
  const since = new Date().toISOString();
  const login = await post(`${server.url}/auth/login`, demoAdmin);
  if (!login.ok) throw new Error(`POST /auth/login answered ${login.status}: ${await login.text()}`);
  const code = await codeFromOutbox(dataDir, demoAdmin.email, since);
  const validate = await post(`${server.url}/auth/otp/validate`, { email: demoAdmin.email, otp: code });
  if (!validate.ok) throw new Error(`POST /auth/otp/validate answered ${validate.status}: ${await validate.text()}`);
  return ((await validate.json()) as { access_token: string }).access_token;
}

export interface Target {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

/** One probe, then `seconds` of load on `target` with autocannon, from this process (not the server's). */
export async function loadRoute(
  server: ApiServer,
  token: string,
  target: Target,
  options: { seconds: number; connections: number },
): Promise<LoadResult> {
  const request = {
    method: target.method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: target.body === undefined ? undefined : JSON.stringify(target.body),
  };
  const probe = await fetch(`${server.url}${target.path}`, request);
  const answer: unknown = await probe.json().catch(() => undefined);
  if (probe.status === 404) return { probeStatus: 404 };
  const total = (answer as { totalElements?: unknown } | undefined)?.totalElements;

  const result = await autocannon({
    url: `${server.url}${target.path}`,
    ...request,
    duration: options.seconds,
    connections: options.connections,
  });
  return {
    probeStatus: probe.status,
    probeTotal: typeof total === 'number' ? total : undefined,
    load: {
      ...options,
      requests: result.requests.total,
      requestsPerSecond: result.requests.average,
      latencyMs: { p50: result.latency.p50, p97_5: result.latency.p97_5, p99: result.latency.p99 },
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
    },
  };
}

/**
 * Resident set size in bytes of a process and every process under it (the API processes of
 * WORKERS): VmRSS in /proc/<pid>/status, children from each task's `children` file (Linux);
 * undefined elsewhere.
 */
export async function rssBytes(pid: number): Promise<number | undefined> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8').catch(() => undefined);
  const kib = status && /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
  if (!kib) return undefined;
  const tasks = await fs.readdir(`/proc/${pid}/task`).catch(() => [] as string[]);
  const children = (await Promise.all(tasks.map((task) => fs.readFile(`/proc/${pid}/task/${task}/children`, 'utf8').catch(() => ''))))
    .flatMap((list) => list.split(' '))
    .filter(Boolean)
    .map(Number);
  const under = await Promise.all(children.map((child) => rssBytes(child)));
  return Number(kib) * 1024 + under.reduce<number>((sum, bytes) => sum + (bytes ?? 0), 0);
}
