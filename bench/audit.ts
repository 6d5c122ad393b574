import type { FastifyRequest } from 'fastify';
import { AdminRole } from '../contract/enums';
import { feedInput } from '../contract/feed';
import { updateAudited } from '../server/audit/records';
import { createDb, type Db, migrateToLatest } from '../server/db';
import { columnsOf, findEntry, writeTags } from '../server/areas/feed/queries';
import { percentile } from './orders';

/**
 * What the audit log costs a common write (issue 20): a feed entry's update as its route makes it
 * (server/audit/records.ts: the row locked, the record read before and after, the If-Match check,
 * the audit entry) beside the same update alone (the write and the answer's read, as before the
 * audit log), alternated `runs` times each on the scale database, whose audit log then holds
 * `runs` entries more. In this process, without HTTP: the difference is the audit's own.
 */
export async function timeAuditedWrite(database: { dataDir: string; databaseUrl?: string }, runs: number) {
  const db = createDb(database);
  try {
    await migrateToLatest(db);
    const id = await createEntry(db);
    const request = {
      user: { id: 1, role: AdminRole.SUPER_ADMIN, email: 'bench@demo.test', name: 'Bench', sessionId: 0 },
      ip: '127.0.0.1',
      id: 'bench',
      headers: {},
    } as unknown as FastifyRequest;
    const input = (run: number) =>
      feedInput.parse({ title: `Bench entry ${run}`, body: `<p>Run ${run}</p>`, contentType: 'news', tags: ['bench'], publishAt: new Date().toISOString() });

    const plain = async (run: number) => {
      const values = input(run);
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('feed_entries').set({ ...columnsOf(values), updated_at: new Date().toISOString() }).where('id', '=', id).execute();
        await writeTags(trx, id, values.tags);
        return findEntry(trx, id);
      });
    };
    const audited = async (run: number) => {
      const values = input(run);
      await updateAudited(
        db,
        request,
        { resource: 'feeds', id, table: 'feed_entries', find: (trx) => findEntry(trx, id), label: (entry) => entry.title },
        async (trx) => {
          await trx.updateTable('feed_entries').set({ ...columnsOf(values), updated_at: new Date().toISOString() }).where('id', '=', id).execute();
          await writeTags(trx, id, values.tags);
        },
      );
    };

    const timings = { plain: [] as number[], audited: [] as number[] };
    for (let run = 0; run < runs + 20; run++) {
      for (const [name, write] of [['plain', plain], ['audited', audited]] as const) {
        const started = performance.now();
        await write(run);
        // The first 20 of each warm up the connection and the statements.
        if (run >= 20) timings[name].push(performance.now() - started);
      }
    }
    const summary = (durations: number[]) => {
      durations.sort((a, b) => a - b);
      return { p50: percentile(durations, 50), p99: percentile(durations, 99) };
    };
    return { runs, withoutAudit: summary(timings.plain), withAudit: summary(timings.audited) };
  } finally {
    await db.destroy();
  }
}

async function createEntry(db: Db): Promise<number> {
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto('feed_entries')
    .values({ title: 'Bench entry', body: '<p>Bench</p>', content_type: 'news', video_url: null, publish_at: now, status: 'E', image_path: null, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
