import { Box } from '@mui/material';
import type { SystemStyleObject } from '@mui/system';
import { visuallyHidden } from '@mui/utils';
import { createContext, type KeyboardEvent, useContext } from 'react';
import { useTranslate } from 'react-admin';
import type { AgendaTimeProps, EventProps } from 'react-big-calendar';
import { Link } from 'react-router-dom';
import type { CalendarItem } from '../../contract/calendar';
import { useIsPhone } from '../../src/components/useIsPhone';
import { formatCalendarDateTime, formatCalendarDay, formatCalendarTime } from './bigCalendar';
import { useRecordPath } from '../../src/definitions/recordPath';
import { type CalendarEvent, isPoint } from './calendarEvents';

/** What an item needs of its page: the keys of a move, and the hint that says how. */
export interface ItemInteraction {
  keyDown: (event: CalendarEvent, e: KeyboardEvent<HTMLElement>) => void;
  blur: (event: CalendarEvent) => void;
  /** The id of the text that tells how to move an item from the keyboard. */
  hintId: string;
  /** The key of the item being carried from the keyboard. */
  carriedKey?: string;
  /** Opens the week of a day (a month's "+3 more"). */
  showWeek: (day: Date) => void;
}

export const ItemInteractionContext = createContext<ItemInteraction | undefined>(undefined);

/** What an item is, in words: its kind's, or a scheduled change's (when it goes live). */
const kindLabel = (item: CalendarItem) => (item.change ? 'app.calendar.kind.change' : `app.calendar.kind.${item.kind}`);

/** When an item is, in words: its day, its time, or its window. */
function useWhen() {
  const translate = useTranslate();
  return ({ item, start, end }: CalendarEvent) => {
    if (item.allDay) return formatCalendarDay(start);
    if (isPoint(item)) return formatCalendarDateTime(start);
    return `${formatCalendarDateTime(start)} – ${item.end === null ? translate('app.calendar.no_end') : formatCalendarDateTime(end)}`;
  };
}

/** What an item is, when and in which state, as the catalogue's templates place them. */
function useDescribe() {
  const translate = useTranslate();
  const when = useWhen();
  return (event: CalendarEvent) => ({
    title: event.item.title,
    kind: translate(kindLabel(event.item)),
    when: when(event),
    state: translate(`app.editorial.states.${event.item.state}`),
  });
}

/** An item's text: its time (a publication, a feed entry) and title, then what it is, when and in which state, for screen readers. */
function ItemText({ event, wrap = false }: { event: CalendarEvent; wrap?: boolean }) {
  const translate = useTranslate();
  const describe = useDescribe();
  const { item } = event;
  // A day's block holds one line, cut; the agenda's lines wrap (its table is no wider than a phone).
  const line: SystemStyleObject = wrap ? { overflowWrap: 'anywhere' } : { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };
  return (
    <Box component="span" data-calendar-key={item.key} sx={{ display: 'block', position: 'relative', ...line }}>
      {isPoint(item) && (
        <Box component="span" sx={{ fontWeight: 'medium', mr: 0.5 }}>
          {formatCalendarTime(event.start)}
        </Box>
      )}
      {item.title}
      <Box component="span" sx={visuallyHidden}>
        {` ${translate('app.calendar.item_details', describe(event))}`}
      </Box>
    </Box>
  );
}

/** An item as a link to its record's edit page, which Space picks up to move from the keyboard. */
function ItemLink({ event, wrap }: { event: CalendarEvent; wrap?: boolean }) {
  const interaction = useContext(ItemInteractionContext)!;
  const translate = useTranslate();
  const describe = useDescribe();
  const { item } = event;
  const pathOf = useRecordPath();
  return (
    <Link
      to={pathOf(item.resource, item.recordId)}
      className="calendar-item-link"
      // The browser's own drag of a link would take over the calendar's.
      draggable={false}
      title={translate('app.calendar.item', describe(event))}
      aria-describedby={item.movable ? interaction.hintId : undefined}
      data-carried={interaction.carriedKey === item.key || undefined}
      onKeyDown={(e) => interaction.keyDown(event, e)}
      onBlur={() => interaction.blur(event)}
    >
      <ItemText event={event} wrap={wrap} />
    </Link>
  );
}

/**
 * An item in a month or a row of days: a link. In a week's hours the calendar draws the item as a
 * button of its own (its click and keys are the page's, `onSelectEvent` and `onKeyPressEvent`), so
 * there it is text only: a link inside a button would be two controls in one.
 */
export function RowItem(props: EventProps<CalendarEvent>) {
  if (props.localizer === undefined) return <ItemText event={props.event} />;
  // The library's row (role "row") may hold cells only.
  return (
    <Box component="span" role="cell" sx={{ display: 'block' }}>
      <ItemLink event={props.event} />
    </Box>
  );
}

/** A day's "+3 more" in a month: its week, where the day's items all show; a cell of its row, as the items. */
export function ShowMore({ count, slotDate }: { count: number; slotDate: Date }) {
  const translate = useTranslate();
  // A phone's day is a seventh of its width: "+3".
  const isPhone = useIsPhone();
  const interaction = useContext(ItemInteractionContext)!;
  return (
    <Box component="span" role="cell" sx={{ display: 'block' }}>
      <button
        type="button"
        className="rbc-button-link rbc-show-more"
        aria-label={translate('app.calendar.more_on', { count, day: formatCalendarDay(slotDate) })}
        onClick={() => interaction.showWeek(slotDate)}
      >
        {translate(isPhone ? 'app.calendar.show_more_short' : 'app.calendar.show_more', { count })}
      </button>
    </Box>
  );
}

/** An item's time in the agenda: a window that began before the period says so rather than a time it does not start at. */
export function AgendaTime({ event, label }: AgendaTimeProps) {
  const translate = useTranslate();
  return <>{(event as CalendarEvent).continued ? translate('app.calendar.continues') : label}</>;
}

/** An item of the agenda's list: a link. */
export const AgendaItem = ({ event }: EventProps<CalendarEvent>) => <ItemLink event={event} wrap />;
