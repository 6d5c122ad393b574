import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppPreview } from '../../../contract/appPreview';
import type { LayoutType } from '../../../contract/enums';
import type { EditorialResource } from '../../../contract/lifecycle';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../db/transactions';
import { recordWith } from '../../editorial/changes';
import { readBanners } from '../../lib/banners';
import { toAlert } from '../alerts/queries';
import { readLayout } from '../layout/queries';

/** A record as the lifecycle reads it: its id and enabled flag. */
interface Flagged {
  id: number;
  status: string;
}

/** A record's window: from `startAt`, until `endAt` when it has one. */
interface Windowed extends Flagged {
  startAt: string;
  endAt: string | null;
}

/**
 * Which of a resource's records will be published at `at`: published now (a record without a state
 * yet, as its flag says), or scheduled for a time before it.
 */
async function publishedBy(db: Kysely<Database>, resource: EditorialResource, at: string) {
  const rows = await db.selectFrom('editorial_states').select(['record_id', 'state', 'publish_at']).where('resource', '=', resource).execute();
  const states = new Map(rows.map((row) => [row.record_id, row]));
  const time = Date.parse(at);
  return (record: Flagged) => {
    const row = states.get(record.id);
    return row
      ? row.state === 'published' || (row.state === 'scheduled' && row.publish_at !== null && Date.parse(row.publish_at) <= time)
      : record.status === 'E';
  };
}

/** Which of a resource's windowed records the app shows at `at`: published by then, and `at` within the window (its end is the window's own). */
async function shownBy(db: Kysely<Database>, resource: 'ui/banners' | 'ui/alerts', at: string) {
  const published = await publishedBy(db, resource, at);
  const time = Date.parse(at);
  return (record: Windowed) => published(record) && Date.parse(record.startAt) <= time && (record.endAt === null || time < Date.parse(record.endAt));
}

/**
 * The records with the changes scheduled by `at` written over them (in a savepoint rolled back, as
 * a pending change is read): what they will be then. A record without one is as it is.
 */
async function asChangedBy<R extends Flagged>(db: Kysely<Database>, resource: EditorialResource, at: string, records: R[]): Promise<R[]> {
  const due = await db
    .selectFrom('editorial_states')
    .select(['record_id', 'change_body', 'change_updated_at'])
    .where('resource', '=', resource)
    .where('change_state', '=', 'scheduled')
    .where('change_publish_at', '<=', at)
    .execute();
  if (due.length === 0) return records;
  const changes = new Map(due.map((row) => [row.record_id, row]));
  return inTransaction(db, async (trx) => {
    const changed: R[] = [];
    for (const record of records) {
      const change = changes.get(record.id);
      changed.push(change?.change_body ? await recordWith(trx, resource, record.id, record, { body: change.change_body, updatedAt: change.change_updated_at! }) : record);
    }
    return changed;
  });
}

/** The visible sections of a screen's layout at `at`: published by then, with its change scheduled by then; none when not. */
async function sectionsBy(db: Kysely<Database>, layoutType: LayoutType, at: string, log: Pick<FastifyBaseLogger, 'warn'>) {
  const layout = await readLayout(db, layoutType, log);
  if (!(await publishedBy(db, 'ui/layout', at))(layout)) return [];
  const [then] = await asChangedBy(db, 'ui/layout', at, [layout]);
  return then!.sections.filter((section) => section.visible);
}

/**
 * The layout and banners of a screen and the alerts the app shows at `at` (docs/api.md "Editorial
 * workflow"), each as published then, with the changes scheduled by then.
 */
export async function previewApp(db: Kysely<Database>, layoutType: LayoutType, at: Date, log: Pick<FastifyBaseLogger, 'warn'>): Promise<AppPreview> {
  const instant = at.toISOString();
  const [sections, banners, bannerShown, alertRows, alertShown] = await Promise.all([
    sectionsBy(db, layoutType, instant, log),
    // Every screen's: a change may move a banner to this one.
    readBanners(db),
    shownBy(db, 'ui/banners', instant),
    db.selectFrom('alerts').selectAll().orderBy('start_at', 'desc').orderBy('id', 'desc').execute(),
    shownBy(db, 'ui/alerts', instant),
  ]);
  const [changedBanners, changedAlerts] = [
    await asChangedBy(db, 'ui/banners', instant, banners),
    await asChangedBy(db, 'ui/alerts', instant, alertRows.map((row) => toAlert(row, at))),
  ];
  return {
    at: instant,
    sections,
    // A change may move a banner to another screen or position: the screen's, in position order.
    banners: changedBanners
      .filter((banner) => banner.layoutType === layoutType && bannerShown(banner))
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map((banner) => ({ ...banner, active: true })),
    alerts: changedAlerts.filter(alertShown).map((alert) => ({ ...alert, active: true })),
  };
}
