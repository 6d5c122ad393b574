import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type Banner, type BannerImage, type BannerImageDetailsInput, type BannerInput, bannerState, MAX_BANNER_IMAGES } from '../../contract/banners';
import { AdminRole, DeepLinkTarget } from '../../contract/enums';
import { seedDemoData } from '../../server/demo';
import { demoBanners } from '../../server/demo/banners';
import type { App } from '../../server/app';
import { decodedImage } from '../fixtures/images';
import { tinyPng } from '../fixtures/png';
import { createEbook, createFeedEntry, createPlan } from './catalogFixtures';
import { bearer, createStaff, createTestApp, signIn, storageRoot, testApp } from './helpers';

const HOUR = 3_600_000;

const validBanner = (overrides: Partial<BannerInput> = {}): BannerInput => ({
  title: 'Spring reading',
  layoutType: 'home',
  position: 1,
  startAt: new Date(Date.now() - HOUR).toISOString(),
  endAt: new Date(Date.now() + 24 * HOUR).toISOString(),
  status: 'E',
  ...overrides,
});

async function signedIn(app: App, role: AdminRole = AdminRole.ADMIN) {
  return (await signIn(app, await createStaff(app, { role }))).access_token;
}

async function createBanner(app: App, token: string, overrides: Partial<BannerInput> = {}): Promise<Banner> {
  const response = await app.inject({ method: 'POST', url: '/api/ui/banners', headers: bearer(token), payload: validBanner(overrides) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Banner>();
}

function form(content: Buffer | string, filename = 'banner.png'): FormData {
  const body = new FormData();
  body.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), filename);
  return body;
}

const upload = (app: App, token: string, bannerId: number, payload: FormData = form(tinyPng())) =>
  app.inject({ method: 'POST', url: `/api/ui/banners/${bannerId}/images-upload`, headers: bearer(token), payload });

async function uploaded(app: App, token: string, bannerId: number): Promise<BannerImage> {
  const response = await upload(app, token, bannerId);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<BannerImage>();
}

async function imagesOf(app: App, token: string, bannerId: number): Promise<BannerImage[]> {
  const response = await app.inject({ method: 'GET', url: `/api/ui/banners/${bannerId}/images`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BannerImage[]>();
}

const updateDetails = (app: App, token: string, imageId: number, payload: BannerImageDetailsInput | object) =>
  app.inject({ method: 'PUT', url: `/api/ui/banners/images/${imageId}/details/update`, headers: bearer(token), payload });

const deleteImage = (app: App, token: string, imageId: number, headers: Record<string, string> = {}) =>
  app.inject({ method: 'PUT', url: `/api/ui/banners/${imageId}/images-delete`, headers: { ...bearer(token), ...headers } });

const fileOf = (app: App, imageUrl: string) => path.join(storageRoot(app), 'public', imageUrl.replace(/^\/media\//, ''));
const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );
const storedFiles = async (app: App) =>
  (await fs.readdir(storageRoot(app), { recursive: true, withFileTypes: true })).filter((file) => file.isFile());

describe('a banner', async () => {
  const { app, close } = await createTestApp();
  afterAll(close);
  const token = await signedIn(app);

  test('POST creates it (201), GET reads it back and it is in the GET list', async () => {
    const created = await createBanner(app, token, { title: '  Summer sale ', layoutType: 'books', position: 3 });
    expect(created).toMatchObject({ id: expect.any(Number), title: 'Summer sale', layoutType: 'books', position: 3, status: 'E', active: true, images: [] });

    const read = await app.inject({ method: 'GET', url: `/api/ui/banners/${created.id}`, headers: bearer(token) });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);
    const list = await app.inject({ method: 'GET', url: '/api/ui/banners', headers: bearer(token) });
    expect(list.statusCode).toBe(200);
    expect(list.json<Banner[]>().map((item) => item.id)).toContain(created.id);
  });

  test('PUT updates it (200); a missing id is a 404 on GET, PUT and DELETE', async () => {
    const created = await createBanner(app, token);
    const response = await app.inject({
      method: 'PUT',
      url: `/api/ui/banners/${created.id}`,
      headers: bearer(token),
      payload: validBanner({ title: 'Renamed', status: 'D', endAt: null }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: created.id, title: 'Renamed', status: 'D', endAt: null, active: false });

    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const missing = await app.inject({
        method,
        url: '/api/ui/banners/999999',
        headers: bearer(token),
        ...(method === 'PUT' ? { payload: validBanner() } : {}),
      });
      expect(missing.statusCode, method).toBe(404);
    }
  });

  test('an end before the start, an unknown layoutType or an empty title is a 400 on that field', async () => {
    const cases: [Partial<BannerInput> | object, string][] = [
      [{ startAt: '2026-05-01T10:00:00Z', endAt: '2026-05-01T09:00:00Z' }, 'endAt'],
      [{ layoutType: 'settings' }, 'layoutType'],
      [{ title: '   ' }, 'title'],
      [{ startAt: 'tomorrow' }, 'startAt'],
    ];
    for (const [overrides, field] of cases) {
      const response = await app.inject({ method: 'POST', url: '/api/ui/banners', headers: bearer(token), payload: { ...validBanner(), ...overrides } });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().fieldErrors, field).toHaveProperty(field);
    }
  });

  test('the GET list filters by layoutType, status and state, and refuses an unknown value', async () => {
    const news = await createBanner(app, token, { layoutType: 'news' });
    const later = await createBanner(app, token, { layoutType: 'news', startAt: new Date(Date.now() + HOUR).toISOString() });
    const off = await createBanner(app, token, { layoutType: 'news', status: 'D' });
    const ended = await createBanner(app, token, {
      layoutType: 'news',
      startAt: new Date(Date.now() - 3 * HOUR).toISOString(),
      endAt: new Date(Date.now() - HOUR).toISOString(),
    });
    const ids = async (query: string) => {
      const response = await app.inject({ method: 'GET', url: `/api/ui/banners?${query}`, headers: bearer(token) });
      expect(response.statusCode, query).toBe(200);
      return response.json<Banner[]>().map((item) => item.id);
    };
    expect(await ids('layoutType=news')).toEqual([news.id, later.id, off.id, ended.id]);
    expect(await ids('layoutType=news&status=D')).toEqual([off.id]);
    expect(await ids('layoutType=news&state=active')).toEqual([news.id]);
    expect(await ids('layoutType=news&state=scheduled')).toEqual([later.id]);
    expect(await ids('layoutType=news&state=ended')).toEqual([ended.id]);
    expect(await ids('layoutType=news&state=disabled')).toEqual([off.id]);
    for (const query of ['layoutType=settings', 'status=X', 'state=soon']) {
      const response = await app.inject({ method: 'GET', url: `/api/ui/banners?${query}`, headers: bearer(token) });
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('uploading images', () => {
  test('a PNG is stored under public/banners/, added last, served publicly, and listed in order', async () => {
    const app = await testApp();
    const token = await signedIn(app);
    const banner = await createBanner(app, token);

    const first = await uploaded(app, token, banner.id);
    const second = await uploaded(app, token, banner.id);

    expect(first).toMatchObject({ bannerId: banner.id, position: 1, targetKind: null, targetValue: null, altText: '' });
    expect(first.imageUrl).toMatch(/^\/media\/banners\/[0-9a-f-]{36}\.png$/);
    expect(second.position).toBe(2);
    const served = await app.inject({ method: 'GET', url: first.imageUrl });
    expect(served.statusCode).toBe(200);
    // Stored re-encoded (README "Upload checks"): the same picture, not the same bytes.
    expect(await decodedImage(served.rawPayload)).toEqual(await decodedImage(tinyPng()));
    expect(await imagesOf(app, token, banner.id)).toEqual([first, second]);
    const read = await app.inject({ method: 'GET', url: `/api/ui/banners/${banner.id}`, headers: bearer(token) });
    expect(read.json<Banner>().images).toEqual([first, second]);
  });

  test('a text file is a 415, a missing banner a 404, no file a 400; none of them stores anything', async () => {
    const app = await testApp();
    const token = await signedIn(app);
    const banner = await createBanner(app, token);

    expect((await upload(app, token, banner.id, form('not an image at all', 'fake.png'))).statusCode).toBe(415);
    expect((await upload(app, token, 999999)).statusCode).toBe(404);
    const empty = await app.inject({ method: 'POST', url: `/api/ui/banners/${banner.id}/images-upload`, headers: bearer(token), payload: {} });
    expect(empty.statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/ui/banners/999999/images', headers: bearer(token) })).statusCode).toBe(404);
    expect(await storedFiles(app)).toEqual([]);
    expect(await imagesOf(app, token, banner.id)).toEqual([]);
  });

  test(`a banner holds at most ${MAX_BANNER_IMAGES} images: one more is a 409 and stores nothing`, async () => {
    const app = await testApp();
    const token = await signedIn(app);
    const banner = await createBanner(app, token);
    for (let n = 0; n < MAX_BANNER_IMAGES; n++) await uploaded(app, token, banner.id);

    const response = await upload(app, token, banner.id);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ errorCode: 102 });
    expect(await storedFiles(app)).toHaveLength(MAX_BANNER_IMAGES);
  });
});

test('two uploads at once into the last free place: one is added, the other is a 409 and leaves no file', async () => {
  const app = await testApp();
  const token = await signedIn(app);
  const banner = await createBanner(app, token);
  for (let n = 1; n < MAX_BANNER_IMAGES; n++) await uploaded(app, token, banner.id);

  const answers = await Promise.all([upload(app, token, banner.id), upload(app, token, banner.id)]);

  expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  expect(await storedFiles(app)).toHaveLength(MAX_BANNER_IMAGES);
  expect((await imagesOf(app, token, banner.id)).map((image) => image.position)).toEqual(
    Array.from({ length: MAX_BANNER_IMAGES }, (_, index) => index + 1),
  );
});

test('the three PUT routes under /api/ui/banners/ reach their own handlers', async () => {
  const app = await testApp();
  const token = await signedIn(app);
  const banner = await createBanner(app, token);
  const image = await uploaded(app, token, banner.id);
  const put = (url: string, payload?: object) => app.inject({ method: 'PUT', url, headers: bearer(token), ...(payload ? { payload } : {}) });

  const updated = await put(`/api/ui/banners/${banner.id}`, validBanner({ title: 'Renamed' }));
  expect(updated.json()).toMatchObject({ id: banner.id, title: 'Renamed' });
  const details = await put(`/api/ui/banners/images/${image.id}/details/update`, { position: 1, altText: 'Sea' });
  expect(details.json()).toMatchObject({ id: image.id, altText: 'Sea' });
  // `images` is not an id: the banner update refuses it, it never reaches another route.
  expect((await put('/api/ui/banners/images', validBanner())).statusCode).toBe(400);
  expect((await put(`/api/ui/banners/${image.id}/images-delete`)).statusCode).toBe(204);
});

describe('image details', async () => {
  const { app, close } = await createTestApp();
  afterAll(close);
  const token = await signedIn(app);
  const ids: Record<string, number> = {};
  let banner: Banner;
  let images: BannerImage[];

  beforeAll(async () => {
    ids.book = await createEbook(app, token, 1, 'The Silent Harbour');
    ids.magazine = await createEbook(app, token, 2, 'Harbour Living');
    ids.news = await createFeedEntry(app, token, 'news', 'Harbour festival');
    ids.video = await createFeedEntry(app, token, 'videos', 'Harbour walk');
    ids.plan = await createPlan(app, token, 'Harbour Club');
    banner = await createBanner(app, token);
    images = [];
    for (let n = 0; n < 3; n++) images.push(await uploaded(app, token, banner.id));
  });

  const details = (overrides: Partial<BannerImageDetailsInput> = {}): BannerImageDetailsInput => ({
    position: 1,
    targetKind: null,
    targetValue: null,
    altText: '',
    ...overrides,
  });

  test.each([
    ['news details', DeepLinkTarget.NEWS_DETAILS, 'news'],
    ['book details', DeepLinkTarget.BOOK_DETAILS, 'book'],
    ['video details', DeepLinkTarget.VIDEO_DETAILS, 'video'],
    ['magazine details', DeepLinkTarget.MAGAZINE_DETAILS, 'magazine'],
    ['subscription details', DeepLinkTarget.SUBSCRIPTION_DETAILS, 'plan'],
  ])('%s link to a record of that kind', async (_name, targetKind, key) => {
    const image = images[0]!;
    const response = await updateDetails(app, token, image.id, details({ targetKind, targetValue: String(ids[key]), altText: ' A harbour ' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: image.id, targetKind, targetValue: String(ids[key]), altText: 'A harbour' });
  });

  test('a record of another kind or a missing record is a 400 on targetValue, and nothing changes', async () => {
    const image = images[1]!;
    const before = await imagesOf(app, token, banner.id);
    for (const [targetKind, targetValue] of [
      [DeepLinkTarget.BOOK_DETAILS, ids.magazine],
      [DeepLinkTarget.NEWS_DETAILS, ids.video],
      [DeepLinkTarget.SUBSCRIPTION_DETAILS, 999999],
      [DeepLinkTarget.BOOK_DETAILS, undefined],
    ] as const) {
      const response = await updateDetails(app, token, image.id, details({ position: 3, targetKind, targetValue: targetValue === undefined ? null : String(targetValue) }));
      expect(response.statusCode, `${targetKind} ${targetValue}`).toBe(400);
      expect(response.json().fieldErrors).toHaveProperty('targetValue');
    }
    expect(await imagesOf(app, token, banner.id)).toEqual(before);
  });

  test('a URL must be http or https; the login screen and no target store no value', async () => {
    const image = images[2]!;
    for (const targetValue of ['javascript:alert(1)', 'ftp://example.com/a', 'example.com']) {
      const response = await updateDetails(app, token, image.id, details({ targetKind: DeepLinkTarget.URL, targetValue }));
      expect(response.statusCode, targetValue).toBe(400);
      expect(response.json().fieldErrors).toHaveProperty('targetValue');
    }
    const url = await updateDetails(app, token, image.id, details({ position: 3, targetKind: DeepLinkTarget.URL, targetValue: 'https://example.com/spring' }));
    expect(url.json()).toMatchObject({ targetKind: 7, targetValue: 'https://example.com/spring' });
    const login = await updateDetails(app, token, image.id, details({ position: 3, targetKind: DeepLinkTarget.LOGIN_SCREEN, targetValue: '42' }));
    expect(login.json()).toMatchObject({ targetKind: 6, targetValue: null });
    const none = await updateDetails(app, token, image.id, details({ position: 3, targetValue: 'https://example.com' }));
    expect(none.json()).toMatchObject({ targetKind: null, targetValue: null });
  });

  test('a missing image is a 404; a position outside 1..10 a 400', async () => {
    expect((await updateDetails(app, token, 999999, details())).statusCode).toBe(404);
    for (const position of [0, MAX_BANNER_IMAGES + 1, 1.5]) {
      const response = await updateDetails(app, token, images[0]!.id, details({ position }));
      expect(response.statusCode, String(position)).toBe(400);
      expect(response.json().fieldErrors).toHaveProperty('position');
    }
  });

  test('moving an image renumbers the others 1..n; a position past the end means last', async () => {
    const order = async () => (await imagesOf(app, token, banner.id)).map((image) => [image.id, image.position]);
    const [a, b, c] = (await imagesOf(app, token, banner.id)).map((image) => image.id) as [number, number, number];

    const moved = await updateDetails(app, token, c, details({ position: 1 }));
    expect(moved.json()).toMatchObject({ id: c, position: 1 });
    expect(await order()).toEqual([[c, 1], [a, 2], [b, 3]]);

    await updateDetails(app, token, c, details({ position: 9 }));
    expect(await order()).toEqual([[a, 1], [b, 2], [c, 3]]);

    await updateDetails(app, token, a, details({ position: 2 }));
    expect(await order()).toEqual([[b, 1], [a, 2], [c, 3]]);
  });
});

describe('deleting', () => {
  test('images-delete removes the image and its file and renumbers the rest, with or without a Content-Type', async () => {
    const app = await testApp();
    const token = await signedIn(app);
    const banner = await createBanner(app, token);
    const [first, second, third] = [await uploaded(app, token, banner.id), await uploaded(app, token, banner.id), await uploaded(app, token, banner.id)];

    const response = await deleteImage(app, token, first.id);
    expect(response.statusCode, response.body).toBe(204);
    expect(response.body).toBe('');
    expect(await exists(fileOf(app, first.imageUrl))).toBe(false);
    expect((await imagesOf(app, token, banner.id)).map((image) => [image.id, image.position])).toEqual([[second.id, 1], [third.id, 2]]);

    const withJson = await deleteImage(app, token, third.id, { 'content-type': 'application/json' });
    expect(withJson.statusCode, withJson.body).toBe(204);
    expect((await imagesOf(app, token, banner.id)).map((image) => image.id)).toEqual([second.id]);
    expect((await deleteImage(app, token, third.id)).statusCode).toBe(404);
  });

  test('DELETE removes the banner, its image rows and their files', async () => {
    const app = await testApp();
    const token = await signedIn(app);
    const banner = await createBanner(app, token);
    const kept = await createBanner(app, token);
    const images = [await uploaded(app, token, banner.id), await uploaded(app, token, banner.id)];
    const other = await uploaded(app, token, kept.id);

    const response = await app.inject({ method: 'DELETE', url: `/api/ui/banners/${banner.id}`, headers: bearer(token) });

    expect(response.statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: `/api/ui/banners/${banner.id}`, headers: bearer(token) })).statusCode).toBe(404);
    for (const image of images) expect(await exists(fileOf(app, image.imageUrl))).toBe(false);
    expect(await app.db.selectFrom('banner_images').select('id').execute()).toEqual([{ id: other.id }]);
    expect(await exists(fileOf(app, other.imageUrl))).toBe(true);
  });
});

describe('who may call it', async () => {
  const { app, close } = await createTestApp();
  afterAll(close);

  test('an editor may use every endpoint', async () => {
    const token = await signedIn(app, AdminRole.EDITOR);
    // An editor's banner is a draft (disabled) until an admin publishes it.
    const banner = await createBanner(app, token, { status: 'D' });
    const image = await uploaded(app, token, banner.id);
    expect((await updateDetails(app, token, image.id, { position: 1, altText: 'Sea' })).statusCode).toBe(200);
    expect((await deleteImage(app, token, image.id)).statusCode).toBe(204);
    expect((await app.inject({ method: 'DELETE', url: `/api/ui/banners/${banner.id}`, headers: bearer(token) })).statusCode).toBe(204);
  });

  test('without a token: 401 (113) on every endpoint', async () => {
    const calls = [
      { method: 'POST', url: '/api/ui/banners', payload: validBanner() },
      { method: 'GET', url: '/api/ui/banners' },
      { method: 'GET', url: '/api/ui/banners/1' },
      { method: 'PUT', url: '/api/ui/banners/1', payload: validBanner() },
      { method: 'DELETE', url: '/api/ui/banners/1' },
      { method: 'POST', url: '/api/ui/banners/1/images-upload' },
      { method: 'GET', url: '/api/ui/banners/1/images' },
      { method: 'PUT', url: '/api/ui/banners/1/images-delete' },
      { method: 'PUT', url: '/api/ui/banners/images/1/details/update', payload: { position: 1 } },
    ] as const;
    for (const call of calls) {
      const response = await app.inject(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(response.json()).toMatchObject({ errorCode: 113 });
    }
  });
});

test('the demo banners: every screen, every state, images whose links open existing records', async () => {
  const app = await testApp();
  await seedDemoData(app.db, { customers: 10, activity: false, storage: app.storage });
  const token = await signedIn(app, AdminRole.EDITOR);

  const banners = (await app.inject({ method: 'GET', url: '/api/ui/banners', headers: bearer(token) })).json<Banner[]>();

  expect(banners).toHaveLength(demoBanners.length);
  expect(new Set(banners.map((item) => item.layoutType))).toEqual(new Set(['home', 'books', 'magazines', 'news']));
  expect(new Set(banners.map((item) => bannerState(item)))).toEqual(new Set(['active', 'scheduled', 'ended', 'disabled']));
  const images = banners.flatMap((item) => item.images);
  expect(images.length).toBeGreaterThan(banners.length);
  expect(new Set(images.map((image) => image.targetKind))).toEqual(new Set([null, 1, 2, 3, 4, 5, 6, 7]));
  for (const image of images) {
    expect((await app.inject({ method: 'GET', url: image.imageUrl })).statusCode).toBe(200);
    const kind = image.targetKind;
    if (kind === null || kind > 5) continue;
    const found = await app.inject({ method: 'GET', url: `/api/ui/deep-link-targets?kind=${kind}&ids=${image.targetValue}`, headers: bearer(token) });
    expect(found.json(), `${kind} ${image.targetValue}`).toHaveLength(1);
  }
  // It writes the whole demo data set: on PostgreSQL through PgBouncer, on a busy 2-core machine, past a minute.
}, 120_000);
