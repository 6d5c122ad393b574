import { type Area, canAccess } from './access';
import { type EditorialResource, editorialAreaOf, type LifecycleState, mayTakeStep } from './lifecycle';

/**
 * What the console needs of the release calendar (contract/calendar.ts holds its schemas and
 * operation), without zod: the kinds of item, the longest range one request reads, and the named
 * rule of what a reader may move (docs/api.md "Release calendar").
 */

/**
 * The kinds of item, the calendar's filter: a publication to come (a record scheduled by its
 * lifecycle), a past publication (the audit log's), an e-book's release date, a banner's or an
 * alert's window, a feed entry's time.
 */
export const calendarKinds = ['scheduled', 'published', 'release', 'banner', 'alert', 'feed'] as const;
export type CalendarKind = (typeof calendarKinds)[number];

/** The resource whose records each kind shows; `scheduled` and `published` show every editorial resource's. */
export const calendarKindResource: Partial<Record<CalendarKind, EditorialResource>> = {
  release: 'e-books',
  banner: 'ui/banners',
  alert: 'ui/alerts',
  feed: 'feeds',
};

/** The kinds `role` may see: those of the resources whose area it may open (an editor sees no feed entry). */
export const calendarKindsFor = (role: number | null | undefined): CalendarKind[] =>
  calendarKinds.filter((kind) => {
    const resource = calendarKindResource[kind];
    return resource === undefined || canAccess(role, editorialAreaOf[resource]);
  });

/** The longest range one request reads, in days: a month view shows six weeks. */
export const maxCalendarDays = 62;

/**
 * Whether `role` may move an item of `kind` of `resource` whose record is in `state`: what a move
 * sends is checked again by the operation it goes through, so this names only what the calendar
 * offers to drag.
 * - A past publication never moves.
 * - A scheduled publication moves by the `schedule` step: a SUPER_ADMIN's or ADMIN's.
 * - A window, a release date or a feed entry's time moves by the record's update: its admins
 *   move any but an archived one; an editor edits drafts only (a published or scheduled record is
 *   an admin's to change).
 */
export function mayMoveCalendarItem(role: number | null | undefined, kind: CalendarKind, resource: EditorialResource, state: LifecycleState): boolean {
  const area: Area = editorialAreaOf[resource];
  if (kind === 'published' || !canAccess(role, area)) return false;
  if (kind === 'scheduled') return mayTakeStep(role, area, 'schedule');
  if (state === 'archived') return false;
  return mayTakeStep(role, area, 'publish') || state === 'draft';
}
