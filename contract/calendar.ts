import { z } from 'zod';
import { calendarKinds, maxCalendarDays } from './calendarRules';
import { editorialResources, lifecycleStates } from './lifecycle';
import { defineOperations } from './operation';
import { calendarDate } from './pagination';
import { strictObject, unknownFilter } from './strictInput';
import { coded, codedIssue } from './apiMessages';
export { type CalendarKind, calendarKinds, calendarKindResource, maxCalendarDays, mayMoveCalendarItem } from './calendarRules';

/**
 * The release calendar (docs/api.md "Release calendar"): what goes out, went out or shows in a
 * range of business days, of the areas the reader may open. The rules without zod are
 * contract/calendarRules.ts.
 */

const DAY = 86_400_000;

/** `kinds=scheduled,banner`: the kinds wanted, each once; absent, every kind. */
const kindList = z
  .string()
  .transform((text, context) => {
    const parts = text.split(',').map((part) => part.trim());
    const wrong = parts.filter((part) => !(calendarKinds as readonly string[]).includes(part));
    if (wrong.length > 0) context.addIssue({ code: 'custom', message: `Unknown kind: ${wrong.map((part) => `"${part}"`).join(', ')} (the kinds are ${calendarKinds.join(', ')})` });
    return [...new Set(parts)] as (typeof calendarKinds)[number][];
  })
  .describe(`Comma-separated kinds, each of ${calendarKinds.join(', ')}. Absent: every kind`);

/** `?from&to` (business days, both inclusive, at most 62 days) and `kinds`; an unknown key is a 400 naming it. */
export const calendarQuery = strictObject({ from: calendarDate, to: calendarDate, kinds: kindList.optional() }, unknownFilter).superRefine(
  (value, context) => {
    if (value.from > value.to) context.addIssue(codedIssue(coded('end_before_start'), ['to']));
    else if ((Date.parse(value.to) - Date.parse(value.from)) / DAY + 1 > maxCalendarDays) {
      context.addIssue(codedIssue(coded('range_too_long', { max: maxCalendarDays }), ['to']));
    }
  },
);
export type CalendarQuery = z.input<typeof calendarQuery>;

/** One thing on the calendar: a record's publication, release date, window or time. */
export const calendarItem = z
  .object({
    /** Unique in the answer: the kind, the resource and the record (`banner:ui/banners:12`); a past publication adds its audit entry's id. */
    key: z.string(),
    kind: z.enum(calendarKinds),
    /** The record's resource by its one name (`e-books`, `feeds`, `ui/banners`, `ui/alerts`): its edit page is `/#/<resource>/<recordId>`. */
    resource: z.enum(editorialResources),
    recordId: z.number().int(),
    title: z.string(),
    /** An instant (ISO 8601, UTC), or for an all-day item its first business day `YYYY-MM-DD`. */
    start: z.string(),
    /** An instant, or for an all-day item its last day (inclusive); null: a window without an end. A point in time ends when it starts. */
    end: z.string().nullable(),
    /** A business day rather than a time: an e-book's release date. */
    allDay: z.boolean(),
    /** Where the record is in the editorial lifecycle now. */
    state: z.enum(lifecycleStates),
    /** A scheduled pending change of the published record (`scheduled` kind): its time is when the change goes live. */
    change: z.boolean(),
    /** Whether the reader may move it to another day (contract/calendarRules.ts `mayMoveCalendarItem`). */
    movable: z.boolean(),
  })
  .meta({ id: 'CalendarItem' });
export type CalendarItem = z.infer<typeof calendarItem>;

export const calendarAnswer = z
  .object({
    from: calendarDate,
    to: calendarDate,
    /** The business time zone (TIME_ZONE) whose days `from` and `to` are. */
    timeZone: z.string(),
    /** By start, then kind and title. */
    items: z.array(calendarItem),
  })
  .meta({ id: 'Calendar' });
export type CalendarAnswer = z.infer<typeof calendarAnswer>;

export const calendarOperations = defineOperations('calendar', {
  listCalendarItems: {
    method: 'GET',
    path: '/api/editorial/calendar',
    access: 'editorial',
    summary: 'The release calendar of a range of business days',
    description:
      'What goes out, went out or shows between `from` and `to` (business days in TIME_ZONE, both inclusive, at most ' +
      `${maxCalendarDays} days), of the editorial resources whose area the caller may open: \`scheduled\` publications (their ` +
      'time to come), `published` (the publications the audit log recorded), e-book `release` dates, `banner` and `alert` ' +
      'windows that overlap the range, and `feed` entries by their time. `kinds` filters them. Each item says whether the ' +
      'caller may move it; a move goes through the record\'s own step or update, with `If-Match` (docs/api.md "Release calendar").',
    query: calendarQuery,
    responses: { 200: calendarAnswer },
  },
});
