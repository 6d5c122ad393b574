import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import type { CalendarAnswer } from '../../contract/calendar';
import type { CalendarKind } from '../../contract/calendarRules';
import { call } from '../../dataProvider/client';
import { consoleLocale } from '../../src/format/locale';
import { dateToDay } from './calendarDates';

/** The calendar's views, in the order of its toolbar. */
export const calendarViews = ['month', 'week', 'agenda'] as const;
export type CalendarView = (typeof calendarViews)[number];

/** How many days after its first the agenda lists. */
export const agendaLength = 30;

/** The business days a view shows around `date`: a month's six weeks, a week, or the agenda's days. */
export function visibleDays(view: CalendarView, date: Date): { from: string; to: string } {
  // Its weeks begin as the calendar's do, on the locale's first day of the week.
  const day = dayjs(date).locale(consoleLocale());
  const [start, days] =
    view === 'month' ? [day.startOf('month').startOf('week'), 41] : view === 'week' ? [day.startOf('week'), 6] : [day.startOf('day'), agendaLength];
  return { from: dateToDay(start.toDate()), to: dateToDay(start.add(days, 'day').toDate()) };
}

/** The key of a range's answer in the query cache (a move updates it before the answer comes back). */
export const calendarKey = (range: { from: string; to: string }, kinds: readonly CalendarKind[]) => ['calendar', range.from, range.to, kinds.join(',')];

/** The items of the days `view` shows around `date`, of `kinds` (GET /api/editorial/calendar). */
export function useCalendarItems(view: CalendarView, date: Date, kinds: readonly CalendarKind[]) {
  const range = visibleDays(view, date);
  const key = calendarKey(range, kinds);
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      kinds.length === 0
        ? Promise.resolve<CalendarAnswer>({ ...range, timeZone: '', items: [] })
        : call('listCalendarItems', { query: { ...range, kinds: kinds.join(',') } }, { signal }),
    // The previous period stays on screen while the next one loads.
    placeholderData: (previous) => previous,
  });
  return { ...query, key };
}
