import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Ebook, EbookCategory, EbookInput } from '../../contract/ebooks';
import { AdminRole } from '../../contract/enums';
import { ErrorCode } from '../../contract/errorCodes';
import type { App } from '../../server/app';
import { tinyEpub } from '../fixtures/epub';
import { tinyPng } from '../fixtures/png';
import { allAuditEntries, entriesOf, lastEntryOf } from './auditHelpers';
import { bearer, createStaff, createTestApp, signIn } from './helpers';

/** The e-books' audit entries and versions (issue 20): every change logged, no lost update. */

let app: App;
let close: () => Promise<void>;
let editor: { id: number; email: string; token: string };
let categories: EbookCategory[];

beforeAll(async () => {
  ({ app, close } = await createTestApp());
  const staff = await createStaff(app, { role: AdminRole.EDITOR, name: 'Eddie Editor' });
  editor = { ...staff, token: (await signIn(app, staff)).access_token };
  categories = (await app.inject({ method: 'GET', url: '/api/ebooks/categories', headers: bearer(editor.token) })).json<EbookCategory[]>();
});
afterAll(() => close());

const bookInput = (overrides: Partial<EbookInput> = {}): EbookInput => ({
  title: 'The Silent Harbour',
  authors: ['Ada Moreau'],
  description: 'A lighthouse keeper finds a letter.',
  type: 1,
  categoryId: categories.find((category) => category.ebookType === 1)!.id,
  language: 'en',
  price: 1299,
  currency: 'USD',
  premium: false,
  // The editor's book is a draft: an admin publishes it (test/api/editorial.test.ts).
  status: 'D',
  ...overrides,
});

async function createBook(overrides: Partial<EbookInput> = {}): Promise<Ebook> {
  const response = await app.inject({ method: 'POST', url: '/api/ebooks/', headers: bearer(editor.token), payload: bookInput(overrides) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Ebook>();
}

const getBook = (id: number) => app.inject({ method: 'GET', url: `/api/ebooks/${id}`, headers: bearer(editor.token) });

const putBook = (id: number, payload: EbookInput, headers: Record<string, string> = {}) =>
  app.inject({ method: 'PUT', url: `/api/ebooks/${id}`, headers: { ...bearer(editor.token), ...headers }, payload });

function form(content: Buffer | string, filename: string): FormData {
  const body = new FormData();
  body.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), filename);
  return body;
}

const upload = (id: number, route: 'cover-photo' | 'sample-epub-file' | 'epub-file', payload: FormData) =>
  app.inject({ method: 'POST', url: `/api/ebooks/${id}/${route}`, headers: bearer(editor.token), payload });

const fieldsOf = (entry: { changes: { field: string }[] }) => entry.changes.map((change) => change.field).sort();

describe('an audit entry for every change to an e-book', () => {
  test('a creation records the editor, the title as label and every field set, but no file URL', async () => {
    const book = await createBook({ title: 'Logged at birth' });
    const logged = await lastEntryOf(app, 'e-books', book.id);
    expect(logged).toMatchObject({
      action: 'create',
      resource: 'e-books',
      recordId: String(book.id),
      label: 'Logged at birth',
      actor: { id: editor.id, name: 'Eddie Editor', email: editor.email, role: AdminRole.EDITOR },
    });
    expect(logged.changes).toContainEqual({ field: 'title', from: null, to: 'Logged at birth' });
    expect(logged.changes).toContainEqual({ field: 'price', from: null, to: 1299 });
    expect(fieldsOf(logged)).not.toContain('coverUrl');
    expect(fieldsOf(logged)).not.toContain('epubFile');
    expect(fieldsOf(logged)).not.toContain('updatedAt');
  });

  test('an update records only the fields that changed, old and new', async () => {
    const book = await createBook();
    const response = await putBook(book.id, bookInput({ title: 'The Loud Harbour', price: 1499 }));
    expect(response.statusCode, response.body).toBe(200);
    const logged = await lastEntryOf(app, 'e-books', book.id);
    expect(logged).toMatchObject({ action: 'update', label: 'The Loud Harbour', actor: { id: editor.id } });
    expect(logged.changes).toEqual([
      { field: 'title', from: 'The Silent Harbour', to: 'The Loud Harbour' },
      { field: 'price', from: 1299, to: 1499 },
    ]);
  });

  test('a cover upload records the file by its name and size; a replacement names the file replaced', async () => {
    const book = await createBook();
    const png = tinyPng();
    expect((await upload(book.id, 'cover-photo', form(png, 'front cover.png'))).statusCode).toBe(200);
    const first = await lastEntryOf(app, 'e-books', book.id);
    expect(first).toMatchObject({ action: 'uploadFile', label: 'The Silent Harbour' });
    expect(first.changes).toEqual([{ field: 'cover', from: null, to: { name: 'front cover.png', size: png.length } }]);
    expect((await upload(book.id, 'cover-photo', form(tinyPng(2), 'second.png'))).statusCode).toBe(200);
    const second = await lastEntryOf(app, 'e-books', book.id);
    expect(second.changes).toEqual([
      { field: 'cover', from: { name: expect.stringMatching(/\.png$/), size: null }, to: { name: 'second.png', size: expect.any(Number) } },
    ]);
  });

  test.each([
    ['sample-epub-file', 'sampleEpubFile'],
    ['epub-file', 'epubFile'],
  ] as const)('a %s upload records the file by name and size, never its content or path', async (route, field) => {
    const book = await createBook();
    const first = tinyEpub('First');
    const second = tinyEpub('Second edition');
    expect((await upload(book.id, route, form(first, 'harbour.epub'))).statusCode).toBe(200);
    expect((await lastEntryOf(app, 'e-books', book.id)).changes).toEqual([
      { field, from: null, to: { name: 'harbour.epub', size: first.length } },
    ]);
    expect((await upload(book.id, route, form(second, 'harbour-2.epub'))).statusCode).toBe(200);
    const replaced = await lastEntryOf(app, 'e-books', book.id);
    expect(replaced).toMatchObject({ action: 'uploadFile', resource: 'e-books', label: 'The Silent Harbour' });
    expect(replaced.changes).toEqual([
      { field, from: { name: 'harbour.epub', size: first.length }, to: { name: 'harbour-2.epub', size: second.length } },
    ]);
    expect(JSON.stringify(replaced)).not.toMatch(/epubs\/|mimetype|Second edition/);
  });

  test('a refused change (400, 404, a 415 upload) leaves no entry', async () => {
    const book = await createBook();
    const before = (await allAuditEntries(app)).length;
    const magazineCategory = categories.find((category) => category.ebookType === 2)!;
    const wrongCategory = await putBook(book.id, bookInput({ categoryId: magazineCategory.id }));
    expect(wrongCategory.statusCode).toBe(400);
    expect(wrongCategory.json().fieldErrors).toHaveProperty('categoryId');
    expect((await putBook(book.id, bookInput({ title: '' }))).statusCode).toBe(400);
    expect((await putBook(2_000_000, bookInput())).statusCode).toBe(404);
    expect((await upload(book.id, 'cover-photo', form('not an image', 'cover.png'))).statusCode).toBe(415);
    expect((await upload(book.id, 'epub-file', form(tinyPng(), 'book.epub'))).statusCode).toBe(415);
    expect((await allAuditEntries(app)).length).toBe(before);
    expect((await getBook(book.id)).json<Ebook>()).toMatchObject({ title: 'The Silent Harbour', coverUrl: null, epubFile: null });
  });
});

describe('e-book versions: ETag and If-Match', () => {
  test('GET and an upload answer the strong ETag of the record; a save answers the new one', async () => {
    const book = await createBook();
    const loaded = (await getBook(book.id)).headers.etag as string;
    expect(loaded).toMatch(/^"[\w-]{27}"$/);
    const uploaded = await upload(book.id, 'cover-photo', form(tinyPng(), 'cover.png'));
    expect(uploaded.headers.etag).toBe((await getBook(book.id)).headers.etag);
    expect(uploaded.headers.etag).not.toBe(loaded);
    const saved = await putBook(book.id, bookInput({ title: 'Versioned' }), { 'if-match': uploaded.headers.etag as string });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers.etag).toBe((await getBook(book.id)).headers.etag);
  });

  test('two saves from one version at the same moment: one is stored, the other is a 412 (no lost update)', async () => {
    const book = await createBook();
    const loaded = { 'if-match': (await getBook(book.id)).headers.etag as string };
    const answers = await Promise.all(['First', 'Second'].map((title) => putBook(book.id, bookInput({ title }), loaded)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 412]);
    const stored = answers.find((answer) => answer.statusCode === 200)!.json<Ebook>().title;
    expect((await getBook(book.id)).json<Ebook>().title).toBe(stored);
  });

  test('a stale If-Match answers 412 with the current record and its latest change; nothing is changed', async () => {
    const book = await createBook();
    const loaded = (await getBook(book.id)).headers.etag as string;
    expect((await upload(book.id, 'epub-file', form(tinyEpub(), 'meanwhile.epub'))).statusCode).toBe(200);
    const entriesBefore = (await entriesOf(app, 'e-books', book.id)).length;
    const stale = await putBook(book.id, bookInput({ title: 'Lost update' }), { 'if-match': loaded });
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({
      errorCode: ErrorCode.STALE_RECORD,
      current: { id: book.id, title: 'The Silent Harbour', epubFile: { name: 'meanwhile.epub' } },
      lastChange: { action: 'uploadFile', actor: { id: editor.id } },
    });
    expect(stale.headers.etag).toBe((await getBook(book.id)).headers.etag);
    expect((await getBook(book.id)).json<Ebook>().title).toBe('The Silent Harbour');
    expect((await entriesOf(app, 'e-books', book.id)).length).toBe(entriesBefore);
  });

  test('without If-Match the update is made as before', async () => {
    const book = await createBook();
    expect((await putBook(book.id, bookInput({ title: 'No header' }))).statusCode).toBe(200);
  });
});
