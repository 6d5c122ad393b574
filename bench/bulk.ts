import { setTimeout as sleep } from 'node:timers/promises';
import type { Job } from '../contract/jobs';
import type { Page } from '../contract/pagination';
import { sql } from 'kysely';
import { createDb } from '../server/db';
import { dialectOf } from '../server/db/dialect';
import { type ApiServer, rssBytes } from './api-load';

const json = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });

/**
 * A bulk action over every scale customer (issue 21): `POST /api/customers/bulk/block` by filter,
 * with the list's total for it as `expectedTotal`, then `GET /api/jobs/{id}` every half second
 * until the job ends; its rate is records a second,
 * each one locked, changed, signed out and audited in its own transaction. The customers are then
 * unblocked in one statement (not timed), so that the runs after find the data as it was; on
 * PostgreSQL the table is vacuumed too, as autovacuum soon would: the dead rows of those two updates
 * otherwise slowed the searches of the next pass (PgBouncer's): the palette's search of a word
 * nothing holds took 58 ms rather than 5, a common name in the customers 34 ms rather than 17.
 */
export async function timeBulkJob(server: ApiServer, token: string, database: { dataDir: string; databaseUrl?: string }) {
  const filter = { q: '@customers.test' };
  // The count confirmed, as the console sends it: the list's total for the filter (not timed).
  const list = await fetch(`${server.url}/api/customers/list`, {
    method: 'POST',
    headers: json(token),
    body: JSON.stringify({ ...filter, paginationRequest: { page: 0, size: 1 } }),
  });
  if (!list.ok) throw new Error(`The customers list answered ${list.status}: ${await list.text()}`);
  const { totalElements: expectedTotal } = (await list.json()) as Page<unknown>;
  const started = Date.now();
  const response = await fetch(`${server.url}/api/customers/bulk/block`, {
    method: 'POST',
    headers: json(token),
    body: JSON.stringify({ filter, expectedTotal }),
  });
  if (response.status !== 202) throw new Error(`The bulk action answered ${response.status}: ${await response.text()}`);
  let job = (await response.json()) as Job;
  while (job.status === 'queued' || job.status === 'running') {
    await sleep(500);
    job = (await (await fetch(`${server.url}/api/jobs/${job.id}`, { headers: json(token) })).json()) as Job;
  }
  const seconds = (Date.now() - started) / 1000;
  const db = createDb(database);
  try {
    await db.updateTable('users').set({ blocked_at: null }).where('email', 'like', '%@customers.test').execute();
    if (dialectOf(db) === 'postgres') await sql`vacuum (analyze) users`.execute(db);
  } finally {
    await db.destroy();
  }
  return { status: job.status, total: job.total, done: job.done, failed: job.failed, seconds, perSecond: (job.done + job.failed) / seconds };
}

/**
 * The CSV export of every order (`GET /api/orders/export.csv`, no filter), read to the end and
 * thrown away, while the server's memory (all its processes) is sampled every 100 ms: a stream in
 * constant memory grows little over its RSS before the export.
 */
export async function measureOrdersExport(server: ApiServer, token: string) {
  const before = (await rssBytes(server.pid)) ?? 0;
  let peak = before;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, (await rssBytes(server.pid)) ?? 0);
      await sleep(100);
    }
  })();
  const started = Date.now();
  let bytes = 0;
  let lines = 0;
  try {
    const response = await fetch(`${server.url}/api/orders/export.csv`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok || !response.body) throw new Error(`The export answered ${response.status}`);
    for await (const chunk of response.body) {
      bytes += chunk.byteLength;
      for (const byte of chunk) if (byte === 10) lines += 1;
    }
  } finally {
    sampling = false;
    await sampler;
  }
  const seconds = (Date.now() - started) / 1000;
  return { rows: Math.max(0, lines - 1), bytes, seconds, rssBefore: before, rssPeak: peak, growth: peak - before };
}
