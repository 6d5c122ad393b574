import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';

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

export interface ApiServer {
  url: string;
  pid: number;
  stop: () => Promise<void>;
}

/** A free TCP port on loopback (released just before the server takes it). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Runs server/main.ts in its own process on `dataDir` (demo data when empty); resolves once /healthz answers. */
export async function startServer(root: string, dataDir: string, env: Record<string, string> = {}): Promise<ApiServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DEMO_DATA: '1',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      STATIC_DIR: '',
      // Per-request log lines would measure pino more than the route.
      LOG_LEVEL: 'warn',
      RATE_LIMIT_WINDOW_SECONDS: '60',
      RATE_LIMIT_LOGIN_PER_IP: '100000',
      RATE_LIMIT_LOGIN_PER_EMAIL: '100000',
      RATE_LIMIT_CODE_PER_IP: '100000',
      ...env,
    },
  });
  // Keep the tail of its output (and keep the pipes drained) to explain a failed start.
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const server = { url, pid: child.pid!, stop: () => stopChild(child) };

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The API server exited (${child.exitCode ?? child.signalCode}) before answering:\n${output}`);
    }
    const healthy = await fetch(`${url}/healthz`).then((response) => response.ok, () => false);
    if (healthy) return server;
    await sleep(200);
  }
  await server.stop();
  throw new Error(`The API server did not answer /healthz within 60 s:\n${output}`);
}

function post(url: string, body: unknown): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

/** Both sign-in steps, reading the code from `$DATA_DIR/outbox` as a person would. */
export async function signIn(server: ApiServer, dataDir: string): Promise<string> {
  const login = await post(`${server.url}/auth/login`, demoAdmin);
  if (!login.ok) throw new Error(`POST /auth/login answered ${login.status}: ${await login.text()}`);
  const outbox = path.join(dataDir, 'outbox');
  const files = (await fs.readdir(outbox)).filter((file) => file.endsWith(`-${demoAdmin.email}.eml`)).sort();
  const newest = files.at(-1);
  if (!newest) throw new Error(`No message to ${demoAdmin.email} in ${outbox}`);
  const code = /Your sign-in code: (\d{6})/.exec(await fs.readFile(path.join(outbox, newest), 'utf8'))?.[1];
  if (!code) throw new Error(`No sign-in code in ${newest}`);
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

/** Resident set size of a process in bytes (Linux: VmRSS in /proc/<pid>/status), or undefined elsewhere. */
export async function rssBytes(pid: number): Promise<number | undefined> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8').catch(() => undefined);
  const kib = status && /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
  return kib ? Number(kib) * 1024 : undefined;
}
