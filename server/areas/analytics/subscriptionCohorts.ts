import { type CohortRetention, cohortMonths } from '../../../contract/subscriptionFigures';
import type { Db } from '../../db';
import { addDays, addMonths, businessDay, monthStart } from '../../lib/dates';
import { readSnapshot } from '../../lib/lists';
import type { DayRange } from './ranges';
import { ratio } from './subscriptionChurn';

/** GET /api/analytics/subscriptions/cohorts: a month's cell is null until the last day of that month has passed. */
export function cohortRetention(db: Db, range: DayRange, timeZone: string): Promise<CohortRetention> {
  const today = businessDay(new Date(), timeZone);
  return readSnapshot(db, async (trx) => {
    const rows = await trx
      .selectFrom('subscription_cohorts')
      .selectAll()
      .where('month', '>=', monthStart(range.startDate))
      .where('month', '<=', range.endDate)
      .orderBy('month')
      .execute();
    const byMonth = new Map<string, number[]>();
    for (const row of rows) {
      const counts = byMonth.get(row.month) ?? Array<number>(cohortMonths + 1).fill(0);
      byMonth.set(row.month, counts);
      counts[row.months_after] = Number(row.customers);
    }
    const cohorts = [...byMonth].map(([month, [customers = 0, ...after]]) => {
      const retained = after.map((count, index) => (addDays(addMonths(month, index + 2), -1) < today ? count : null));
      return { month, customers, retained, share: retained.map((count) => (count === null ? null : ratio(count, customers))) };
    });
    return { ...range, cohorts };
  });
}
