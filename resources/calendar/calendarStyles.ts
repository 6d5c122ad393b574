import { alpha, type Theme } from '@mui/material';
import type { SystemStyleObject } from '@mui/system';
import { calendarKinds } from '../../contract/calendarRules';
import { kindColors } from './calendarEvents';
import type { CalendarView } from './useCalendarItems';

/**
 * react-big-calendar's sheet (bundled with the page) brought to the console's theme: its lines,
 * today and the days of other months in the theme's colours, each item a tinted block with its
 * kind's colour on its edge and the theme's text on it (every kind reads the same against its
 * tint), the day a carried item would land on outlined. A month has a height of its own (the
 * library lays its weeks out within it); a week's hours and the agenda are as long as they are.
 */
export const calendarStyles =
  (view: CalendarView, isPhone: boolean) =>
  (theme: Theme): SystemStyleObject<Theme> => ({
    // A week's hours are as tall as they are (no scroll box of their own, which a keyboard could not reach).
    height: view === 'month' ? (isPhone ? 620 : 760) : 'auto',
    fontSize: theme.typography.body2.fontSize,
    '& .rbc-calendar': { height: '100%' },
    '& .rbc-month-view, & .rbc-time-view, & .rbc-agenda-view table.rbc-agenda-table, & .rbc-header, & .rbc-month-row + .rbc-month-row, & .rbc-day-bg + .rbc-day-bg, & .rbc-time-content, & .rbc-time-header-content, & .rbc-timeslot-group, & .rbc-day-slot .rbc-time-slot, & .rbc-time-content > * + * > *, & .rbc-agenda-view table.rbc-agenda-table tbody > tr > td + td, & .rbc-agenda-view table.rbc-agenda-table tbody > tr + tr':
      { borderColor: theme.palette.divider },
    '& .rbc-month-view, & .rbc-time-view': { borderRadius: `${theme.shape.borderRadius}px`, backgroundColor: theme.palette.background.paper },
    '& .rbc-header': { fontWeight: theme.typography.fontWeightMedium, padding: theme.spacing(0.5), color: theme.palette.text.secondary },
    '& .rbc-off-range-bg': { backgroundColor: theme.palette.action.hover },
    '& .rbc-off-range': { color: theme.palette.text.secondary },
    '& .rbc-today': { backgroundColor: alpha(theme.palette.primary.main, 0.08) },
    '& .rbc-current-time-indicator': { backgroundColor: theme.palette.secondary.main },
    '& .calendar-drop-target': { outline: `2px dashed ${theme.palette.primary.main}`, outlineOffset: -2, backgroundColor: alpha(theme.palette.primary.main, 0.12) },
    '& .rbc-date-cell': { padding: theme.spacing(0.25, 0.5) },
    '& .calendar-day-button': { minWidth: 24, minHeight: 24, color: 'inherit', borderRadius: '50%' },
    '& .rbc-date-cell.rbc-now .calendar-day-button': { backgroundColor: theme.palette.primary.main, color: theme.palette.primary.contrastText },
    '& .rbc-show-more': {
      color: theme.palette.primary.main,
      backgroundColor: 'transparent',
      minHeight: 24,
      fontWeight: theme.typography.fontWeightMedium,
      display: 'block',
      maxWidth: '100%',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    },
    '& .rbc-event, & .rbc-day-slot .rbc-background-event': {
      padding: 0,
      borderRadius: `${theme.shape.borderRadius}px`,
      border: 'none',
      color: theme.palette.text.primary,
      backgroundColor: theme.palette.background.paper,
    },
    '& .rbc-event.rbc-selected': { backgroundColor: theme.palette.background.paper },
    '& .rbc-event:focus, & .rbc-event:focus-within': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
    '& .calendar-carried': { outline: `2px solid ${theme.palette.secondary.main}`, boxShadow: theme.shadows[4] },
    '& .rbc-event-content, & .calendar-item-link': { display: 'block', color: 'inherit', textDecoration: 'none', padding: theme.spacing(0.25, 0.75), minHeight: 24, lineHeight: '20px' },
    '& .calendar-item-link:focus': { outline: 'none' },
    '& .rbc-event-content:has(> .calendar-item-link)': { padding: 0 },
    // An item's block in a month or a week, its cell in the agenda (whose row carries the item's class).
    ...Object.fromEntries(
      calendarKinds.map((kind) => [
        `& .rbc-event.calendar-kind-${kind}, & tr.calendar-kind-${kind} > .rbc-agenda-event-cell`,
        { borderLeft: `4px solid ${kindColors[kind]}`, backgroundImage: `linear-gradient(${alpha(kindColors[kind], 0.16)}, ${alpha(kindColors[kind], 0.16)})` },
      ]),
    ),
    '& .rbc-agenda-view table.rbc-agenda-table tbody > tr': { backgroundColor: 'transparent' },
    '& .rbc-agenda-view .rbc-agenda-event-cell': { padding: 0 },

    '& .rbc-toolbar': { display: 'none' },
    '& .rbc-agenda-view': { flex: 'none', overflow: 'visible' },
    '& .rbc-agenda-view table.rbc-agenda-table': { borderRadius: `${theme.shape.borderRadius}px` },
    '& .rbc-agenda-view table.rbc-agenda-table thead > tr > th': { borderColor: theme.palette.divider, color: theme.palette.text.secondary, fontWeight: theme.typography.fontWeightMedium },
    '& .rbc-agenda-view table.rbc-agenda-table tbody > tr > td': { verticalAlign: 'top' },
    '& .rbc-agenda-date-cell, & .rbc-agenda-time-cell': { whiteSpace: 'nowrap' },
    // The library writes times in lower case ("9:00 am"); the console writes them as Intl does.
    '& .rbc-agenda-view table.rbc-agenda-table .rbc-agenda-time-cell': { textTransform: 'none' },
    '& .rbc-time-slot': { color: theme.palette.text.secondary },
    '& .rbc-time-content': { overflow: 'visible', flex: 'none' },
    '& .rbc-time-view': { flex: 'none' },
  });
