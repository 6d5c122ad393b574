import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type ContentSectionKey, type LayoutType, PublicationKind } from '../../contract/enums';
import {
  type Layout,
  layout,
  layoutInput,
  type LayoutSection,
  layoutTypeQuery,
  MAX_SECTION_ITEMS,
  type PreviewItem,
  previewItems,
  publicLayout,
} from '../../contract/layouts';
import type { Db } from '../db';
import { conflict } from '../errors';
import { readBanners } from '../lib/banners';
import { apiErrors, bearerAuth, errorResponses, noAuth } from '../lib/openapi';
import { mediaUrl } from '../lib/uploads';

const staleVersion = 'Someone else saved this layout; reload to see their changes';

/** A layout as saved, every section in order, hidden ones too; never saved: version 0, no sections. */
async function readLayout(db: Db, layoutType: LayoutType): Promise<Layout> {
  const saved = await db.selectFrom('layouts').selectAll().where('layout_type', '=', layoutType).executeTakeFirst();
  const rows = await db
    .selectFrom('layout_sections')
    .selectAll()
    .where('layout_type', '=', layoutType)
    .orderBy('position')
    .execute();
  return {
    layoutType,
    sections: rows.map((row) => ({
      code: row.code,
      sectionKey: row.section_key,
      title: row.title,
      itemCount: row.item_count,
      visible: Boolean(row.visible),
    })),
    version: saved?.version ?? 0,
    updatedAt: saved ? new Date(saved.updated_at).toISOString() : null,
  };
}

/**
 * Moves the layout to its next version and answers it: the first save inserts version 1; later
 * ones add one, only from `expected` when it is given. The conditional UPDATE keeps two
 * concurrent saves from the same version from both succeeding (one finds no row: 409).
 */
async function nextVersion(db: Db, layoutType: LayoutType, expected: number | undefined, userId: number): Promise<number> {
  const stamp = { updated_at: new Date().toISOString(), updated_by: userId };
  const inserted = await db
    .insertInto('layouts')
    .values({ layout_type: layoutType, version: 1, ...stamp })
    .onConflict((oc) => oc.column('layout_type').doNothing())
    .returning('version')
    .executeTakeFirst();
  if (inserted) {
    if (expected !== undefined && expected !== 0) throw conflict(staleVersion);
    return inserted.version;
  }
  let update = db
    .updateTable('layouts')
    .set((eb) => ({ version: eb('version', '+', 1), ...stamp }))
    .where('layout_type', '=', layoutType);
  if (expected !== undefined) update = update.where('version', '=', expected);
  const updated = await update.returning('version').executeTakeFirst();
  if (!updated) throw conflict(staleVersion);
  return updated.version;
}

async function writeSections(db: Db, layoutType: LayoutType, sections: LayoutSection[]): Promise<void> {
  await db.deleteFrom('layout_sections').where('layout_type', '=', layoutType).execute();
  if (sections.length === 0) return;
  await db
    .insertInto('layout_sections')
    .values(
      sections.map((section, position) => ({
        layout_type: layoutType,
        position,
        code: section.code,
        section_key: section.sectionKey,
        title: section.title,
        item_count: section.itemCount,
        visible: section.visible ? 1 : 0,
      })),
    )
    .execute();
}

/** The newest enabled e-books of a kind, last updated first. */
async function newestEbooks(db: Db, type: PublicationKind): Promise<PreviewItem[]> {
  const rows = await db
    .selectFrom('ebooks')
    .select(['id', 'title', 'cover_path'])
    .where('type', '=', type)
    .where('status', '=', 'E')
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(MAX_SECTION_ITEMS)
    .execute();
  return rows.map((row) => ({ id: row.id, title: row.title, imageUrl: mediaUrl(row.cover_path) }));
}

/** The newest published feed entries of a content type, latest publication first. */
async function newestEntries(db: Db, contentType: ContentSectionKey, now: Date): Promise<PreviewItem[]> {
  const rows = await db
    .selectFrom('feed_entries')
    .select(['id', 'title', 'image_path'])
    .where('content_type', '=', contentType)
    .where('status', '=', 'E')
    .where('publish_at', '<=', now.toISOString())
    .orderBy('publish_at', 'desc')
    .orderBy('id', 'desc')
    .limit(MAX_SECTION_ITEMS)
    .execute();
  return rows.map((row) => ({ id: row.id, title: row.title, imageUrl: mediaUrl(row.image_path) }));
}

/** A strong ETag of a serialised body: its SHA-256, base64url, quoted. */
const etagOf = (body: string) => `"${createHash('sha256').update(body).digest('base64url')}"`;

/** If-None-Match names this ETag, or `*` (RFC 9110: weak comparison, so a `W/` prefix matches too). */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === etag;
  });
}

/** onSend of the public layout: tags the serialised body, and answers 304 without it when the client has it. */
async function conditionalGet(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
  const etag = etagOf(payload);
  reply.header('etag', etag).header('cache-control', 'no-cache');
  if (!matchesEtag(request.headers['if-none-match'], etag)) return payload;
  reply.code(304).removeHeader('content-type');
  return '';
}

const layoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/data/layout',
    {
      config: { access: 'public' },
      onSend: conditionalGet,
      schema: {
        tags: ['ui'],
        summary: "The saved layout of a mobile app screen, as the app draws it; no sign-in",
        description:
          'The visible sections in order, and the banners active now placed on this screen (by position, each ' +
          'with its images in order). A screen never saved answers version 0 and no sections. The answer carries ' +
          'a strong `ETag` and `Cache-Control: no-cache`: send it back in `If-None-Match` to get a 304 without a ' +
          'body while nothing changed (a save, or a banner starting or ending, changes it).',
        security: noAuth,
        querystring: layoutTypeQuery,
        response: {
          200: publicLayout,
          304: z.null().describe('Not modified: the ETag in If-None-Match is current; no body'),
          ...errorResponses(400, 500),
        },
      },
    },
    async (request) => {
      const { layoutType } = request.query;
      const saved = await readLayout(db, layoutType);
      return {
        layoutType,
        sections: saved.sections.filter((section) => section.visible),
        banners: await readBanners(db, { layoutType, activeAt: new Date() }),
        version: saved.version,
      };
    },
  );

  app.get(
    '/api/layouts',
    {
      config: { access: 'ui' },
      schema: {
        tags: ['ui'],
        summary: "A screen's layout for the editor: every section in order, hidden ones too",
        description: 'A screen never saved answers version 0 and no sections. Send `version` back with the save.',
        security: bearerAuth,
        querystring: layoutTypeQuery,
        response: { 200: layout, ...errorResponses(...apiErrors) },
      },
    },
    async (request) => readLayout(db, request.query.layoutType),
  );

  app.put(
    '/api/layouts/update',
    {
      config: { access: 'ui' },
      schema: {
        tags: ['ui'],
        summary: "Saves a screen's layout: its sections, in order, replace the saved ones",
        description:
          'At most 30 sections, each a content section (`sectionKey` required) or the highlight area (`code` "3"), ' +
          'showing 1 to 20 items. Every save adds one to `version`. With `version` in the body, the save is refused ' +
          'with a 409 when someone else saved since that version (the console sends it); without it, the save wins.',
        security: bearerAuth,
        querystring: layoutTypeQuery,
        body: layoutInput,
        response: { 200: layout, ...errorResponses(...apiErrors, 409) },
      },
    },
    async (request) => {
      const { layoutType } = request.query;
      const { version, sections } = request.body;
      return db.transaction().execute(async (trx) => {
        await nextVersion(trx, layoutType, version, request.user!.id);
        await writeSections(trx, layoutType, sections);
        return readLayout(trx, layoutType);
      });
    },
  );

  app.get(
    '/api/layouts/preview-items',
    {
      config: { access: 'ui' },
      schema: {
        tags: ['ui'],
        summary: "What the editor's preview fills each content section with",
        description:
          'For each content section, the newest 20 enabled items: books and magazines (e-books of type 1 and 2, ' +
          'last updated first), news and videos (feed entries published by now, latest first).',
        security: bearerAuth,
        response: { 200: previewItems, ...errorResponses(...apiErrors) },
      },
    },
    async () => {
      const now = new Date();
      const [book, magazine, news, videos] = await Promise.all([
        newestEbooks(db, PublicationKind.BOOK),
        newestEbooks(db, PublicationKind.MAGAZINE),
        newestEntries(db, 'news', now),
        newestEntries(db, 'videos', now),
      ]);
      return { book, magazine, news, videos };
    },
  );
};

export default layoutRoutes;
