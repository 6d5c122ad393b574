import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { type ContentSectionKey, type LayoutType, PublicationKind } from '../../../contract/enums';
import {
  layout,
  type Layout,
  type LayoutSection,
  MAX_SECTION_ITEMS,
  type PreviewItem,
  type PreviewItems,
} from '../../../contract/layout';
import type { Db } from '../../db';
import { dialectOf } from '../../db/dialect';
import { conflict } from '../../errors';
import { mediaUrl } from '../../lib/uploads';

/** The layouts' reads and writes, shared by their route module. */

const staleVersion = 'Someone else saved this layout; reload to see their changes';

/** A section as the API answers it (contract/layout.ts `layout`). */
const answeredSection = layout.shape.sections.element;

/**
 * A layout as saved, every section in order, hidden ones too; never saved: version 0, no sections.
 * A section row the answer cannot carry (altered in the database) is left out and logged, so that
 * one row cannot take the screen away from every app (docs/api.md "Layouts"); the next save
 * replaces it.
 */
export async function readLayout(db: Db, layoutType: LayoutType, log: Pick<FastifyBaseLogger, 'warn'>): Promise<Layout> {
  const saved = await db.selectFrom('layouts').selectAll().where('layout_type', '=', layoutType).executeTakeFirst();
  const rows = await db
    .selectFrom('layout_sections')
    .selectAll()
    .where('layout_type', '=', layoutType)
    .orderBy('position')
    .execute();
  return {
    layoutType,
    sections: rows.flatMap((row) => {
      const section = answeredSection.safeParse({
        code: row.code,
        sectionKey: row.section_key,
        title: row.title,
        itemCount: row.item_count,
        visible: Boolean(row.visible),
      });
      if (section.success) return [section.data];
      log.warn({ layoutType, position: row.position, problem: section.error.message }, 'a layout section left out of its layout');
      return [];
    }),
    version: saved?.version ?? 0,
    updatedAt: saved ? new Date(saved.updated_at).toISOString() : null,
  };
}

/**
 * Moves the layout to its next version and answers it: the first save inserts version 1; later
 * ones add one, only from `expected` when it is given. The conditional UPDATE keeps two
 * concurrent saves from the same version from both succeeding (one finds no row: 409).
 */
export async function nextVersion(db: Db, layoutType: LayoutType, expected: number | undefined, userId: number): Promise<number> {
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

/**
 * Holds a screen's saves one at a time until the transaction ends, a layout never saved (no row
 * to lock yet) included: on PostgreSQL a transaction-scoped advisory lock on the screen; a SQLite
 * write transaction holds the database's write lock from its start already.
 */
export async function lockLayout(db: Db, layoutType: LayoutType): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(hashtext(${`layouts:${layoutType}`}))`.execute(db);
}

export async function writeSections(db: Db, layoutType: LayoutType, sections: LayoutSection[]): Promise<void> {
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

/** What the editor's preview fills each content section with, as of `now`. */
export async function readPreviewItems(db: Db, now: Date): Promise<PreviewItems> {
  const [book, magazine, news, videos] = await Promise.all([
    newestEbooks(db, PublicationKind.BOOK),
    newestEbooks(db, PublicationKind.MAGAZINE),
    newestEntries(db, 'news', now),
    newestEntries(db, 'videos', now),
  ]);
  return { book, magazine, news, videos };
}
