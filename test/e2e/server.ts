import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import path from 'node:path';
import { e2eDataDir, e2ePort, e2eStaticDir } from '../../playwright.config';

export interface E2eServer {
  url: string;
  /** Its DATA_DIR: the database, uploads and the outbox the tests read codes and links from. */
  dataDir: string;
}

/** The server's settings in the end-to-end tests, besides its port and data folder. */
const settings = {
  HOST: '127.0.0.1',
  STATIC_DIR: e2eStaticDir,
  DATABASE_URL: '',
  SMTP_URL: '',
  NODE_ENV: 'development',
  DEMO_DATA: '1',
  LOG_LEVEL: 'warn',
  PUBLISHER_NAME: 'Northwind Press',
  // The tests check what a person does, not overload: on a shared CI machine a slow turn of the
  // event loop would refuse a call a person makes (load shedding is measured in npm run bench).
  LOAD_MAX_WAIT_MS: '0',
  LOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
  RATE_LIMIT_LOGIN_PER_IP: '1000',
  RATE_LIMIT_LOGIN_PER_EMAIL: '1000',
  RATE_LIMIT_CODE_PER_IP: '1000',
};

async function healthy(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The end-to-end server stopped (exit ${child.exitCode}) before it answered`);
    const answer = await fetch(`${url}/healthz`).catch(() => undefined);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The end-to-end server at ${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Starts the API server of worker `index` on a fresh database with the demo data, serving the
 * production build, and answers it with a function that stops it.
 */
export async function startServer(index: number): Promise<E2eServer & { stop: () => Promise<void> }> {
  const port = e2ePort + index;
  const dataDir = path.join(e2eDataDir, String(index));
  await fs.rm(dataDir, { recursive: true, force: true });
  const child = spawn(path.resolve('node_modules/.bin/tsx'), ['server/main.ts'], {
    env: { ...process.env, ...settings, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'inherit', 'inherit'],
    // Its own process group: tsx runs the server in a child process, stopped with it.
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = once(child, 'exit');
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  };
  try {
    await healthy(url, child, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, dataDir, stop };
}
