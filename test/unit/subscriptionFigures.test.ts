/** What the Subscriptions analytics page sends: its views over the range (as paid or converted), a kind's customers a page at a time, and an export. */
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { analyticsQuery } from '../../resources/analytics/useAnalytics';
import { shadeOf } from '../../resources/analytics/subscriptions/CohortGrid';
import { figureExport, movementCustomersQuery } from '../../resources/analytics/subscriptions/subscriptionQueries';
import { origin, signedInApi } from './browserGlobals';

const sent: { method: string; path: string; query: Record<string, string>; body: unknown }[] = [];
signedInApi(
  [
    http.all(`${origin}/api/*`, async ({ request }) => {
      const url = new URL(request.url);
      const text = await request.text();
      sent.push({ method: request.method, path: url.pathname, query: Object.fromEntries(url.searchParams), body: text ? JSON.parse(text) : undefined });
      return HttpResponse.json(url.pathname.endsWith('/list') ? { content: [], totalElements: 0, page: 0, size: 10 } : {});
    }),
  ],
  () => {
    sent.length = 0;
  },
);

const range = { startDate: '2026-11-01', endDate: '2026-11-30' };

test('each view asks for the range; MRR and its movements in the reporting currency when one is chosen', async () => {
  const client = new QueryClient();
  await client.fetchQuery(analyticsQuery('getMrr', range));
  await client.fetchQuery(analyticsQuery('getMrrMovements', { ...range, reportingCurrency: 'EUR' }));
  await client.fetchQuery(analyticsQuery('getSubscriptionChurn', range));
  await client.fetchQuery(analyticsQuery('getCohortRetention', range));
  await client.fetchQuery(analyticsQuery('getPlanLifetimes', range));
  expect(sent).toEqual([
    { method: 'GET', path: '/api/analytics/subscriptions/mrr', query: range, body: undefined },
    { method: 'GET', path: '/api/analytics/subscriptions/movements', query: { ...range, reportingCurrency: 'EUR' }, body: undefined },
    { method: 'GET', path: '/api/analytics/subscriptions/churn', query: range, body: undefined },
    { method: 'GET', path: '/api/analytics/subscriptions/cohorts', query: range, body: undefined },
    { method: 'GET', path: '/api/analytics/subscriptions/plans', query: range, body: undefined },
  ]);
});

test('the same view and range is asked for once (cached per operation and query), another range again', async () => {
  const client = new QueryClient();
  await client.fetchQuery(analyticsQuery('getMrr', range));
  await client.fetchQuery(analyticsQuery('getMrr', { ...range }));
  await client.fetchQuery(analyticsQuery('getMrr', { ...range, startDate: '2026-10-01' }));
  expect(sent.map((request) => request.query.startDate)).toEqual(['2026-11-01', '2026-10-01']);
});

test("a kind's customers: the movements' list of that kind over the range, newest first, a page at a time", async () => {
  const client = new QueryClient();
  await client.fetchQuery(movementCustomersQuery({ ...range, kind: 'churned', page: 0, size: 10 }));
  await client.fetchQuery(movementCustomersQuery({ ...range, kind: 'churned', page: 1, size: 10 }));
  expect(sent).toEqual([0, 1].map((page) => ({
    method: 'POST',
    path: '/api/analytics/subscriptions/movements/list',
    query: {},
    body: { ...range, kind: 'churned', paginationRequest: { page, size: 10, sortBy: 'day', sortDirection: 'DESC' } },
  })));
});

test('an export names its view, the range and what narrows it', () => {
  const { url, fileName } = figureExport({ view: 'movementCustomers', kind: 'new', ...range });
  const parsed = new URL(url, origin);
  expect(parsed.pathname).toBe('/api/analytics/subscriptions/export.csv');
  expect(Object.fromEntries(parsed.searchParams)).toEqual({ view: 'movementCustomers', kind: 'new', ...range });
  expect(fileName).toBe('subscription-movementCustomers-2026-11-30.csv');
  // No reporting currency (as paid): not sent at all.
  expect(new URL(figureExport({ view: 'mrr', ...range, reportingCurrency: undefined }).url, origin).searchParams.has('reportingCurrency')).toBe(false);
});

/** WCAG's contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((at) => {
      const c = parseInt(hex.slice(at, at + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

test("the cohort grid's shades darken with the share and keep their text at 4.5:1 at least", () => {
  const shares = [0, 0.1, 0.2, 0.35, 0.4, 0.55, 0.6, 0.75, 0.8, 1, 1.2];
  for (const share of shares) {
    const { backgroundColor, color } = shadeOf(share);
    expect(contrast(backgroundColor, color), `share ${share}`).toBeGreaterThanOrEqual(4.5);
  }
  expect(new Set(shares.map((share) => shadeOf(share).backgroundColor)).size).toBe(5);
});
