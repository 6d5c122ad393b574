/**
 * The conflict dialog's model (src/components/conflict): what a 412 carries, the user's changes,
 * where they collide with the other person's, and what each of the dialog's actions sends.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { AuditEntry } from '../../contract/audit';
import { createDataProvider } from '../../dataProvider/createDataProvider';
import { compactFieldValue, compactValue } from '../../src/components/conflict/changeValues';
import { formatAgo } from '../../src/format';
import { applyOnTop, collisions, ownChanges, staleRecordOf } from '../../src/components/conflict/staleRecord';
import { installBrowserGlobals, origin, resolveRelativeFetch } from './browserGlobals';

const loadedVersion = '"loaded-version-aaaaaaaaaaaa"';
const currentVersion = '"current-version-bbbbbbbbbbb"';
const loaded = { id: 3, title: 'Tides', description: 'First', price: 1299, updatedAt: '2026-11-15T09:00:00Z', _etag: loadedVersion };
const current = { id: 3, title: 'Tides (revised)', description: 'First', price: 1299, updatedAt: '2026-11-15T10:00:00Z' };
const lastChange: AuditEntry = {
  id: 41,
  at: '2026-11-15T10:00:00Z',
  actor: { id: 2, name: 'Ada Admin', email: 'admin@demo.test', role: 2 },
  action: 'update',
  resource: 'e-books',
  recordId: '3',
  label: 'Tides (revised)',
  changes: [{ field: 'title', from: 'Tides', to: 'Tides (revised)' }],
  reason: null,
  details: null,
  ip: null,
  requestId: null,
  jobId: null,
  actorToken: null,
};

interface Sent {
  method: string;
  path: string;
  ifMatch: string | null;
  body: unknown;
}
const sent: Sent[] = [];
/** What the server has: the current e-book, version `currentVersion`; a stale If-Match is refused. */
const server = setupServer(
  http.all(`${origin}/api/ebooks/3`, async ({ request }) => {
    const text = await request.text();
    const ifMatch = request.headers.get('if-match');
    sent.push({ method: request.method, path: new URL(request.url).pathname, ifMatch, body: text ? JSON.parse(text) : undefined });
    if (request.method === 'GET') return HttpResponse.json(current, { headers: { ETag: currentVersion } });
    if (ifMatch !== currentVersion) {
      return HttpResponse.json(
        { message: 'Someone else changed this record since you opened it.', errorCode: 119, current, lastChange },
        { status: 412, headers: { ETag: currentVersion } },
      );
    }
    return HttpResponse.json({ ...current, ...(text ? JSON.parse(text) : {}) }, { headers: { ETag: '"after-apply-ccccccccccccccc"' } });
  }),
);
const dataProvider = createDataProvider({ 'e-books': { getOne: 'getEbook', update: 'updateEbook' } });

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  resolveRelativeFetch();
});
beforeEach(() => {
  installBrowserGlobals();
  localStorage.setItem('auth', JSON.stringify({ id: 7, role: 4, access_token: 'token-7' }));
  sent.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  vi.unstubAllGlobals();
});

/** The user changed the description of the version they loaded, and saves: refused. */
async function refusedSave(data: Record<string, unknown>) {
  const variables = { data: { ...loaded, ...data }, previousData: loaded };
  const error = await dataProvider.update('e-books', { id: 3, ...variables }).catch((e: unknown) => e);
  const stale = staleRecordOf(error);
  if (!stale) throw new Error('Expected a stale record');
  return { variables, stale };
}

describe('a refused save', () => {
  test('carries the current record with its version and the last change', async () => {
    const { stale } = await refusedSave({ description: 'Mine' });
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: '/api/ebooks/3',
        ifMatch: loadedVersion,
        body: { id: 3, title: 'Tides', description: 'Mine', price: 1299, updatedAt: '2026-11-15T09:00:00Z' },
      },
    ]);
    expect(stale).toEqual({ current: { ...current, _etag: currentVersion }, lastChange });
  });

  test('other errors are not stale records', () => {
    expect(staleRecordOf({ status: 409, body: { errorCode: 104 } })).toBeUndefined();
    expect(staleRecordOf({ status: 412, body: { errorCode: 100, current } })).toBeUndefined();
    expect(staleRecordOf(new Error('Network'))).toBeUndefined();
  });

  test("the user's changes are the fields saved that differ from those loaded (not the version nor timestamps)", async () => {
    const { variables } = await refusedSave({ description: 'Mine', updatedAt: 'later', price: 1299 });
    expect(ownChanges(variables)).toEqual(['description']);
  });

  test('collisions: the fields both changed', async () => {
    expect(collisions(...pair(await refusedSave({ description: 'Mine' })))).toEqual([]);
    expect(collisions(...pair(await refusedSave({ title: 'Mine', price: 999 })))).toEqual(['title']);
  });
});

const pair = ({ variables, stale }: Awaited<ReturnType<typeof refusedSave>>) => [variables, stale] as const;

describe("the dialog's actions", () => {
  test('"Apply my changes on top" puts the current record with the user\'s fields, If-Match the current version', async () => {
    const { variables, stale } = await refusedSave({ description: 'Mine' });
    sent.length = 0;
    const { data } = await dataProvider.update('e-books', { id: 3, ...applyOnTop(variables, stale) });
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: '/api/ebooks/3',
        ifMatch: currentVersion,
        body: { id: 3, title: 'Tides (revised)', description: 'Mine', price: 1299, updatedAt: '2026-11-15T10:00:00Z' },
      },
    ]);
    expect(data).toMatchObject({ title: 'Tides (revised)', description: 'Mine', _etag: '"after-apply-ccccccccccccccc"' });
  });

  test('on a field both changed, the user\'s value is the one applied', async () => {
    const { variables, stale } = await refusedSave({ title: 'Mine' });
    expect(applyOnTop(variables, stale).data).toMatchObject({ title: 'Mine', description: 'First' });
  });

  test('"Reload" reads the record again: a GET, whose version the next save sends', async () => {
    await refusedSave({ description: 'Mine' });
    sent.length = 0;
    const { data: reloaded } = await dataProvider.getOne('e-books', { id: 3 });
    await dataProvider.update('e-books', { id: 3, data: { ...reloaded, price: 999 }, previousData: reloaded });
    expect(sent.map(({ method, ifMatch }) => [method, ifMatch])).toEqual([
      ['GET', null],
      ['PUT', currentVersion],
    ]);
  });
});

describe('values and times', () => {
  const labels = { empty: 'empty', yes: 'Yes', no: 'No', labelled: (label: string, value: string) => `${label}: ${value}`, quoted: (text: string) => `“${text}”` };
  test('values are compact', () => {
    expect(compactValue('Tides', labels)).toBe('“Tides”');
    expect(compactValue('<p>Doors <b>open</b></p>', labels)).toBe('“Doors open”');
    expect(compactValue('x'.repeat(200), labels)).toBe(`“${'x'.repeat(79)}…”`);
    expect(compactValue(null, labels)).toBe('empty');
    expect(compactValue('', labels)).toBe('empty');
    expect(compactValue([], labels)).toBe('empty');
    expect(compactValue(['a', 'b'], labels)).toBe('a, b');
    expect(compactValue(true, labels)).toBe('Yes');
    expect(compactValue(1299, labels)).toBe('1299');
    expect(compactValue({ name: 'cover.png', size: 12 }, labels)).toBe('cover.png · 12 bytes');
  });

  test('how long ago', () => {
    const now = Date.parse('2026-11-15T10:02:00Z');
    expect(formatAgo('2026-11-15T10:00:00Z', now)).toBe('2 minutes ago');
    expect(formatAgo('2026-11-15T10:01:48Z', now)).toBe('12 seconds ago');
    expect(formatAgo('2026-11-15T10:02:03Z', now)).toBe('1 second ago');
    expect(formatAgo('2026-11-14T09:00:00Z', now)).toBe('yesterday');
  });
});

test("an amount reads in its record's currency", () => {
  const labels = { empty: 'empty', yes: 'Yes', no: 'No', labelled: (label: string, value: string) => `${label}: ${value}`, quoted: (text: string) => `“${text}”` };
  expect(compactFieldValue('price', 1299, { currency: 'USD' }, labels)).toBe('$12.99');
  expect(compactFieldValue('pageCount', 1299, { currency: 'USD' }, labels)).toBe('1299');
});
