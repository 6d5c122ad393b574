import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { HttpError } from 'react-admin';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { createDataProvider } from '../../dataProvider/createDataProvider';
import { earlyPageStaleTime, fetchListEarly, listQueryKey } from '../../dataProvider/earlyPages';
import { operationsTable } from '../../src/shell/providers';
import type { ResourceOperationsTable } from '../../dataProvider/resourceOperations';
import { installBrowserGlobals, origin, resolveRelativeFetch } from './browserGlobals';

/** One resource for every kind of operation the spec has. */
const table: ResourceOperationsTable = {
  customers: { list: 'listCustomers', getOne: 'getCustomer' },
  feeds: {
    list: 'listFeedEntries',
    getOne: 'getFeedEntry',
    create: 'createFeedEntry',
    update: 'updateFeedEntry',
    delete: 'deleteFeedEntry',
  },
  'ui/banners': { list: 'listBanners' },
  'users/editors': { list: 'listStaff', listQuery: { role: 4 } },
  'ui/app-config': {
    list: 'listAppConfigEntries',
    getOne: 'getAppConfigEntry',
    create: 'saveAppConfigEntry',
    update: 'saveAppConfigEntry',
    idField: 'key',
  },
  orders: { actions: { recheckPayment: 'recheckOrderPayment' } },
  staff: { actions: { block: 'blockUnblockUser' } },
};

interface Seen {
  method: string;
  path: string;
  search: string;
  headers: Headers;
  body: unknown;
}

const seen: Seen[] = [];
const server = setupServer();
const dataProvider = createDataProvider(table);
let browser: ReturnType<typeof installBrowserGlobals>;

/** Answers `path` with `answer` and records what the console sent. */
function respond(method: 'get' | 'post' | 'put' | 'delete', path: string, answer: () => Response) {
  server.use(
    http[method](`${origin}${path}`, async ({ request }) => {
      const url = new URL(request.url);
      const text = await request.text();
      seen.push({ method: request.method, path: url.pathname, search: url.search, headers: request.headers, body: text ? JSON.parse(text) : undefined });
      return answer();
    }),
  );
}

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  resolveRelativeFetch();
});
beforeEach(() => {
  browser = installBrowserGlobals();
  localStorage.setItem('auth', JSON.stringify({ id: 7, role: 2, access_token: 'token-7' }));
  document.cookie = 'other=1; XSRF-TOKEN=xsrf%3D1';
  seen.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  vi.unstubAllGlobals();
});

describe('getList', () => {
  test('POST list: filters plus a 0-based paginationRequest, answering data and total', async () => {
    respond('post', '/api/customers/list', () =>
      HttpResponse.json({ content: [{ id: 1, name: 'Ada' }], totalElements: 41, page: 1, size: 20 }),
    );
    const result = await dataProvider.getList('customers', {
      pagination: { page: 2, perPage: 20 },
      sort: { field: 'registeredAt', order: 'DESC' },
      filter: { q: 'ada', blocked: false, registeredFrom: '' },
    });
    expect(result).toEqual({ data: [{ id: 1, name: 'Ada' }], total: 41 });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/api/customers/list', search: '' });
    expect(seen[0]!.body).toEqual({
      q: 'ada',
      blocked: false,
      paginationRequest: { page: 1, size: 20, sortBy: 'registeredAt', sortDirection: 'DESC' },
    });
    expect(seen[0]!.headers.get('content-type')).toBe('application/json');
  });

  test('POST list whose count stopped short: no total, pages on while they are full', async () => {
    respond('post', '/api/customers/list', () =>
      HttpResponse.json({ content: [{ id: 1 }, { id: 2 }], totalElements: 10000, totalIsLowerBound: true, page: 4, size: 2 }),
    );
    const result = await dataProvider.getList('customers', { pagination: { page: 5, perPage: 2 }, sort: { field: 'registeredAt', order: 'DESC' }, filter: { q: 'a' } });
    expect(result).toEqual({ data: [{ id: 1 }, { id: 2 }], pageInfo: { hasPreviousPage: true, hasNextPage: true } });
    respond('post', '/api/customers/list', () => HttpResponse.json({ content: [{ id: 3 }], totalElements: 10000, totalIsLowerBound: true, page: 5, size: 2 }));
    const last = await dataProvider.getList('customers', { pagination: { page: 6, perPage: 2 }, sort: { field: 'registeredAt', order: 'DESC' }, filter: { q: 'a' } });
    expect(last).toEqual({ data: [{ id: 3 }], pageInfo: { hasPreviousPage: true, hasNextPage: false } });
  });

  test("a first page fetched early lands in react-admin's query cache, where the list mounting on it takes it without asking again", async () => {
    let answered = 0;
    respond('post', '/api/customers/list', () => HttpResponse.json({ content: [{ id: ++answered }], totalElements: 1, page: 0, size: 25 }));
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: earlyPageStaleTime } } });
    const early = { pagination: { page: 1, perPage: 25 }, sort: { field: 'registeredAt', order: 'DESC' as const }, filter: { q: 'a', blocked: false } };
    expect(await fetchListEarly(queryClient, dataProvider, 'customers', early)).toEqual({ data: [{ id: 1 }], total: 1 });
    expect(seen).toHaveLength(1);
    // The list's useGetList, its parameters built in another order: the same key, a fresh page, no request.
    const params = { filter: { blocked: false, q: 'a' }, sort: { order: 'DESC' as const, field: 'registeredAt' }, pagination: { perPage: 25, page: 1 } };
    const list = new QueryObserver(queryClient, { queryKey: listQueryKey('customers', params), queryFn: () => dataProvider.getList('customers', params) });
    const stop = list.subscribe(() => undefined);
    expect(list.getCurrentResult().data).toEqual({ data: [{ id: 1 }], total: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toHaveLength(1);
    stop();
    // Once invalidated (a change saved), it asks as any list does.
    await queryClient.invalidateQueries({ queryKey: ['customers'] });
    const again = new QueryObserver(queryClient, { queryKey: listQueryKey('customers', params), queryFn: () => dataProvider.getList('customers', params) });
    const stopAgain = again.subscribe(() => undefined);
    await vi.waitFor(() => expect(again.getCurrentResult().data).toEqual({ data: [{ id: 2 }], total: 1 }));
    stopAgain();
    expect(seen).toHaveLength(2);
  });

  test('a page fetched early goes stale after its ten seconds, and any other query at once', async () => {
    respond('post', '/api/customers/list', () => HttpResponse.json({ content: [], totalElements: 0, page: 0, size: 25 }));
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: earlyPageStaleTime } } });
    const params = { pagination: { page: 1, perPage: 25 }, sort: { field: 'registeredAt', order: 'DESC' as const }, filter: {} };
    await fetchListEarly(queryClient, dataProvider, 'customers', params);
    const query = queryClient.getQueryCache().find({ queryKey: listQueryKey('customers', params), exact: true })!;
    expect(earlyPageStaleTime(query)).toBe(10_000);
    vi.useFakeTimers({ now: Date.now() + 10_000, toFake: ['Date'] });
    try {
      expect(earlyPageStaleTime(query)).toBe(0);
    } finally {
      vi.useRealTimers();
    }
    queryClient.setQueryData(['customers', 'getOne', { id: '1' }], { id: 1 });
    expect(earlyPageStaleTime(queryClient.getQueryCache().find({ queryKey: ['customers', 'getOne', { id: '1' }] })!)).toBe(0);
  });

  test('GET list: fixed query and filters as parameters; a plain array searched, sorted and paged here', async () => {
    respond('get', '/api/users/list', () =>
      HttpResponse.json([
        { id: 1, name: 'Cleo' },
        { id: 2, name: 'Ada' },
        { id: 3, name: 'Bea' },
        { id: 4, name: 'Dan', email: 'dan@x.test' },
      ]),
    );
    const result = await dataProvider.getList('users/editors', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: ' A ', blocked: false },
    });
    // `q` is not sent: the whole list is searched here, on its text fields, ignoring case.
    expect(seen[0]).toMatchObject({ method: 'GET', path: '/api/users/list', search: '?role=4&blocked=false' });
    expect(result).toEqual({ data: [{ id: 2, name: 'Ada' }, { id: 3, name: 'Bea' }], total: 3 });
  });

  test('records addressed by key get it as their id', async () => {
    respond('post', '/api/ui/app-config/list', () =>
      HttpResponse.json({ content: [{ key: 'welcome.text', value: 'Hi' }], totalElements: 1, page: 0, size: 25 }),
    );
    const result = await dataProvider.getList('ui/app-config', { pagination: { page: 1, perPage: 25 }, sort: { field: '', order: 'ASC' }, filter: {} });
    expect(result.data).toEqual([{ key: 'welcome.text', value: 'Hi', id: 'welcome.text' }]);
    expect(seen[0]!.body).toEqual({ paginationRequest: { page: 0, size: 25 } });
  });
});

describe('one record', () => {
  test('getOne fills the id into the path', async () => {
    respond('get', '/api/customers/12', () => HttpResponse.json({ id: 12, name: 'Ada' }));
    expect(await dataProvider.getOne('customers', { id: 12 })).toEqual({ data: { id: 12, name: 'Ada' } });
    expect(seen[0]).toMatchObject({ method: 'GET', path: '/api/customers/12', body: undefined });
  });

  test('getOne by key encodes it', async () => {
    respond('get', '/api/ui/app-config/:key', () => HttpResponse.json({ key: 'a b', value: 1 }));
    expect((await dataProvider.getOne('ui/app-config', { id: 'a b' })).data).toEqual({ key: 'a b', value: 1, id: 'a b' });
    expect(seen[0]!.path).toBe('/api/ui/app-config/a%20b');
  });

  test('getMany reads each record', async () => {
    respond('get', '/api/customers/:id', () => HttpResponse.json({ id: 5 }));
    await dataProvider.getMany('customers', { ids: [5, 6] });
    expect(seen.map((request) => request.path).sort()).toEqual(['/api/customers/5', '/api/customers/6']);
  });

  test('create posts to the spec path, trailing slash kept', async () => {
    respond('post', '/api/feed/', () => HttpResponse.json({ id: 3, title: 'New' }, { status: 201 }));
    expect(await dataProvider.create('feeds', { data: { title: 'New' } })).toEqual({ data: { id: 3, title: 'New' } });
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/api/feed/', body: { title: 'New' } });
  });

  test('update puts to the record path', async () => {
    respond('put', '/api/feed/3', () => HttpResponse.json({ id: 3, title: 'Changed' }));
    const result = await dataProvider.update('feeds', { id: 3, data: { title: 'Changed' }, previousData: { id: 3 } });
    expect(result.data).toEqual({ id: 3, title: 'Changed' });
    expect(seen[0]).toMatchObject({ method: 'PUT', path: '/api/feed/3', body: { title: 'Changed' } });
  });

  test('update of a record addressed by key puts to one path with the key in the body', async () => {
    respond('put', '/api/ui/app-config', () => HttpResponse.json({ key: 'k', value: 2 }));
    await dataProvider.update('ui/app-config', { id: 'k', data: { key: 'k', value: 2 }, previousData: { id: 'k' } });
    expect(seen[0]).toMatchObject({ method: 'PUT', path: '/api/ui/app-config', body: { key: 'k', value: 2 } });
  });

  test('create by the method the definition gives: an app config entry is PUT, answering it with its key as id', async () => {
    respond('put', '/api/ui/app-config', () => HttpResponse.json({ key: 'feed.page_size', value: '20' }, { status: 201 }));
    const result = await dataProvider.create('ui/app-config', { data: { key: 'feed.page_size', value: '20' } });
    expect(result.data).toEqual({ id: 'feed.page_size', key: 'feed.page_size', value: '20' });
    expect(seen[0]).toMatchObject({ method: 'PUT', path: '/api/ui/app-config', body: { key: 'feed.page_size', value: '20' } });
  });

  test('delete sends DELETE and answers the previous record', async () => {
    respond('delete', '/api/feed/3', () => new HttpResponse(null, { status: 204 }));
    const result = await dataProvider.delete('feeds', { id: 3, previousData: { id: 3, title: 'Old' } });
    expect(result.data).toEqual({ id: 3, title: 'Old' });
    expect(seen[0]).toMatchObject({ method: 'DELETE', path: '/api/feed/3' });
  });

  test('a custom action declared in the definition', async () => {
    respond('post', '/api/orders/9/recheck-payment', () => HttpResponse.json({ id: 9, paymentStatus: 5 }));
    expect(await dataProvider.action('orders', 'recheckPayment', { id: 9 })).toEqual({ data: { id: 9, paymentStatus: 5 } });
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/api/orders/9/recheck-payment', body: {} });
  });

  test('an action with query parameters', async () => {
    respond('post', '/api/users/block-unblock', () => HttpResponse.json({ email: 'a+b@x.test', blocked: true }));
    const result = await dataProvider.action('staff', 'block', { query: { email: 'a+b@x.test', blocked: true } });
    expect(result).toEqual({ data: { email: 'a+b@x.test', blocked: true } });
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/api/users/block-unblock', search: '?email=a%2Bb%40x.test&blocked=true' });
  });

  test('a call the definition does not declare is refused without a request', async () => {
    await expect(dataProvider.delete('customers', { id: 1 })).rejects.toThrow('has no delete operation');
    await expect(dataProvider.getList('nothing', { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' }, filter: {} })).rejects.toThrow('No operations');
    expect(seen).toEqual([]);
  });
});

describe('headers', () => {
  test('the Bearer token of the stored login record and the XSRF header copied from its cookie', async () => {
    respond('get', '/api/customers/1', () => HttpResponse.json({ id: 1 }));
    await dataProvider.getOne('customers', { id: 1 });
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer token-7');
    expect(seen[0]!.headers.get('x-xsrf-token')).toBe('xsrf=1');
  });

  test('no login record and no cookie: neither header', async () => {
    localStorage.clear();
    document.cookie = '';
    respond('get', '/api/customers/1', () => HttpResponse.json({ id: 1 }));
    await dataProvider.getOne('customers', { id: 1 });
    expect(seen[0]!.headers.has('authorization')).toBe(false);
    expect(seen[0]!.headers.has('x-xsrf-token')).toBe(false);
  });
});

describe('errors', () => {
  test("a 400 becomes an HttpError with the server's message and fieldErrors as the form's errors", async () => {
    respond('post', '/api/feed/', () =>
      HttpResponse.json({ message: 'Some fields are not valid', errorCode: 100, fieldErrors: { title: 'Required' } }, { status: 400 }),
    );
    const error = (await dataProvider.create('feeds', { data: {} }).catch((e) => e)) as HttpError;
    expect(error.status).toBe(400);
    expect(error.message).toBe('Some fields are not valid');
    expect(error.body).toMatchObject({ errorCode: 100, errors: { title: 'Required' } });
  });

  test("a failure without a message reads 'Error occured'", async () => {
    respond('get', '/api/customers/1', () => new HttpResponse('<html>Bad gateway</html>', { status: 502 }));
    const error = (await dataProvider.getOne('customers', { id: 1 }).catch((e) => e)) as HttpError;
    expect(error.status).toBe(502);
    expect(error.message).toBe('Error occured');
  });

  test('errorCode 113 ends the session: local storage cleared, login page, reload after 1 s', async () => {
    vi.useFakeTimers();
    respond('get', '/api/customers/1', () => HttpResponse.json({ message: 'Session ended', errorCode: 113 }, { status: 401 }));
    localStorage.setItem('RaStore.sidebar.open', 'true');
    const error = (await dataProvider.getOne('customers', { id: 1 }).catch((e) => e)) as HttpError;
    expect(error.status).toBe(401);
    expect(localStorage.length).toBe(0);
    expect(browser.location.hash).toBe('#/login');
    expect(browser.location.reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(browser.location.reload).toHaveBeenCalledOnce();
    vi.useRealTimers();
  });
});

describe('versions (If-Match)', () => {
  const etag = '"abcdefghijklmnopqrstuvwxyz0"';
  const newer = '"0zyxwvutsrqponmlkjihgfedcba"';

  test("getOne keeps the answer's ETag in the record as _etag", async () => {
    respond('get', '/api/feed/3', () => HttpResponse.json({ id: 3, title: 'Old' }, { headers: { ETag: etag } }));
    expect((await dataProvider.getOne('feeds', { id: 3 })).data).toEqual({ id: 3, title: 'Old', _etag: etag });
  });

  test('update sends If-Match with the version loaded, never _etag in the body, and keeps the new version', async () => {
    respond('put', '/api/feed/3', () => HttpResponse.json({ id: 3, title: 'New' }, { headers: { ETag: newer } }));
    const result = await dataProvider.update('feeds', {
      id: 3,
      data: { id: 3, title: 'New', _etag: etag },
      previousData: { id: 3, title: 'Old', _etag: etag },
    });
    expect(seen[0]!.headers.get('if-match')).toBe(etag);
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer token-7');
    expect(seen[0]!.body).toEqual({ id: 3, title: 'New' });
    expect(result.data).toEqual({ id: 3, title: 'New', _etag: newer });
  });

  test('a record without a version (a list row) is updated and deleted without If-Match', async () => {
    respond('put', '/api/feed/3', () => HttpResponse.json({ id: 3, title: 'New' }));
    respond('delete', '/api/feed/4', () => new HttpResponse(null, { status: 204 }));
    await dataProvider.update('feeds', { id: 3, data: { title: 'New' }, previousData: { id: 3, title: 'Old' } });
    await dataProvider.delete('feeds', { id: 4, previousData: { id: 4 } });
    expect(seen.map((request) => request.headers.get('if-match'))).toEqual([null, null]);
  });

  test('delete sends If-Match with the version loaded', async () => {
    respond('delete', '/api/feed/3', () => new HttpResponse(null, { status: 204 }));
    await dataProvider.delete('feeds', { id: 3, previousData: { id: 3, _etag: etag } });
    expect(seen[0]).toMatchObject({ method: 'DELETE', path: '/api/feed/3' });
    expect(seen[0]!.headers.get('if-match')).toBe(etag);
  });

  test('a record addressed by key: If-Match on its one path, the key as id of the current record of a 412', async () => {
    const lastChange = { id: 9, at: '2026-11-15T10:00:00Z', actor: null, action: 'update', changes: [{ field: 'value', from: '1', to: '2' }] };
    respond('put', '/api/ui/app-config', () =>
      HttpResponse.json(
        { message: 'Someone else changed this record since you opened it.', errorCode: 119, current: { key: 'k', value: '2' }, lastChange },
        { status: 412, headers: { ETag: newer } },
      ),
    );
    const error = (await dataProvider
      .update('ui/app-config', { id: 'k', data: { key: 'k', value: '3', _etag: etag }, previousData: { id: 'k', key: 'k', value: '1', _etag: etag } })
      .catch((e) => e)) as HttpError;
    expect(seen[0]!.headers.get('if-match')).toBe(etag);
    expect(seen[0]!.body).toEqual({ key: 'k', value: '3' });
    expect(error.status).toBe(412);
    expect(error.message).toBe('Someone else changed this record since you opened it.');
    expect(error.body).toMatchObject({ errorCode: 119, current: { id: 'k', key: 'k', value: '2', _etag: newer }, lastChange, etag: newer });
  });

  test('a 412 of a delete keeps the current record and the last change in the body', async () => {
    respond('delete', '/api/feed/3', () =>
      HttpResponse.json({ message: 'Stale', errorCode: 119, current: { id: 3, title: 'Theirs' }, lastChange: null }, { status: 412, headers: { ETag: newer } }),
    );
    const error = (await dataProvider.delete('feeds', { id: 3, previousData: { id: 3, _etag: etag } }).catch((e) => e)) as HttpError;
    expect(error.status).toBe(412);
    expect(error.body).toMatchObject({ errorCode: 119, current: { id: 3, title: 'Theirs', _etag: newer }, lastChange: null });
  });
});

test('the operations table is read from the resource definitions', () => {
  expect(operationsTable['users/customers']).toEqual({
    list: 'listCustomers',
    export: 'exportCustomers',
    getOne: 'getCustomer',
    actions: { block: 'blockUnblockUser' },
  });
  expect(operationsTable['users/admins']).toMatchObject({ list: 'listStaff', listQuery: { role: '1,2' } });
  expect(operationsTable['users/editors']).toMatchObject({ list: 'listStaff', listQuery: { role: 4 } });
});
