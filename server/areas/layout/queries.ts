import type { FastifyBaseLogger } from 'fastify';
import { type ContentSectionKey, type LayoutType, PublicationKind } from '../../../contract/enums';
import {
  layout,
  type Layout,
  type LayoutSection,
  MAX_SECTION_ITEMS,
  type PreviewItem,
  type PreviewItems,
} from '../../../contract/layout';
import { layoutTypeOfId } from '../../../contract/layoutRules';
import type { Db } from '../../db';
import { conflict, notFound } from '../../errors';
import { mediaUrl } from '../../lib/uploads';

/** The layouts' reads and writes, shared by their route module. */

export const staleVersion = 'Someone else saved this layout; reload to see their changes';

/** A logger for the sections left out of a read (readLayout). */
type Log = Pick<FastifyBaseLogger, 'warn'>;

/** A section as the API answers it (contract/layout.ts `layout`). */
const answeredSection = layout.shape.sections.element;

/**
 * A layout as saved, every section in order, hidden ones too; never saved: version 0, no sections.
 * A section row the answer cannot carry (altered in the database) is left out and logged, so that
 * one row cannot take the screen away from every app (docs/api.md "Layouts"); the next save
 * replaces it.
 */
export async function readLayout(db: Db, layoutType: LayoutType, log: Log): Promise<Layout> {
  // Every screen's row exists (migration 0031); the one read inside a change's savepoint may be ahead.
  const saved = await db.selectFrom('layouts').selectAll().where('layout_type', '=', layoutType).executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('layout_sections')
    .selectAll()
    .where('layout_type', '=', layoutType)
    .orderBy('position')
    .execute();
  return {
    id: saved.id,
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
    status: saved.status,
    version: saved.version,
    updatedAt: saved.version === 0 ? null : new Date(saved.updated_at).toISOString(),
  };
}

/** The layout of the screen whose id is `id` (readLayout); a 404 for an id no screen has. */
export function readLayoutRecord(db: Db, id: number, log: Log): Promise<Layout> {
  const layoutType = layoutTypeOfId(id);
  if (!layoutType) throw notFound('No such layout');
  return readLayout(db, layoutType, log);
}

/**
 * Writes a layout's sections (its update's validated body), one version further, as the layout's
 * editorial source (server/areas/editorial/sources.ts): a save, a pending change read or approved,
 * a revision restored. The version the body names was checked by the route already.
 */
export async function writeLayout(db: Db, id: number, values: { sections: LayoutSection[] }): Promise<void> {
  const layoutType = layoutTypeOfId(id);
  if (!layoutType) throw notFound('No such layout');
  await db
    .updateTable('layouts')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: new Date().toISOString() }))
    .where('id', '=', id)
    .execute();
  await writeSections(db, layoutType, values.sections);
}

/** Refuses a save made from another version than `current` (the body's `version`, when given): a 409. */
export function checkVersion(current: Layout, expected: number | undefined): void {
  if (expected !== undefined && expected !== current.version) throw conflict(staleVersion);
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
