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
  // Passwords hashed at scrypt's cost 2^10, as in the API tests, not 2^17 (0.5 s of a core per
  // hash, and every sign-in through the form checks one); which only NODE_ENV=test allows.
  // Its other defaults (silent logs, no load shedding) are set here anyway.
  NODE_ENV: 'test',
  SCRYPT_COST: '1024',
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

/** The data the demo seeding wrote once for the whole run (seedOnce), which each worker's server starts from. */
const seededDir = path.join(e2eDataDir, 'seeded');

/**
 * Starts the API server of worker `index` (or of the one-off seeding, `seeded`) serving the
 * production build, on a fresh copy of the seeded data (its database, covers and e-pubs, but no
 * e-mail), and answers it with a function that stops it. Without seeded data it writes the demo
 * data itself.
 */
export async function startServer(index: number | 'seeded'): Promise<E2eServer & { stop: () => Promise<void> }> {
  const port = e2ePort + (index === 'seeded' ? 99 : index);
  const dataDir = index === 'seeded' ? seededDir : path.join(e2eDataDir, String(index));
  await fs.rm(dataDir, { recursive: true, force: true });
  if (index !== 'seeded' && (await fs.stat(seededDir).catch(() => undefined))) {
    await fs.cp(seededDir, dataDir, { recursive: true, filter: (source) => path.basename(source) !== 'outbox' });
  }
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

/**
 * Playwright's global setup: the demo data written once, by a server that then stops, for every
 * worker's server to copy. A server's start spent 20 s of CPU writing it, and two workers' servers
 * writing it side by side took 40 s before either answered; a copy takes a fraction of a second.
 */
export default async function seedOnce() {
  const server = await startServer('seeded');
  await server.stop();
}
