import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { AdminRole } from '../../contract/enums';
import type { FeedEntry, FeedInput, FeedListRequest, RecentTag } from '../../contract/feed';
import type { App } from '../../server/app';
import { tinyPng } from '../fixtures/png';
import { bearer, createStaff, createTestApp, signIn, storageRoot, testApp } from './helpers';

const validEntry = (overrides: Partial<FeedInput> = {}): FeedInput => ({
  title: 'Spring catalogue is out',
  body: '<p>Our spring catalogue is here.</p><p>Read it <a href="https://example.com/spring">online</a>.</p>',
  contentType: 'news',
  tags: ['Catalogue', 'spring '],
  publishAt: '2026-03-01T09:30:00.000Z',
  status: 'E',
  ...overrides,
});

async function signedIn(app: App, role: AdminRole = AdminRole.ADMIN) {
  const staff = await createStaff(app, { role });
  return (await signIn(app, staff)).access_token;
}

const create = (app: App, token: string, body: FeedInput | object) =>
  app.inject({ method: 'POST', url: '/api/feed/', headers: bearer(token), payload: body });

async function created(app: App, token: string, overrides: Partial<FeedInput> = {}): Promise<FeedEntry> {
  const response = await create(app, token, validEntry(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<FeedEntry>();
}

const list = (app: App, token: string, body: FeedListRequest | object) =>
  app.inject({ method: 'POST', url: '/api/feed/list', headers: bearer(token), payload: body });

async function page(app: App, token: string, body: FeedListRequest) {
  const response = await list(app, token, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ content: FeedEntry[]; totalElements: number; page: number; size: number }>();
}

const recent = async (app: App, token: string, query = '') => {
  const response = await app.inject({ method: 'GET', url: `/api/feed/tags/recent/${query}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RecentTag[]>();
};

function form(content: Buffer | string, filename: string): FormData {
  const body = new FormData();
  body.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), filename);
  return body;
}

const uploadImage = (app: App, token: string, id: number, payload: FormData) =>
  app.inject({ method: 'POST', url: `/api/feed/${id}/image`, headers: bearer(token), payload });

const fileOf = (app: App, imageUrl: string) => path.join(storageRoot(app), 'public', imageUrl.replace(/^\/media\//, ''));
const exists = (file: string) => fs.access(file).then(
  () => true,
  () => false,
);

describe('writing an entry', async () => {
  const { app, close } = await createTestApp();
  afterAll(close);
  const token = await signedIn(app);

  test('POST /api/feed/ creates it (201), tags normalised, and GET reads it back', async () => {
    const entry = await created(app, token, { tags: ['Catalogue', 'spring ', 'catalogue'] });

    expect(entry).toMatchObject({
      id: expect.any(Number),
      title: 'Spring catalogue is out',
      contentType: 'news',
      videoUrl: null,
      imageUrl: null,
      tags: ['catalogue', 'spring'],
      publishAt: '2026-03-01T09:30:00.000Z',
      status: 'E',
    });
    expect(entry.body).toContain('<a href="https://example.com/spring" rel="noopener noreferrer">online</a>');
    const read = await app.inject({ method: 'GET', url: `/api/feed/${entry.id}`, headers: bearer(token) });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(entry);
  });

  test('the publish time is stored in UTC whatever offset it came with', async () => {
    const entry = await created(app, token, { publishAt: '2026-03-01T11:30:00+02:00' });
    expect(entry.publishAt).toBe('2026-03-01T09:30:00.000Z');
  });

  test('a video keeps its URL; another type does not', async () => {
    const video = await created(app, token, { contentType: 'videos', videoUrl: 'https://videos.example.com/v/1' });
    expect(video.videoUrl).toBe('https://videos.example.com/v/1');
    const news = await created(app, token, { contentType: 'news', videoUrl: 'https://videos.example.com/v/2' });
    expect(news.videoUrl).toBeNull();
  });

  test('PUT /api/feed/{id} updates it and replaces its tags', async () => {
    const entry = await created(app, token);

    const response = await app.inject({
      method: 'PUT',
      url: `/api/feed/${entry.id}`,
      headers: bearer(token),
      payload: validEntry({ title: 'Renamed', tags: ['summer'], status: 'D' }),
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: entry.id, title: 'Renamed', tags: ['summer'], status: 'D', createdAt: entry.createdAt });
    const rows = await app.db.selectFrom('feed_entry_tags').select('tag').where('feed_entry_id', '=', entry.id).execute();
    expect(rows.map((row) => row.tag)).toEqual(['summer']);
  });

  test('an unknown id is a 404 for GET, PUT and DELETE', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await app.inject({
        method,
        url: '/api/feed/999999',
        headers: bearer(token),
        ...(method === 'PUT' ? { payload: validEntry() } : {}),
      });
      expect(response.statusCode, method).toBe(404);
      expect(response.json()).toMatchObject({ errorCode: 101 });
    }
  });

  test.each([
    ['an empty title', { title: '  ' }, 'title'],
    ['a body that is only a script', { body: '<script>alert(1)</script>' }, 'body'],
    ['a body of empty paragraphs', { body: '<p><br></p><p>&nbsp;</p>' }, 'body'],
    ['a video URL that is not http(s)', { contentType: 'videos', videoUrl: 'javascript:alert(1)' }, 'videoUrl'],
    ['a video URL that is no URL', { contentType: 'videos', videoUrl: 'not a url' }, 'videoUrl'],
    ['a tag with punctuation', { tags: ['ok', 'no!'] }, 'tags.1'],
    ['an empty tag', { tags: [' '] }, 'tags.0'],
    ['eleven tags', { tags: Array.from({ length: 11 }, (_, n) => `tag ${n}`) }, 'tags'],
    ['an unknown content type', { contentType: 'podcast' }, 'contentType'],
    ['a publish time without offset', { publishAt: '2026-03-01 09:30' }, 'publishAt'],
    ['an unknown status', { status: 'X' }, 'status'],
  ])('%s is a 400 naming the field', async (_name, overrides, field) => {
    const response = await create(app, token, { ...validEntry(), ...overrides });

    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 100, fieldErrors: { [field]: expect.any(String) } });
  });

  test('the body is sanitised: scripts, on* attributes, styles, images and javascript: links go; paragraphs and http links stay', async () => {
    const entry = await created(app, token, {
      body:
        '<p onclick="steal()" style="color:red" class="x">Hello <strong>world</strong></p>' +
        '<script>alert(1)</script><style>p { display: none }</style>' +
        '<p><a href="javascript:alert(1)">click</a> and <a href="https://example.com/a" target="_blank" onmouseover="x()">read</a>' +
        ' and <a href="/relative">here</a></p><img src="x" onerror="alert(1)"><iframe src="https://evil.example">frame</iframe>' +
        '<h1>Heading</h1><ul><li>one</li></ul><blockquote>quote</blockquote>',
    });

    expect(entry.body).toBe(
      '<p>Hello <strong>world</strong></p>' +
        '<p>click and <a href="https://example.com/a" rel="noopener noreferrer" target="_blank">read</a> and here</p>' +
        'Heading<ul><li>one</li></ul><blockquote>quote</blockquote>',
    );
  });
});

describe('deleting an entry', () => {
  test('answers 204, then the entry is a 404, its tags and picture are gone', async () => {
    const app = await testApp();
    const token = await signedIn(app);
    const entry = await created(app, token);
    const upload = await uploadImage(app, token, entry.id, form(tinyPng(), 'cover.png'));
    const picture = fileOf(app, upload.json<FeedEntry>().imageUrl!);
    expect(await exists(picture)).toBe(true);

    const response = await app.inject({ method: 'DELETE', url: `/api/feed/${entry.id}`, headers: bearer(token) });

    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const read = await app.inject({ method: 'GET', url: `/api/feed/${entry.id}`, headers: bearer(token) });
    expect(read.statusCode).toBe(404);
    expect(await app.db.selectFrom('feed_entry_tags').selectAll().execute()).toEqual([]);
    expect(await exists(picture)).toBe(false);
  });
});

describe('the picture', () => {
  test('upload stores it under public/feed/, answers the entry, and a second one replaces the first', async () => {
    const app = await testApp();
    const token = await signedIn(app);
    const entry = await created(app, token);

    const first = await uploadImage(app, token, entry.id, form(tinyPng(), '../../name.png'));
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl = first.json<FeedEntry>().imageUrl!;
    expect(firstUrl).toMatch(/^\/media\/feed\/[0-9a-f-]{36}\.png$/);
    expect(first.json()).toMatchObject({ id: entry.id, title: entry.title, tags: entry.tags });
    const served = await app.inject({ method: 'GET', url: firstUrl });
    expect(served.statusCode).toBe(200);

    const second = await uploadImage(app, token, entry.id, form(tinyPng(2), 'other.png'));
    expect(second.statusCode).toBe(200);
    const secondUrl = second.json<FeedEntry>().imageUrl!;
    expect(secondUrl).not.toBe(firstUrl);
    expect(await exists(fileOf(app, firstUrl))).toBe(false);
    expect(await exists(fileOf(app, secondUrl))).toBe(true);

    const removed = await app.inject({ method: 'DELETE', url: `/api/feed/${entry.id}/image`, headers: bearer(token) });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ id: entry.id, imageUrl: null });
    expect(await exists(fileOf(app, secondUrl))).toBe(false);
  });

  test('a text file is a 415, a missing entry a 404, and neither stores anything', async () => {
    const app = await testApp();
    const token = await signedIn(app);
    const entry = await created(app, token);

    const text = await uploadImage(app, token, entry.id, form('not an image at all', 'fake.png'));
    expect(text.statusCode).toBe(415);
    const nobody = await uploadImage(app, token, 999999, form(tinyPng(), 'a.png'));
    expect(nobody.statusCode).toBe(404);
    const files = await fs.readdir(storageRoot(app), { recursive: true, withFileTypes: true });
    expect(files.filter((file) => file.isFile())).toEqual([]);
  });
});

describe('recent tags', async () => {
  const { app, close } = await createTestApp();
  afterAll(close);
  const token = await signedIn(app);
  // Written in this order, so each entry's updated_at is later than the one before.
  const entries: FeedEntry[] = [];
  for (const tags of [['books', 'spring'], ['bookfair', 'summer'], ['ebooks', 'summer'], ['audio']]) {
    entries.push(await created(app, token, { tags }));
    await new Promise((resolve) => setTimeout(resolve, 5));
  }

  test('a plain array of distinct tags, the most recently used first, with their use counts', async () => {
    const tags = await recent(app, token);

    expect(tags.map((tag) => tag.tag)).toEqual(['audio', 'ebooks', 'summer', 'bookfair', 'books', 'spring']);
    expect(tags.find((tag) => tag.tag === 'summer')).toEqual({ tag: 'summer', uses: 2, lastUsedAt: entries[2]!.updatedAt });
  });

  test('q keeps the tags containing it, those starting with it first (ignoring case)', async () => {
    const tags = await recent(app, token, '?q=BOOK');
    expect(tags.map((tag) => tag.tag)).toEqual(['bookfair', 'books', 'ebooks']);
    expect(await recent(app, token, '?q=zzz')).toEqual([]);
  });

  test('limit caps the answer; outside 1..50 it is a 400', async () => {
    expect((await recent(app, token, '?limit=2')).map((tag) => tag.tag)).toEqual(['audio', 'ebooks']);
    for (const limit of [0, 51, 'x']) {
      const response = await app.inject({ method: 'GET', url: `/api/feed/tags/recent?limit=${limit}`, headers: bearer(token) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ fieldErrors: { limit: expect.any(String) } });
    }
  });

  test('saving an entry again makes its tags the most recent', async () => {
    const oldest = entries[0]!;
    await app.inject({
      method: 'PUT',
      url: `/api/feed/${oldest.id}`,
      headers: bearer(token),
      payload: validEntry({ tags: oldest.tags }),
    });
    const tags = await recent(app, token, '?limit=2');
    expect(tags.map((tag) => tag.tag)).toEqual(['books', 'spring']);
  });
});

describe('the list', async () => {
  const { app, close } = await createTestApp();
  afterAll(close);
  const token = await signedIn(app);
  const base = Date.parse('2026-01-01T00:00:00Z');
  const at = (day: number) => new Date(base + day * 86_400_000).toISOString();
  const entries = [
    await created(app, token, { title: 'banana news', contentType: 'news', tags: ['fruit'], publishAt: at(3) }),
    await created(app, token, { title: 'Apple video', contentType: 'videos', tags: ['fruit', 'tech'], publishAt: at(1) }),
    await created(app, token, { title: 'cherry', contentType: 'news', status: 'D', tags: [], publishAt: at(2), body: '<p>Orchards in bloom</p>' }),
    await created(app, token, { title: 'Durian', contentType: 'premium', tags: ['tech'], publishAt: at(4) }),
  ];
  const ids = (answer: { content: FeedEntry[] }) => answer.content.map((entry) => entry.id);
  const [banana, apple, cherry, durian] = entries.map((entry) => entry.id);

  test('by default: newest publish time first, with each entry its tags', async () => {
    const answer = await page(app, token, {});
    expect(answer).toMatchObject({ totalElements: 4, page: 0, size: 20 });
    expect(ids(answer)).toEqual([durian, banana, cherry, apple]);
    expect(answer.content.find((entry) => entry.id === apple)!.tags).toEqual(['fruit', 'tech']);
  });

  test.each([
    [{ contentType: 'news' }, () => [banana, cherry]],
    [{ status: 'D' }, () => [cherry]],
    [{ tag: 'TECH' }, () => [durian, apple]],
    [{ q: 'ORCHARD' }, () => [cherry]],
    [{ q: 'apple' }, () => [apple]],
    [{ contentType: 'news', tag: 'fruit' }, () => [banana]],
  ] as const)('filter %j', async (filter, expected) => {
    expect(ids(await page(app, token, filter as FeedListRequest))).toEqual(expected());
  });

  test('sorts by title ignoring case, by createdAt, and pages', async () => {
    expect(ids(await page(app, token, { paginationRequest: { sortBy: 'title' } }))).toEqual([apple, banana, cherry, durian]);
    expect(ids(await page(app, token, { paginationRequest: { sortBy: 'createdAt', sortDirection: 'DESC' } }))).toEqual([
      durian,
      cherry,
      apple,
      banana,
    ]);
    const second = await page(app, token, { paginationRequest: { page: 1, size: 3, sortBy: 'title', sortDirection: 'ASC' } });
    expect(second).toMatchObject({ totalElements: 4, page: 1, size: 3 });
    expect(ids(second)).toEqual([durian]);
  });

  test('an unknown sort field is a 400', async () => {
    const response = await list(app, token, { paginationRequest: { sortBy: 'body' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fieldErrors: { 'paginationRequest.sortBy': expect.any(String) } });
  });
});

describe('who may call it', async () => {
  const { app, close } = await createTestApp();
  afterAll(close);
  const calls = [
    { method: 'POST', url: '/api/feed/', payload: validEntry() },
    { method: 'POST', url: '/api/feed/list', payload: {} },
    { method: 'GET', url: '/api/feed/tags/recent/' },
    { method: 'GET', url: '/api/feed/1' },
    { method: 'PUT', url: '/api/feed/1', payload: validEntry() },
    { method: 'DELETE', url: '/api/feed/1' },
    { method: 'DELETE', url: '/api/feed/1/image' },
  ] as const;

  test('an editor gets 403 on every endpoint', async () => {
    const token = await signedIn(app, AdminRole.EDITOR);
    for (const call of calls) {
      const response = await app.inject({ ...call, headers: bearer(token) });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
    }
  });

  test('without a token: 401 (113) on every endpoint', async () => {
    for (const call of calls) {
      const response = await app.inject(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(response.json()).toMatchObject({ errorCode: 113 });
    }
  });

  test('a super admin may', async () => {
    const token = await signedIn(app, AdminRole.SUPER_ADMIN);
    expect((await create(app, token, validEntry())).statusCode).toBe(201);
  });
});
