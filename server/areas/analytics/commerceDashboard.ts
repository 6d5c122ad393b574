import type { Kysely } from 'kysely';
import type { CommerceDashboard, CommerceFigures, DashboardOrder } from '../../../contract/dashboard';
import { PaymentStatus } from '../../../contract/enums';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import { addDays, businessDay } from '../../lib/dates';
import { readSnapshot } from '../../lib/lists';
import { type DayRange, lastDays, previousRange, seriesOf } from './ranges';
import { dailySales, salesTotals } from './sales';
import { distinctVisitors } from './visitors';

type Trx = Kysely<Database>;

/** Payment statuses of an attempt still waiting for the provider. */
const waiting = [PaymentStatus.INITIATED, PaymentStatus.PROCESSING, PaymentStatus.PENDING];

async function figuresOf(trx: Trx, range: DayRange): Promise<CommerceFigures> {
  const { sales, revenue } = salesTotals((await dailySales(trx, range)).values());
  const { orders } = await trx
    .selectFrom('order_days')
    .select((eb) => eb.fn.sum<number>('orders').as('orders'))
    .where('day', '>=', range.startDate)
    .where('day', '<=', range.endDate)
    .executeTakeFirstOrThrow();
  return { sales, revenue, orders: Number(orders ?? 0), activeUsers: await distinctVisitors(trx, range) };
}

function orderRows(trx: Trx) {
  return trx
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.customer_id')
    .select(['orders.id', 'orders.number', 'users.name', 'orders.amount', 'orders.currency', 'orders.status', 'orders.created_at', 'orders.payment_status']);
}

type OrderRow = Awaited<ReturnType<ReturnType<typeof orderRows>['execute']>>[number];

const toOrder = (row: OrderRow): DashboardOrder => ({
  id: row.id,
  number: row.number,
  customerName: row.name,
  amount: row.amount,
  currency: row.currency,
  status: row.status as DashboardOrder['status'],
  paymentStatus: row.payment_status as DashboardOrder['paymentStatus'],
  createdAt: row.created_at,
});

/** Orders waiting for the provider: their latest attempt is open (through `orders_payment_status_created`). */
function waitingOrders(trx: Trx) {
  return orderRows(trx).where('orders.payment_status', 'in', waiting);
}

/** The dashboard of SUPER_ADMIN and ADMIN. */
export function commerceDashboard(db: Db, timeZone: string, now = new Date()): Promise<CommerceDashboard> {
  const today = businessDay(now, timeZone);
  const period = { startDate: addDays(today, -7), endDate: addDays(today, -1) };
  const before = previousRange(period);
  const month = lastDays(today, 30);
  return readSnapshot(db, async (trx) => {
    const revenue = await dailySales(trx, month);
    const pending = await waitingOrders(trx).clearSelect().select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    return {
      view: 'commerce' as const,
      today: { date: today, ...(await figuresOf(trx, { startDate: today, endDate: today })) },
      period: { ...period, ...(await figuresOf(trx, period)), previous: { ...before, ...(await figuresOf(trx, before)) } },
      revenueSeries: seriesOf(month, (date) => ({ date, revenue: revenue.get(date)?.revenue.toList() ?? [] })),
      recentOrders: (await orderRows(trx).orderBy('orders.created_at', 'desc').orderBy('orders.id', 'desc').limit(10).execute()).map(toOrder),
      pendingPayments: {
        count: Number(pending.count),
        oldest: (await waitingOrders(trx).orderBy('orders.created_at').orderBy('orders.id').limit(10).execute()).map(toOrder),
      },
    };
  });
}
