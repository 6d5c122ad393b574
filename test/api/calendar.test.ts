import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CalendarAnswer, CalendarItem } from '../../contract/calendar';
import { AdminRole, AlertButtonType } from '../../contract/enums';
import type { EditorialResource } from '../../contract/lifecycle';
import type { App } from '../../server/app';
import { createEbook, createFeedEntry } from './catalogFixtures';
import { bearer, createStaff, createTestApp, signIn } from './helpers';

/**
 * The release calendar (docs/api.md "Release calendar"): its items by kind and range in the business
 * time zone (Europe/Berlin here, two hours ahead of UTC in May), what each role sees and may move,
 * and the moves themselves through the records' own operations, with If-Match.
 */

let app: App;
let close: () => Promise<void>;
let admin: string;
let editor: string;

beforeAll(async () => {
  ({ app, close } = await createTestApp({ timeZone: 'Europe/Berlin' }));
  admin = (await signIn(app, await createStaff(app, { role: AdminRole.ADMIN }))).access_token;
  editor = (await signIn(app, await createStaff(app, { role: AdminRole.EDITOR }))).access_token;
});
afterAll(() => close());

const apiOf: Record<EditorialResource, string> = { 'e-books': '/api/ebooks', feeds: '/api/feed', 'ui/banners': '/api/ui/banners', 'ui/alerts': '/api/ui/alert', 'ui/layout': '/api/layouts' };

async function calendar(query: string, token = admin): Promise<CalendarItem[]> {
  const response = await app.inject({ method: 'GET', url: `/api/editorial/calendar?${query}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CalendarAnswer>().items;
}

/** The items of one record, by kind. */
const itemsOf = (items: CalendarItem[], resource: EditorialResource, id: number) => items.filter((item) => item.resource === resource && item.recordId === id);

let counter = 0;
const unique = (what: string) => `${what} ${++counter} ${Math.random().toString(36).slice(2, 6)}`;

async function created(url: string, payload: object, token = admin): Promise<number> {
  const response = await app.inject({ method: 'POST', url, headers: bearer(token), payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

const banner = (startAt: string, endAt: string | null, status: 'E' | 'D' = 'D', token = admin) =>
  created('/api/ui/banners', { title: unique('Banner'), layoutType: 'home', position: 1, startAt, endAt, status }, token);

const alert = (startAt: string, endAt: string | null, status: 'E' | 'D' = 'D') =>
  created('/api/ui/alert', { title: unique('Alert'), message: 'Read me.', buttonType: AlertButtonType.NONE, startAt, endAt, status });

/** A draft e-book released on `day`. */
async function ebookReleased(day: string): Promise<number> {
  const id = await createEbook(app, admin, 1, unique('Book'));
  expect((await put('e-books', id, { publicationDate: day, status: 'D' })).statusCode).toBe(200);
  return id;
}

/** A draft feed entry at `publishAt`. */
async function feedEntry(publishAt: string): Promise<number> {
  const id = await createFeedEntry(app, admin, 'news', unique('Entry'));
  expect((await put('feeds', id, { publishAt, status: 'D' })).statusCode).toBe(200);
  return id;
}

/** The record with its ETag. */
async function read(resource: EditorialResource, id: number, path = '') {
  const response = await app.inject({ method: 'GET', url: `${apiOf[resource]}/${id}${path}`, headers: bearer(admin) });
  expect(response.statusCode, response.body).toBe(200);
  return { record: response.json<Record<string, unknown>>(), etag: response.headers.etag as string };
}

/** The whole record sent back with `changes` (as the console's update does), with `If-Match` when given. */
async function put(resource: EditorialResource, id: number, changes: object, ifMatch?: string) {
  const { record } = await read(resource, id);
  return app.inject({
    method: 'PUT',
    url: `${apiOf[resource]}/${id}`,
    headers: { ...bearer(admin), ...(ifMatch ? { 'if-match': ifMatch } : {}) },
    payload: { ...record, ...changes },
  });
}

const step = (resource: EditorialResource, id: number, payload: object, token = admin, ifMatch?: string) =>
  app.inject({ method: 'POST', url: `${apiOf[resource]}/${id}/steps`, headers: { ...bearer(token), ...(ifMatch ? { 'if-match': ifMatch } : {}) }, payload });

const may = '2030-05-01';
const mayEnd = '2030-05-31';

describe('the items of a range', () => {
  test('each kind by its own date, in the business time zone, a window overlapping the range\'s edge included', async () => {
    const book = await ebookReleased('2030-05-12');
    const window = await banner('2030-05-20T08:00:00Z', '2030-05-25T18:00:00Z');
    // Starts in April, ends in May: it overlaps the range's first day.
    const edge = await alert('2030-04-28T08:00:00Z', '2030-05-02T08:00:00Z');
    // Ends at the first instant of May 1 in Berlin (April 30, 22:00 UTC): it does not reach the range.
    const before = await alert('2030-04-20T08:00:00Z', '2030-04-30T22:00:00Z');
    const open = await banner('2030-03-01T08:00:00Z', null);
    const entry = await feedEntry('2030-05-15T07:30:00Z');
    const toCome = await banner('2030-06-10T08:00:00Z', null);
    expect((await step('ui/banners', toCome, { step: 'schedule', at: '2030-05-20T07:00:00Z' })).statusCode).toBe(200);
    // 00:30 on June 1 in Berlin: a day of June, not of May.
    const lateNight = await banner('2030-06-10T08:00:00Z', null);
    expect((await step('ui/banners', lateNight, { step: 'schedule', at: '2030-05-31T22:30:00Z' })).statusCode).toBe(200);

    const items = await calendar(`from=${may}&to=${mayEnd}`);
    expect(itemsOf(items, 'e-books', book)).toEqual([
      { key: `release:e-books:${book}`, kind: 'release', resource: 'e-books', recordId: book, title: expect.any(String), start: '2030-05-12', end: '2030-05-12', allDay: true, state: 'draft', change: false, movable: true },
    ]);
    expect(itemsOf(items, 'ui/banners', window)).toEqual([
      expect.objectContaining({ kind: 'banner', start: '2030-05-20T08:00:00.000Z', end: '2030-05-25T18:00:00.000Z', allDay: false, state: 'draft' }),
    ]);
    expect(itemsOf(items, 'ui/alerts', edge)).toEqual([expect.objectContaining({ kind: 'alert', start: '2030-04-28T08:00:00.000Z' })]);
    expect(itemsOf(items, 'ui/alerts', before)).toEqual([]);
    expect(itemsOf(items, 'ui/banners', open)).toEqual([expect.objectContaining({ kind: 'banner', end: null })]);
    expect(itemsOf(items, 'feeds', entry)).toEqual([expect.objectContaining({ kind: 'feed', start: '2030-05-15T07:30:00.000Z', end: '2030-05-15T07:30:00.000Z' })]);
    expect(itemsOf(items, 'ui/banners', toCome)).toEqual([expect.objectContaining({ kind: 'scheduled', start: '2030-05-20T07:00:00.000Z', state: 'scheduled', movable: true })]);
    expect(itemsOf(items, 'ui/banners', lateNight)).toEqual([]);
    expect(itemsOf(await calendar('from=2030-06-01&to=2030-06-01'), 'ui/banners', lateNight)).toEqual([expect.objectContaining({ kind: 'scheduled' })]);

    // By start: the release (all day, from the start of its day) before the feed entry of a later day.
    const starts = items.filter((item) => [book, entry].includes(item.recordId) && ['release', 'feed'].includes(item.kind)).map((item) => item.kind);
    expect(starts).toEqual(['release', 'feed']);
  });

  test('`kinds` filters them', async () => {
    const window = await banner('2030-05-03T08:00:00Z', '2030-05-04T08:00:00Z');
    const book = await ebookReleased('2030-05-03');
    const items = await calendar(`from=2030-05-03&to=2030-05-03&kinds=banner`);
    expect(new Set(items.map((item) => item.kind))).toEqual(new Set(['banner']));
    expect(itemsOf(items, 'ui/banners', window)).toHaveLength(1);
    const both = await calendar(`from=2030-05-03&to=2030-05-03&kinds=banner,release`);
    expect(itemsOf(both, 'e-books', book)).toHaveLength(1);
  });

  test('past publications are the audit log\'s: a step, a save by the flag, a creation enabled; a record deleted since is left out', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
    const stepped = await banner('2030-01-01T08:00:00Z', null);
    expect((await step('ui/banners', stepped, { step: 'publish' })).statusCode).toBe(200);
    const flagged = await alert('2030-01-01T08:00:00Z', null);
    expect((await put('ui/alerts', flagged, { status: 'E' })).statusCode).toBe(200);
    const enabled = await createEbook(app, admin, 1, unique('Enabled book'));
    const gone = await banner('2030-01-01T08:00:00Z', null, 'E');
    expect((await app.inject({ method: 'DELETE', url: `/api/ui/banners/${gone}`, headers: bearer(admin) })).statusCode).toBe(204);
    const draft = await banner('2030-01-01T08:00:00Z', null);

    const items = (await calendar(`from=${today}&to=${today}&kinds=published`)).filter((item) => item.kind === 'published');
    expect(itemsOf(items, 'ui/banners', stepped)).toEqual([expect.objectContaining({ state: 'published', movable: false, allDay: false })]);
    expect(itemsOf(items, 'ui/alerts', flagged)).toHaveLength(1);
    expect(itemsOf(items, 'e-books', enabled)).toHaveLength(1);
    expect(itemsOf(items, 'ui/banners', gone)).toEqual([]);
    expect(itemsOf(items, 'ui/banners', draft)).toEqual([]);
    // Unpublished since: still a publication of that day, the record now a draft.
    expect((await step('ui/banners', stepped, { step: 'unpublish' })).statusCode).toBe(200);
    const after = (await calendar(`from=${today}&to=${today}&kinds=published`)).filter((item) => item.kind === 'published');
    expect(itemsOf(after, 'ui/banners', stepped)).toEqual([expect.objectContaining({ state: 'draft' })]);
  });

  test('a bad range, kind or key is a 400 naming the field', async () => {
    const refused = async (query: string, field: string) => {
      const response = await app.inject({ method: 'GET', url: `/api/editorial/calendar?${query}`, headers: bearer(admin) });
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ fieldErrors: Record<string, string> }>().fieldErrors, query).toHaveProperty([field]);
    };
    await refused('from=2030-05-31&to=2030-05-01', 'to');
    await refused('from=2030-05-01&to=2030-07-02', 'to');
    await refused('from=2030-02-30&to=2030-03-01', 'from');
    await refused('from=2030-05-01', 'to');
    await refused('from=2030-05-01&to=2030-05-02&kinds=banner,parade', 'kinds');
    await refused('from=2030-05-01&to=2030-05-02&kind=banner', 'kind');
    // 62 days is the most.
    expect(await calendar('from=2030-05-01&to=2030-07-01')).toEqual(expect.any(Array));
  });
});

describe('what each role sees and may move', () => {
  test('an editor sees no feed entry, and moves only drafts; never a scheduled publication', async () => {
    const entry = await feedEntry('2030-08-05T08:00:00Z');
    const scheduledEntry = await feedEntry('2030-08-20T08:00:00Z');
    expect((await step('feeds', scheduledEntry, { step: 'schedule', at: '2030-08-06T08:00:00Z' })).statusCode).toBe(200);
    const draft = await banner('2030-08-05T08:00:00Z', '2030-08-06T08:00:00Z');
    const live = await banner('2030-08-05T08:00:00Z', '2030-08-06T08:00:00Z', 'E');
    const toCome = await banner('2030-08-25T08:00:00Z', null);
    expect((await step('ui/banners', toCome, { step: 'schedule', at: '2030-08-07T08:00:00Z' })).statusCode).toBe(200);

    const range = 'from=2030-08-01&to=2030-08-31';
    const seen = await calendar(range, editor);
    expect(seen.filter((item) => item.resource === 'feeds')).toEqual([]);
    expect(await calendar(`${range}&kinds=feed`, editor)).toEqual([]);
    expect(itemsOf(seen, 'ui/banners', draft)).toEqual([expect.objectContaining({ kind: 'banner', movable: true })]);
    expect(itemsOf(seen, 'ui/banners', live)).toEqual([expect.objectContaining({ kind: 'banner', state: 'published', movable: false })]);
    expect(itemsOf(seen, 'ui/banners', toCome)).toEqual([
      expect.objectContaining({ kind: 'scheduled', movable: false }),
      expect.objectContaining({ kind: 'banner', movable: false }),
    ]);
    // What the calendar does not offer, the operation refuses.
    expect((await step('ui/banners', toCome, { step: 'schedule', at: '2030-08-08T08:00:00Z' }, editor)).statusCode).toBe(403);

    const adminSees = await calendar(range);
    expect(itemsOf(adminSees, 'feeds', entry)).toEqual([expect.objectContaining({ kind: 'feed', movable: true })]);
    expect(itemsOf(adminSees, 'feeds', scheduledEntry).map((item) => item.kind).sort()).toEqual(['feed', 'scheduled']);
    expect(itemsOf(adminSees, 'ui/banners', live)).toEqual([expect.objectContaining({ movable: true })]);
  });

  test('an archived record shows nowhere', async () => {
    const id = await banner('2030-10-05T08:00:00Z', null);
    expect((await step('ui/banners', id, { step: 'archive' })).statusCode).toBe(200);
    expect(itemsOf(await calendar('from=2030-10-01&to=2030-10-31'), 'ui/banners', id)).toEqual([]);
  });
});

describe('moves, each through the record\'s own operation with If-Match', () => {
  test('a scheduled publication by the schedule step with the state\'s ETag; a stale one is a 412', async () => {
    const id = await banner('2030-11-20T08:00:00Z', null);
    expect((await step('ui/banners', id, { step: 'schedule', at: '2030-11-10T09:15:00Z' })).statusCode).toBe(200);
    const { etag } = await read('ui/banners', id, '/state');
    const moved = await step('ui/banners', id, { step: 'schedule', at: '2030-11-12T09:15:00Z' }, admin, etag);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(itemsOf(await calendar('from=2030-11-01&to=2030-11-30&kinds=scheduled'), 'ui/banners', id)).toEqual([
      expect.objectContaining({ start: '2030-11-12T09:15:00.000Z' }),
    ]);
    const stale = await step('ui/banners', id, { step: 'schedule', at: '2030-11-14T09:15:00Z' }, admin, etag);
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ errorCode: 119, current: { publishAt: '2030-11-12T09:15:00.000Z' } });
  });

  test("a banner's window by its update, start and end shifted alike; a stale ETag is a 412 and moves nothing", async () => {
    const id = await banner('2030-11-03T08:00:00Z', '2030-11-05T20:00:00Z');
    const { etag } = await read('ui/banners', id);
    const moved = await put('ui/banners', id, { startAt: '2030-11-06T08:00:00.000Z', endAt: '2030-11-08T20:00:00.000Z' }, etag);
    expect(moved.statusCode, moved.body).toBe(200);
    const stale = await put('ui/banners', id, { startAt: '2030-11-09T08:00:00.000Z', endAt: '2030-11-11T20:00:00.000Z' }, etag);
    expect(stale.statusCode).toBe(412);
    expect(itemsOf(await calendar('from=2030-11-01&to=2030-11-30&kinds=banner'), 'ui/banners', id)).toEqual([
      expect.objectContaining({ start: '2030-11-06T08:00:00.000Z', end: '2030-11-08T20:00:00.000Z' }),
    ]);
  });

  test("an e-book's release date by its update; a stale ETag is a 412", async () => {
    const id = await ebookReleased('2030-12-03');
    const { etag } = await read('e-books', id);
    expect((await put('e-books', id, { publicationDate: '2030-12-04' }, etag)).statusCode).toBe(200);
    expect((await put('e-books', id, { publicationDate: '2030-12-05' }, etag)).statusCode).toBe(412);
    expect(itemsOf(await calendar('from=2030-12-01&to=2030-12-31&kinds=release'), 'e-books', id)).toEqual([expect.objectContaining({ start: '2030-12-04' })]);
  });
});
