import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { CalendarAnswer, CalendarItem } from '../../contract/calendar';
import { useConsoleDataProvider } from '../../src/components/useConsoleDataProvider';
import { formatCalendarDay } from './bigCalendar';
import { dateToDay, dayDistance, shiftDay, wallDistance, wallToDate } from './calendarDates';
import { useRecordPath } from '../../src/definitions/recordPath';
import { type CalendarEvent, movedItem } from './calendarEvents';
import { changedMeanwhile, moveItem } from './moveItem';

const DAY = 86_400_000;

/** The arrow keys of a keyboard move: a day either way, a week up or down. */
const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * A key the move has used: no default action, and not again for the item's wrapper (the library
 * hands an item's keys to `onKeyPressEvent` too), which would move it twice.
 */
function handled(e: KeyboardEvent<HTMLElement>) {
  e.preventDefault();
  e.stopPropagation();
}

/** An item picked up from the keyboard: where it was, and how many days it has been carried. */
interface Carried {
  event: CalendarEvent;
  days: number;
}

/** The day an event lands on once carried `days`. */
const dayAfter = (event: CalendarEvent, days: number) => wallToDate(shiftDay(dateToDay(event.start), days));

/** Where a point of the window falls in a month's grid: the day's index from the grid's first (row × 7 + column). */
function monthDayAt(x: number, y: number): number | undefined {
  const rows = [...document.querySelectorAll('.rbc-month-view .rbc-month-row')];
  const row = rows.findIndex((each) => {
    const box = each.getBoundingClientRect();
    return y >= box.top && y < box.bottom && x >= box.left && x < box.right;
  });
  if (row < 0) return undefined;
  const box = rows[row]!.getBoundingClientRect();
  return row * 7 + Math.min(6, Math.floor(((x - box.left) / box.width) * 7));
}

/**
 * The drag-and-drop add-on follows a drag in a month within its week's row only: a drop on another
 * week is left undone. This finishes it: the pointer's days from where it was pressed (as the
 * add-on counts them within a row) once the mouse is released on another row, unless the add-on
 * dropped the item itself.
 */
function useMonthDrag() {
  const pressed = useRef<{ x: number; y: number }>(undefined);
  const drag = useRef<{ dropped: boolean }>(undefined);
  useEffect(() => {
    const press = (e: MouseEvent) => (pressed.current = { x: e.clientX, y: e.clientY });
    window.addEventListener('mousedown', press, true);
    return () => window.removeEventListener('mousedown', press, true);
  }, []);
  return {
    start(moveBy: (days: number) => void) {
      const from = pressed.current;
      const current = { dropped: false };
      drag.current = current;
      window.addEventListener(
        'mouseup',
        (e) =>
          // After the add-on's own handling of the release.
          setTimeout(() => {
            if (current.dropped || !from) return;
            const [start, end] = [monthDayAt(from.x, from.y), monthDayAt(e.clientX, e.clientY)];
            if (start === undefined || end === undefined || Math.floor(start / 7) === Math.floor(end / 7)) return;
            moveBy(end - start);
          }),
        { once: true },
      );
    },
    dropped() {
      if (drag.current) drag.current.dropped = true;
    },
  };
}

/**
 * Moving items (docs/api.md "Release calendar"): a drop of the drag-and-drop add-on, or the keyboard
 * (Space picks the focused item up, the arrows choose its day, Enter moves it there, Escape or
 * leaving it cancels), each announced in a live region. A move shows the item at its new place at
 * once and reloads the calendar when the server has answered: a 412, or a record no longer where the
 * calendar showed it, says someone changed it meanwhile; a 409 or 403 says why it was refused.
 */
export function useCalendarMoves(key: QueryKey, view: string, timeZone: string) {
  const monthDrag = useMonthDrag();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const pathOf = useRecordPath();
  const queryClient = useQueryClient();
  const dataProvider = useConsoleDataProvider();
  const [carried, setCarried] = useState<Carried>();
  const [announcement, setAnnouncement] = useState('');
  const [busy, setBusy] = useState(false);
  // The item to focus again once the calendar has drawn it at its new place (the move draws it anew).
  const focusKey = useRef<string>(undefined);

  useEffect(() => {
    const key = focusKey.current;
    if (!key || busy) return;
    focusKey.current = undefined;
    const frame = requestAnimationFrame(() => {
      const found = document.querySelector<HTMLElement>(`[data-calendar-key="${CSS.escape(key)}"]`);
      (found?.closest<HTMLElement>('a, [tabindex]') ?? found)?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [busy]);

  const dayName = (date: Date) => formatCalendarDay(date);

  async function move(item: CalendarItem, distance: number, day: Date) {
    const names = { title: item.title, day: dayName(day) };
    setBusy(true);
    focusKey.current = item.key;
    queryClient.setQueryData<CalendarAnswer>(key, (answer) =>
      answer && { ...answer, items: answer.items.map((each) => (each.key === item.key ? movedItem(each, distance, timeZone) : each)) },
    );
    try {
      await moveItem(dataProvider, item, distance, timeZone);
      // The toast (an alert) says it; the live region, which said where it was going, is emptied.
      notify('app.calendar.moved', { type: 'success', messageArgs: names });
      setAnnouncement('');
    } catch (error) {
      if (changedMeanwhile(error)) notify('app.calendar.stale', { type: 'warning', messageArgs: names });
      else notify('app.calendar.not_moved', { type: 'error', messageArgs: { ...names, message: (error as Error).message } });
    } finally {
      // The record's own pages read it again too.
      await Promise.all([queryClient.invalidateQueries({ queryKey: ['calendar'] }), queryClient.invalidateQueries({ queryKey: [item.resource] })]);
      setBusy(false);
    }
  }

  /** A drop of the drag-and-drop add-on: in a month or a row of days the day changes, in a week's hours the time too. */
  function drop(event: CalendarEvent, start: Date, isAllDay: boolean | undefined) {
    monthDrag.dropped();
    const byDays = view === 'month' || isAllDay || event.allDay || event.item.kind === 'banner' || event.item.kind === 'alert';
    const distance = byDays ? dayDistance(event.start, start) * DAY : wallDistance(event.start, start);
    if (distance !== 0) void move(event.item, distance, byDays ? dayAfter(event, distance / DAY) : start);
  }

  function cancel(event: CalendarEvent) {
    setCarried(undefined);
    setAnnouncement(translate('app.calendar.cancelled', { title: event.item.title, day: dayName(event.start) }));
  }

  /** An item's keys: Space picks it up and carries it, Enter opens it (when it is no link of its own, in a week's hours). */
  function keyDown(event: CalendarEvent, e: KeyboardEvent<HTMLElement>) {
    const { item } = event;
    if (carried?.event.item.key !== item.key) {
      if (e.key === ' ' && item.movable && !busy) {
        handled(e);
        setCarried({ event, days: 0 });
        setAnnouncement(translate('app.calendar.picked', { title: item.title, day: dayName(event.start) }));
      } else if (e.key === 'Enter' && !(e.target instanceof HTMLAnchorElement)) {
        navigate(pathOf(item.resource, item.recordId));
      }
      return;
    }
    if (e.key === 'Tab') return cancel(event);
    handled(e);
    const step = steps[e.key];
    if (step !== undefined) {
      const days = carried.days + step;
      setCarried({ event, days });
      setAnnouncement(translate('app.calendar.moving_to', { title: item.title, day: dayName(dayAfter(event, days)) }));
    } else if (e.key === 'Enter' || e.key === ' ') {
      setCarried(undefined);
      if (carried.days === 0) cancel(event);
      else void move(item, carried.days * DAY, dayAfter(event, carried.days));
    } else if (e.key === 'Escape') {
      cancel(event);
    }
  }

  /** The day a carried item would land on, for the calendar to mark. */
  const target = carried ? dateToDay(dayAfter(carried.event, carried.days)) : undefined;

  /** A drag begins: in a month, a drop on another week's row is the page's to make (useMonthDrag). */
  const dragStart = (event: CalendarEvent) => {
    if (view === 'month') monthDrag.start((days) => void move(event.item, days * DAY, dayAfter(event, days)));
  };

  return { drop, dragStart, keyDown, blur: (event: CalendarEvent) => carried?.event.item.key === event.item.key && cancel(event), carried, target, announcement, busy };
}
