/**
 * Saved views in the console (src/components/views): what a view sets of a list and what saving
 * the list keeps, periods included; and the column choice kept on the server (syncListColumns).
 */
import { http, HttpResponse } from 'msw';
import { memoryStore } from 'react-admin';
import { describe, expect, test, vi } from 'vitest';
import type { SavedView } from '../../contract/views';
import { columnRanksKey, hiddenColumnsKey } from '../../src/components/views/columnsStore';
import { syncListColumns } from '../../src/components/views/syncListColumns';
import { filtersOfView, periodOf, periodRange, settingsOfList, showsView } from '../../src/components/views/viewState';
import { origin, signedInApi } from './browserGlobals';

const timeZone = 'America/New_York';
// 02:00 UTC on 1 December is still 30 November in New York.
const now = new Date('2026-12-01T02:00:00Z');

const view = (settings: Partial<SavedView>): SavedView => ({
  id: 1,
  list: 'orders',
  name: 'A view',
  shared: false,
  filters: {},
  period: null,
  sort: null,
  perPage: null,
  columns: null,
  owner: null,
  builtIn: true,
  mine: false,
  isDefault: false,
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
  ...settings,
});

describe('periods', () => {
  test('this month is its first day to today, in the business time zone', () => {
    expect(periodRange('thisMonth', now, timeZone)).toEqual({ startDate: '2026-11-01', endDate: '2026-11-30' });
    expect(periodRange('thisMonth', now, 'UTC')).toEqual({ startDate: '2026-12-01', endDate: '2026-12-01' });
    expect(periodRange('last7', now, timeZone)).toEqual({ startDate: '2026-11-23', endDate: '2026-11-29' });
  });

  test('a view with a period sets the days of today, in place of any it holds', () => {
    const refunded = view({ filters: { status: 4, startDate: '2020-01-01', endDate: '2020-01-31' }, period: 'thisMonth' });
    expect(filtersOfView(refunded, now, timeZone)).toEqual({ status: 4, startDate: '2026-11-01', endDate: '2026-11-30' });
    expect(filtersOfView(view({ filters: { status: 4 } }), now, timeZone)).toEqual({ status: 4 });
  });

  test('days that are a period today are saved as the period; other days as they are', () => {
    expect(periodOf({ startDate: '2026-11-23', endDate: '2026-11-29' }, now, timeZone)).toBe('last7');
    expect(periodOf({ startDate: '2026-11-01', endDate: '2026-11-30' }, now, timeZone)).toBe('thisMonth');
    expect(periodOf({ startDate: '2026-10-02', endDate: '2026-11-29' }, now, timeZone)).toBeNull();
    expect(periodOf({ q: 'x' }, now, timeZone)).toBeNull();
  });
});

describe('a list and its views', () => {
  const list = { filterValues: { paymentStatus: 4 }, sort: { field: 'createdAt', order: 'DESC' }, perPage: 25 };

  test('the list shows a view when its filters, sort and page size are the view’s', () => {
    expect(showsView(list, view({ filters: { paymentStatus: 4 }, sort: { field: 'createdAt', order: 'DESC' } }), now, timeZone)).toBe(true);
    // A view without a sort or page size takes any.
    expect(showsView(list, view({ filters: { paymentStatus: 4 } }), now, timeZone)).toBe(true);
    expect(showsView(list, view({ filters: { paymentStatus: 4 }, perPage: 50 }), now, timeZone)).toBe(false);
    expect(showsView(list, view({ filters: { paymentStatus: 6 } }), now, timeZone)).toBe(false);
    expect(showsView(list, view({ filters: {} }), now, timeZone)).toBe(false);
    expect(showsView(list, view({ filters: { paymentStatus: 4 }, sort: { field: 'amount', order: 'DESC' } }), now, timeZone)).toBe(false);
    const thisMonth = { ...list, filterValues: { status: 4, endDate: '2026-11-30', startDate: '2026-11-01' } };
    expect(showsView(thisMonth, view({ filters: { status: 4 }, period: 'thisMonth' }), now, timeZone)).toBe(true);
  });

  test('saving the list keeps its filters, sort, page size and columns, and a period as the period', () => {
    const columns = { hidden: ['customer'] };
    expect(settingsOfList({ ...list, filterValues: { q: 'smith', startDate: '2026-11-23', endDate: '2026-11-29' } }, columns, now, timeZone)).toEqual({
      filters: { q: 'smith' },
      period: 'last7',
      sort: { field: 'createdAt', order: 'DESC' },
      perPage: 25,
      columns,
    });
    // Days that are no period are kept as days; a page size the views do not offer is left out.
    const custom = { filterValues: { startDate: '2026-10-02', endDate: '2026-10-09' }, sort: { field: 'title', order: 'ASC' }, perPage: 30 };
    expect(settingsOfList(custom, null, now, timeZone)).toMatchObject({ filters: custom.filterValues, period: null, perPage: null });
  });
});

/** react-admin's store as the Admin sets it up. */
function openStore() {
  const store = memoryStore();
  store.setup();
  return store;
}

describe('the columns kept on the server', () => {
  const list = 'ui/banners';
  let stored: unknown = null;
  const puts: unknown[] = [];
  signedInApi(
    [
      http.get(`${origin}/api/views/columns`, () => HttpResponse.json({ list, columns: stored })),
      http.put(`${origin}/api/views/columns`, async ({ request }) => {
        const body = (await request.json()) as { columns: unknown };
        puts.push(body.columns);
        stored = body.columns;
        return HttpResponse.json(body);
      }),
    ],
    () => {
      puts.length = 0;
    },
  );

  test('the choice on the server is put in the store when the list opens', async () => {
    stored = { hidden: ['position'], ranks: [1, 0] };
    const store = openStore();
    const stop = syncListColumns(store, list, 10);
    await vi.waitFor(() => expect(store.getItem(hiddenColumnsKey(list))).toEqual(['position']));
    expect(store.getItem(columnRanksKey(list))).toEqual([1, 0]);
    stop();
    expect(puts).toEqual([]);
  });

  test('changes in the store are saved once they stop, and a change still waiting when the list closes too', async () => {
    stored = null;
    const store = openStore();
    const stop = syncListColumns(store, list, 20);
    await new Promise((resolve) => setTimeout(resolve, 30));
    store.setItem(hiddenColumnsKey(list), ['title']);
    store.setItem(hiddenColumnsKey(list), ['title', 'position']);
    await vi.waitFor(() => expect(puts).toEqual([{ hidden: ['title', 'position'] }]));
    // The chooser's Reset: the list's own columns again.
    store.setItem(hiddenColumnsKey(list), []);
    stop();
    await vi.waitFor(() => expect(puts).toEqual([{ hidden: ['title', 'position'] }, null]));
  });

  test('nothing is saved before the server has answered', async () => {
    stored = { hidden: ['state'] };
    const store = openStore();
    store.setItem(hiddenColumnsKey(list), ['title']);
    const stop = syncListColumns(store, list, 10);
    await vi.waitFor(() => expect(store.getItem(hiddenColumnsKey(list))).toEqual(['state']));
    await new Promise((resolve) => setTimeout(resolve, 30));
    stop();
    expect(puts).toEqual([]);
  });
});
