import { type Expression, type Kysely, type Selectable, sql } from 'kysely';
import type { FeedEntry, FeedListQuery, FeedValues, RecentTag, RecentTagsQuery } from '../../../contract/feed';
import type { Db } from '../../db';
import { containsText } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { lockingRead } from '../../lib/versions';
import { hasVisibleText, sanitizeRichText } from '../../lib/html';
import { feedTextContains } from '../../lib/textSearch';
import { mediaUrl } from '../../lib/uploads';
import { type AuditedChange, type AuditedRecord, type Author, deleteAudited } from '../../audit/records';
import { coded } from '../../../contract/apiMessages';

/** The feed's reads and writes, shared by its route module. */

type EntryRow = Selectable<Database['feed_entries']>;
type FeedSortField = NonNullable<FeedListQuery['paginationRequest']['sortBy']>;

export const missing = 'No such feed entry';

/** Titles sort ignoring case; the id always follows, so equal values keep one order from page to page. */
export const sortExpression: Record<FeedSortField, Expression<unknown>> = {
  publishAt: sql.ref('publish_at'),
  title: sql`lower(${sql.ref('title')})`,
  createdAt: sql.ref('created_at'),
};

const toEntry = (row: EntryRow, tags: string[]): FeedEntry => ({
  id: row.id,
  title: row.title,
  body: row.body,
  contentType: row.content_type,
  videoUrl: row.video_url,
  imageUrl: mediaUrl(row.image_path),
  tags,
  publishAt: new Date(row.publish_at).toISOString(),
  status: row.status,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** The tags of some entries, in one query, each entry's in alphabetical order. */
async function tagsOf(db: Kysely<Database>, ids: number[]): Promise<Map<number, string[]>> {
  const tags = new Map<number, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return tags;
  const rows = await db
    .selectFrom('feed_entry_tags')
    .select(['feed_entry_id', 'tag'])
    .where('feed_entry_id', 'in', ids)
    .orderBy('tag')
    .execute();
  for (const row of rows) tags.get(row.feed_entry_id)?.push(row.tag);
  return tags;
}

export async function withTags(db: Kysely<Database>, rows: EntryRow[]): Promise<FeedEntry[]> {
  const tags = await tagsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toEntry(row, tags.get(row.id) ?? []));
}

export async function findEntry(db: Kysely<Database>, id: number, lock = false): Promise<FeedEntry> {
  const query = db.selectFrom('feed_entries').selectAll().where('id', '=', id);
  const row = await (lock ? lockingRead(db, query) : query).executeTakeFirst();
  if (!row) throw notFound(missing);
  const [entry] = await withTags(db, [row]);
  return entry!;
}

export function filtered(db: Kysely<Database>, filters: Omit<FeedListQuery, 'paginationRequest'>) {
  let query = db.selectFrom('feed_entries');
  const { contentType, status, tag, q } = filters;
  if (contentType) query = query.where('content_type', '=', contentType);
  if (status) query = query.where('status', '=', status);
  if (tag) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('feed_entry_tags')
          .select('feed_entry_tags.tag')
          .whereRef('feed_entry_tags.feed_entry_id', '=', 'feed_entries.id')
          .where('feed_entry_tags.tag', '=', tag),
      ),
    );
  }
  if (q) query = query.where(feedTextContains(db, q));
  return query;
}

/**
 * The columns written from an entry's input: the body sanitised (nothing left to read: 400), the
 * publish time in UTC, and a video URL only on videos.
 */
export function columnsOf(input: FeedValues) {
  const body = sanitizeRichText(input.body);
  if (!hasVisibleText(body)) {
    throw badRequest('Some fields are not valid', { body: coded('feed_body_empty') });
  }
  return {
    title: input.title,
    body,
    content_type: input.contentType,
    video_url: input.contentType === 'videos' ? input.videoUrl : null,
    publish_at: new Date(input.publishAt).toISOString(),
    status: input.status,
  };
}

/** The entry's update: its columns and its tags (the feed's PUT, a pending change approved, a revision restored). */
export async function writeEntry(trx: Kysely<Database>, id: number, values: FeedValues): Promise<void> {
  await trx
    .updateTable('feed_entries')
    .set({ ...columnsOf(values), updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
  await writeTags(trx, id, values.tags);
}

export async function writeTags(db: Kysely<Database>, id: number, tags: string[]) {
  await db.deleteFrom('feed_entry_tags').where('feed_entry_id', '=', id).execute();
  if (tags.length > 0) {
    await db
      .insertInto('feed_entry_tags')
      .values(tags.map((tag) => ({ feed_entry_id: id, tag })))
      .execute();
  }
}

/**
 * Tags by their latest use, the newest first: a tag's last use is the latest `updated_at` of the
 * entries carrying it (an entry is updated when it is created or saved). With `q`, tags that start
 * with it come before those that only contain it.
 */
export async function recentTags(db: Db, { q, limit }: RecentTagsQuery): Promise<RecentTag[]> {
  let query = db
    .selectFrom('feed_entry_tags')
    .innerJoin('feed_entries', 'feed_entries.id', 'feed_entry_tags.feed_entry_id')
    .select((eb) => [
      'feed_entry_tags.tag as tag',
      eb.fn.countAll<number>().as('uses'),
      eb.fn.max('feed_entries.updated_at').as('lastUsedAt'),
    ])
    .groupBy('feed_entry_tags.tag');
  if (q) {
    query = query
      .where(containsText(db, 'feed_entry_tags.tag', q))
      .orderBy(sql`case when substr(${sql.ref('feed_entry_tags.tag')}, 1, ${[...q].length}) = ${q} then 0 else 1 end`);
  }
  const rows = await query
    .orderBy(sql`max(${sql.ref('feed_entries.updated_at')})`, 'desc')
    .orderBy('feed_entry_tags.tag')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ tag: row.tag, uses: Number(row.uses), lastUsedAt: new Date(row.lastUsedAt).toISOString() }));
}

/** An entry as audited and versioned writes see it (server/audit/records.ts). */
export const auditedEntry = (id: number): AuditedRecord<FeedEntry> => ({
  resource: 'feeds',
  id,
  table: 'feed_entries',
  find: (trx) => findEntry(trx, id),
  findLocked: (trx) => findEntry(trx, id, true),
  label: (record) => record.title,
});

/** Deletes an entry with its tags, audited; answers its picture's path, to remove once committed. */
export async function deleteEntry(db: Db, author: Author, id: number, change?: AuditedChange): Promise<string | null> {
  let imagePath: string | null = null;
  await deleteAudited(
    db,
    author,
    auditedEntry(id),
    async (trx) => {
      const deleted = await trx.deleteFrom('feed_entries').where('id', '=', id).returning('image_path').executeTakeFirstOrThrow();
      imagePath = deleted.image_path;
    },
    change,
  );
  return imagePath;
}
