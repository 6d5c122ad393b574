import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderToString } from 'react-dom/server';
import {
  type ListControllerResult,
  ListContextProvider,
  memoryStore,
  ResourceContextProvider,
  StoreContextProvider,
} from 'react-admin';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { type ListCsvDownload, useListCsvDownload } from '../../src/components/lists/useListCsvDownload';
import { visibleColumns } from '../../src/components/lists/visibleColumns';
import { WithDefinitions } from './definitionsContext';
import { installBrowserGlobals, origin, resolveRelativeFetch } from './browserGlobals';

describe('the columns a list shows', () => {
  const keys = ['coverUrl', 'title', 'type', 'categoryName', 'price'] as const;

  test('in their declared order, without the hidden ones', () => {
    expect(visibleColumns(keys)).toEqual(keys);
    expect(visibleColumns(keys, ['type', 'coverUrl'])).toEqual(['title', 'categoryName', 'price']);
  });

  test('in the order they were dragged into, as the DataTable reorders its columns', () => {
    expect(visibleColumns(keys, [], [1, 0])).toEqual(['title', 'coverUrl', 'type', 'categoryName', 'price']);
    expect(visibleColumns(keys, ['price'], [4, 3, 2, 1, 0])).toEqual(['categoryName', 'type', 'title', 'coverUrl']);
    // A column with nothing to export (the staff's row menu, declared last) moved first.
    expect(visibleColumns(['name', 'role'], [], [2, 0, 1])).toEqual(['name', 'role']);
  });
});

describe('useListCsvDownload', () => {
  const server = setupServer();
  const requests: { url: URL; authorization: string | null }[] = [];
  const saved: string[] = [];

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => {
    const { location } = installBrowserGlobals();
    resolveRelativeFetch();
    localStorage.setItem('auth', JSON.stringify({ id: 1, role: 1, access_token: 'secret-token' }));
    // What downloadFile touches of the page: an object URL and a link it clicks.
    vi.stubGlobal('document', {
      cookie: '',
      body: { append: vi.fn() },
      createElement: () => ({ click: vi.fn(), remove: vi.fn(), set download(name: string) { saved.push(name); } }),
    });
    vi.stubGlobal('window', { location });
    URL.createObjectURL = () => 'blob:csv';
    URL.revokeObjectURL = () => undefined;
    server.use(
      http.get(`${origin}/api/*`, ({ request }) => {
        requests.push({ url: new URL(request.url), authorization: request.headers.get('authorization') });
        return new HttpResponse('A\r\n', { headers: { 'content-type': 'text/csv' } });
      }),
    );
  });
  afterEach(() => {
    requests.length = 0;
    saved.length = 0;
    server.resetHandlers();
    vi.unstubAllGlobals();
  });

  /** The hook of `resource`'s list with these filters and sort, its columns as the store keeps them. */
  function hookOf(resource: string, list: Partial<ListControllerResult>, store: Record<string, unknown> = {}): ListCsvDownload {
    let hook: ListCsvDownload | undefined;
    const Probe = () => {
      hook = useListCsvDownload();
      return null;
    };
    renderToString(
      <StoreContextProvider value={memoryStore(store)}>
        <WithDefinitions>
          <ResourceContextProvider value={resource}>
            <ListContextProvider value={list as ListControllerResult}>
              <Probe />
            </ListContextProvider>
          </ResourceContextProvider>
        </WithDefinitions>
      </StoreContextProvider>,
    );
    return hook!;
  }

  test("sends the list's filters, its sort and the columns it shows, in their order", async () => {
    const { available, download } = hookOf(
      'e-books',
      { filterValues: { type: 2, q: 'moon', categoryId: '' }, sort: { field: 'title', order: 'ASC' } },
      { 'e-books.datatable': ['categoryName', 'coverUrl'], 'e-books.datatable_columnRanks': [0, 2, 1] },
    );
    expect(available).toBe(true);
    await download();
    expect(requests).toHaveLength(1);
    const [{ url, authorization }] = requests as [(typeof requests)[number]];
    expect(url.pathname).toBe('/api/ebooks/export.csv');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      type: '2',
      q: 'moon',
      sortBy: 'title',
      sortDirection: 'ASC',
      columns: 'type,title,publicationDate,price,territories,status,ready',
    });
    expect(authorization).toBe('Bearer secret-token');
    expect(saved).toEqual([expect.stringMatching(/^e-books-\d{4}-\d{2}-\d{2}\.csv$/)]);
  });

  test('every column when none is hidden; a selection by its ids', async () => {
    const { download } = hookOf('ui/app-config', { filterValues: { status: 'E' }, sort: { field: 'key', order: 'ASC' } });
    await download({ ids: ['feed.page_size', 'force_update'] });
    const [{ url }] = requests as [(typeof requests)[number]];
    expect(url.pathname).toBe('/api/ui/app-config/export.csv');
    expect(url.searchParams.get('columns')).toBe('key,valueType,value,description,updatedAt,status');
    expect(url.searchParams.get('ids')).toBe('feed.page_size,force_update');
    expect(url.searchParams.get('status')).toBe('E');
  });

  test("a staff list sends its roles with the console's search", async () => {
    const { download } = hookOf('users/admins', { filterValues: { q: 'ada' }, sort: { field: 'name', order: 'ASC' } });
    await download();
    const [{ url }] = requests as [(typeof requests)[number]];
    expect(url.pathname).toBe('/api/users/export.csv');
    expect(url.searchParams.get('role')).toBe('1,2');
    expect(url.searchParams.get('q')).toBe('ada');
  });

  test('the activity export takes its filters only; a list without an export has none', async () => {
    const { download } = hookOf('users/activity', { filterValues: { resource: 'orders' }, sort: { field: 'at', order: 'DESC' } });
    await download();
    const [{ url }] = requests as [(typeof requests)[number]];
    expect(url.pathname).toBe('/api/audit/export.csv');
    expect(url.searchParams.get('resource')).toBe('orders');
    expect(url.searchParams.has('columns')).toBe(false);
    expect(saved).toEqual([expect.stringMatching(/^activity-/)]);
    expect(hookOf('layout', {}).available).toBe(false);
  });
});
