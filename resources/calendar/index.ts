import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { lazyView } from '../../src/definitions/lazyView';
import type { PageDefinition } from '../../src/definitions/types';
import { calendarMessages } from './messages';

/** The release calendar (docs/api.md "Release calendar"): what goes out, went out or shows, by day. */
export const calendar: PageDefinition = {
  kind: 'page',
  path: 'publishing/calendar',
  access: 'editorial',
  menu: { label: 'app.menu.calendar', icon: CalendarMonthIcon, group: 'publishing', order: 20, key: 'n' },
  messages: calendarMessages,
  page: lazyView(() => import('./CalendarPage')),
};
