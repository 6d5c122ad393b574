import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** A server/main.ts running in a process of its own. */
export interface ServerProcess {
  url: string;
  pid: number;
  /** The tail of what it printed (4,000 characters). */
  output: () => string;
  stop: () => Promise<void>;
}

/** A free TCP port on loopback (released just before the caller takes it). */
export async function freePort(): Promise<number> {
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

/**
 * Runs `node --import tsx server/main.ts` (for the multi-node tests and the benchmarks) on loopback and a free
 * port, with `env` over this process's environment; resolves once /healthz answers, and rejects
 * (the process stopped, with the tail of its output) when it does not within 60 s.
 */
export async function startServerProcess(root: string, env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), STATIC_DIR: '', SMTP_URL: '', LOG_LEVEL: 'warn', ...env },
  });
  // Keep the tail of its output (and keep the pipes drained) to explain a failed start.
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const server = { url, pid: child.pid!, output: () => output, stop: () => stopChild(child) };

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
