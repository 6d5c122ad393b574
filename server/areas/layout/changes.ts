import { isDeepStrictEqual } from 'node:util';
import type { AuditChange } from '../../../contract/audit';
import { type ContentSectionKey, HIGHLIGHT_CODE, type LayoutType } from '../../../contract/enums';
import type { Layout } from '../../../contract/layout';

/** How a layout's saves read in the audit log (docs/api.md "Audit log"). */

const screenNames: Record<LayoutType, string> = { home: 'Home', books: 'Books', magazines: 'Magazines', news: 'News' };
const kindNames: Record<ContentSectionKey, string> = { videos: 'Videos', news: 'News', magazine: 'Magazine', book: 'Book' };

/** The label of a layout's entries: "Home layout". */
export const layoutLabel = (layoutType: LayoutType) => `${screenNames[layoutType]} layout`;

/** One section in a few words: "New releases (Book, 10 items)", "Featured (Highlight area, 5 items, hidden)". */
export function describeSection(section: Layout['sections'][number]): string {
  const kind = section.code === HIGHLIGHT_CODE ? 'Highlight area' : kindNames[section.sectionKey ?? 'book'];
  const items = `${section.itemCount} ${section.itemCount === 1 ? 'item' : 'items'}`;
  return `${section.title} (${kind}, ${items}${section.visible ? '' : ', hidden'})`;
}

/** Lists up to this long are recorded whole; longer ones lose the sections unchanged at both ends. */
const wholeListLength = 10;

const unchanged = (count: number) => `… ${count} ${count === 1 ? 'section' : 'sections'} unchanged`;

/**
 * What a save changed, as one change `sections` from the sections before to those after, each
 * described in a few words (so that added, removed, moved and changed sections read at a glance);
 * nothing when the sections are the same. In long lists the sections unchanged at the start and at
 * the end are counted instead ("… 12 sections unchanged"), the same words on both sides.
 */
export function sectionsChanges(before: Layout['sections'], after: Layout['sections']): AuditChange[] {
  let from = before.map(describeSection);
  let to = after.map(describeSection);
  if (isDeepStrictEqual(from, to)) return [];
  if (Math.max(from.length, to.length) > wholeListLength) {
    let head = 0;
    while (head < from.length && head < to.length && from[head] === to[head]) head++;
    let tail = 0;
    while (tail < from.length - head && tail < to.length - head && from[from.length - 1 - tail] === to[to.length - 1 - tail]) tail++;
    const trim = (list: string[]) => [
      ...(head > 0 ? [unchanged(head)] : []),
      ...list.slice(head, list.length - tail),
      ...(tail > 0 ? [unchanged(tail)] : []),
    ];
    [from, to] = [trim(from), trim(to)];
  }
  return [{ field: 'sections', from, to }];
}
