import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Banner } from '../../contract/banners';
import { AdminRole } from '../../contract/enums';
import type { FeedEntry } from '../../contract/feed';
import type { RevisionComparison, RevisionList, Revision } from '../../contract/revisions';
import type { App } from '../../server/app';
import { tinyPng } from '../fixtures/png';
import { entriesOf } from './auditHelpers';
import { bearer, createStaff, createTestApp, onPostgres, signIn } from './helpers';

/**
 * The revisions of the editorial records (docs/api.md "Revisions"): every save keeps the whole
 * record, a file's upload or removal too, a step only when it changed the record; a record's
 * revisions are listed, read and compared field by field, text fields as a word diff. Run on
 * PostgreSQL too by `npm run test:pg`.
 */

let app: App;
let close: () => Promise<void>;
let admin: string;
let editor: string;
let adminId: number;

beforeAll(async () => {
  ({ app, close } = await createTestApp());
  const staff = await createStaff(app, { role: AdminRole.ADMIN, name: 'Ada Admin' });
  adminId = staff.id;
  admin = (await signIn(app, staff)).access_token;
  editor = (await signIn(app, await createStaff(app, { role: AdminRole.EDITOR, name: 'Eddie Editor' }))).access_token;
});
afterAll(() => close());

const entryInput = (changes: Partial<Record<'title' | 'body', string>> = {}) => ({
  title: 'Spring catalogue',
  body: '<p>Twelve new books for the spring.</p>',
  contentType: 'news',
  tags: ['spring'],
  publishAt: '2026-03-01T09:00:00.000Z',
  status: 'E',
  ...changes,
});

async function createEntry(): Promise<FeedEntry> {
  const response = await app.inject({ method: 'POST', url: '/api/feed/', headers: bearer(admin), payload: entryInput() });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<FeedEntry>();
}

async function updateEntry(id: number, changes: Partial<Record<'title' | 'body', string>>): Promise<FeedEntry> {
  const response = await app.inject({ method: 'PUT', url: `/api/feed/${id}`, headers: bearer(admin), payload: entryInput(changes) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<FeedEntry>();
}

const get = (url: string, token = admin) => app.inject({ method: 'GET', url, headers: bearer(token) });

async function ok<T>(url: string, token = admin): Promise<T> {
  const response = await get(url, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

const listOf = (resource: string, id: number, token = admin) =>
  ok<RevisionList>(`/api/revisions?resource=${encodeURIComponent(resource)}&recordId=${id}`, token);
const revisionOf = (resource: string, id: number, number: number) =>
  ok<Revision>(`/api/revisions/one?resource=${encodeURIComponent(resource)}&recordId=${id}&number=${number}`);
const compare = (resource: string, id: number, from: number, to: number) =>
  ok<RevisionComparison>(`/api/revisions/compare?resource=${encodeURIComponent(resource)}&recordId=${id}&from=${from}&to=${to}`);

/** The record as its GET answers it now. */
const current = async (url: string) => ok<Record<string, unknown>>(url);

function upload(url: string, name = 'picture.png') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(tinyPng())]), name);
  return app.inject({ method: 'POST', url, headers: bearer(admin), payload: form });
}

describe('a feed entry saved three times', () => {
  let entry: FeedEntry;
  const saved: FeedEntry[] = [];

  beforeAll(async () => {
    entry = await createEntry();
    saved.push(entry);
    saved.push(await updateEntry(entry.id, { title: 'Spring catalogue is out' }));
    saved.push(await updateEntry(entry.id, { title: 'The spring catalogue is finally out', body: '<p>Twelve new books for the spring, and two reissues.</p>' }));
  });

  test('keeps revisions 1 to 3, newest first, each with when, who and what made it', async () => {
    const list = await listOf('feeds', entry.id);
    expect(list).toMatchObject({ resource: 'feeds', recordId: entry.id });
    expect(list.revisions.map(({ number, action }) => [number, action])).toEqual([
      [3, 'update'],
      [2, 'update'],
      [1, 'create'],
    ]);
    for (const revision of list.revisions) {
      expect(revision.author).toEqual({ id: adminId, name: 'Ada Admin' });
      expect(Date.parse(revision.at)).not.toBeNaN();
    }
    expect(Date.parse(list.revisions[0]!.at)).toBeGreaterThanOrEqual(Date.parse(list.revisions[2]!.at));
  });

  test('each revision holds the whole record as its GET answered it after that save', async () => {
    for (const [index, record] of saved.entries()) {
      const revision = await revisionOf('feeds', entry.id, index + 1);
      expect(revision).toMatchObject({ resource: 'feeds', recordId: entry.id, number: index + 1 });
      expect(revision.record).toEqual(record);
    }
    expect((await revisionOf('feeds', entry.id, 3)).record).toEqual(await current(`/api/feed/${entry.id}`));
  });

  test('comparing 1 and 3 lists exactly the fields that changed, the texts as a word diff', async () => {
    const comparison = await compare('feeds', entry.id, 1, 3);
    expect(comparison.from).toMatchObject({ number: 1, action: 'create' });
    expect(comparison.to).toMatchObject({ number: 3, action: 'update' });
    expect(comparison.changes.map((change) => change.field)).toEqual(['title', 'body']);
    const [title, body] = comparison.changes;
    expect(title).toMatchObject({ from: 'Spring catalogue', to: 'The spring catalogue is finally out' });
    expect(title!.words).toEqual([
      { value: 'Spring', removed: true },
      { value: 'The spring', added: true },
      { value: ' catalogue ' },
      { value: 'is finally out', added: true },
    ]);
    // The old text is the unchanged and removed parts, the new one the unchanged and added parts.
    expect(title!.words!.filter((part) => !part.added).map((part) => part.value).join('')).toBe('Spring catalogue ');
    expect(title!.words!.filter((part) => !part.removed).map((part) => part.value).join('')).toBe('The spring catalogue is finally out');
    // Rich text is compared by its words, its tags left out; its values stay the stored HTML.
    expect(body).toMatchObject({ from: '<p>Twelve new books for the spring.</p>', to: '<p>Twelve new books for the spring, and two reissues.</p>' });
    expect(body!.words).toEqual([{ value: 'Twelve new books for the spring' }, { value: ', and two reissues', added: true }, { value: '.' }]);
  });

  test('any two may be compared, either way round; the same one twice has no change', async () => {
    expect((await compare('feeds', entry.id, 2, 3)).changes.map((change) => change.field)).toEqual(['title', 'body']);
    expect((await compare('feeds', entry.id, 1, 2)).changes).toEqual([
      {
        field: 'title',
        from: 'Spring catalogue',
        to: 'Spring catalogue is out',
        words: [{ value: 'Spring catalogue ' }, { value: 'is out', added: true }],
      },
    ]);
    expect((await compare('feeds', entry.id, 3, 1)).changes[0]).toMatchObject({ field: 'title', from: 'The spring catalogue is finally out', to: 'Spring catalogue' });
    expect((await compare('feeds', entry.id, 2, 2)).changes).toEqual([]);
  });
});

describe('files and steps', () => {
  test('an upload and a removal each keep a revision with the record as it is after, its file by its URL', async () => {
    const entry = await createEntry();
    const uploaded = await upload(`/api/feed/${entry.id}/image`);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const imageUrl = uploaded.json<FeedEntry>().imageUrl;
    expect(imageUrl).toMatch(/^\/media\/feed\//);
    const removed = await app.inject({ method: 'DELETE', url: `/api/feed/${entry.id}/image`, headers: bearer(admin) });
    expect(removed.statusCode, removed.body).toBe(200);

    const list = await listOf('feeds', entry.id);
    expect(list.revisions.map((revision) => revision.action)).toEqual(['removeFile', 'uploadFile', 'create']);
    expect((await revisionOf('feeds', entry.id, 2)).record).toMatchObject({ imageUrl });
    expect((await revisionOf('feeds', entry.id, 3)).record).toMatchObject({ imageUrl: null });
    expect((await compare('feeds', entry.id, 1, 2)).changes).toEqual([{ field: 'imageUrl', from: null, to: imageUrl }]);
  });

  test("a banner's image, uploaded and described, keeps a revision of the banner with its images", async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/ui/banners',
      headers: bearer(editor),
      payload: { title: 'Summer reads', layoutType: 'home', position: 1, startAt: '2026-06-01T00:00:00.000Z', endAt: null, status: 'D' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const banner = created.json<Banner>();
    const image = await upload(`/api/ui/banners/${banner.id}/images-upload`);
    expect(image.statusCode, image.body).toBe(201);
    const { id: imageId } = image.json<{ id: number }>();
    const described = await app.inject({
      method: 'PUT',
      url: `/api/ui/banners/images/${imageId}/details/update`,
      headers: bearer(admin),
      payload: { position: 1, targetKind: null, targetValue: null, altText: 'A beach and a book' },
    });
    expect(described.statusCode, described.body).toBe(200);

    const list = await listOf('ui/banners', banner.id, editor);
    expect(list.revisions.map((revision) => revision.action)).toEqual(['update', 'uploadFile', 'create']);
    const latest = await revisionOf('ui/banners', banner.id, 3);
    expect(latest.record).toEqual({ ...(await current(`/api/ui/banners/${banner.id}`)), active: latest.record.active });
    expect((await compare('ui/banners', banner.id, 1, 2)).changes.map((change) => change.field)).toEqual(['images']);
  });

  test('a step keeps a revision when it changes the record (its flag), none when only the state moves', async () => {
    const entry = await createEntry();
    const step = async (payload: object) => {
      const response = await app.inject({ method: 'POST', url: `/api/feed/${entry.id}/steps`, headers: bearer(admin), payload });
      expect(response.statusCode, response.body).toBe(200);
    };
    await step({ step: 'unpublish' });
    await step({ step: 'submit' });
    await step({ step: 'approve' });
    const list = await listOf('feeds', entry.id);
    expect(list.revisions.map((revision) => revision.action)).toEqual(['approve', 'unpublish', 'create']);
    expect((await compare('feeds', entry.id, 1, 2)).changes).toEqual([{ field: 'status', from: 'E', to: 'D' }]);
    // One audit entry per step, a revision for each that changed the record.
    expect((await entriesOf(app, 'feeds', entry.id)).map((item) => item.action)).toEqual(['approve', 'submit', 'unpublish', 'create']);
  });
});

describe('records older than their revisions', () => {
  test('a record saved before revisions were kept lists none; its first save keeps it as it was, then as saved', async () => {
    const entry = await createEntry();
    // As the demo data or a record from before migration 0025: no revision.
    await app.db.deleteFrom('revisions').where('resource', '=', 'feeds').where('record_id', '=', entry.id).execute();
    expect((await listOf('feeds', entry.id)).revisions).toEqual([]);

    await updateEntry(entry.id, { title: 'Spring catalogue, second edition' });
    const list = await listOf('feeds', entry.id);
    expect(list.revisions.map(({ number, action, author }) => [number, action, author?.name ?? null])).toEqual([
      [2, 'update', 'Ada Admin'],
      [1, 'existing', null],
    ]);
    expect(list.revisions[1]!.at).toBe(entry.updatedAt);
    expect((await revisionOf('feeds', entry.id, 1)).record).toEqual(entry);
  });

  test('a step on such a record keeps one only when it changes the record', async () => {
    const entry = await createEntry();
    await app.db.deleteFrom('revisions').where('resource', '=', 'feeds').where('record_id', '=', entry.id).execute();
    for (const step of ['unpublish', 'submit', 'withdraw']) {
      const response = await app.inject({ method: 'POST', url: `/api/feed/${entry.id}/steps`, headers: bearer(admin), payload: { step } });
      expect(response.statusCode, response.body).toBe(200);
    }
    const list = await listOf('feeds', entry.id);
    expect(list.revisions.map(({ number, action }) => [number, action])).toEqual([[1, 'unpublish']]);
    expect((await revisionOf('feeds', entry.id, 1)).record).toEqual(await current(`/api/feed/${entry.id}`));
  });

  test('deleting a record deletes its revisions: they are then a 404', async () => {
    const entry = await createEntry();
    await updateEntry(entry.id, { title: 'Soon gone' });
    const deleted = await app.inject({ method: 'DELETE', url: `/api/feed/${entry.id}`, headers: bearer(admin) });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const rows = await app.db.selectFrom('revisions').select('number').where('resource', '=', 'feeds').where('record_id', '=', entry.id).execute();
    expect(rows).toEqual([]);
    expect((await get(`/api/revisions?resource=feeds&recordId=${entry.id}`)).statusCode).toBe(404);
  });
});

test('saves of one record at once each take the next number, none twice', async () => {
  const entry = await createEntry();
  const count = 8;
  const responses = await Promise.all(
    Array.from({ length: count }, (_, index) =>
      app.inject({ method: 'PUT', url: `/api/feed/${entry.id}`, headers: bearer(admin), payload: entryInput({ title: `Take ${index}` }) }),
    ),
  );
  expect(responses.map((response) => response.statusCode)).toEqual(Array(count).fill(200));
  const numbers = (await listOf('feeds', entry.id)).revisions.map((revision) => revision.number);
  expect(numbers).toEqual(Array.from({ length: count + 1 }, (_, index) => count + 1 - index));
  // The newest revision is the record as it is: the save that committed last.
  expect((await revisionOf('feeds', entry.id, count + 1)).record).toEqual(await current(`/api/feed/${entry.id}`));
}, onPostgres ? 20_000 : 10_000);

describe('who may read them, and bad requests', () => {
  let entryId: number;
  beforeAll(async () => {
    entryId = (await createEntry()).id;
  });

  test('a reader who may not open the resource’s area gets a 403; without a session a 401', async () => {
    // Editors open e-books, banners and alerts, not the feed.
    for (const url of [
      `/api/revisions?resource=feeds&recordId=${entryId}`,
      `/api/revisions/one?resource=feeds&recordId=${entryId}&number=1`,
      `/api/revisions/compare?resource=feeds&recordId=${entryId}&from=1&to=1`,
    ]) {
      const refused = await get(url, editor);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toMatchObject({ errorCode: 103 });
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    // Whatever the record: an unknown one is a 403 too, not a 404 that would tell it apart.
    expect((await get('/api/revisions?resource=feeds&recordId=999999', editor)).statusCode).toBe(403);
  });

  test('an unknown record or revision is a 404', async () => {
    const unknownRecord = await get('/api/revisions?resource=feeds&recordId=999999');
    expect(unknownRecord.statusCode).toBe(404);
    expect(unknownRecord.json()).toMatchObject({ message: 'No such record', errorCode: 101 });
    const unknownRevision = await get(`/api/revisions/one?resource=feeds&recordId=${entryId}&number=99`);
    expect(unknownRevision.statusCode).toBe(404);
    expect(unknownRevision.json()).toMatchObject({ message: 'No such revision' });
    expect((await get(`/api/revisions/compare?resource=feeds&recordId=${entryId}&from=1&to=99`)).statusCode).toBe(404);
    expect((await get('/api/revisions/compare?resource=feeds&recordId=999999&from=1&to=2')).json()).toMatchObject({ message: 'No such record' });
  });

  test('a bad parameter is a 400 naming it', async () => {
    const cases: [string, string][] = [
      ['/api/revisions?resource=orders&recordId=1', 'resource'],
      ['/api/revisions?recordId=1', 'resource'],
      ['/api/revisions?resource=feeds&recordId=abc', 'recordId'],
      ['/api/revisions?resource=feeds&recordId=0', 'recordId'],
      [`/api/revisions/one?resource=feeds&recordId=${entryId}`, 'number'],
      [`/api/revisions/compare?resource=feeds&recordId=${entryId}&from=1&to=-2`, 'to'],
      [`/api/revisions/compare?resource=feeds&recordId=${entryId}&to=2`, 'from'],
    ];
    for (const [url, field] of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(Object.keys(response.json<{ fieldErrors: object }>().fieldErrors), url).toEqual([field]);
    }
  });
});
