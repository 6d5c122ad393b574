import { afterAll, describe, expect, test } from 'vitest';
import { AdminRole, layoutTypes } from '../../contract/enums';
import type { Layout, LayoutSectionInput, PreviewItems, PublicLayout } from '../../contract/layout';
import type { App } from '../../server/app';
import { bearer, createStaff, createTestApp, onPostgres, signIn, testApp } from './helpers';

const DAY = 86_400_000;

const book = (title: string, overrides: Partial<LayoutSectionInput> = {}): LayoutSectionInput => ({
  sectionKey: 'book',
  title,
  itemCount: 10,
  ...overrides,
});
const highlight = (title = 'Featured'): LayoutSectionInput => ({ code: '3', title, itemCount: 5 });

async function signedIn(app: App, role: AdminRole = AdminRole.ADMIN) {
  const staff = await createStaff(app, { role });
  const login = await signIn(app, staff);
  return { token: login.access_token, id: login.id };
}

const save = (app: App, token: string, layoutType: string, body: object) =>
  app.inject({ method: 'PUT', url: `/api/layouts/update?layoutType=${layoutType}`, headers: bearer(token), payload: body });

async function saved(app: App, token: string, layoutType: string, body: object): Promise<Layout> {
  const response = await save(app, token, layoutType, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Layout>();
}

async function editorRead(app: App, token: string, layoutType: string): Promise<Layout> {
  const response = await app.inject({ method: 'GET', url: `/api/layouts?layoutType=${layoutType}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Layout>();
}

const publicRead = (app: App, layoutType: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/data/layout?layoutType=${layoutType}`, headers });

const titlesOf = (layout: { sections: { title: string }[] }) => layout.sections.map((section) => section.title);

describe('saving and reading a layout', async () => {
  const { app, close } = await createTestApp();
  afterAll(close);
  const { token } = await signedIn(app);

  test('a layout never saved is version 0 with no sections, for the editor and the app alike', async () => {
    expect(await editorRead(app, token, 'magazines')).toEqual({ id: 3, layoutType: 'magazines', sections: [], status: 'E', version: 0, updatedAt: null });
    const response = await publicRead(app, 'magazines');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ layoutType: 'magazines', sections: [], banners: [], version: 0 });
  });

  test('PUT saves the sections in order and GET reads them back; each save adds one to the version', async () => {
    const first = await saved(app, token, 'books', { sections: [highlight(), book('New releases'), book('Bestsellers')] });
    expect(first).toMatchObject({ layoutType: 'books', version: 1, updatedAt: expect.any(String) });
    expect(first.sections).toEqual([
      { code: '3', sectionKey: null, title: 'Featured', itemCount: 5, visible: true },
      { code: 'content', sectionKey: 'book', title: 'New releases', itemCount: 10, visible: true },
      { code: 'content', sectionKey: 'book', title: 'Bestsellers', itemCount: 10, visible: true },
    ]);

    const second = await saved(app, token, 'books', {
      version: 1,
      sections: [book('Bestsellers', { itemCount: 20 }), highlight(), { code: '3', sectionKey: 'news', title: '  Promos ', itemCount: 1 }],
    });
    expect(second.version).toBe(2);
    expect(await editorRead(app, token, 'books')).toEqual(second);
    expect(titlesOf(second)).toEqual(['Bestsellers', 'Featured', 'Promos']);
    // The highlight area lists nothing: a section key sent with it is dropped.
    expect(second.sections[2]).toMatchObject({ code: '3', sectionKey: null });

    const row = await app.db.selectFrom('layouts').selectAll().where('layout_type', '=', 'books').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ id: 2, version: 2 });
    const positions = await app.db.selectFrom('layout_sections').select('position').where('layout_type', '=', 'books').orderBy('position').execute();
    expect(positions.map((position) => position.position)).toEqual([0, 1, 2]);
  });

  test('an empty list of sections is a layout too', async () => {
    const layout = await saved(app, token, 'news', { sections: [] });
    expect(layout).toMatchObject({ version: 1, sections: [] });
  });

  test('hidden sections stay in the editor and out of /data/layout', async () => {
    await saved(app, token, 'home', {
      sections: [highlight(), book('Hidden shelf', { visible: false }), { sectionKey: 'news', title: 'Top stories', itemCount: 6 }],
    });
    expect(titlesOf(await editorRead(app, token, 'home'))).toEqual(['Featured', 'Hidden shelf', 'Top stories']);
    const layout = (await publicRead(app, 'home')).json<PublicLayout>();
    expect(titlesOf(layout)).toEqual(['Featured', 'Top stories']);
    expect(layout.version).toBe(1);
  });

  test('a save from an older version is refused with 409 and changes nothing; without a version it wins', async () => {
    const current = await saved(app, token, 'magazines', { sections: [highlight('This month')] });
    await saved(app, token, 'magazines', { version: current.version, sections: [highlight('Theirs')] });

    const stale = await save(app, token, 'magazines', { version: current.version, sections: [highlight('Mine')] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: 'Someone else saved this layout; reload to see their changes', errorCode: 102 });
    expect(titlesOf(await editorRead(app, token, 'magazines'))).toEqual(['Theirs']);

    const forced = await saved(app, token, 'magazines', { sections: [highlight('Mine')] });
    expect(forced).toMatchObject({ version: current.version + 2, sections: [{ title: 'Mine' }] });
  });

  test('a version given for a layout never saved must be 0', async () => {
    const fresh = await createTestApp();
    try {
      const admin = await signedIn(fresh.app);
      expect((await save(fresh.app, admin.token, 'home', { version: 3, sections: [] })).statusCode).toBe(409);
      // Every screen's row is there from the start, unsaved.
      const rows = await fresh.app.db.selectFrom('layouts').select(['layout_type', 'id', 'version']).orderBy('id').execute();
      expect(rows).toEqual(layoutTypes.map((layoutType, index) => ({ layout_type: layoutType, id: index + 1, version: 0 })));
      expect(await saved(fresh.app, admin.token, 'home', { version: 0, sections: [] })).toMatchObject({ version: 1 });
    } finally {
      await fresh.close();
    }
  });
});

describe('validation', async () => {
  const { app, close } = await createTestApp();
  afterAll(close);
  const { token } = await signedIn(app);

  const refused = async (layoutType: string, body: object) => {
    const response = await save(app, token, layoutType, body);
    expect(response.statusCode, response.body).toBe(400);
    return response.json<{ message: string; errorCode: number; fieldErrors: Record<string, string> }>();
  };

  test.each([0, 21, 2.5])('itemCount %s is refused on its section', async (itemCount) => {
    const answer = await refused('home', { sections: [highlight(), book('Shelf', { itemCount })] });
    expect(Object.keys(answer.fieldErrors)).toEqual(['sections.1.itemCount']);
  });

  test('a content section needs its section key; a title is required', async () => {
    const answer = await refused('home', { sections: [{ title: 'What?', itemCount: 4 }] });
    expect(answer.fieldErrors).toEqual({ 'sections.0.sectionKey': 'Choose what the section lists' });
    const untitled = await refused('home', { sections: [highlight(), book('   ')] });
    expect(Object.keys(untitled.fieldErrors)).toEqual(['sections.1.title']);
  });

  test('an unknown section key or code is refused', async () => {
    const answer = await refused('home', { sections: [book('Podcasts', { sectionKey: 'podcasts' as 'book' })] });
    expect(Object.keys(answer.fieldErrors)).toEqual(['sections.0.sectionKey']);
  });

  test('more than 30 sections are refused', async () => {
    const answer = await refused('home', { sections: Array.from({ length: 31 }, (_, n) => book(`Shelf ${n}`)) });
    expect(Object.keys(answer.fieldErrors)).toEqual(['sections']);
    await saved(app, token, 'home', { sections: Array.from({ length: 30 }, (_, n) => book(`Shelf ${n}`)) });
  });

  test('an unknown or missing layoutType is a 400 on every layout endpoint', async () => {
    expect((await refused('podcasts', { sections: [] })).fieldErrors).toHaveProperty('layoutType');
    const editor = await app.inject({ method: 'GET', url: '/api/layouts?layoutType=podcasts', headers: bearer(token) });
    expect(editor.statusCode).toBe(400);
    expect(editor.json().fieldErrors).toHaveProperty('layoutType');
    for (const url of ['/data/layout?layoutType=podcasts', '/data/layout']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toHaveProperty('layoutType');
    }
  });

  test('the body needs its sections', async () => {
    expect(Object.keys((await refused('home', {})).fieldErrors)).toEqual(['sections']);
  });
});

describe('GET /data/layout: ETag and 304', async () => {
  const { app, close } = await createTestApp();
  afterAll(close);
  const { token } = await signedIn(app);
  await saved(app, token, 'home', { sections: [highlight(), book('New this week')] });

  test('answers a strong ETag (the body hashed) and Cache-Control: no-cache, then 304 without a body', async () => {
    const first = await publicRead(app, 'home');
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{43}"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect((await publicRead(app, 'home')).headers.etag).toBe(etag);

    const unchanged = await publicRead(app, 'home', { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(etag);

    // A list of tags, or the weak form of the same tag, matches too (If-None-Match compares weakly).
    expect((await publicRead(app, 'home', { 'if-none-match': `"older", W/${etag}` })).statusCode).toBe(304);
    expect((await publicRead(app, 'home', { 'if-none-match': '"older"' })).statusCode).toBe(200);
    // Each screen has its own tag.
    expect((await publicRead(app, 'books', { 'if-none-match': etag })).statusCode).toBe(200);
  });

  test('a save changes the ETag: the old one then gets the new layout', async () => {
    const before = (await publicRead(app, 'home')).headers.etag as string;
    await saved(app, token, 'home', { sections: [book('New this week'), highlight()] });
    const after = await publicRead(app, 'home', { 'if-none-match': before });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
    expect(titlesOf(after.json<PublicLayout>())).toEqual(['New this week', 'Featured']);
  });
});

describe('banners in /data/layout', async () => {
  const { app, close } = await createTestApp();
  afterAll(close);
  const now = Date.now();
  const at = (offset: number) => new Date(now + offset).toISOString();
  const created = at(-10 * DAY);
  const bannerRow = (title: string, overrides: object = {}) => ({
    title,
    layout_type: 'home' as const,
    position: 1,
    start_at: at(-DAY),
    end_at: null,
    status: 'E' as const,
    created_at: created,
    updated_at: created,
    ...overrides,
  });
  const rows = await app.db
    .insertInto('banners')
    .values([
      bannerRow('Second', { position: 2, end_at: at(DAY) }),
      bannerRow('First'),
      bannerRow('Disabled', { status: 'D' }),
      bannerRow('Ended', { end_at: at(-60_000) }),
      bannerRow('Future', { start_at: at(DAY) }),
      bannerRow('On the books screen', { layout_type: 'books' }),
    ])
    .returning(['id', 'title'])
    .execute();
  const firstId = rows.find((row) => row.title === 'First')!.id;
  await app.db
    .insertInto('banner_images')
    .values([
      { banner_id: firstId, image_path: 'public/banners/b.png', position: 2, target_kind: 7, target_value: 'https://example.com/', alt_text: 'B', created_at: created },
      { banner_id: firstId, image_path: 'public/banners/a.png', position: 1, target_kind: null, target_value: null, alt_text: 'A', created_at: created },
    ])
    .execute();

  test('only the banners active now on this screen, by position, each with its images in order', async () => {
    const layout = (await publicRead(app, 'home')).json<PublicLayout>();
    expect(layout.banners.map((banner) => banner.title)).toEqual(['First', 'Second']);
    expect(layout.banners[0]!.images.map((image) => [image.imageUrl, image.altText])).toEqual([
      ['/media/banners/a.png', 'A'],
      ['/media/banners/b.png', 'B'],
    ]);
    expect(layout.banners.every((banner) => banner.active)).toBe(true);
    expect((await publicRead(app, 'books')).json<PublicLayout>().banners.map((banner) => banner.title)).toEqual(['On the books screen']);
  });

  test('a banner that ends changes the ETag', async () => {
    const before = (await publicRead(app, 'home')).headers.etag as string;
    await app.db.updateTable('banners').set({ end_at: at(-1000) }).where('id', '=', firstId).execute();
    const after = await publicRead(app, 'home', { 'if-none-match': before });
    expect(after.statusCode).toBe(200);
    expect(after.json<PublicLayout>().banners.map((banner) => banner.title)).toEqual(['Second']);
  });
});

test('GET /api/layouts/preview-items: the newest 20 enabled items of each content section', async () => {
  const app = await testApp();
  const { token } = await signedIn(app, AdminRole.EDITOR);
  const now = Date.now();
  const at = (offset: number) => new Date(now + offset).toISOString();
  const { id: categoryId } = await app.db
    .insertInto('ebook_categories')
    .values({ ebook_type: 1, name: 'Fiction' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ebook = (title: string, type: number, updatedAt: string, overrides: object = {}) => ({
    title,
    authors: '[]',
    type,
    category_id: categoryId,
    language: 'en',
    price: 999,
    currency: 'USD',
    premium: 0,
    status: 'E' as const,
    cover_path: null,
    created_at: at(-30 * DAY),
    updated_at: updatedAt,
    ...overrides,
  });
  await app.db
    .insertInto('ebooks')
    .values([
      ...Array.from({ length: 22 }, (_, n) => ebook(`Book ${n}`, 1, at(-(n + 1) * DAY))),
      ebook('Disabled book', 1, at(0), { status: 'D' }),
      ebook('A magazine', 2, at(-DAY), { cover_path: 'public/covers/m.png' }),
    ])
    .execute();
  const entry = (title: string, contentType: 'news' | 'videos' | 'book', publishAt: string, status: 'E' | 'D' = 'E') => ({
    title,
    body: '<p>Text</p>',
    content_type: contentType,
    video_url: null,
    image_path: contentType === 'videos' ? 'public/feed/v.png' : null,
    publish_at: publishAt,
    status,
    created_at: at(-30 * DAY),
    updated_at: at(-30 * DAY),
  });
  await app.db
    .insertInto('feed_entries')
    .values([
      entry('Older news', 'news', at(-2 * DAY)),
      entry('Newer news', 'news', at(-DAY)),
      entry('Scheduled news', 'news', at(DAY)),
      entry('Disabled news', 'news', at(-DAY), 'D'),
      entry('A video', 'videos', at(-DAY)),
      entry('A book post', 'book', at(-DAY)),
    ])
    .execute();

  const response = await app.inject({ method: 'GET', url: '/api/layouts/preview-items', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  const items = response.json<PreviewItems>();
  expect(items.book.map((item) => item.title)).toEqual(Array.from({ length: 20 }, (_, n) => `Book ${n}`));
  expect(items.magazine).toEqual([{ id: expect.any(Number), title: 'A magazine', imageUrl: '/media/covers/m.png' }]);
  expect(items.news.map((item) => item.title)).toEqual(['Newer news', 'Older news']);
  expect(items.videos).toEqual([{ id: expect.any(Number), title: 'A video', imageUrl: '/media/feed/v.png' }]);
});

describe('access', async () => {
  const { app, close } = await createTestApp();
  afterAll(close);

  test('an editor reads and saves layouts: a save of the published layout is its pending change', async () => {
    const { token } = await signedIn(app, AdminRole.EDITOR);
    const layout = await saved(app, token, 'news', { sections: [highlight('Headlines')] });
    expect(layout.version).toBe(1);
    const pending = await app.inject({ method: 'GET', url: '/api/layouts?layoutType=news&version=pending', headers: bearer(token) });
    expect(pending.json()).toEqual(layout);
    expect(await editorRead(app, token, 'news')).toMatchObject({ version: 0, sections: [] });
  });

  test('without a session the /api endpoints answer 401 (errorCode 113); /data/layout needs none', async () => {
    const calls = [
      { method: 'GET', url: '/api/layouts?layoutType=home' },
      { method: 'PUT', url: '/api/layouts/update?layoutType=home', payload: { sections: [] } },
      { method: 'GET', url: '/api/layouts/preview-items' },
    ] as const;
    for (const call of calls) {
      const response = await app.inject(call);
      expect(response.statusCode, call.url).toBe(401);
      expect(response.json()).toMatchObject({ errorCode: 113 });
    }
    expect((await publicRead(app, 'home')).statusCode).toBe(200);
  });
});

test('the OpenAPI document lists the layoutType values as an enum', async () => {
  const app = await testApp();
  const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, { parameters?: { in: string; name: string; schema?: { enum?: string[] } }[]; responses: Record<string, unknown> }>>;
  }>();
  for (const [url, method] of [['/data/layout', 'get'], ['/api/layouts', 'get'], ['/api/layouts/update', 'put']] as const) {
    const parameter = document.paths[url]?.[method]?.parameters?.find((entry) => entry.in === 'query' && entry.name === 'layoutType');
    expect(parameter?.schema?.enum, url).toEqual([...layoutTypes]);
  }
  expect(document.paths['/data/layout']?.get?.responses).toHaveProperty('304');
});

describe('stored values that cannot be served (docs/api.md "Layout")', async () => {
  const warnings: { msg: string; position?: number; bannerId?: number }[] = [];
  const { app, close } = await createTestApp({
    logLevel: 'warn',
    logStream: { write: (line) => void warnings.push(JSON.parse(line) as (typeof warnings)[number]) },
  });
  afterAll(close);
  const { token } = await signedIn(app);

  test('a section carries no free-form JSON: a member beyond its fields, even 5,000 levels deep, is neither stored nor served', async () => {
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    const body = `{"sections":[{"sectionKey":"book","title":"Books","itemCount":5,"extra":${deep}}]}`;
    const response = await app.inject({
      method: 'PUT',
      url: '/api/layouts/update?layoutType=magazines',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
    const served = await publicRead(app, 'magazines');
    expect(served.statusCode).toBe(200);
    expect(served.json<PublicLayout>().sections).toEqual([{ code: 'content', sectionKey: 'book', title: 'Books', itemCount: 5, visible: true }]);
  });

  test('a section row altered in the database is left out and logged; the rest answers 200, and a save replaces it', async () => {
    await saved(app, token, 'news', { sections: [book('Kept'), highlight('Also kept')] });
    await app.db
      .insertInto('layout_sections')
      .values([
        { layout_type: 'news', position: 2, code: 'bogus' as 'content', section_key: 'book', title: 'Bad code', item_count: 3, visible: 1 },
        { layout_type: 'news', position: 3, code: 'content', section_key: 'podcasts' as 'book', title: 'Bad key', item_count: 3, visible: 1 },
      ])
      .execute();

    const served = await publicRead(app, 'news');
    expect(served.statusCode, served.body).toBe(200);
    expect(titlesOf(served.json<PublicLayout>())).toEqual(['Kept', 'Also kept']);
    expect(titlesOf(await editorRead(app, token, 'news'))).toEqual(['Kept', 'Also kept']);
    const leftOut = warnings.filter((entry) => entry.msg === 'a layout section left out of its layout').map((entry) => entry.position);
    expect(new Set(leftOut)).toEqual(new Set([2, 3]));

    const resaved = await saved(app, token, 'news', { sections: [book('Kept')] });
    expect(titlesOf(resaved)).toEqual(['Kept']);
    expect(await app.db.selectFrom('layout_sections').select('title').where('layout_type', '=', 'news').execute()).toEqual([{ title: 'Kept' }]);
  });

  // PostgreSQL refuses 1.5 in an integer column; SQLite stores it, as a hand edit could.
  test.skipIf(onPostgres)('a banner row the answer cannot carry is left out and logged; the other banners are served', async () => {
    const now = Date.now();
    const stamp = new Date(now - 86_400_000).toISOString();
    const row = (title: string, position: number) => ({
      title,
      layout_type: 'books' as const,
      position,
      start_at: stamp,
      end_at: null,
      status: 'E' as const,
      created_at: stamp,
      updated_at: stamp,
    });
    const [bad] = await app.db.insertInto('banners').values([row('Half a place', 1.5), row('Good', 2)]).returning('id').execute();

    const served = await publicRead(app, 'books');
    expect(served.statusCode, served.body).toBe(200);
    expect(served.json<PublicLayout>().banners.map((entry) => entry.title)).toEqual(['Good']);
    expect(warnings.some((entry) => entry.msg === 'a banner left out of its layout' && entry.bannerId === bad!.id)).toBe(true);
  });
});
