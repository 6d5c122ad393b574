import type { Kysely } from 'kysely';
import { canAccess } from '../../../contract/access';
import type { ContentDashboard } from '../../../contract/dashboard';
import { PublicationKind } from '../../../contract/enums';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import { readSnapshot } from '../../lib/lists';

/** How many titles of active banners and alerts the dashboard names. */
const maxTitles = 10;

/** Banners or alerts showing now: enabled, started, not ended. */
async function activeOf(trx: Kysely<Database>, table: 'banners' | 'alerts', at: string) {
  const rows = await trx
    .selectFrom(table)
    .select(['title'])
    .where('status', '=', 'E')
    .where('start_at', '<=', at)
    .where((eb) => eb.or([eb('end_at', 'is', null), eb('end_at', '>', at)]))
    .orderBy('start_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return { count: rows.length, titles: rows.slice(0, maxTitles).map((row) => row.title) };
}

/**
 * The dashboard of those who may not see revenue (EDITOR): content figures only, never revenue
 * or orders; the newest feed entries only for a role that opens the feed (contract/access.ts).
 */
export function contentDashboard(db: Db, role: number | null | undefined, now = new Date()): Promise<ContentDashboard> {
  const at = now.toISOString();
  return readSnapshot(db, async (trx) => {
    const catalog = await trx
      .selectFrom('ebooks')
      .select((eb) => ['type', 'status', eb.fn.countAll<number>().as('count')])
      .groupBy(['type', 'status'])
      .execute();
    const byFlag = (kind: number) => {
      const countOf = (status: string) => Number(catalog.find((row) => row.type === kind && row.status === status)?.count ?? 0);
      return { E: countOf('E'), D: countOf('D') };
    };
    return {
      view: 'content' as const,
      books: byFlag(PublicationKind.BOOK),
      magazines: byFlag(PublicationKind.MAGAZINE),
      ...(canAccess(role, 'feed') && { recentFeedEntries: await recentFeedEntries(trx, at) }),
      activeBanners: await activeOf(trx, 'banners', at),
      activeAlerts: await activeOf(trx, 'alerts', at),
    };
  });
}

/** The 5 newest feed entries published by `at`, newest first. */
async function recentFeedEntries(trx: Kysely<Database>, at: string) {
  const rows = await trx
    .selectFrom('feed_entries')
    .select(['id', 'title', 'publish_at', 'status'])
    .where('publish_at', '<=', at)
    .orderBy('publish_at', 'desc')
    .orderBy('id', 'desc')
    .limit(5)
    .execute();
  return rows.map((row) => ({ id: row.id, title: row.title, publishAt: new Date(row.publish_at).toISOString(), status: row.status }));
}
