import type { ActiveUserResult, ActiveUsers } from '../../../contract/analytics';
import type { Db } from '../../db';
import { addDays, addMonths, businessDay, eachDay, monthStart, weekStart } from '../../lib/dates';
import { readSnapshot } from '../../lib/lists';
import { type DayRange, lastDays } from './ranges';
import { distinctVisitors, visitorsByDay } from './visitors';

/** The default window of each granularity, ending today: 30 days, 12 ISO weeks, 12 months. */
function defaultWindow(result: ActiveUserResult, today: string): DayRange {
  if (result === 'daily') return lastDays(today, 30);
  if (result === 'weekly') return { startDate: addDays(weekStart(today), -7 * 11), endDate: today };
  return { startDate: addMonths(today, -11), endDate: today };
}

/** The weeks or months a window touches, each cut to the window. */
function periodsOf(result: 'weekly' | 'monthly', { startDate, endDate }: DayRange): (DayRange & { period: string })[] {
  const weekly = result === 'weekly';
  const after = (period: string) => (weekly ? addDays(period, 7) : addMonths(period, 1));
  const periods: (DayRange & { period: string })[] = [];
  for (let period = weekly ? weekStart(startDate) : monthStart(startDate); period <= endDate; period = after(period)) {
    const last = addDays(after(period), -1);
    periods.push({ period, startDate: period < startDate ? startDate : period, endDate: last > endDate ? endDate : last });
  }
  return periods;
}

/** GET /api/analytics/users/active: distinct visitors per day, ISO week or month. */
export function activeUsers(
  db: Db,
  query: { result: ActiveUserResult; startDate?: string; endDate?: string },
  timeZone: string,
  now = new Date(),
): Promise<ActiveUsers> {
  const { result } = query;
  const window =
    query.startDate && query.endDate ? { startDate: query.startDate, endDate: query.endDate } : defaultWindow(result, businessDay(now, timeZone));
  return readSnapshot(db, async (trx) => {
    if (result === 'daily') {
      const byDay = await visitorsByDay(trx, window);
      const points = eachDay(window.startDate, window.endDate).map((period) => ({ period, activeUsers: byDay.get(period) ?? 0 }));
      return { result, ...window, points };
    }
    const points: ActiveUsers['points'] = [];
    for (const { period, ...range } of periodsOf(result, window)) {
      points.push({ period, activeUsers: await distinctVisitors(trx, range) });
    }
    return { result, ...window, points };
  });
}
