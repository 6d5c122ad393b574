import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, onTestFinished, test } from 'vitest';
import { startServerProcess } from '../serverProcess';

const root = path.resolve(import.meta.dirname, '../..');

/** The pids of a process's Node.js children (Linux; tsx's esbuild is a child too). */
const children = (pid: number) =>
  execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(pid)], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([, command]) => command === 'node')
    .map(([child]) => Number(child));

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

test('WORKERS=2: two API processes share the port, and one that dies is replaced', { timeout: 120_000 }, async () => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'console-workers-'));
  const server = await startServerProcess(root, { NODE_ENV: 'test', DEMO_DATA: '0', DATA_DIR: dataDir, DATABASE_URL: '', WORKERS: '2' });
  onTestFinished(async () => {
    await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  // /healthz answers once the first process listens; one killed before it listens stops the start.
  await expect.poll(() => server.output(), { timeout: 60_000 }).toContain('2 API processes (WORKERS) share the port.');
  const workers = children(server.pid);
  expect(workers).toHaveLength(2);
  for (let n = 0; n < 10; n++) expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

  process.kill(workers[0]!, 'SIGKILL');
  await expect.poll(() => children(server.pid).filter((pid) => pid !== workers[0]), { timeout: 60_000 }).toHaveLength(2);
  // The replacement listens too.
  await sleep(500);
  for (let n = 0; n < 10; n++) expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

  const last = children(server.pid);
  await server.stop();
  for (const pid of last) await expect.poll(() => alive(pid)).toBe(false);
});
