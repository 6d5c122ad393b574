import type { Kysely } from 'kysely';
import type { OrdersByStatus, OrderStatistics } from '../../../contract/analytics';
import { orderStatuses } from '../../../contract/enums';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import { readSnapshot } from '../../lib/lists';
import { type DayRange, entryOf, previousRange, seriesOf } from './ranges';

const noStatuses = (): OrdersByStatus => ({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0, 7: 0, 8: 0 });

/** Orders of every status, per day placed, status and purchase type. */
async function orderRows(trx: Kysely<Database>, { startDate, endDate }: DayRange) {
  const rows = await trx
    .selectFrom('order_days')
    .select((eb) => ['day', 'status', 'purchase_type', eb.fn.sum<number>('orders').as('orders')])
    .where('day', '>=', startDate)
    .where('day', '<=', endDate)
    .groupBy(['day', 'status', 'purchase_type'])
    .execute();
  // A status outside the spec's (none is written) would break the answer's shape: left out.
  return rows
    .filter((row) => (orderStatuses as readonly number[]).includes(row.status))
    .map((row) => ({ ...row, status: row.status as keyof OrdersByStatus, orders: Number(row.orders) }));
}

type Row = Awaited<ReturnType<typeof orderRows>>[number];

function totalsOf(rows: Row[]): OrderStatistics['totals'] {
  const totals: OrderStatistics['totals'] = { orders: 0, byStatus: noStatuses(), byPurchaseType: { 1: 0, 2: 0 } };
  for (const row of rows) {
    totals.orders += row.orders;
    totals.byStatus[row.status] += row.orders;
    if (row.purchase_type === 1 || row.purchase_type === 2) totals.byPurchaseType[row.purchase_type] += row.orders;
  }
  return totals;
}

/** GET /api/analytics/orders: every status, by the day the orders were placed. */
export function orderStatistics(db: Db, range: DayRange): Promise<OrderStatistics> {
  return readSnapshot(db, async (trx) => {
    const rows = await orderRows(trx, range);
    const days = new Map<string, { orders: number; byStatus: OrdersByStatus }>();
    for (const row of rows) {
      const day = entryOf(days, row.day, () => ({ orders: 0, byStatus: noStatuses() }));
      day.orders += row.orders;
      day.byStatus[row.status] += row.orders;
    }
    const before = previousRange(range);
    return {
      ...range,
      series: seriesOf(range, (date) => ({ date, ...(days.get(date) ?? { orders: 0, byStatus: noStatuses() }) })),
      totals: totalsOf(rows),
      previous: { ...before, totals: totalsOf(await orderRows(trx, before)) },
    };
  });
}
