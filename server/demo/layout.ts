import { type ContentSectionKey, HIGHLIGHT_CODE, type LayoutType } from '../../contract/enums';
import type { Db } from '../db';
import type { Storage } from '../storage/types';

interface DemoSection {
  /** A content section, or the highlight area when absent. */
  sectionKey?: ContentSectionKey;
  title: string;
  itemCount: number;
  visible?: boolean;
}

/** Every screen opens on its banners, then its shelves; one section on the home screen is kept hidden. */
export const demoLayouts: Record<LayoutType, DemoSection[]> = {
  home: [
    { title: 'Featured', itemCount: 5 },
    { sectionKey: 'book', title: 'New this week', itemCount: 10 },
    { sectionKey: 'magazine', title: 'Latest issues', itemCount: 8 },
    { sectionKey: 'news', title: 'Top stories', itemCount: 6 },
    { sectionKey: 'videos', title: 'Watch now', itemCount: 6 },
    { sectionKey: 'book', title: 'Summer reading', itemCount: 10, visible: false },
  ],
  books: [
    { title: 'Featured books', itemCount: 5 },
    { sectionKey: 'book', title: 'New releases', itemCount: 12 },
    { sectionKey: 'book', title: 'Bestsellers', itemCount: 10 },
    { sectionKey: 'book', title: 'Staff picks', itemCount: 8 },
  ],
  magazines: [
    { title: 'This month', itemCount: 4 },
    { sectionKey: 'magazine', title: 'Latest issues', itemCount: 12 },
    { sectionKey: 'magazine', title: 'Most read', itemCount: 10 },
  ],
  news: [
    { title: 'Headlines', itemCount: 3 },
    { sectionKey: 'news', title: 'Top stories', itemCount: 10 },
    { sectionKey: 'videos', title: 'Video reports', itemCount: 6 },
    { sectionKey: 'news', title: 'More news', itemCount: 20 },
  ],
};

/** Demo layouts: every screen of the mobile app saved once (version 1). */
export async function seedLayouts(db: Db, options: { now: Date; storage?: Storage }): Promise<void> {
  const updatedAt = options.now.toISOString();
  const entries = Object.entries(demoLayouts) as [LayoutType, DemoSection[]][];
  // Every screen's row exists from the migrations (version 0): each is saved once.
  await db.updateTable('layouts').set({ version: 1, updated_at: updatedAt }).execute();
  await db
    .insertInto('layout_sections')
    .values(
      entries.flatMap(([layoutType, sections]) =>
        sections.map((section, position) => ({
          layout_type: layoutType,
          position,
          code: section.sectionKey ? ('content' as const) : HIGHLIGHT_CODE,
          section_key: section.sectionKey ?? null,
          title: section.title,
          item_count: section.itemCount,
          visible: section.visible === false ? 0 : 1,
        })),
      ),
    )
    .execute();
}
