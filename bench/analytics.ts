import { addDays, businessDay } from '../server/lib/dates';
import type { ApiServer } from './api-load';
import { percentile } from './orders';

/** The analytics a person opens most, over 365 days ending yesterday. */
export const analyticsTargets = {
  'revenue by day': '/api/analytics/sales',
  'visitors by day': '/api/analytics/visitors/statistics',
  'MRR by day': '/api/analytics/subscriptions/mrr',
  'MRR movements': '/api/analytics/subscriptions/movements',
  'subscription churn by month': '/api/analytics/subscriptions/churn',
  'cohort retention': '/api/analytics/subscriptions/cohorts',
  'ARPU and lifetime value by plan': '/api/analytics/subscriptions/plans',
} as const;

/** `runs` requests one after another (after one to warm up): the time a person waits for the chart. */
export async function timeAnalytics(server: ApiServer, token: string, path: string, timeZone: string, runs = 20) {
  const today = businessDay(new Date(), timeZone);
  const url = `${server.url}${path}?startDate=${addDays(today, -365)}&endDate=${addDays(today, -1)}`;
  const get = async () => {
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
  };
  await get();
  const durations: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await get();
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  return { runs, p50: percentile(durations, 50), p99: percentile(durations, 99) };
}
