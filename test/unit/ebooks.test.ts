import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { HttpError } from 'react-admin';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { ebook } from '../../contract/ebooks';
import { downloadFile } from '../../dataProvider/download';
import { validIsbn } from '../../resources/ebooks/ebookValidation';
import { formatFileSize } from '../../src/format';
import { fetchEbookCategories } from '../../resources/ebooks/useEbookCategories';
import { en } from '../../src/shell/i18n/en';
import { installBrowserGlobals, origin, resolveRelativeFetch } from './browserGlobals';

const server = setupServer();
const seenHeaders: Headers[] = [];

/** The links the download clicked, as the browser would have seen them. */
const clicked: { href: string; download: string; content: Promise<string> }[] = [];

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  resolveRelativeFetch();
});
beforeEach(() => {
  installBrowserGlobals();
  localStorage.setItem('auth', JSON.stringify({ id: 7, role: 4, access_token: 'token-7' }));
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:${origin}/${blobs.size + 1}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.stubGlobal('document', {
    cookie: 'XSRF-TOKEN=xsrf-1',
    body: { append: vi.fn() },
    createElement: () => {
      const link = { href: '', download: '', remove: vi.fn() };
      return Object.assign(link, {
        click: () => clicked.push({ href: link.href, download: link.download, content: blobs.get(link.href)!.text() }),
      });
    },
  });
  seenHeaders.length = 0;
  clicked.length = 0;
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => {
  server.close();
  vi.unstubAllGlobals();
});

describe('downloadFile', () => {
  test('fetches with the Bearer token and saves the bytes under the file’s own name', async () => {
    server.use(
      http.get(`${origin}/api/ebooks/3/epub-file`, ({ request }) => {
        seenHeaders.push(request.headers);
        return new HttpResponse('PK-epub-bytes', { headers: { 'Content-Type': 'application/epub+zip' } });
      }),
    );
    await downloadFile('/api/ebooks/3/epub-file', 'The Long Way.epub');
    expect(seenHeaders[0]!.get('Authorization')).toBe('Bearer token-7');
    expect(seenHeaders[0]!.get('X-XSRF-TOKEN')).toBe('xsrf-1');
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('The Long Way.epub');
    expect(clicked[0]!.href).toMatch(/^blob:/);
    expect(await clicked[0]!.content).toBe('PK-epub-bytes');
  });

  test('a refusal is an error with the server’s message, and nothing is saved', async () => {
    server.use(http.get(`${origin}/api/ebooks/3/sample-epub-file`, () => HttpResponse.json({ message: 'No sample e-pub yet' }, { status: 404 })));
    const failure = (await downloadFile('/api/ebooks/3/sample-epub-file', 'x.epub').catch((error) => error)) as HttpError;
    expect(failure.status).toBe(404);
    expect(failure.message).toBe('No sample e-pub yet');
    expect(clicked).toHaveLength(0);
  });
});

test('categories are fetched per e-book type, or all of them, with the session’s token', async () => {
  const categories = [
    { id: 1, name: 'Fiction', ebookType: 1 },
    { id: 2, name: 'Travel', ebookType: 2 },
  ];
  server.use(
    http.get(`${origin}/api/ebooks/categories`, ({ request }) => {
      seenHeaders.push(request.headers);
      const type = new URL(request.url).searchParams.get('ebookType');
      return HttpResponse.json(categories.filter((category) => type === null || category.ebookType === Number(type)));
    }),
  );
  expect(await fetchEbookCategories(2)).toEqual([categories[1]]);
  expect(await fetchEbookCategories()).toEqual(categories);
  expect(seenHeaders[0]!.get('Authorization')).toBe('Bearer token-7');
});

test('file sizes read in decimal units', () => {
  expect(formatFileSize(512)).toBe('512 bytes');
  expect(formatFileSize(1_400_000)).toBe('1.4 MB');
  expect(formatFileSize(2_000)).toBe('2 kB');
});

test('an ISBN is checked by its check digit; empty is allowed', () => {
  expect(validIsbn('978-0-306-40615-7')).toBeUndefined();
  expect(validIsbn('0-306-40615-2')).toBeUndefined();
  expect(validIsbn('978-0-306-40615-8')).toBe('resources.e-books.errors.isbn');
  expect(validIsbn('')).toBeUndefined();
  expect(validIsbn(null)).toBeUndefined();
});

test('every field of an e-book has a label', () => {
  const fields = (en as unknown as { resources: Record<string, { fields: Record<string, string> }> }).resources['e-books']!.fields;
  const missing = Object.keys(ebook.shape).filter((field) => field !== 'id' && !fields[field]);
  expect(missing).toEqual([]);
});
