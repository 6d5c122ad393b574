import type { GeneralStatistics } from '../../../contract/analytics';
import { PublicationKind } from '../../../contract/enums';
import type { Db } from '../../db';
import { businessDay, dayRange } from '../../lib/dates';
import { readSnapshot } from '../../lib/lists';
import { lastDays } from './ranges';
import { dailySales, salesTotals } from './sales';
import { distinctVisitors } from './visitors';

/** GET /api/analytics/general: the figures of now and of today, the business day. */
export function generalStatistics(db: Db, timeZone: string, now = new Date()): Promise<GeneralStatistics> {
  const today = businessDay(now, timeZone);
  const { start, end } = dayRange({ from: today, to: today }, timeZone);
  const at = now.toISOString();
  return readSnapshot(db, async (trx) => {
    const customers = await trx
      .selectFrom('users')
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        eb.fn
          .count<number>(eb.case().when(eb.and([eb('created_at', '>=', start!), eb('created_at', '<', end!)])).then(1).end())
          .as('newToday'),
      ])
      .where('role', 'is', null)
      .executeTakeFirstOrThrow();
    const orders = await trx
      .selectFrom('order_days')
      .select((eb) => eb.fn.sum<number>('orders').as('orders'))
      .where('day', '=', today)
      .executeTakeFirstOrThrow();
    const sales = salesTotals((await dailySales(trx, { startDate: today, endDate: today })).values());
    const holders = await trx
      .selectFrom('customer_subscriptions')
      .select((eb) => eb.fn.count<number>('customer_id').distinct().as('count'))
      .where('started_at', '<=', at)
      .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', at)]))
      .where('cancelled_at', 'is', null)
      .executeTakeFirstOrThrow();
    const catalog = await trx
      .selectFrom('ebooks')
      .select((eb) => ['type', eb.fn.countAll<number>().as('count')])
      .where('status', '=', 'E')
      .groupBy('type')
      .execute();
    const enabled = (kind: number) => Number(catalog.find((row) => row.type === kind)?.count ?? 0);
    const visitorsToday = await trx
      .selectFrom('visitor_days')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('day', '=', today)
      .executeTakeFirstOrThrow();
    return {
      date: today,
      customers: { total: Number(customers.total), newToday: Number(customers.newToday) },
      ordersToday: Number(orders.orders ?? 0),
      salesToday: sales.sales,
      revenueToday: sales.revenue,
      activeSubscriptions: Number(holders.count),
      books: enabled(PublicationKind.BOOK),
      magazines: enabled(PublicationKind.MAGAZINE),
      visitorsToday: Number(visitorsToday.count),
      activeUsers30Days: await distinctVisitors(trx, lastDays(today, 30)),
    };
  });
}
