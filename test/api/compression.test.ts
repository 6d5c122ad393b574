import zlib from 'node:zlib';
import { afterAll, describe, expect, test } from 'vitest';
import { AdminRole } from '../../contract/enums';
import { bearer, createCustomers, createStaff, createTestApp, signIn } from './helpers';

/**
 * API answers of 1 KB or more are compressed as the client accepts (README "Compression"); the
 * console build's own files are covered by consoleBuild.test.ts.
 */

const { app, close } = await createTestApp();
afterAll(close);
await createCustomers(app, Array.from({ length: 25 }, (_, n) => ({ name: `Reader number ${n} with a long name`, email: `reader${n}@example.com` })));
const staff = await createStaff(app, { role: AdminRole.ADMIN });
const token = (await signIn(app, staff)).access_token;

const customers = (headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/customers/list',
    headers: { ...bearer(token), ...headers },
    payload: { paginationRequest: { page: 0, size: 25 } },
  });

describe('an API answer', () => {
  test.each([
    ['br', 'gzip, deflate, br', zlib.brotliDecompressSync],
    ['gzip', 'gzip, deflate', zlib.gunzipSync],
    ['gzip', 'br;q=0, gzip', zlib.gunzipSync],
  ])('goes out in %s to a client that accepts "%s", and decodes to the same JSON', async (encoding, accepted, decode) => {
    const plain = await customers();
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const compressed = await customers({ 'accept-encoding': accepted });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe(encoding);
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(decode(compressed.rawPayload).toString())).toEqual(plain.json());
  });

  test('under 1 KB goes out as it is', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});

test('a compressed request body is not inflated: it is refused as the JSON it is not', async () => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/customers/list',
    headers: { ...bearer(token), 'content-type': 'application/json', 'content-encoding': 'gzip' },
    payload: zlib.gzipSync(JSON.stringify({ paginationRequest: { page: 0, size: 25 } })),
  });
  expect(response.statusCode).toBe(400);
});

test("the public layout keeps its ETag and its 304 when it goes out compressed", async () => {
  const sections = Array.from({ length: 8 }, (_, n) => ({ sectionKey: 'book', title: `New this week, part ${n}: ${'a long shelf title '.repeat(4)}`, itemCount: 10 }));
  const saved = await app.inject({ method: 'PUT', url: '/api/layouts/update?layoutType=home', headers: bearer(token), payload: { sections } });
  expect(saved.statusCode, saved.body).toBe(200);
  const read = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/data/layout?layoutType=home', headers: { 'accept-encoding': 'br', ...headers } });

  const first = await read({});
  expect(first.statusCode).toBe(200);
  expect(first.headers['content-encoding']).toBe('br');
  expect(first.headers.etag).toMatch(/^"/);
  const again = await read({ 'if-none-match': first.headers.etag as string });
  expect(again.statusCode).toBe(304);
  expect(again.rawPayload.length).toBe(0);
});
