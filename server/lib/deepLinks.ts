import { type Kysely, sql } from 'kysely';
import type { DeepLinkTargetOption } from '../../contract/deepLinks';
import { DeepLinkTarget } from '../../contract/enums';
import { containsText } from '../db/dialect';
import type { Database } from '../db/schema';
import { badRequest } from '../errors';
import { mediaUrl } from './uploads';
import { type ApiMessageCode, coded } from '../../contract/apiMessages';

type RecordTarget = 1 | 2 | 3 | 4 | 5;

/** What a record target kind opens, named as the console's messages name it. */
/** The refusal of a record target that names no record, by its kind: "No book has the id 12". */
const targetMissing: Record<RecordTarget, ApiMessageCode> = {
  [DeepLinkTarget.NEWS_DETAILS]: 'link_no_news_entry',
  [DeepLinkTarget.BOOK_DETAILS]: 'link_no_book',
  [DeepLinkTarget.VIDEO_DETAILS]: 'link_no_video',
  [DeepLinkTarget.MAGAZINE_DETAILS]: 'link_no_magazine',
  [DeepLinkTarget.SUBSCRIPTION_DETAILS]: 'link_no_plan',
};

interface TargetSearch {
  q?: string;
  ids?: number[];
  limit: number;
}

/**
 * The records a link of a kind may open: news and video entries of the feed, books and
 * magazines of the catalog, subscription plans. By id when `ids` is given, else by `q` (title or
 * id), the newest first.
 */
export async function findTargets(db: Kysely<Database>, kind: RecordTarget, search: TargetSearch): Promise<DeepLinkTargetOption[]> {
  const byText = (column: string) => (search.q ? containsText(db, column, search.q) : sql<boolean>`1 = 1`);
  const numericId = search.q && /^[0-9]{1,9}$/.test(search.q) ? Number(search.q) : undefined;
  if (kind === DeepLinkTarget.NEWS_DETAILS || kind === DeepLinkTarget.VIDEO_DETAILS) {
    let query = db
      .selectFrom('feed_entries')
      .select(['id', 'title', 'image_path'])
      .where('content_type', '=', kind === DeepLinkTarget.NEWS_DETAILS ? 'news' : 'videos');
    query = search.ids
      ? query.where('id', 'in', search.ids)
      : query.where((eb) => eb.or([byText('title'), eb('id', '=', numericId ?? -1)]));
    const rows = await query.orderBy('publish_at', 'desc').orderBy('id', 'desc').limit(search.limit).execute();
    return rows.map((row) => ({ id: row.id, title: row.title, imageUrl: mediaUrl(row.image_path) }));
  }
  if (kind === DeepLinkTarget.BOOK_DETAILS || kind === DeepLinkTarget.MAGAZINE_DETAILS) {
    let query = db
      .selectFrom('ebooks')
      .select(['id', 'title', 'cover_path'])
      .where('type', '=', kind === DeepLinkTarget.BOOK_DETAILS ? 1 : 2);
    query = search.ids
      ? query.where('id', 'in', search.ids)
      : query.where((eb) => eb.or([byText('title'), eb('id', '=', numericId ?? -1)]));
    const rows = await query.orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(search.limit).execute();
    return rows.map((row) => ({ id: row.id, title: row.title, imageUrl: mediaUrl(row.cover_path) }));
  }
  let query = db.selectFrom('subscriptions').select(['id', 'name']);
  query = search.ids
    ? query.where('id', 'in', search.ids)
    : query.where((eb) => eb.or([byText('name'), eb('id', '=', numericId ?? -1)]));
  const rows = await query.orderBy('name').orderBy('id').limit(search.limit).execute();
  return rows.map((row) => ({ id: row.id, title: row.name, imageUrl: null }));
}

/**
 * Checks that a record target names a record of its kind (the schema has checked the value's
 * shape and URLs): 400 on `targetValue` otherwise. `field` names the value's field in the answer.
 */
export async function assertTargetExists(
  db: Kysely<Database>,
  link: { targetKind: number | null; targetValue: string | null },
  field = 'targetValue',
): Promise<void> {
  const kind = link.targetKind;
  if (kind == null || !(kind in targetMissing) || !link.targetValue) return;
  const id = Number(link.targetValue);
  const [found] = await findTargets(db, kind as RecordTarget, { ids: [id], limit: 1 });
  if (!found) {
    throw badRequest('Some fields are not valid', { [field]: coded(targetMissing[kind as RecordTarget], { id: String(id) }) });
  }
}
