import { blue, blueGrey, deepOrange, green, purple, teal } from '@mui/material/colors';
import type { CalendarItem } from '../../contract/calendar';
import type { CalendarKind } from '../../contract/calendarRules';
import { instantToDate, shiftDay, shiftInstant, wallToDate } from './calendarDates';

/** An item as the calendar library draws it: its dates are the business zone's wall clocks (./calendarDates.ts). */
export interface CalendarEvent {
  item: CalendarItem;
  title: string;
  start: Date;
  end: Date;
  allDay: boolean;
  /** In the agenda, a window that began before the range, listed on its first day. */
  continued?: true;
}

/** The colour of each kind (MUI's palette, told apart from each other and in either theme): its chip's dot, its items' edge and tint. */
export const kindColors: Record<CalendarKind, string> = {
  scheduled: purple[500],
  published: green[600],
  release: teal[500],
  banner: blue[600],
  alert: deepOrange[500],
  feed: blueGrey[400],
};

/**
 * `item` drawn in a range from `range.start` to `range.end`: a window without an end reaches the
 * range's end. The agenda lists a window once, where it starts (or where the range does), rather
 * than on each of its days: its name says until when.
 */
export function toEvent(item: CalendarItem, timeZone: string, range: { start: Date; end: Date }, agenda: boolean): CalendarEvent {
  if (item.allDay) return { item, title: item.title, start: wallToDate(item.start), end: wallToDate(item.end ?? item.start), allDay: true };
  const start = instantToDate(item.start, timeZone);
  if (agenda && !isPoint(item)) {
    if (start >= range.start) return { item, title: item.title, start, end: start, allDay: false };
    return { item, title: item.title, start: range.start, end: range.start, allDay: false, continued: true };
  }
  const end = item.end === null ? range.end : instantToDate(item.end, timeZone);
  return { item, title: item.title, start, end: end < start ? start : end, allDay: false };
}

const DAY = 86_400_000;

/** `item` as it will be once moved by `distance` of wall-clock time (shown before the server's answer). */
export function movedItem(item: CalendarItem, distance: number, timeZone: string): CalendarItem {
  if (item.allDay) {
    const days = Math.round(distance / DAY);
    return { ...item, start: shiftDay(item.start, days), end: item.end === null ? null : shiftDay(item.end, days) };
  }
  return { ...item, start: shiftInstant(item.start, distance, timeZone), end: item.end === null ? null : shiftInstant(item.end, distance, timeZone) };
}

/** A point in time (a publication, a feed entry) rather than a window or a day. */
export const isPoint = (item: CalendarItem) => !item.allDay && item.end === item.start;

