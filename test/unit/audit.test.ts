/** What the History panel and the Activity page send, where their links lead, and how they write values. */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { dataProvider } from '../../src/shell/providers';
import { urlOf } from '../../dataProvider/client';
import { fetchHistory, historyKey, nextHistoryPage } from '../../src/audit/auditRequests';
import { auditValueText, changeSides } from '../../src/audit/auditValues';
import { deletedRecords, recordPathOf as recordPathIn } from '../../src/audit/recordLinks';
import { resourceDefinitions } from '../../resources';
import { formatDateTime, formatDay } from '../../src/format';
import { installBrowserGlobals, origin, resolveRelativeFetch } from './browserGlobals';

const sent: { method: string; path: string; body: unknown }[] = [];
const server = setupServer(
  http.all(`${origin}/api/*`, async ({ request }) => {
    const text = await request.text();
    sent.push({ method: request.method, path: new URL(request.url).pathname, body: text ? JSON.parse(text) : undefined });
    return HttpResponse.json({ content: [], totalElements: 0, page: 0, size: 10 });
  }),
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  resolveRelativeFetch();
});
beforeEach(() => {
  installBrowserGlobals();
  localStorage.setItem('auth', JSON.stringify({ id: 7, role: 2, access_token: 'token-7' }));
  sent.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  vi.unstubAllGlobals();
});

describe('the History panel', () => {
  test("asks for one record's entries, ten a page", async () => {
    await fetchHistory('feeds', '41', 0);
    await fetchHistory('ui/app-config', 'min_version', 2);
    expect(sent).toEqual([
      { method: 'POST', path: '/api/audit/list', body: { resource: 'feeds', recordId: '41', paginationRequest: { page: 0, size: 10 } } },
      {
        method: 'POST',
        path: '/api/audit/list',
        body: { resource: 'ui/app-config', recordId: 'min_version', paginationRequest: { page: 2, size: 10 } },
      },
    ]);
  });

  test('"Show more" reads the next page while there is one', () => {
    expect(nextHistoryPage({ page: 0, size: 10, totalElements: 25 })).toBe(1);
    expect(nextHistoryPage({ page: 1, size: 10, totalElements: 25 })).toBe(2);
    expect(nextHistoryPage({ page: 2, size: 10, totalElements: 25 })).toBeUndefined();
    expect(nextHistoryPage({ page: 0, size: 10, totalElements: 10 })).toBeUndefined();
  });

  test('reads the history again at each version of the record', () => {
    expect(historyKey('e-books', '3', '"v1"')).not.toEqual(historyKey('e-books', '3', '"v2"'));
    expect(historyKey('e-books', '3', '"v1"')).toEqual(historyKey('e-books', '3', '"v1"'));
  });
});

describe('the Activity page', () => {
  test('sends its filters and its page to listAuditEntries, newest first', async () => {
    await dataProvider.getList('users/activity', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'at', order: 'DESC' },
      filter: { q: 'spring', actorId: 3, resource: 'feeds', action: 'update', startDate: '2026-11-15', endDate: '2026-11-21', recordId: '' },
    });
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/audit/list',
        body: {
          q: 'spring',
          actorId: 3,
          resource: 'feeds',
          action: 'update',
          startDate: '2026-11-15',
          endDate: '2026-11-21',
          paginationRequest: { page: 1, size: 25, sortBy: 'at', sortDirection: 'DESC' },
        },
      },
    ]);
  });

  test('exports with the same filters in the query, empty ones left out', async () => {
    const url = urlOf('exportAuditEntries', { query: { resource: 'orders', actorId: 3, q: '', action: undefined, startDate: '2026-11-01' } });
    expect(url).toBe('/api/audit/export.csv?resource=orders&actorId=3&startDate=2026-11-01');
  });

  test("links an entry to its record's page, not a deleted record's", () => {
    const recordPathOf = (entry: Parameters<typeof recordPathIn>[1], deleted?: ReadonlySet<string>) => recordPathIn(resourceDefinitions, entry, deleted);
    expect(recordPathOf({ resource: 'feeds', recordId: '41' })).toBe('/feeds/41');
    expect(recordPathOf({ resource: 'e-books', recordId: '3' })).toBe('/e-books/3');
    expect(recordPathOf({ resource: 'orders', recordId: '5' })).toBe('/orders/5/show');
    expect(recordPathOf({ resource: 'users/customers', recordId: '12' })).toBe('/users/customers/12/show');
    expect(recordPathOf({ resource: 'ui/app-config', recordId: 'min version' })).toBe('/ui/app-config/min%20version');
    expect(recordPathOf({ resource: 'ui/banners', recordId: '2' })).toBe('/ui/banners/2');
    expect(recordPathOf({ resource: 'ui/alerts', recordId: '2' })).toBe('/ui/alerts/2');
    expect(recordPathOf({ resource: 'subscriptions', recordId: '2' })).toBe('/subscriptions/2');
    // A layout opens as its screen on the layout page.
    expect(recordPathOf({ resource: 'ui/layout', recordId: '2' })).toBe('/ui/layout?type=books');
    // No page: staff, an export.
    expect(recordPathOf({ resource: 'staff', recordId: '9' })).toBeUndefined();
    expect(recordPathOf({ resource: 'staff', recordId: '1' })).toBeUndefined();
    expect(recordPathOf({ resource: 'orders', recordId: null })).toBeUndefined();
    const deleted = deletedRecords([
      { action: 'delete', resource: 'feeds', recordId: '41' },
      { action: 'update', resource: 'feeds', recordId: '42' },
    ]);
    expect(recordPathOf({ resource: 'feeds', recordId: '41' }, deleted)).toBeUndefined();
    expect(recordPathOf({ resource: 'feeds', recordId: '42' }, deleted)).toBe('/feeds/42');
  });
});

describe('values in words', () => {
  const words = { yes: 'Yes', no: 'No', labelled: (label: string, value: string) => `${label}: ${value}` };
  const text = (value: unknown) => auditValueText(value, words);

  test('empty values have no words (the screens write —)', () => {
    expect([null, undefined, '', '  ', [], {}].map(text)).toEqual([null, null, null, null, null, null]);
  });

  test('texts, numbers and booleans', () => {
    expect(text('Spring catalogue')).toBe('Spring catalogue');
    expect(text(1999)).toBe('1999');
    expect(text(true)).toBe('Yes');
    expect(text(false)).toBe('No');
    expect(text('A long text…')).toBe('A long text…');
  });

  test('instants and days as src/format writes them, rich text as its words', () => {
    expect(text('2026-11-15T14:05:12.301Z')).toBe(formatDateTime('2026-11-15T14:05:12.301Z'));
    expect(text('2026-11-15')).toBe(formatDay('2026-11-15'));
    expect(text('<p>Spring &amp; <strong>summer</strong></p><p>titles</p>')).toBe('Spring & summer titles');
  });

  test('files as name and size, lists joined, objects compact', () => {
    expect(text({ name: 'book.epub', size: 1_400_000 })).toBe('book.epub · 1.4 MB');
    expect(text({ name: 'old-cover.jpg', size: null })).toBe('old-cover.jpg');
    expect(text(['news', 'books', null])).toBe('news, books, —');
    expect(text({ label: 'Open', link: null, size: { w: 2 } })).toBe('label: Open, link: —, size: (w: 2)');
  });

  test('a creation shows the new values, a deletion the old ones, a change both', () => {
    const change = { field: 'title', from: null, to: 'New' };
    expect(changeSides('create', change)).toBe('to');
    expect(changeSides('uploadFile', change)).toBe('to');
    expect(changeSides('delete', { field: 'title', from: 'Old', to: null })).toBe('from');
    expect(changeSides('update', change)).toBe('both');
    expect(changeSides('update', { field: 'title', from: 'Old', to: 'New' })).toBe('both');
  });
});
