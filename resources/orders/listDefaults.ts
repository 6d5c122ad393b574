import { calendarDateOf, DAY_MS, type DateRange } from '../../src/components/dateRange/presets';
import type { ListDefaults } from '../../src/definitions/types';

/** How many days the orders list opens on, today included. */
const openingDays = 7;

/**
 * The orders list's own period as it opens: the 7 days ending today (today and the 6 before) in the
 * business time zone, so that today's orders, which the dashboard shows, are on it. The spec's default
 * preset, Last 7 Days, ends yesterday; a list may supply its own default (spec, the date-range
 * selector), and this one, a range of no preset, reads as its dates. Counted in 24-hour steps
 * back from now, as the presets are (src/components/dateRange/presets.ts).
 */
export function orderListPeriod(timeZone: string): DateRange {
  const now = Date.now();
  return { startDate: calendarDateOf(new Date(now - (openingDays - 1) * DAY_MS), timeZone), endDate: calendarDateOf(new Date(now), timeZone) };
}

/** The orders list as it opens: newest first, 25 a page, the 7 days ending today (orderListPeriod). */
export const orderListDefaults = (timeZone: string): ListDefaults => ({
  sort: { field: 'createdAt', order: 'DESC' },
  perPage: 25,
  filter: orderListPeriod(timeZone),
});
