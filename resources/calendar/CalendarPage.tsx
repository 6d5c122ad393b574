import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { type KeyboardEvent, useId, useMemo, useRef } from 'react';
import { Title, usePermissions, useStore, useTranslate } from 'react-admin';
import type { DateHeaderProps, HeaderProps } from 'react-big-calendar';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { type CalendarKind, calendarKinds, calendarKindsFor } from '../../contract/calendarRules';
import { instantToWallClock, isCalendarDate } from '../../src/components/dateInput/zonedTime';
import { useBusinessTimeZone } from '../../src/components/dateRange/useBusinessTimeZone';
import { useIsPhone } from '../../src/components/useIsPhone';
import { consoleLocale } from '../../src/format/locale';
import { Calendar, formatCalendarDay, formats, localizer, withDragAndDrop } from './bigCalendar';
import { calendarStyles } from './calendarStyles';
import { dateToDay, instantToDate, shiftDay, wallToDate } from './calendarDates';
import { useRecordPath } from '../../src/definitions/recordPath';
import { type CalendarEvent, toEvent } from './calendarEvents';
import { AgendaItem, AgendaTime, ItemInteractionContext, RowItem, ShowMore } from './CalendarItemView';
import { CalendarToolbar } from './CalendarToolbar';
import { KindFilter } from './KindFilter';
import { agendaLength, type CalendarView, calendarViews, useCalendarItems, visibleDays } from './useCalendarItems';
import { useCalendarMoves } from './useCalendarMoves';
import { useCalendarRoles } from './useCalendarRoles';

const DragAndDropCalendar = withDragAndDrop<CalendarEvent>(Calendar);

const isView = (value: string | null): value is CalendarView => (calendarViews as readonly (string | null)[]).includes(value);

/** A month's day number: it opens the day's week (its name says which day). */
function MonthDateHeader({ label, date, onDrillDown }: DateHeaderProps) {
  const translate = useTranslate();
  return (
    <button type="button" className="rbc-button-link calendar-day-button" onClick={onDrillDown} aria-label={translate('app.calendar.week_of', { day: formatCalendarDay(date) })}>
      {label}
    </button>
  );
}

/** A week's day name: plain text (the library's own is a column header outside any row). */
const WeekHeader = ({ label }: HeaderProps) => <span>{label}</span>;

/**
 * `/publishing/calendar?view=month&date=2030-05-20` (docs/api.md "Release calendar"): month, week
 * and agenda views of what goes out, went out or shows, of the areas the reader may open, in the
 * business time zone; a filter by kind; each item a link to its record; a movable item dragged, or
 * carried from the keyboard, to another day.
 */
export default function CalendarPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const pathOf = useRecordPath();
  const timeZone = useBusinessTimeZone();
  const isPhone = useIsPhone();
  const hintId = useId();
  const { permissions: role } = usePermissions<number>();
  const [searchParams, setSearchParams] = useSearchParams();
  const [stored, setStored] = useStore<CalendarKind[]>('calendar.kinds', [...calendarKinds]);

  const today = instantToWallClock(new Date().toISOString(), timeZone).slice(0, 10);
  const view = isView(searchParams.get('view')) ? (searchParams.get('view') as CalendarView) : isPhone ? 'agenda' : 'month';
  const day = isCalendarDate(searchParams.get('date')) ? searchParams.get('date')! : today;
  const date = useMemo(() => wallToDate(day), [day]);
  const kinds = calendarKindsFor(role);
  const shown = kinds.filter((kind) => stored.includes(kind));
  const { data, error, isFetching, key } = useCalendarItems(view, date, shown);
  const moves = useCalendarMoves(key, view, timeZone);
  const calendarRef = useRef<HTMLDivElement>(null);
  useCalendarRoles(calendarRef);

  const { from, to } = visibleDays(view, date);
  const events = useMemo(() => {
    const range = { start: wallToDate(from), end: wallToDate(shiftDay(to, 1)) };
    return (data?.items ?? []).map((item) => toEvent(item, timeZone, range, view === 'agenda'));
  }, [data, timeZone, from, to, view]);
  const go = (next: { view?: CalendarView; date?: Date }) =>
    setSearchParams({ view: next.view ?? view, date: next.date ? dateToDay(next.date) : day });
  const interaction = {
    keyDown: moves.keyDown,
    blur: moves.blur,
    hintId,
    carriedKey: moves.carried?.event.item.key,
    showWeek: (next: Date) => go({ view: 'week', date: next }),
  };

  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title="app.calendar.title" />
      <Typography component="h1" variant="h5">
        {translate('app.calendar.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {translate('app.calendar.subtitle', { timeZone })}
      </Typography>
      <KindFilter kinds={kinds} shown={shown} onChange={(next) => setStored([...next, ...stored.filter((kind) => !kinds.includes(kind))])} />
      <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        {translate('app.calendar.help')}
      </Typography>
      {error && <Alert severity="error">{translate('app.calendar.failed', { message: (error as Error).message })}</Alert>}
      <Box sx={{ position: 'relative' }}>
        {/* Over the calendar's top edge, so that nothing moves while a period loads. */}
        {isFetching && <LinearProgress aria-label={translate('app.calendar.loading')} sx={{ position: 'absolute', left: 0, right: 0, top: -6, height: 3 }} />}
        <ItemInteractionContext.Provider value={interaction}>
          <Box ref={calendarRef} sx={calendarStyles(view, isPhone)}>
            <DragAndDropCalendar
              localizer={localizer}
              formats={formats}
              culture={consoleLocale()}
              events={events}
              view={view}
              views={[...calendarViews]}
              date={date}
              length={agendaLength}
              getNow={() => instantToDate(new Date().toISOString(), timeZone)}
              onNavigate={(next) => go({ date: next })}
              onView={(next) => go({ view: next as CalendarView })}
              // A month's day opens its week; a week's days open nothing (their names are text).
              getDrilldownView={(_, current) => (current === 'month' ? 'week' : null)}
              onDrillDown={(next) => go({ view: 'week', date: next })}
              popup={false}
              selectable={false}
              resizable={false}
              tooltipAccessor={null}
              draggableAccessor={(event) => event.item.movable && !moves.busy}
              onDragStart={({ event }) => moves.dragStart(event)}
              onEventDrop={({ event, start, isAllDay }) => moves.drop(event, new Date(start), isAllDay)}
              onSelectEvent={(event, e) => {
                // A link's own click opens it already.
                if (!(e.target instanceof Element && e.target.closest('a'))) navigate(pathOf(event.item.resource, event.item.recordId));
              }}
              onKeyPressEvent={(event, e) => moves.keyDown(event, e as KeyboardEvent<HTMLElement>)}
              eventPropGetter={(event) => ({
                className: `calendar-kind-${event.item.kind}${interaction.carriedKey === event.item.key ? ' calendar-carried' : ''}`,
              })}
              dayPropGetter={(each) => (moves.target === dateToDay(each) ? { className: 'calendar-drop-target' } : {})}
              components={{
                toolbar: CalendarToolbar,
                event: RowItem,
                showMore: ShowMore,
                agenda: { event: AgendaItem, time: AgendaTime },
                month: { dateHeader: MonthDateHeader },
                week: { header: WeekHeader },
              }}
              messages={{
                date: translate('app.calendar.agenda.date'),
                time: translate('app.calendar.agenda.time'),
                event: translate('app.calendar.agenda.item'),
                allDay: translate('app.calendar.agenda.all_day'),
                noEventsInRange: translate('app.calendar.empty'),
                showMore: (count: number) => translate('app.calendar.show_more', { count }),
              }}
            />
          </Box>
        </ItemInteractionContext.Provider>
      </Box>
      <Box role="status" sx={visuallyHidden}>
        {moves.announcement}
      </Box>
    </Box>
  );
}
