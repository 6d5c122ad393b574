import { OrderStatus } from '../contract/enums';
import { type OrderListRequest, orderListRequest } from '../contract/orders';
import { createDb } from '../server/db';
import { addDays, businessDay } from '../server/lib/dates';
import { readOrdersPage } from '../server/areas/orders/listPage';
import type { Target } from './api-load';

/** What the orders list asks for at scale: Confirmed orders of the last 30 days, newest first, a page of 25. */
export function ordersListBody(timeZone: string, now = new Date()): OrderListRequest {
  const today = businessDay(now, timeZone);
  return {
    status: OrderStatus.CONFIRMED,
    startDate: addDays(today, -30),
    endDate: addDays(today, -1),
    paginationRequest: { page: 0, size: 25, sortBy: 'createdAt', sortDirection: 'DESC' },
  };
}

export const ordersList = (timeZone: string): Target => ({ method: 'POST', path: '/api/orders/list', body: ordersListBody(timeZone) });

/** Percentile of sorted durations (nearest rank). */
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * The same page by the route's own function (server/areas/orders/listPage.ts: the count from the roll-up, the sorted window, its rows) called directly
 * on the database in this process, `runs` times one after another: what the API adds is the rest.
 */
export async function bareOrdersPage(database: { dataDir: string; databaseUrl?: string }, timeZone: string, runs: number) {
  const db = createDb(database);
  try {
    const { paginationRequest, ...filters } = orderListRequest.parse(ordersListBody(timeZone));
    const page = () => readOrdersPage(db, paginationRequest, filters, timeZone);
    await page();
    const durations: number[] = [];
    let total = 0;
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      total = (await page()).totalElements;
      durations.push(performance.now() - started);
    }
    durations.sort((a, b) => a - b);
    return { runs, totalElements: total, latencyMs: { p50: percentile(durations, 50), p99: percentile(durations, 99) } };
  } finally {
    await db.destroy();
  }
}
