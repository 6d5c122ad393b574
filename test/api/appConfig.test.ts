import { afterAll, describe, expect, test } from 'vitest';
import type { AppConfigEntry, AppConfigInput } from '../../contract/appConfig';
import { AdminRole, adminRoles } from '../../contract/enums';
import type { App } from '../../server/app';
import { bearer, createStaff, createTestApp, signIn } from './helpers';

async function signedIn(app: App, role: AdminRole = AdminRole.ADMIN) {
  const staff = await createStaff(app, { role });
  return (await signIn(app, staff)).access_token;
}

const put = (app: App, token: string, body: AppConfigInput | object) =>
  app.inject({ method: 'PUT', url: '/api/ui/app-config', headers: bearer(token), payload: body });

async function saved(app: App, token: string, body: AppConfigInput, status = 201): Promise<AppConfigEntry> {
  const response = await put(app, token, body);
  expect(response.statusCode, response.body).toBe(status);
  return response.json<AppConfigEntry>();
}

const read = (app: App, token: string, key: string) =>
  app.inject({ method: 'GET', url: `/api/ui/app-config/${encodeURIComponent(key)}`, headers: bearer(token) });

async function page(app: App, token: string, body: object) {
  const response = await app.inject({ method: 'POST', url: '/api/ui/app-config/list', headers: bearer(token), payload: body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ content: AppConfigEntry[]; totalElements: number; page: number; size: number }>();
}

const keysOf = (entries: AppConfigEntry[]) => entries.map((entry) => entry.key);

describe('writing and reading an entry', async () => {
  const { app, close } = await createTestApp();
  afterAll(close);
  const token = await signedIn(app);

  test('PUT creates (201), GET reads it back by its dotted key, PUT again replaces it (200)', async () => {
    const entry = await saved(app, token, { key: 'feed.page_size', valueType: 'number', value: ' 20 ', description: 'Per page', mode: 'create' });
    expect(entry).toMatchObject({ key: 'feed.page_size', valueType: 'number', value: '20', description: 'Per page', status: 'E' });

    const fetched = await read(app, token, 'feed.page_size');
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json()).toEqual(entry);

    const updated = await saved(app, token, { key: 'feed.page_size', valueType: 'number', value: '30', status: 'D', mode: 'update' }, 200);
    expect(updated).toMatchObject({ value: '30', description: '', status: 'D', createdAt: entry.createdAt });
  });

  test('without mode, PUT creates a missing key and replaces an existing one', async () => {
    await saved(app, token, { key: 'support_email', valueType: 'string', value: 'help@example.com' }, 201);
    await saved(app, token, { key: 'support_email', valueType: 'string', value: 'care@example.com' }, 200);
  });

  test('a string keeps its spaces; other types are trimmed', async () => {
    const text = await saved(app, token, { key: 'greeting', valueType: 'string', value: '  Hello  ' });
    expect(text.value).toBe('  Hello  ');
    const json = await saved(app, token, { key: 'slides', valueType: 'json', value: '\n[1, 2]\n' });
    expect(json.value).toBe('[1, 2]');
  });

  test('mode create on an existing key is a 409 on key', async () => {
    await saved(app, token, { key: 'terms_url', valueType: 'string', value: 'https://example.com/terms' });
    const response = await put(app, token, { key: 'terms_url', valueType: 'string', value: 'x', mode: 'create' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ errorCode: 102, fieldErrors: { key: 'This key exists already' } });
  });

  test('mode update on a missing key is a 404, and nothing is created', async () => {
    const response = await put(app, token, { key: 'nowhere', valueType: 'string', value: 'x', mode: 'update' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errorCode: 101 });
    expect((await read(app, token, 'nowhere')).statusCode).toBe(404);
  });

  test('changing the type is refused (409 on valueType) until changeType is true', async () => {
    await saved(app, token, { key: 'paywall.trial_days', valueType: 'number', value: '14' });

    const refused = await put(app, token, { key: 'paywall.trial_days', valueType: 'string', value: 'two weeks' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      errorCode: 102,
      fieldErrors: { valueType: 'paywall.trial_days holds a number; confirm to change its type' },
    });
    expect((await read(app, token, 'paywall.trial_days')).json()).toMatchObject({ valueType: 'number', value: '14' });

    const changed = await saved(app, token, { key: 'paywall.trial_days', valueType: 'string', value: 'two weeks', changeType: true }, 200);
    expect(changed).toMatchObject({ valueType: 'string', value: 'two weeks' });
  });

  test.each([
    ['number', 'abc', 'Enter a number, such as 42 or 2.5'],
    ['number', '1e999', 'Enter a number, such as 42 or 2.5'],
    ['number', '', 'Enter a number, such as 42 or 2.5'],
    ['boolean', 'yes', 'Enter true or false'],
    ['boolean', 'TRUE', 'Enter true or false'],
  ] as const)('a %s of %j is a 400 on value', async (valueType, value, message) => {
    const response = await put(app, token, { key: 'checked', valueType, value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 100, fieldErrors: { value: message } });
  });

  test('bad JSON is a 400 on value that says what is wrong', async () => {
    const response = await put(app, token, { key: 'checked', valueType: 'json', value: '{bad' });
    expect(response.statusCode).toBe(400);
    const { fieldErrors } = response.json<{ fieldErrors: Record<string, string> }>();
    expect(fieldErrors.value).toMatch(/^Enter valid JSON: .*position 1/);
    expect(Object.keys(fieldErrors)).toEqual(['value']);
  });

  test.each(['Feed.page_size', '1st', 'two..dots', 'trailing.', 'with space'])(
    'the malformed key %j is a 400 on key, written or read',
    async (key) => {
      const written = await put(app, token, { key, valueType: 'string', value: 'x' });
      expect(written.statusCode).toBe(400);
      expect(written.json()).toMatchObject({ fieldErrors: { key: expect.any(String) } });
      const fetched = await read(app, token, key);
      expect(fetched.statusCode).toBe(400);
      expect(fetched.json()).toMatchObject({ fieldErrors: { key: expect.any(String) } });
    },
  );

  test('a key longer than 100 characters is a 400 on key', async () => {
    const response = await put(app, token, { key: 'x'.repeat(101), valueType: 'string', value: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fieldErrors: { key: expect.any(String) } });
  });

  test('an unknown value type or status is a 400 naming the field', async () => {
    for (const [field, body] of [
      ['valueType', { key: 'k', valueType: 'date', value: 'x' }],
      ['status', { key: 'k', valueType: 'string', value: 'x', status: 'X' }],
    ] as const) {
      const response = await put(app, token, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ fieldErrors: { [field]: expect.any(String) } });
    }
  });

  test('a missing key is a 404', async () => {
    const response = await read(app, token, 'not.there');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errorCode: 101 });
  });

  test('creations of one key at once: one 201, the others 409 on key, never a 500', async () => {
    const body = { key: 'race.key', valueType: 'string', value: 'x', mode: 'create' } as const;
    const answers = await Promise.all(Array.from({ length: 5 }, () => put(app, token, body)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
  });
});

describe('the list', async () => {
  const { app, close } = await createTestApp();
  afterAll(close);
  const token = await signedIn(app);
  for (const entry of [
    { key: 'b.flag', valueType: 'boolean', value: 'true', description: 'Shows the Beta tab' },
    { key: 'a.size', valueType: 'number', value: '3', description: 'How many' },
    { key: 'c.text', valueType: 'string', value: 'hello', description: 'A beta greeting', status: 'D' },
    { key: 'd.list', valueType: 'json', value: '[]', description: 'Empty list' },
  ] as const) {
    await saved(app, token, entry);
  }

  test('sorts by key ascending by default, and descending or by update time when asked', async () => {
    expect(keysOf((await page(app, token, {})).content)).toEqual(['a.size', 'b.flag', 'c.text', 'd.list']);
    const descending = await page(app, token, { paginationRequest: { sortBy: 'key', sortDirection: 'DESC' } });
    expect(keysOf(descending.content)).toEqual(['d.list', 'c.text', 'b.flag', 'a.size']);
    const updated = await page(app, token, { paginationRequest: { sortBy: 'updatedAt', sortDirection: 'DESC' } });
    expect(keysOf(updated.content)).toEqual(['d.list', 'c.text', 'a.size', 'b.flag']);
  });

  test('filters by type, status and q (key or description, ignoring case)', async () => {
    expect(keysOf((await page(app, token, { valueType: 'json' })).content)).toEqual(['d.list']);
    expect(keysOf((await page(app, token, { status: 'D' })).content)).toEqual(['c.text']);
    expect(keysOf((await page(app, token, { q: 'BETA' })).content)).toEqual(['b.flag', 'c.text']);
    expect(keysOf((await page(app, token, { q: 'a.si' })).content)).toEqual(['a.size']);
  });

  test('pages with the total', async () => {
    const second = await page(app, token, { paginationRequest: { page: 1, size: 3 } });
    expect(second).toMatchObject({ totalElements: 4, page: 1, size: 3 });
    expect(keysOf(second.content)).toEqual(['d.list']);
  });

  test('an unknown sort field is a 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/ui/app-config/list',
      headers: bearer(token),
      payload: { paginationRequest: { sortBy: 'value' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fieldErrors: { 'paginationRequest.sortBy': expect.any(String) } });
  });
});

describe('the public read for the mobile app', async () => {
  const { app, close } = await createTestApp();
  afterAll(close);
  const token = await signedIn(app);
  await saved(app, token, { key: 'feed.page_size', valueType: 'number', value: '20' });
  await saved(app, token, { key: 'force_update', valueType: 'boolean', value: 'false' });
  await saved(app, token, { key: 'slides', valueType: 'json', value: '[{"title":"Read"}]' });
  await saved(app, token, { key: 'support_email', valueType: 'string', value: 'help@example.com' });
  await saved(app, token, { key: 'retired', valueType: 'string', value: 'gone', status: 'D' });

  test('GET /data/app-config answers the enabled entries, typed, without signing in', async () => {
    const response = await app.inject({ method: 'GET', url: '/data/app-config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      'feed.page_size': 20,
      force_update: false,
      slides: [{ title: 'Read' }],
      support_email: 'help@example.com',
    });
  });

  test('answers 304 to its own ETag, and a new ETag once an entry changes', async () => {
    const first = await app.inject({ method: 'GET', url: '/data/app-config' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await app.inject({ method: 'GET', url: '/data/app-config', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await saved(app, token, { key: 'force_update', valueType: 'boolean', value: 'true' }, 200);
    const changed = await app.inject({ method: 'GET', url: '/data/app-config', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json()).toMatchObject({ force_update: true });
  });
});

describe('access', async () => {
  const { app, close } = await createTestApp();
  afterAll(close);

  test.each(adminRoles)('role %i lists, writes and reads entries', async (role) => {
    const token = await signedIn(app, role);
    const key = `by_role_${role}`;
    await saved(app, token, { key, valueType: 'string', value: 'x', mode: 'create' });
    expect((await read(app, token, key)).statusCode).toBe(200);
    expect((await page(app, token, { q: key })).totalElements).toBe(1);
  });

  test('without a session the API is a 401 errorCode 113', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/ui/app-config/list', payload: {} });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errorCode: 113 });
  });
});

/** A JSON array nested `depth` levels deep: `[[[]]]` is 3. */
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('the bounds of a JSON value (docs/api.md "App config")', async () => {
  const { app, close } = await createTestApp();
  afterAll(close);
  const token = await signedIn(app, AdminRole.EDITOR);

  test('a value nested 5,000 levels deep is a 400 on value, and the public config still answers', async () => {
    const response = await put(app, token, { key: 'deep', valueType: 'json', value: nested(5000), status: 'E' });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 100, fieldErrors: { value: 'JSON may nest at most 32 levels deep' } });
    expect((await read(app, token, 'deep')).statusCode).toBe(404);
    const config = await app.inject({ method: 'GET', url: '/data/app-config' });
    expect(config.statusCode).toBe(200);
    expect(config.json()).not.toHaveProperty('deep');
  });

  test('33 levels are a 400 on value; an object counts as a level as an array does', async () => {
    for (const value of [nested(33), `${'{"a":'.repeat(33)}1${'}'.repeat(33)}`]) {
      const response = await put(app, token, { key: 'too_deep', valueType: 'json', value });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ fieldErrors: { value: 'JSON may nest at most 32 levels deep' } });
    }
  });

  test('more than 1,000 keys and elements in all, at any level, are a 400 on value', async () => {
    const flat = JSON.stringify(Array.from({ length: 1001 }, () => 0));
    const spread = JSON.stringify({ a: Array.from({ length: 499 }, () => 0), b: Array.from({ length: 500 }, (_, index) => ({ [`k${index}`]: 0 })) });
    for (const value of [flat, spread]) {
      const response = await put(app, token, { key: 'too_many', valueType: 'json', value });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ fieldErrors: { value: 'JSON may hold at most 1,000 keys and elements in all' } });
    }
  });

  test('a value longer than 20,000 characters is a 400 on value', async () => {
    const response = await put(app, token, { key: 'too_large', valueType: 'json', value: JSON.stringify('x'.repeat(20_000)) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fieldErrors: { value: expect.any(String) } });
  });

  test('a value at the bounds is accepted and served: 32 levels, 1,000 keys and elements, 20,000 characters', async () => {
    const deepest = await saved(app, token, { key: 'at.depth', valueType: 'json', value: nested(32) });
    expect(deepest.value).toBe(nested(32));
    // 1 + 999 entries: an object holding a list.
    const fullest = JSON.stringify({ list: Array.from({ length: 999 }, (_, index) => index) });
    await saved(app, token, { key: 'at.entries', valueType: 'json', value: fullest });
    const longest = JSON.stringify('€'.repeat(19_998));
    expect(longest).toHaveLength(20_000);
    await saved(app, token, { key: 'at.size', valueType: 'json', value: longest });

    const config = await app.inject({ method: 'GET', url: '/data/app-config' });
    expect(config.statusCode).toBe(200);
    expect(config.json()).toMatchObject({
      'at.depth': JSON.parse(nested(32)),
      'at.entries': JSON.parse(fullest),
      'at.size': '€'.repeat(19_998),
    });
  });
});

describe('the public read leaves out a stored value it cannot serve', async () => {
  const warnings: string[] = [];
  const { app, close } = await createTestApp({ logLevel: 'warn', logStream: { write: (line) => void warnings.push(line) } });
  afterAll(close);
  const token = await signedIn(app);
  await saved(app, token, { key: 'feed.page_size', valueType: 'number', value: '20' });
  await saved(app, token, { key: 'slides', valueType: 'json', value: '[{"title":"Read"}]' });

  test('rows written around the API (before the bounds, or altered) are left out and logged; the rest answers 200', async () => {
    const now = new Date().toISOString();
    const row = (key: string, valueType: 'json' | 'number' | 'boolean', value: string) => ({
      key,
      value_type: valueType,
      value,
      description: '',
      status: 'E' as const,
      created_at: now,
      updated_at: now,
    });
    await app.db
      .insertInto('app_config')
      .values([
        row('deep', 'json', nested(5000)),
        row('broken', 'json', '{bad'),
        row('crowded', 'json', JSON.stringify(Array.from({ length: 5000 }, () => 1))),
        row('not_a_number', 'number', 'abc'),
        row('not_a_boolean', 'boolean', 'yes'),
      ])
      .execute();

    const response = await app.inject({ method: 'GET', url: '/data/app-config' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ 'feed.page_size': 20, slides: [{ title: 'Read' }] });
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    const again = await app.inject({ method: 'GET', url: '/data/app-config', headers: { 'if-none-match': response.headers.etag as string } });
    expect(again.statusCode).toBe(304);

    const leftOut = warnings
      .map((line) => JSON.parse(line) as { msg: string; key?: string })
      .filter((entry) => entry.msg === 'an app config entry left out of the public config')
      .map((entry) => entry.key);
    expect(new Set(leftOut)).toEqual(new Set(['deep', 'broken', 'crowded', 'not_a_number', 'not_a_boolean']));
  });
});
