import { z } from 'zod';
import { csvFile, exportDescription, exportParams, queryFilters } from './exportQuery';
import { bulkOperation } from './bulk';
import { contentTypes, enabledFlags } from './enums';
import { editorialVersionQuery } from './editorialVersion';
import { defineOperations } from './operation';
import { listRequest, pageOf } from './pagination';
import { feedTagMaxLength, feedTagPattern } from './feedRules';
import { codedText } from './apiMessages';
export { feedImageExtensions } from './feedRules';

/** A tag (feedRules.ts `isFeedTag`, which the console checks): trimmed and lower-cased. */
export const feedTag = z.string().trim().toLowerCase().min(1).max(feedTagMaxLength).regex(feedTagPattern, codedText('feed_tag'));

/** The body of `POST /api/feed/` and `PUT /api/feed/{id}` (other fields are ignored). */
export const feedInput = z
  .object({
    title: z.string().trim().min(1).max(200),
    /**
     * HTML of paragraphs and links (p, br, a, strong, em, b, i, u, s, code, ul, ol, li, blockquote, h2, h3);
     * the server sanitises it and stores only what is left. Empty once sanitised: 400.
     */
    body: z.string().max(50_000),
    contentType: z.enum(contentTypes),
    /** For videos: where the video plays (http or https). */
    videoUrl: z
      .url({ protocol: /^https?$/ })
      .max(500)
      .nullish()
      .or(z.literal('').transform(() => null))
      .transform((value) => value ?? null),
    tags: z
      .array(feedTag)
      .max(10)
      .default([])
      .transform((tags) => [...new Set(tags)]),
    /** When the entry shows in the app (ISO 8601); may be in the future. */
    publishAt: z.iso.datetime({ offset: true }),
    status: z.enum(enabledFlags).default('E'),
  })
  .meta({ id: 'FeedInput' });
export type FeedInput = z.input<typeof feedInput>;
export type FeedValues = z.output<typeof feedInput>;

export const feedEntry = z
  .object({
    id: z.number().int(),
    title: z.string(),
    body: z.string(),
    contentType: z.enum(contentTypes),
    videoUrl: z.string().nullable(),
    /** Public URL of the picture (`/media/feed/...`), or null. */
    imageUrl: z.string().nullable(),
    tags: z.array(z.string()),
    publishAt: z.string(),
    status: z.enum(enabledFlags),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'FeedEntry' });
export type FeedEntry = z.infer<typeof feedEntry>;

export const feedSortFields = ['publishAt', 'title', 'createdAt'] as const;

export const feedListRequest = listRequest(
  {
    contentType: z.enum(contentTypes).optional(),
    status: z.enum(enabledFlags).optional(),
    /** Entries carrying this tag. */
    tag: feedTag.optional(),
    /** Free text, matched against title and body, ignoring case. */
    q: z.string().trim().max(200).optional(),
  },
  feedSortFields,
).meta({ id: 'FeedListRequest' });
export type FeedListRequest = z.input<typeof feedListRequest>;
export type FeedListQuery = z.output<typeof feedListRequest>;

export const feedPage = pageOf(feedEntry).meta({ id: 'FeedPage' });

/** One of the recent tags: the tag, how many entries carry it, and when it was last used. */
export const recentTag = z.object({ tag: z.string(), uses: z.number().int(), lastUsedAt: z.string() }).meta({ id: 'RecentTag' });
export type RecentTag = z.infer<typeof recentTag>;

export const feedEntryParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const recentTagsQuery = z.object({
  /** Tags starting with it come first, then those containing it elsewhere. */
  q: z.string().trim().toLowerCase().max(40).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type RecentTagsQuery = z.output<typeof recentTagsQuery>;

export const feedExportQuery = z.object({ ...queryFilters(feedListRequest), ...exportParams('exportFeedEntries', feedSortFields) });
export type FeedExportQuery = z.output<typeof feedExportQuery>;

export const feedOperations = defineOperations('feed', {
  createFeedEntry: {
    method: 'POST',
    path: '/api/feed/',
    access: 'feed',
    summary: 'Creates a feed entry with its tags',
    description:
      'The body is sanitised HTML (see the FeedInput schema); a body with no text left once sanitised is a 400 ' +
      '(fieldErrors.body). Tags are trimmed, lower-cased and deduplicated. `videoUrl` is kept for videos only.',
    body: feedInput,
    responses: { 201: feedEntry },
  },
  listFeedEntries: {
    method: 'POST',
    path: '/api/feed/list',
    access: 'feed',
    readOnly: true,
    summary: 'A page of feed entries, filtered and sorted',
    description:
      'Filters: `contentType`, `status`, `tag` (entries carrying it) and `q` (title or body contains it, ignoring case). ' +
      'Sort by `publishAt`, `title` (ignoring case) or `createdAt` (default `publishAt` DESC; a `sortBy` without ' +
      '`sortDirection` sorts ASC); ties are broken by id.',
    body: feedListRequest,
    responses: { 200: feedPage },
  },
  listRecentFeedTags: {
    method: 'GET',
    path: '/api/feed/tags/recent/',
    access: 'feed',
    summary: 'The tags in use, most recently used first',
    description:
      'A plain array of `{tag, uses, lastUsedAt}`: `uses` counts the entries carrying the tag, `lastUsedAt` is the latest ' +
      '`updatedAt` among them. `q` keeps the tags containing it (ignoring case), those starting with it first; ' +
      '`limit` is 1 to 50 (default 20).',
    query: recentTagsQuery,
    responses: { 200: z.array(recentTag) },
  },
  getFeedEntry: {
    method: 'GET',
    path: '/api/feed/:id',
    access: 'feed',
    summary: 'One feed entry',
    params: feedEntryParams,
    query: editorialVersionQuery,
    responses: { 200: feedEntry },
    errors: [404],
    etag: true,
  },
  updateFeedEntry: {
    method: 'PUT',
    path: '/api/feed/:id',
    access: 'feed',
    summary: 'Updates a feed entry and replaces its tags',
    description: 'The same body and rules as the creation; the picture is set with `POST /api/feed/{id}/image`.',
    params: feedEntryParams,
    body: feedInput,
    responses: { 200: feedEntry },
    errors: [404],
    ifMatch: true,
  },
  deleteFeedEntry: {
    method: 'DELETE',
    path: '/api/feed/:id',
    access: 'feed',
    summary: 'Deletes a feed entry, its tags and its picture',
    params: feedEntryParams,
    responses: { 204: z.null().describe('Deleted') },
    errors: [404],
    ifMatch: true,
  },
  uploadFeedEntryImage: {
    method: 'POST',
    path: '/api/feed/:id/image',
    access: 'feed',
    summary: "Sets a feed entry's picture; the previous one is deleted",
    description:
      'multipart/form-data with the image in the field `file`: PNG, JPEG, WebP or GIF by content, at most ' +
      "UPLOAD_MAX_IMAGE_BYTES (5 MiB by default). The picture is then public at the entry's `imageUrl` (`/media/feed/...`).",
    params: feedEntryParams,
    body: 'multipart',
    responses: { 200: feedEntry },
    errors: [404, 409, 413, 415],
    etag: true,
  },
  deleteFeedEntryImage: {
    method: 'DELETE',
    path: '/api/feed/:id/image',
    access: 'feed',
    summary: "Removes a feed entry's picture (nothing happens when there is none); answers the entry",
    params: feedEntryParams,
    responses: { 200: feedEntry },
    errors: [404, 409],
    etag: true,
  },
  bulkFeedEntries: bulkOperation('feeds', {
    summary: 'Enables, disables or deletes many feed entries',
    description:
      '`enable` and `disable` set the status; `delete` deletes the entry, its tags and picture.',
    filter: feedListRequest,
  }),
  exportFeedEntries: {
    method: 'GET',
    path: '/api/feed/export.csv',
    access: 'feed',
    summary: 'Every feed entry the filters select, as a CSV download',
    description: exportDescription('exportFeedEntries', 'The entries `POST /api/feed/list` selects, newest publication first by default'),
    query: feedExportQuery,
    responses: { 200: csvFile },
  },
});
