import type { Kysely } from 'kysely';
import type { AppPreview } from '../../../contract/appPreview';
import type { LayoutType } from '../../../contract/enums';
import type { EditorialResource } from '../../../contract/lifecycle';
import type { Database } from '../../db/schema';
import { readBanners } from '../../lib/banners';
import { toAlert } from '../alerts/queries';

/** A record's window: from `startAt`, until `endAt` when it has one. */
interface Windowed {
  id: number;
  status: string;
  startAt: string;
  endAt: string | null;
}

/**
 * Which of a resource's records will be published at `at`: published now (a record without a state
 * yet, as its flag says), or scheduled for a time before it. A window's end is the window's own.
 */
async function publishedBy(db: Kysely<Database>, resource: EditorialResource, at: string) {
  const rows = await db.selectFrom('editorial_states').select(['record_id', 'state', 'publish_at']).where('resource', '=', resource).execute();
  const states = new Map(rows.map((row) => [row.record_id, row]));
  const time = Date.parse(at);
  return (record: Windowed) => {
    const row = states.get(record.id);
    const published = row
      ? row.state === 'published' || (row.state === 'scheduled' && row.publish_at !== null && Date.parse(row.publish_at) <= time)
      : record.status === 'E';
    const within = Date.parse(record.startAt) <= time && (record.endAt === null || time < Date.parse(record.endAt));
    return published && within;
  };
}

/** The banners of a screen and the alerts the app shows at `at` (docs/api.md "Editorial workflow"), each active then. */
export async function previewApp(db: Kysely<Database>, layoutType: LayoutType, at: Date): Promise<AppPreview> {
  const instant = at.toISOString();
  const [banners, bannerShown, alertRows, alertShown] = await Promise.all([
    readBanners(db, { layoutType }),
    publishedBy(db, 'ui/banners', instant),
    db.selectFrom('alerts').selectAll().orderBy('start_at', 'desc').orderBy('id', 'desc').execute(),
    publishedBy(db, 'ui/alerts', instant),
  ]);
  return {
    at: instant,
    banners: banners.filter(bannerShown).map((banner) => ({ ...banner, active: true })),
    alerts: alertRows.map((row) => toAlert(row, at)).filter(alertShown).map((alert) => ({ ...alert, active: true })),
  };
}
