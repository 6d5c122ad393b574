import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Expression, type Kysely, type Selectable, sql } from 'kysely';
import { z } from 'zod';
import {
  type FeedEntry,
  feedEntry,
  feedInput,
  type FeedListQuery,
  feedListRequest,
  feedPage,
  type FeedValues,
  recentTag,
  type RecentTag,
} from '../../contract/feed';
import type { Db } from '../db';
import { containsText } from '../db/dialect';
import type { Database } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { hasVisibleText, sanitizeRichText } from '../lib/html';
import { readSortedPage } from '../lib/lists';
import { apiErrors, bearerAuth, errorResponses, multipartUpload } from '../lib/openapi';
import { swapStoredFile } from '../lib/storedFiles';
import { mediaUrl, receiveImage } from '../lib/uploads';

type EntryRow = Selectable<Database['feed_entries']>;
type FeedSortField = NonNullable<FeedListQuery['paginationRequest']['sortBy']>;

const entryParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

const recentTagsQuery = z.object({
  /** Tags starting with it come first, then those containing it elsewhere. */
  q: z.string().trim().toLowerCase().max(40).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

const missing = 'No such feed entry';

/** Titles sort ignoring case; the id always follows, so equal values keep one order from page to page. */
const sortExpression: Record<FeedSortField, Expression<unknown>> = {
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

async function withTags(db: Kysely<Database>, rows: EntryRow[]): Promise<FeedEntry[]> {
  const tags = await tagsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toEntry(row, tags.get(row.id) ?? []));
}

async function findEntry(db: Kysely<Database>, id: number): Promise<FeedEntry> {
  const row = await db.selectFrom('feed_entries').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(missing);
  const [entry] = await withTags(db, [row]);
  return entry!;
}

function filtered(db: Kysely<Database>, filters: FeedListQuery) {
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
  if (q) query = query.where((eb) => eb.or([containsText(db, 'title', q), containsText(db, 'body', q)]));
  return query;
}

/**
 * The columns written from an entry's input: the body sanitised (nothing left to read: 400), the
 * publish time in UTC, and a video URL only on videos.
 */
function columnsOf(input: FeedValues) {
  const body = sanitizeRichText(input.body);
  if (!hasVisibleText(body)) {
    const message = 'Write some text; only paragraphs, lists, quotes and links are kept';
    throw badRequest('Some fields are not valid', { body: message });
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

async function writeTags(db: Kysely<Database>, id: number, tags: string[]) {
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
async function recentTags(db: Db, { q, limit }: z.output<typeof recentTagsQuery>): Promise<RecentTag[]> {
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

const feedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.post(
    '/api/feed/',
    {
      config: { access: 'feed' },
      schema: {
        tags: ['feed'],
        summary: 'Creates a feed entry with its tags',
        description:
          'The body is sanitised HTML (see the FeedInput schema); a body with no text left once sanitised is a 400 ' +
          '(fieldErrors.body). Tags are trimmed, lower-cased and deduplicated. `videoUrl` is kept for videos only.',
        security: bearerAuth,
        body: feedInput,
        response: { 201: feedEntry, ...errorResponses(...apiErrors) },
      },
    },
    async (request, reply) => {
      const columns = columnsOf(request.body);
      const now = new Date().toISOString();
      const entry = await db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('feed_entries')
          .values({ ...columns, image_path: null, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        await writeTags(trx, id, request.body.tags);
        return findEntry(trx, id);
      });
      return reply.code(201).send(entry);
    },
  );

  app.post(
    '/api/feed/list',
    {
      config: { access: 'feed' },
      schema: {
        tags: ['feed'],
        summary: 'A page of feed entries, filtered and sorted',
        description:
          'Filters: `contentType`, `status`, `tag` (entries carrying it) and `q` (title or body contains it, ignoring case). ' +
          'Sort by `publishAt`, `title` (ignoring case) or `createdAt` (default `publishAt` DESC; a `sortBy` without ' +
          '`sortDirection` sorts ASC); ties are broken by id.',
        security: bearerAuth,
        body: feedListRequest,
        response: { 200: feedPage, ...errorResponses(...apiErrors) },
      },
    },
    async (request) =>
      readSortedPage(
        db,
        request.body.paginationRequest,
        (trx) => filtered(trx, request.body),
        { sortExpression, defaultSort: 'publishAt', id: 'id' },
        async (window, trx) => withTags(trx, await window.selectAll().execute()),
      ),
  );

  app.get(
    '/api/feed/tags/recent/',
    {
      config: { access: 'feed' },
      schema: {
        tags: ['feed'],
        summary: 'The tags in use, most recently used first',
        description:
          "A plain array of `{tag, uses, lastUsedAt}`: `uses` counts the entries carrying the tag, `lastUsedAt` is the latest " +
          '`updatedAt` among them. `q` keeps the tags containing it (ignoring case), those starting with it first; ' +
          '`limit` is 1 to 50 (default 20).',
        security: bearerAuth,
        querystring: recentTagsQuery,
        response: { 200: z.array(recentTag), ...errorResponses(...apiErrors) },
      },
    },
    async (request) => recentTags(db, request.query),
  );

  app.get(
    '/api/feed/:id',
    {
      config: { access: 'feed' },
      schema: {
        tags: ['feed'],
        summary: 'One feed entry',
        security: bearerAuth,
        params: entryParams,
        response: { 200: feedEntry, ...errorResponses(...apiErrors, 404) },
      },
    },
    async (request) => findEntry(db, request.params.id),
  );

  app.put(
    '/api/feed/:id',
    {
      config: { access: 'feed' },
      schema: {
        tags: ['feed'],
        summary: 'Updates a feed entry and replaces its tags',
        description: 'The same body and rules as the creation; the picture is set with `POST /api/feed/{id}/image`.',
        security: bearerAuth,
        params: entryParams,
        body: feedInput,
        response: { 200: feedEntry, ...errorResponses(...apiErrors, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const columns = columnsOf(request.body);
      return db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('feed_entries')
          .set({ ...columns, updated_at: new Date().toISOString() })
          .where('id', '=', id)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) throw notFound(missing);
        await writeTags(trx, id, request.body.tags);
        return findEntry(trx, id);
      });
    },
  );

  app.delete(
    '/api/feed/:id',
    {
      config: { access: 'feed' },
      schema: {
        tags: ['feed'],
        summary: 'Deletes a feed entry, its tags and its picture',
        security: bearerAuth,
        params: entryParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(...apiErrors, 404) },
      },
    },
    async (request, reply) => {
      const deleted = await db
        .deleteFrom('feed_entries')
        .where('id', '=', request.params.id)
        .returning('image_path')
        .executeTakeFirst();
      if (!deleted) throw notFound(missing);
      // The row is gone first: a failure here leaves an orphan file, never a record naming no file.
      if (deleted.image_path) {
        await app.storage.remove(deleted.image_path).catch((error: unknown) => {
          request.log.warn({ err: error, path: deleted.image_path }, 'could not remove a deleted feed picture');
        });
      }
      return reply.code(204).send(null);
    },
  );

  /** Points the entry at a new picture (null: none), removing the previous file after; answers the entry. */
  async function replaceImage(id: number, imagePath: string | null): Promise<FeedEntry> {
    await swapStoredFile(app, {
      what: 'picture',
      missing,
      next: imagePath,
      read: async () =>
        (await db.selectFrom('feed_entries').select('image_path').where('id', '=', id).executeTakeFirst())?.image_path,
      write: async (previous) => {
        const updated = await db
          .updateTable('feed_entries')
          .set({ image_path: imagePath, updated_at: new Date().toISOString() })
          .where('id', '=', id)
          .where('image_path', previous === null ? 'is' : '=', previous)
          .executeTakeFirst();
        return Number(updated.numUpdatedRows) > 0;
      },
    });
    return findEntry(db, id);
  }

  const entryExists = async (id: number) =>
    (await db.selectFrom('feed_entries').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

  app.post(
    '/api/feed/:id/image',
    {
      config: { access: 'feed' },
      schema: {
        tags: ['feed'],
        summary: "Sets a feed entry's picture; the previous one is deleted",
        description:
          'multipart/form-data with the image in the field `file`: PNG, JPEG, WebP or GIF by content, at most ' +
          "UPLOAD_MAX_IMAGE_BYTES (5 MiB by default). The picture is then public at the entry's `imageUrl` (`/media/feed/...`).",
        security: bearerAuth,
        params: entryParams,
        ...multipartUpload,
        response: { 200: feedEntry, ...errorResponses(...apiErrors, 404, 409, 413, 415) },
      },
    },
    async (request) => {
      const { id } = request.params;
      // Before the upload is read: no file is stored for an entry that does not exist.
      if (!(await entryExists(id))) throw notFound(missing);
      return replaceImage(id, await receiveImage(request, app.storage, 'feed'));
    },
  );

  app.delete(
    '/api/feed/:id/image',
    {
      config: { access: 'feed' },
      schema: {
        tags: ['feed'],
        summary: "Removes a feed entry's picture (nothing happens when there is none); answers the entry",
        security: bearerAuth,
        params: entryParams,
        response: { 200: feedEntry, ...errorResponses(...apiErrors, 404, 409) },
      },
    },
    async (request) => replaceImage(request.params.id, null),
  );
};

export default feedRoutes;
