import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Ebook, EbookCategory, EbookInput, EbookListRequest } from '../../contract/ebooks';
import { AdminRole } from '../../contract/enums';
import type { App } from '../../server/app';
import type { Config } from '../../server/config';
import { attachmentDisposition } from '../../server/lib/downloads';
import { tinyEpub, zipArchive } from '../fixtures/epub';
import { decodedImage, tinyJpeg } from '../fixtures/images';
import { tinyPng } from '../fixtures/png';
import { bearer, createStaff, signIn, storageRoot, testApp } from './helpers';

type Page = { content: Ebook[]; totalElements: number; page: number; size: number };

/**
 * A fresh app with a signed-in admin and the categories of each kind (an editor's books are drafts,
 * published by an admin: test/api/editorial.test.ts; 'access' below creates one as each role).
 */
async function setup(overrides: Partial<Config> = {}) {
  const app = await testApp(overrides);
  const staff = await createStaff(app, { role: AdminRole.ADMIN });
  const { access_token: token } = await signIn(app, staff);
  const categories = (await app.inject({ method: 'GET', url: '/api/ebooks/categories', headers: bearer(token) })).json<EbookCategory[]>();
  const bookCategory = categories.find((category) => category.ebookType === 1)!;
  const magazineCategory = categories.find((category) => category.ebookType === 2)!;
  return { app, token, categories, bookCategory, magazineCategory };
}

type Setup = Awaited<ReturnType<typeof setup>>;

function bookInput(context: Setup, changes: Partial<EbookInput> = {}): EbookInput {
  return {
    title: 'The Silent Harbour',
    subtitle: 'A Novel',
    authors: ['Ada Moreau'],
    description: 'A lighthouse keeper finds a letter.',
    type: 1,
    categoryId: context.bookCategory.id,
    language: 'en',
    isbn: '978-0-306-40615-7',
    price: 1299,
    currency: 'USD',
    publicationDate: '2024-03-01',
    pageCount: 320,
    premium: false,
    status: 'E',
    ...changes,
  };
}

function magazineInput(context: Setup, changes: Partial<EbookInput> = {}): EbookInput {
  return bookInput(context, {
    title: 'Trail & Summit — March 2026',
    subtitle: 'Ten ridge walks for spring',
    authors: ['Jo Lindqvist'],
    type: 2,
    categoryId: context.magazineCategory.id,
    magazineBrand: 'trail-summit',
    isbn: null,
    price: 499,
    ...changes,
  });
}

const create = (context: Setup, body: EbookInput | object) =>
  context.app.inject({ method: 'POST', url: '/api/ebooks/', headers: bearer(context.token), payload: body });

async function created(context: Setup, body: EbookInput): Promise<Ebook> {
  const response = await create(context, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Ebook>();
}

const getOne = (context: Setup, id: number | string) =>
  context.app.inject({ method: 'GET', url: `/api/ebooks/${id}`, headers: bearer(context.token) });

async function list(context: Setup, body: EbookListRequest): Promise<Page> {
  const response = await context.app.inject({ method: 'POST', url: '/api/ebooks/list', headers: bearer(context.token), payload: body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>();
}

const titles = (page: Page) => page.content.map((ebook) => ebook.title);

function form(content: Buffer | string, filename: string, type = 'application/octet-stream', field = 'file'): FormData {
  const body = new FormData();
  body.append(field, new Blob([typeof content === 'string' ? content : new Uint8Array(content)], { type }), filename);
  return body;
}

type FileRoute = 'cover-photo' | 'sample-epub-file' | 'epub-file';

const upload = (context: Setup, id: number, route: FileRoute, payload: FormData) =>
  context.app.inject({ method: 'POST', url: `/api/ebooks/${id}/${route}`, headers: bearer(context.token), payload });

const download = (context: Setup, id: number, route: 'sample-epub-file' | 'epub-file') =>
  context.app.inject({ method: 'GET', url: `/api/ebooks/${id}/${route}`, headers: bearer(context.token) });

/** Every stored file under the upload root (temporary files included), relative to it. */
async function storedFiles(app: App): Promise<string[]> {
  const entries = await fs.readdir(storageRoot(app), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(storageRoot(app), path.join(entry.parentPath, entry.name)))
    .sort();
}

describe('POST /api/ebooks/list', () => {
  /** Five e-books created a day apart, oldest first. */
  async function catalog() {
    const context = await setup();
    const other = context.categories.find((category) => category.ebookType === 1 && category.id !== context.bookCategory.id)!;
    const inputs: EbookInput[] = [
      bookInput(context, { title: 'alpha Stories', price: 500, publicationDate: '2023-01-01' }),
      bookInput(context, { title: 'Beta Tales', authors: ['Zora Quill'], isbn: null, price: 1500, publicationDate: null }),
      bookInput(context, { title: 'Gamma 100% Guide', subtitle: 'Cooking_with_fire', categoryId: other.id, isbn: '0306406152', price: 900, status: 'D' }),
      magazineInput(context, { title: 'Trail & Summit — March 2026', publicationDate: '2026-03-01', price: 499 }),
      magazineInput(context, { title: 'Trail & Summit — April 2026', publicationDate: '2026-04-01', price: 499, status: 'D' }),
    ];
    const ebooks: Ebook[] = [];
    for (const [index, input] of inputs.entries()) {
      const ebook = await created(context, input);
      const at = new Date(Date.UTC(2026, 0, 1 + index)).toISOString();
      await context.app.db.updateTable('ebooks').set({ created_at: at, updated_at: at }).where('id', '=', ebook.id).execute();
      ebooks.push(ebook);
    }
    return { ...context, ebooks, other };
  }

  test('by default: every e-book, newest first, page 0 of 20, each with its category name', async () => {
    const context = await catalog();

    const answer = await list(context, {});

    expect(answer).toMatchObject({ totalElements: 5, page: 0, size: 20 });
    expect(answer.content.map((ebook) => ebook.id)).toEqual(context.ebooks.map((ebook) => ebook.id).reverse());
    expect(answer.content.at(-1)).toMatchObject({ categoryId: context.bookCategory.id, categoryName: context.bookCategory.name });
  });

  test('filters by type (0: all), status and category', async () => {
    const context = await catalog();

    expect((await list(context, { type: 0 })).totalElements).toBe(5);
    expect(titles(await list(context, { type: 1, paginationRequest: { sortBy: 'title' } }))).toEqual(['alpha Stories', 'Beta Tales', 'Gamma 100% Guide']);
    expect((await list(context, { type: 2 })).content.every((ebook) => ebook.type === 2 && ebook.magazineBrand === 'trail-summit')).toBe(true);
    expect(titles(await list(context, { status: 'D', paginationRequest: { sortBy: 'title' } }))).toEqual([
      'Gamma 100% Guide',
      'Trail & Summit — April 2026',
    ]);
    expect(titles(await list(context, { categoryId: context.other.id }))).toEqual(['Gamma 100% Guide']);
    expect(titles(await list(context, { type: 2, status: 'E' }))).toEqual(['Trail & Summit — March 2026']);
  });

  test('q matches title, subtitle, authors and ISBN (hyphens ignored), ignoring case, taking % and _ literally', async () => {
    const context = await catalog();
    const find = async (q: string) => titles(await list(context, { q, paginationRequest: { sortBy: 'title' } })).join(' | ');

    expect(await find('ALPHA')).toBe('alpha Stories');
    expect(await find('cooking_with')).toBe('Gamma 100% Guide');
    expect(await find('zora')).toBe('Beta Tales');
    expect(await find('978-0-306-40615')).toBe('alpha Stories');
    expect(await find('0306406152')).toBe('Gamma 100% Guide');
    expect(await find('100%')).toBe('Gamma 100% Guide');
    expect(await find('_')).toBe('Gamma 100% Guide');
    expect(await find('summit')).toBe('Trail & Summit — April 2026 | Trail & Summit — March 2026');
    expect(await find('nothing like this')).toBe('');
  });

  test('sorts by each field, ties by id; a sortBy without direction sorts ascending', async () => {
    const context = await catalog();
    const sorted = async (paginationRequest: EbookListRequest['paginationRequest']) => titles(await list(context, { paginationRequest }));

    expect(await sorted({ sortBy: 'title' })).toEqual([
      'alpha Stories',
      'Beta Tales',
      'Gamma 100% Guide',
      'Trail & Summit — April 2026',
      'Trail & Summit — March 2026',
    ]);
    expect((await sorted({ sortBy: 'title', sortDirection: 'DESC' }))[0]).toBe('Trail & Summit — March 2026');
    // Equal prices (the two issues) keep the order of their ids.
    expect(await sorted({ sortBy: 'price' })).toEqual([
      'Trail & Summit — March 2026',
      'Trail & Summit — April 2026',
      'alpha Stories',
      'Gamma 100% Guide',
      'Beta Tales',
    ]);
    // Undated last, in both directions.
    expect((await sorted({ sortBy: 'publicationDate' })).at(-1)).toBe('Beta Tales');
    expect(await sorted({ sortBy: 'publicationDate', sortDirection: 'DESC' })).toEqual([
      'Trail & Summit — April 2026',
      'Trail & Summit — March 2026',
      'Gamma 100% Guide',
      'alpha Stories',
      'Beta Tales',
    ]);
    expect(await sorted({ sortBy: 'createdAt' })).toEqual(context.ebooks.map((ebook) => ebook.title));
    expect(await sorted({ sortBy: 'updatedAt', sortDirection: 'DESC' })).toEqual(context.ebooks.map((ebook) => ebook.title).reverse());
  });

  test('pages follow each other; a page past the end is empty with the true total', async () => {
    const context = await catalog();
    const pages = await Promise.all([0, 1, 2].map((page) => list(context, { paginationRequest: { page, size: 2, sortBy: 'createdAt' } })));

    expect(pages.map((page) => titles(page).length)).toEqual([2, 2, 1]);
    expect(pages.flatMap(titles)).toEqual(context.ebooks.map((ebook) => ebook.title));
    expect(await list(context, { paginationRequest: { page: 9, size: 2 } })).toEqual({ content: [], totalElements: 5, page: 9, size: 2 });
  });

  test.each([
    ['an unknown sort field', { paginationRequest: { sortBy: 'cover_path' } }, 'paginationRequest.sortBy'],
    ['an unknown type', { type: 3 }, 'type'],
    ['an unknown status', { status: 'X' }, 'status'],
    ['size 101', { paginationRequest: { size: 101 } }, 'paginationRequest.size'],
  ])('%s is a 400 naming the field', async (_name, body, field) => {
    const context = await setup();
    const response = await context.app.inject({ method: 'POST', url: '/api/ebooks/list', headers: bearer(context.token), payload: body });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 100, fieldErrors: { [field]: expect.any(String) } });
  });
});

describe('GET /api/ebooks/categories', () => {
  test('of a kind, or all of them, ordered by name', async () => {
    const { app, token, categories } = await setup();
    const of = async (query: string) =>
      (await app.inject({ method: 'GET', url: `/api/ebooks/categories${query}`, headers: bearer(token) })).json<EbookCategory[]>();

    const books = await of('?ebookType=1');
    const magazines = await of('?ebookType=2');

    expect(books.length).toBeGreaterThan(5);
    expect(books.every((category) => category.ebookType === 1)).toBe(true);
    expect(magazines.length).toBeGreaterThan(5);
    expect(magazines.every((category) => category.ebookType === 2)).toBe(true);
    expect(categories).toHaveLength(books.length + magazines.length);
    const names = books.map((category) => category.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(books).toContainEqual({ id: expect.any(Number), name: 'Cookbooks', ebookType: 1 });
  });

  test('an unknown kind is a 400', async () => {
    const { app, token } = await setup();
    const response = await app.inject({ method: 'GET', url: '/api/ebooks/categories?ebookType=3', headers: bearer(token) });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fieldErrors: { ebookType: expect.any(String) } });
  });
});

describe('create, read and update', () => {
  test('POST creates (201): the ISBN without hyphens, no files, timestamps, unknown fields ignored', async () => {
    const context = await setup();
    const before = Date.now();

    const response = await create(context, { ...bookInput(context), id: 77, categoryName: 'Forged', coverUrl: '/media/x.png', magazineBrand: 'pixel-pulse' });

    expect(response.statusCode).toBe(201);
    const ebook = response.json<Ebook>();
    expect(ebook).toMatchObject({
      title: 'The Silent Harbour',
      subtitle: 'A Novel',
      authors: ['Ada Moreau'],
      type: 1,
      categoryId: context.bookCategory.id,
      categoryName: context.bookCategory.name,
      // A book has no magazine brand.
      magazineBrand: null,
      isbn: '9780306406157',
      price: 1299,
      currency: 'USD',
      publicationDate: '2024-03-01',
      pageCount: 320,
      premium: false,
      status: 'E',
      coverUrl: null,
      sampleEpubFile: null,
      epubFile: null,
    });
    expect(ebook.id).not.toBe(77);
    expect(Date.parse(ebook.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(ebook.updatedAt).toBe(ebook.createdAt);

    const read = await getOne(context, ebook.id);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(ebook);
  });

  test('a magazine keeps its brand; optional fields may be left out', async () => {
    const context = await setup();
    const ebook = await created(context, {
      title: 'Pixel & Pulse — May 2026',
      authors: ['R. Okafor'],
      type: 2,
      categoryId: context.magazineCategory.id,
      magazineBrand: 'pixel-pulse',
      language: 'de',
      price: 0,
      currency: 'EUR',
    });

    expect(ebook).toMatchObject({
      magazineBrand: 'pixel-pulse',
      subtitle: null,
      description: null,
      isbn: null,
      publicationDate: null,
      pageCount: null,
      premium: false,
      status: 'E',
    });
  });

  test('PUT updates (200) and keeps createdAt; the whole record may be sent back', async () => {
    const context = await setup();
    const ebook = await created(context, bookInput(context));
    await context.app.db.updateTable('ebooks').set({ created_at: '2025-01-01T00:00:00.000Z', updated_at: '2025-01-01T00:00:00.000Z' }).execute();

    const response = await context.app.inject({
      method: 'PUT',
      url: `/api/ebooks/${ebook.id}`,
      headers: bearer(context.token),
      payload: { ...ebook, title: 'The Loud Harbour', subtitle: '', premium: true, status: 'D', authors: ['Ada Moreau', 'Ben Ode'] },
    });

    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json<Ebook>();
    expect(updated).toMatchObject({ id: ebook.id, title: 'The Loud Harbour', subtitle: null, premium: true, status: 'D', authors: ['Ada Moreau', 'Ben Ode'] });
    expect(updated.createdAt).toBe('2025-01-01T00:00:00.000Z');
    expect(updated.updatedAt > updated.createdAt).toBe(true);
    expect((await getOne(context, ebook.id)).json()).toEqual(updated);
  });

  test('a book turned magazine takes a magazine category and a brand', async () => {
    const context = await setup();
    const ebook = await created(context, bookInput(context));

    const response = await context.app.inject({
      method: 'PUT',
      url: `/api/ebooks/${ebook.id}`,
      headers: bearer(context.token),
      payload: magazineInput(context),
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ type: 2, magazineBrand: 'trail-summit', categoryId: context.magazineCategory.id });
  });

  test.each<[string, (context: Setup) => object, string]>([
    ['a missing title', (context) => ({ ...bookInput(context), title: undefined }), 'title'],
    ['a blank title', (context) => bookInput(context, { title: '   ' }), 'title'],
    ['no author', (context) => bookInput(context, { authors: [] }), 'authors'],
    ['an ISBN with a wrong check digit', (context) => bookInput(context, { isbn: '978-0-306-40615-8' }), 'isbn'],
    ['a magazine without a brand', (context) => magazineInput(context, { magazineBrand: null }), 'magazineBrand'],
    ['a magazine category for a book', (context) => bookInput(context, { categoryId: context.magazineCategory.id }), 'categoryId'],
    ['a book category for a magazine', (context) => magazineInput(context, { categoryId: context.bookCategory.id }), 'categoryId'],
    ['an unknown category', (context) => bookInput(context, { categoryId: 999999 }), 'categoryId'],
    ['a negative price', (context) => bookInput(context, { price: -1 }), 'price'],
    ['a price with a fraction of a cent', (context) => bookInput(context, { price: 1.5 }), 'price'],
    ['an unknown currency', (context) => ({ ...bookInput(context), currency: 'XYZ' }), 'currency'],
    ['an unknown language', (context) => ({ ...bookInput(context), language: 'xx' }), 'language'],
    ['a date that is not a calendar date', (context) => bookInput(context, { publicationDate: '2024-02-30' }), 'publicationDate'],
  ])('%s is a 400 naming the field, on create and on update', async (_name, body, field) => {
    const context = await setup();
    const existing = await created(context, bookInput(context));

    for (const response of [
      await create(context, body(context)),
      await context.app.inject({ method: 'PUT', url: `/api/ebooks/${existing.id}`, headers: bearer(context.token), payload: body(context) }),
    ]) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ errorCode: 100, fieldErrors: { [field]: expect.any(String) } });
    }
    expect((await list(context, {})).totalElements).toBe(1);
    expect((await getOne(context, existing.id)).json()).toEqual(existing);
  });

  test('unknown ids: 404; an id that is not a number: 400', async () => {
    const context = await setup();
    const { app, token } = context;

    expect((await getOne(context, 999999)).statusCode).toBe(404);
    const put = await app.inject({ method: 'PUT', url: '/api/ebooks/999999', headers: bearer(token), payload: bookInput(context) });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toMatchObject({ errorCode: 101, message: 'No such e-book' });
    expect((await getOne(context, 'abc')).statusCode).toBe(400);
    for (const route of ['sample-epub-file', 'epub-file'] as const) expect((await download(context, 999999, route)).statusCode).toBe(404);
  });
});

describe('access', () => {
  test.each([AdminRole.SUPER_ADMIN, AdminRole.ADMIN, AdminRole.EDITOR])('role %i may list, create and update', async (role) => {
    const context = await setup();
    const staff = await createStaff(context.app, { role });
    const { access_token: token } = await signIn(context.app, staff);
    const mine = { ...context, token };

    // An editor's book is a draft (disabled) until an admin publishes it.
    const status = role === AdminRole.EDITOR ? 'D' : 'E';
    const ebook = await created(mine, bookInput(mine, { status }));
    expect((await list(mine, {})).totalElements).toBe(1);
    const put = await context.app.inject({ method: 'PUT', url: `/api/ebooks/${ebook.id}`, headers: bearer(token), payload: bookInput(mine, { title: 'New', status }) });
    expect(put.statusCode).toBe(200);
  });

  test('without a session: 401 errorCode 113, nothing created', async () => {
    const context = await setup();

    for (const [method, url] of [
      ['POST', '/api/ebooks/list'],
      ['GET', '/api/ebooks/categories'],
      ['POST', '/api/ebooks/'],
      ['GET', '/api/ebooks/1'],
      ['GET', '/api/ebooks/1/epub-file'],
    ] as const) {
      const response = await context.app.inject({ method, url, payload: method === 'POST' ? bookInput(context) : undefined });
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toMatchObject({ errorCode: 113 });
    }
    expect(await context.app.db.selectFrom('ebooks').select('id').execute()).toEqual([]);
  });
});

describe('cover photo', () => {
  test('a PNG is stored under a generated name, public at coverUrl', async () => {
    const context = await setup();
    const ebook = await created(context, bookInput(context));
    const png = tinyPng(4);

    const response = await upload(context, ebook.id, 'cover-photo', form(png, 'cover.png', 'image/png'));

    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json<Ebook>();
    expect(updated.coverUrl).toMatch(/^\/media\/covers\/[0-9a-f-]{36}\.png$/);
    expect(updated.updatedAt >= ebook.updatedAt).toBe(true);
    expect(await storedFiles(context.app)).toEqual([path.join('public', 'covers', path.basename(updated.coverUrl!))]);
    const served = await context.app.inject({ method: 'GET', url: updated.coverUrl! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\/png/);
    // A fresh name for every upload: cached for good (a new cover is a new URL).
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers.etag).toBeTruthy();
    // Stored re-encoded (README "Upload checks"): the same picture, not the same bytes.
    expect(await decodedImage(served.rawPayload)).toEqual(await decodedImage(png));
    expect((await getOne(context, ebook.id)).json()).toMatchObject({ coverUrl: updated.coverUrl });
  });

  test('replacing the cover removes the previous file', async () => {
    const context = await setup();
    const ebook = await created(context, bookInput(context));

    const first = (await upload(context, ebook.id, 'cover-photo', form(tinyPng(2), 'one.png'))).json<Ebook>();
    const jpeg = await tinyJpeg();
    const second = (await upload(context, ebook.id, 'cover-photo', form(jpeg, 'two.png'))).json<Ebook>();

    expect(second.coverUrl).toMatch(/\.jpg$/);
    expect(await storedFiles(context.app)).toEqual([path.join('public', 'covers', path.basename(second.coverUrl!))]);
    expect((await context.app.inject({ method: 'GET', url: first.coverUrl! })).statusCode).toBe(404);
  });

  test.each([
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), /GIF image is not accepted here/],
    ['a text file named .png', Buffer.from('not an image at all, just words'), /not a PNG, JPEG or WebP image/],
    ['an e-pub', tinyEpub(), /not a PNG, JPEG or WebP image/],
  ])('%s is refused with 415, nothing stored', async (_name, content, message) => {
    const context = await setup();
    const ebook = await created(context, bookInput(context));

    const response = await upload(context, ebook.id, 'cover-photo', form(content, 'cover.png', 'image/png'));

    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ errorCode: 107, message: expect.stringMatching(message) });
    expect(await storedFiles(context.app)).toEqual([]);
  });

  test('over uploadMaxImageBytes: 413, the previous cover kept', async () => {
    const context = await setup({ uploadMaxImageBytes: 300 });
    const ebook = await created(context, bookInput(context));
    const first = (await upload(context, ebook.id, 'cover-photo', form(tinyPng(), 'small.png'))).json<Ebook>();
    const before = await storedFiles(context.app);

    const response = await upload(context, ebook.id, 'cover-photo', form(Buffer.concat([tinyPng(8), Buffer.alloc(4000)]), 'big.png'));

    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ errorCode: 106, message: 'The file is too large; the largest allowed is 300 bytes' });
    expect(await storedFiles(context.app)).toEqual(before);
    expect((await getOne(context, ebook.id)).json()).toMatchObject({ coverUrl: first.coverUrl, updatedAt: first.updatedAt });
  });
});

describe('e-pub files', () => {
  test.each([
    ['sample-epub-file', 'sampleEpubFile'],
    ['epub-file', 'epubFile'],
  ] as const)('%s: stored privately, described on the record, downloaded by staff byte for byte', async (route, field) => {
    const context = await setup();
    const ebook = await created(context, bookInput(context));
    const epub = tinyEpub('The Silent Harbour');
    const before = Date.now();

    const response = await upload(context, ebook.id, route, form(epub, 'silent-harbour.epub', 'application/epub+zip'));

    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json<Ebook>();
    expect(updated[field]).toEqual({
      url: `/api/ebooks/${ebook.id}/${route}`,
      name: 'silent-harbour.epub',
      size: epub.length,
      uploadedAt: expect.any(String),
    });
    expect(Date.parse(updated[field]!.uploadedAt)).toBeGreaterThanOrEqual(before - 1000);
    // Not public: under epubs/, outside public/.
    const [stored] = await storedFiles(context.app);
    expect(stored).toMatch(/^epubs\/[0-9a-f-]{36}\.epub$/);
    expect((await context.app.inject({ method: 'GET', url: `/media/../${stored}` })).statusCode).toBe(404);

    const file = await download(context, ebook.id, route);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/epub+zip');
    expect(file.headers['content-length']).toBe(String(epub.length));
    expect(file.headers['content-disposition']).toBe(`attachment; filename="silent-harbour.epub"; filename*=UTF-8''silent-harbour.epub`);
    expect(file.rawPayload.equals(epub)).toBe(true);

    // The other file is still absent.
    const other = route === 'epub-file' ? 'sample-epub-file' : 'epub-file';
    const none = await download(context, ebook.id, other);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ errorCode: 101, message: expect.stringMatching(/has no/) });
    expect((await context.app.inject({ method: 'GET', url: `/api/ebooks/${ebook.id}/${route}` })).statusCode).toBe(401);
  });

  test('replacing an e-pub removes the previous file', async () => {
    const context = await setup();
    const ebook = await created(context, bookInput(context));
    await upload(context, ebook.id, 'epub-file', form(tinyEpub('One'), 'one.epub'));
    const [first] = await storedFiles(context.app);

    const response = await upload(context, ebook.id, 'epub-file', form(tinyEpub('Two'), 'two.epub'));

    expect(response.json<Ebook>().epubFile).toMatchObject({ name: 'two.epub' });
    const files = await storedFiles(context.app);
    expect(files).toHaveLength(1);
    expect(files[0]).not.toBe(first);
    expect((await download(context, ebook.id, 'epub-file')).rawPayload.equals(tinyEpub('Two'))).toBe(true);
  });

  test.each([
    ['../../etc/passwd.epub', 'passwd.epub'],
    ['C:\\Users\\ada\\Books\\harbour.epub', 'harbour.epub'],
    ['Café — ünïcode (1).epub', 'Café — ünïcode (1).epub'],
  ])('the name %j is shown as %j and stored under a generated name', async (sent, shown) => {
    const context = await setup();
    const ebook = await created(context, bookInput(context));

    const response = await upload(context, ebook.id, 'sample-epub-file', form(tinyEpub(), sent));

    expect(response.json<Ebook>().sampleEpubFile).toMatchObject({ name: shown });
    expect(await storedFiles(context.app)).toEqual([expect.stringMatching(/^epubs\/[0-9a-f-]{36}\.epub$/)]);
    const disposition = (await download(context, ebook.id, 'sample-epub-file')).headers['content-disposition'] as string;
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''[A-Za-z0-9%._~!-]+$/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe(shown);
  });

  test.each([
    ['a PNG', tinyPng(), /not a zip archive/],
    ['a text file named .epub', Buffer.from('Chapter one. It was a dark and stormy night.'), /not a zip archive/],
  ])('%s is refused with 415 "The file is not an e-pub", nothing stored', async (_name, content, reason) => {
    const context = await setup();
    const ebook = await created(context, bookInput(context));

    const response = await upload(context, ebook.id, 'epub-file', form(content, 'book.epub', 'application/epub+zip'));

    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ errorCode: 107, message: expect.stringMatching(/^The file is not an e-pub: /) });
    expect(response.json<{ message: string }>().message).toMatch(reason);
    expect(await storedFiles(context.app)).toEqual([]);
    expect((await getOne(context, ebook.id)).json()).toEqual(ebook);
  });

  // How a zip departs from the e-pub format is a finding of the file's check (server/lib/epub.ts
  // epubStructureFindings, test/unit/epubChecks.test.ts), not a refusal: publishers see all of it.
  test.each([
    ['a zip without the mimetype entry first', zipArchive([{ name: 'chapter.xhtml', content: '<html/>' }, { name: 'mimetype', content: 'application/epub+zip' }])],
    ['a zip whose mimetype is compressed', zipArchive([{ name: 'mimetype', content: 'application/epub+zip', compress: true }])],
    ['a zip whose mimetype reads otherwise', zipArchive([{ name: 'mimetype', content: 'application/zip+epub' }])],
  ])('%s is accepted (200) and stored as uploaded', async (_name, content) => {
    const context = await setup();
    const ebook = await created(context, bookInput(context));

    const response = await upload(context, ebook.id, 'epub-file', form(content, 'book.epub', 'application/epub+zip'));

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Ebook>().epubFile).toMatchObject({ name: 'book.epub', size: content.length });
    expect((await download(context, ebook.id, 'epub-file')).rawPayload.equals(content)).toBe(true);
  });

  test('over uploadMaxEpubBytes: 413, the record and the previous file unchanged', async () => {
    const small = tinyEpub('Small');
    const context = await setup({ uploadMaxEpubBytes: small.length + 10 });
    const ebook = await created(context, bookInput(context));
    const first = (await upload(context, ebook.id, 'epub-file', form(small, 'small.epub'))).json<Ebook>();
    const before = await storedFiles(context.app);

    const big = tinyEpub('A much longer title that makes this e-pub larger than the small one by far');
    const response = await upload(context, ebook.id, 'epub-file', form(big, 'big.epub'));

    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ errorCode: 106, message: expect.stringMatching(/too large/) });
    expect(await storedFiles(context.app)).toEqual(before);
    expect((await getOne(context, ebook.id)).json()).toEqual(first);
    expect((await download(context, ebook.id, 'epub-file')).rawPayload.equals(small)).toBe(true);
  });

  test('a cover is not capped by the e-pub limit, nor an e-pub by the image limit', async () => {
    const epub = tinyEpub();
    const context = await setup({ uploadMaxImageBytes: 100, uploadMaxEpubBytes: 10 * 1024 * 1024 });
    const ebook = await created(context, bookInput(context));

    expect((await upload(context, ebook.id, 'epub-file', form(epub, 'a.epub'))).statusCode).toBe(200);
    expect(epub.length).toBeGreaterThan(100);
  });

  test('without a file: 400 with fieldErrors.file', async () => {
    const context = await setup();
    const ebook = await created(context, bookInput(context));
    const empty = new FormData();
    empty.append('title', 'no file here');

    for (const route of ['cover-photo', 'sample-epub-file', 'epub-file'] as const) {
      for (const response of [
        await upload(context, ebook.id, route, empty),
        await upload(context, ebook.id, route, form(tinyEpub(), 'a.epub', 'application/epub+zip', 'upload')),
        await context.app.inject({ method: 'POST', url: `/api/ebooks/${ebook.id}/${route}`, headers: bearer(context.token), payload: {} }),
      ]) {
        expect(response.statusCode, route).toBe(400);
        expect(response.json()).toMatchObject({ errorCode: 100, fieldErrors: { file: expect.any(String) } });
      }
    }
    expect(await storedFiles(context.app)).toEqual([]);
  });

  test('an unknown e-book: 404 and nothing stored', async () => {
    const context = await setup();

    for (const [route, content] of [
      ['cover-photo', tinyPng()],
      ['sample-epub-file', tinyEpub()],
      ['epub-file', tinyEpub()],
    ] as const) {
      const response = await upload(context, 999999, route, form(content, 'file'));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ errorCode: 101, message: 'No such e-book' });
    }
    expect(await storedFiles(context.app)).toEqual([]);
  });

  test('a file the record names but the disk lacks downloads as 404', async () => {
    const context = await setup();
    const ebook = await created(context, bookInput(context));
    await upload(context, ebook.id, 'epub-file', form(tinyEpub(), 'a.epub'));
    const [stored] = await storedFiles(context.app);
    await fs.rm(path.join(storageRoot(context.app), stored!));

    expect((await download(context, ebook.id, 'epub-file')).statusCode).toBe(404);
  });

  test('an upload cut off mid-file leaves the record, the previous file and the temporary folder as they were', async () => {
    const context = await setup();
    const ebook = await created(context, bookInput(context));
    const first = (await upload(context, ebook.id, 'epub-file', form(tinyEpub('First'), 'first.epub'))).json<Ebook>();
    const before = await storedFiles(context.app);
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = context.app.server.address() as AddressInfo;

    // A multipart body announced as 1 MB: its head and the e-pub's first bytes, then the connection drops.
    const boundary = 'cut-off-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="second.epub"\r\nContent-Type: application/epub+zip\r\n\r\n`;
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: `/api/ebooks/${ebook.id}/epub-file`,
      headers: { ...bearer(context.token), 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': 1_000_000 },
    });
    const closed = new Promise<void>((resolve) => request.on('close', resolve));
    request.on('error', () => undefined);
    request.write(head);
    request.write(Buffer.concat([tinyEpub('Second'), Buffer.alloc(20_000, 1)]));
    const tmp = path.join(storageRoot(context.app), '.tmp');
    // Cut off once the server is writing the temporary file.
    for (let waited = 0; waited < 2000 && (await fs.readdir(tmp)).length === 0; waited += 10) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(await fs.readdir(tmp)).toHaveLength(1);
    request.destroy();
    await closed;

    for (let waited = 0; waited < 2000 && (await fs.readdir(tmp)).length > 0; waited += 25) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await fs.readdir(tmp)).toEqual([]);
    expect(await storedFiles(context.app)).toEqual(before);
    expect((await getOne(context, ebook.id)).json()).toEqual(first);
    expect((await download(context, ebook.id, 'epub-file')).rawPayload.equals(tinyEpub('First'))).toBe(true);
  });
});

test('Content-Disposition keeps any name safe: an ASCII fallback and the exact name in filename*', () => {
  expect(attachmentDisposition('plain.epub')).toBe(`attachment; filename="plain.epub"; filename*=UTF-8''plain.epub`);
  expect(attachmentDisposition('Café "quoted" \\ 100%.epub')).toBe(
    `attachment; filename="Caf_ _quoted_ _ 100_.epub"; filename*=UTF-8''Caf%C3%A9%20%22quoted%22%20%5C%20100%25.epub`,
  );
  expect(attachmentDisposition("it's (1)*.epub")).toBe(`attachment; filename="it's (1)*.epub"; filename*=UTF-8''it%27s%20%281%29%2A.epub`);
});
