import type { Kysely } from 'kysely';
import type { SalesStatistics } from '../../../contract/analytics';
import { soldOrderStatuses } from '../../../contract/enums';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import { readSnapshot } from '../../lib/lists';
import { netAmount } from './orderRollups';
import { type DayRange, entryOf, MoneyByCurrency, previousRange, seriesOf } from './ranges';

interface DaySales {
  sales: number;
  revenue: MoneyByCurrency;
  /** Sales per currency (a count, kept like an amount), for the average order value. */
  salesByCurrency: MoneyByCurrency;
}

/** Sold orders (confirmed or partly refunded) and their amounts less refunds, per day placed and currency. */
export async function dailySales(trx: Kysely<Database>, { startDate, endDate }: DayRange): Promise<Map<string, DaySales>> {
  const rows = await trx
    .selectFrom('order_days')
    .select((eb) => ['day', 'currency', eb.fn.sum<number>('orders').as('orders'), netAmount(eb).as('amount')])
    .where('status', 'in', soldOrderStatuses)
    .where('day', '>=', startDate)
    .where('day', '<=', endDate)
    .groupBy(['day', 'currency'])
    .execute();
  const days = new Map<string, DaySales>();
  for (const row of rows) {
    const day = entryOf(days, row.day, () => ({ sales: 0, revenue: new MoneyByCurrency(), salesByCurrency: new MoneyByCurrency() }));
    day.sales += Number(row.orders);
    day.revenue.add(row.currency, row.amount);
    day.salesByCurrency.add(row.currency, row.orders);
  }
  return days;
}

/** Sales, revenue and average order value (per currency, rounded to the minor unit) of some days. */
export function salesTotals(days: Iterable<DaySales>): SalesStatistics['totals'] {
  let sales = 0;
  const revenue = new MoneyByCurrency();
  const salesByCurrency = new MoneyByCurrency();
  for (const day of days) {
    sales += day.sales;
    revenue.addAll(day.revenue);
    salesByCurrency.addAll(day.salesByCurrency);
  }
  return {
    sales,
    revenue: revenue.toList(),
    averageOrderValue: revenue
      .toList()
      .map(({ currency, amount }) => ({ currency, amount: Math.round(amount / Math.max(1, salesByCurrency.get(currency))) })),
  };
}

/** GET /api/analytics/sales. */
export function salesStatistics(db: Db, range: DayRange): Promise<SalesStatistics> {
  return readSnapshot(db, async (trx) => {
    const days = await dailySales(trx, range);
    const before = previousRange(range);
    return {
      ...range,
      series: seriesOf(range, (date) => {
        const day = days.get(date);
        return { date, sales: day?.sales ?? 0, revenue: day?.revenue.toList() ?? [] };
      }),
      totals: salesTotals(days.values()),
      previous: { ...before, totals: salesTotals((await dailySales(trx, before)).values()) },
    };
  });
}
