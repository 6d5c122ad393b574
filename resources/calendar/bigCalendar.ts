import dayjs from 'dayjs';
// French weeks begin on Monday: the localizer reads the first day of the week from dayjs's locale (the page's `culture`).
import 'dayjs/locale/fr';
import { dayjsLocalizer, type Formats } from 'react-big-calendar/lib/index.js';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import { consoleLocale } from '../../src/format/locale';

import dragAndDrop from 'react-big-calendar/lib/addons/dragAndDrop';

export { Calendar } from 'react-big-calendar/lib/index.js';

/**
 * The add-on's `withDragAndDrop`: its module is CommonJS (`exports.default`), which the build reads
 * as Node does, its whole `module.exports` as the default (the project is `"type": "module"`).
 */
export const withDragAndDrop = (dragAndDrop as unknown as { default?: typeof dragAndDrop }).default ?? dragAndDrop;

/**
 * react-big-calendar (MIT, bigcalendar/react-big-calendar): its style sheets are bundled files of
 * the page's chunk, not `<style>` elements added at run time, so the console's CSP holds; its
 * dates are the business zone's wall clocks (./calendarDates.ts), laid out by dayjs.
 */
export const localizer = dayjsLocalizer(dayjs);

type Range = { start: Date; end: Date };

/** A formatter per locale and options: the language may change while the page is open. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${consoleLocale()} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = new Intl.DateTimeFormat(consoleLocale(), options)));
  return formatter;
}
const format = (options: Intl.DateTimeFormatOptions) => (date: Date) => formatterOf(options).format(date);
const range = (options: Intl.DateTimeFormatOptions) => ({ start, end }: Range) => formatterOf(options).formatRange(start, end);

/** "May 20, 2030": the day of an item, in the calendar's own words. */
export const formatCalendarDay = format({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
/** "9:00 AM". */
export const formatCalendarTime = format({ hour: 'numeric', minute: '2-digit' });
/** "May 20, 2030, 9:00 AM". */
export const formatCalendarDateTime = format({ dateStyle: 'medium', timeStyle: 'short' });

/** Every date the calendar writes, through Intl in the console's locale ("May 2030", "Mon 20"): never 05/20/2030. */
export const formats: Formats = {
  dateFormat: format({ day: 'numeric' }),
  dayFormat: format({ weekday: 'short', day: 'numeric' }),
  weekdayFormat: format({ weekday: 'short' }),
  timeGutterFormat: format({ hour: 'numeric' }),
  monthHeaderFormat: format({ month: 'long', year: 'numeric' }),
  dayHeaderFormat: format({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }),
  dayRangeHeaderFormat: range({ month: 'short', day: 'numeric', year: 'numeric' }),
  agendaHeaderFormat: range({ month: 'short', day: 'numeric', year: 'numeric' }),
  agendaDateFormat: format({ weekday: 'short', month: 'short', day: 'numeric' }),
  agendaTimeFormat: format({ hour: 'numeric', minute: '2-digit' }),
  agendaTimeRangeFormat: range({ hour: 'numeric', minute: '2-digit' }),
  eventTimeRangeFormat: range({ hour: 'numeric', minute: '2-digit' }),
  // An item that goes on past the day, or began before it, in the agenda.
  eventTimeRangeStartFormat: ({ start }: Range) => `${formatCalendarTime(start)} –`,
  eventTimeRangeEndFormat: ({ end }: Range) => `– ${formatCalendarTime(end)}`,
  selectRangeFormat: range({ hour: 'numeric', minute: '2-digit' }),
};
