// The crash step of `npm run bench` (README "Benchmarks"): kill -9 under write load, several rounds.
// In each, a writer process (this file run on its own) creates feed entries through the API and
// reports every acknowledged one (201, its id and title) as it comes; the server, every process of
// it, is killed with SIGKILL mid-load, then started again on the same data; then every
// acknowledged entry must be in the database with its title.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { createDb } from '../server/db';
import { type ApiServer, signIn, startServer } from './api-load';

interface WriterJob {
  url: string;
  token: string;
  round: number;
  seconds: number;
  concurrency: number;
}

export interface CrashRound {
  acknowledged: number;
  /** Answers other than 201, by status (a 503 while overloaded, a 500, ...). */
  refused: Record<string, number>;
  /** Requests that got no answer: the server was gone. */
  unanswered: number;
  /** When the server was killed, from the writer's start, and how many writes were acknowledged by then. */
  killedAfterMs: number;
  acknowledgedBeforeKill: number;
  restartMs: number;
  /** The server's processes killed: the primary and its WORKERS. */
  processesKilled: number;
  /** Acknowledged entries missing from the database after the restart (ids). */
  lost: number[];
}

export interface CrashResult {
  workers: string;
  rounds: CrashRound[];
  acknowledged: number;
  lost: number;
}

/** The writer: `concurrency` loops creating entries until `seconds` have passed; one line per acknowledged entry. */
async function runWriter(job: WriterJob) {
  const refused: Record<string, number> = {};
  let unanswered = 0;
  let sequence = 0;
  const until = Date.now() + job.seconds * 1000;
  const loop = async (lane: number) => {
    // Bounded in count as well as in time.
    for (let n = 0; n < 100_000 && Date.now() < until; n++) {
      const title = `crash round ${job.round} lane ${lane} #${sequence++}`;
      try {
        const response = await fetch(`${job.url}/api/feed/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${job.token}` },
          body: JSON.stringify({ title, body: '<p>Written under kill -9.</p>', contentType: 'news', publishAt: new Date().toISOString() }),
          signal: AbortSignal.timeout(5000),
        });
        const answer = (await response.json().catch(() => undefined)) as { id?: unknown } | undefined;
        if (response.status === 201 && typeof answer?.id === 'number') process.stdout.write(`ack ${answer.id} ${title}\n`);
        else refused[response.status] = (refused[response.status] ?? 0) + 1;
      } catch {
        unanswered++;
        await sleep(50);
      }
    }
  };
  await Promise.all(Array.from({ length: job.concurrency }, (_, lane) => loop(lane)));
  process.stdout.write(`done ${JSON.stringify({ refused, unanswered })}\n`);
}

/** The pid of a process and of every process under it (Linux: each task's `children`). */
async function processTree(pid: number): Promise<number[]> {
  const tasks = await fs.readdir(`/proc/${pid}/task`).catch(() => [] as string[]);
  const children = (await Promise.all(tasks.map((task) => fs.readFile(`/proc/${pid}/task/${task}/children`, 'utf8').catch(() => ''))))
    .flatMap((list) => list.split(' '))
    .filter(Boolean)
    .map(Number);
  return [pid, ...(await Promise.all(children.map(processTree))).flat()];
}

/** SIGKILL to the server's every process at once (the primary and its WORKERS), as a crash would. */
async function killServer(server: ApiServer): Promise<number> {
  const pids = await processTree(server.pid);
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  await server.stop();
  return pids.length;
}

/** Acknowledged entries (id → title) that are not in the database with that title. */
async function missing(dataDir: string, acknowledged: Map<number, string>): Promise<number[]> {
  const db = createDb({ dataDir });
  try {
    const ids = [...acknowledged.keys()];
    const found = new Map<number, string>();
    for (let start = 0; start < ids.length; start += 500) {
      const rows = await db.selectFrom('feed_entries').select(['id', 'title']).where('id', 'in', ids.slice(start, start + 500)).execute();
      for (const row of rows) found.set(row.id, row.title);
    }
    return ids.filter((id) => found.get(id) !== acknowledged.get(id));
  } finally {
    await db.destroy();
  }
}

/**
 * `rounds` rounds of kill -9 under write load on a fresh demo database in `dataDir` (SQLite), the
 * server started with `env` (WORKERS as the bench runs it). Each round's writer runs for
 * `seconds`; the server is killed between 1 and 2.5 s in, once at least 10 writes were
 * acknowledged (at the latest 10 s in).
 */
export async function measureCrash(
  root: string,
  dataDir: string,
  options: {
    rounds: number;
    seconds: number;
    concurrency: number;
    env: Record<string, string>;
    /** Told of each server started (and of none once stopped), so that the caller can stop it on Ctrl-C. */
    track?: (server: ApiServer | undefined) => void;
  },
): Promise<CrashResult> {
  const track = options.track ?? (() => undefined);
  let server = await startServer(root, dataDir, options.env);
  track(server);
  const rounds: CrashRound[] = [];
  try {
    const token = await signIn(server, dataDir);
    for (let round = 1; round <= options.rounds; round++) {
      const job: WriterJob = { url: server.url, token, round, seconds: options.seconds, concurrency: options.concurrency };
      const writer = spawn(process.execPath, ['--import', 'tsx', 'bench/crash.ts'], {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, BENCH_CRASH_WRITER: JSON.stringify(job) },
      });
      let stderr = '';
      writer.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
      // 'close': its output read to the end, not only its exit.
      const exited = new Promise<number | null>((resolve) => writer.once('close', (code) => resolve(code)));

      const acknowledged = new Map<number, string>();
      let summary: Pick<CrashRound, 'refused' | 'unanswered'> | undefined;
      const lines = createInterface({ input: writer.stdout });
      lines.on('line', (line) => {
        const ack = /^ack (\d+) (.*)$/.exec(line);
        if (ack) acknowledged.set(Number(ack[1]), ack[2]!);
        else if (line.startsWith('done ')) summary = JSON.parse(line.slice(5)) as typeof summary;
      });

      const started = Date.now();
      const killAt = 1000 + Math.random() * 1500;
      while (Date.now() - started < 10_000 && !(Date.now() - started >= killAt && acknowledged.size >= 10)) await sleep(20);
      const killedAfterMs = Date.now() - started;
      const acknowledgedBeforeKill = acknowledged.size;
      const processesKilled = await killServer(server);

      // The writer stops at its own deadline; it is given 10 s more.
      const code = await Promise.race([exited, sleep((options.seconds + 10) * 1000).then(() => 'late' as const)]);
      if (code === 'late') writer.kill('SIGKILL');
      if (code !== 0 || !summary) throw new Error(`The crash writer exited (${code}):\n${stderr}`);

      const restarted = Date.now();
      server = await startServer(root, dataDir, options.env);
      track(server);
      const restartMs = Date.now() - restarted;
      rounds.push({
        acknowledged: acknowledged.size,
        ...summary,
        killedAfterMs,
        acknowledgedBeforeKill,
        restartMs,
        processesKilled,
        lost: await missing(dataDir, acknowledged),
      });
    }
  } finally {
    await server.stop();
    track(undefined);
  }
  return {
    workers: options.env.WORKERS ?? '1',
    rounds,
    acknowledged: rounds.reduce((sum, round) => sum + round.acknowledged, 0),
    lost: rounds.reduce((sum, round) => sum + round.lost.length, 0),
  };
}

if (process.env.BENCH_CRASH_WRITER && import.meta.url === `file://${process.argv[1]}`) {
  await runWriter(JSON.parse(process.env.BENCH_CRASH_WRITER) as WriterJob);
}
