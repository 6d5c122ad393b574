import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AdminRole } from '../../contract/enums';
import { ErrorCode } from '../../contract/errorCodes';
import type { FeedEntry, FeedInput } from '../../contract/feed';
import type { App } from '../../server/app';
import { writeAudit } from '../../server/audit/record';
import { purgeAuditEntries } from '../../server/audit/retention';
import { tinyPng } from '../fixtures/png';
import { allAuditEntries, auditPage, entriesOf, lastEntryOf } from './auditHelpers';
import { bearer, createStaff, createTestApp, signIn } from './helpers';

const entryInput = (overrides: Partial<FeedInput> = {}): FeedInput => ({
  title: 'Spring catalogue is out',
  body: '<p>Our spring catalogue is here.</p>',
  contentType: 'news',
  tags: ['catalogue'],
  publishAt: '2026-03-01T09:30:00.000Z',
  status: 'E',
  ...overrides,
});

let app: App;
let close: () => Promise<void>;
let admin: { id: number; email: string; token: string };
let superAdmin: string;
let editor: string;

beforeAll(async () => {
  ({ app, close } = await createTestApp());
  const staff = await createStaff(app, { role: AdminRole.ADMIN, name: 'Ada Admin' });
  admin = { ...staff, token: (await signIn(app, staff)).access_token };
  superAdmin = (await signIn(app, await createStaff(app, { role: AdminRole.SUPER_ADMIN }))).access_token;
  editor = (await signIn(app, await createStaff(app, { role: AdminRole.EDITOR }))).access_token;
});
afterAll(() => close());

async function createEntry(overrides: Partial<FeedInput> = {}): Promise<FeedEntry> {
  const response = await app.inject({ method: 'POST', url: '/api/feed/', headers: bearer(admin.token), payload: entryInput(overrides) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<FeedEntry>();
}

const getEntry = (id: number) => app.inject({ method: 'GET', url: `/api/feed/${id}`, headers: bearer(admin.token) });

const putEntry = (id: number, payload: FeedInput, headers: Record<string, string> = {}) =>
  app.inject({ method: 'PUT', url: `/api/feed/${id}`, headers: { ...bearer(admin.token), ...headers }, payload });

describe('an audit entry for every change, in its transaction', () => {
  test('a creation records the actor, the label and every field set', async () => {
    const entry = await createEntry({ title: 'Created for the log' });
    const logged = await lastEntryOf(app, 'feeds', entry.id);
    expect(logged).toMatchObject({
      action: 'create',
      resource: 'feeds',
      recordId: String(entry.id),
      label: 'Created for the log',
      actor: { id: admin.id, email: admin.email, name: 'Ada Admin', role: AdminRole.ADMIN },
      reason: null,
    });
    expect(logged.changes).toContainEqual({ field: 'title', from: null, to: 'Created for the log' });
    expect(logged.changes.map((change) => change.field)).not.toContain('updatedAt');
    expect(logged.ip).toBeTruthy();
    expect(logged.requestId).toBeTruthy();
  });

  test('an update records the fields that changed, old and new; long texts are cut', async () => {
    const entry = await createEntry();
    const longBody = `<p>${'word '.repeat(100)}</p>`;
    const response = await putEntry(entry.id, entryInput({ title: 'Renamed', body: longBody }));
    expect(response.statusCode, response.body).toBe(200);
    const logged = await lastEntryOf(app, 'feeds', entry.id);
    expect(logged.action).toBe('update');
    expect(logged.label).toBe('Renamed');
    expect(logged.changes.map((change) => change.field).sort()).toEqual(['body', 'title']);
    expect(logged.changes).toContainEqual({ field: 'title', from: 'Spring catalogue is out', to: 'Renamed' });
    const body = logged.changes.find((change) => change.field === 'body')!;
    expect(String(body.to)).toHaveLength(200);
    expect(String(body.to).endsWith('…')).toBe(true);
  });

  test('a deletion records what the record was', async () => {
    const entry = await createEntry({ title: 'To be deleted' });
    const response = await app.inject({ method: 'DELETE', url: `/api/feed/${entry.id}`, headers: bearer(admin.token) });
    expect(response.statusCode, response.body).toBe(204);
    const logged = await lastEntryOf(app, 'feeds', entry.id);
    expect(logged).toMatchObject({ action: 'delete', label: 'To be deleted' });
    expect(logged.changes).toContainEqual({ field: 'title', from: 'To be deleted', to: null });
  });

  test('an upload and a removal record the file by name and size, never its content', async () => {
    const entry = await createEntry();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(tinyPng())]), 'spring cover.png');
    const uploaded = await app.inject({ method: 'POST', url: `/api/feed/${entry.id}/image`, headers: bearer(admin.token), payload: form });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const upload = await lastEntryOf(app, 'feeds', entry.id);
    expect(upload.action).toBe('uploadFile');
    expect(upload.changes).toEqual([{ field: 'image', from: null, to: { name: 'spring cover.png', size: expect.any(Number) } }]);
    const removed = await app.inject({ method: 'DELETE', url: `/api/feed/${entry.id}/image`, headers: bearer(admin.token) });
    expect(removed.statusCode, removed.body).toBe(200);
    const removal = await lastEntryOf(app, 'feeds', entry.id);
    expect(removal.action).toBe('removeFile');
    expect(removal.changes).toEqual([{ field: 'image', from: { name: expect.stringMatching(/\.png$/), size: null }, to: null }]);
  });

  test('a refused change (a 400, a 404, an unsupported upload) leaves no entry', async () => {
    const entry = await createEntry();
    const before = (await allAuditEntries(app)).length;
    expect((await putEntry(entry.id, entryInput({ body: '<script>x</script>' }))).statusCode).toBe(400);
    expect((await putEntry(2_000_000, entryInput())).statusCode).toBe(404);
    const form = new FormData();
    form.append('file', new Blob(['not an image']), 'notes.txt');
    const upload = await app.inject({ method: 'POST', url: `/api/feed/${entry.id}/image`, headers: bearer(admin.token), payload: form });
    expect(upload.statusCode).toBe(415);
    expect((await allAuditEntries(app)).length).toBe(before);
  });

  test('a change whose audit entry cannot be written is rolled back whole', async () => {
    const entry = await createEntry({ title: 'Stays as it is' });
    // A label the column refuses on PostgreSQL and a failure SQLite is made to raise: the entry's insert fails.
    await sql`create trigger refuse_audit before insert on audit_entries begin select raise(abort, 'refused'); end`
      .execute(app.db)
      .catch(async () => {
        await sql`create function refuse_audit() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`.execute(app.db);
        await sql`create trigger refuse_audit before insert on audit_entries for each row execute function refuse_audit()`.execute(app.db);
      });
    try {
      const response = await putEntry(entry.id, entryInput({ title: 'Never saved' }));
      expect(response.statusCode).toBe(500);
    } finally {
      await sql`drop trigger refuse_audit on audit_entries`.execute(app.db).catch(() => sql`drop trigger refuse_audit`.execute(app.db));
    }
    expect((await getEntry(entry.id)).json<FeedEntry>().title).toBe('Stays as it is');
  });
});

describe('append-only', () => {
  test('the database itself refuses to update an entry', async () => {
    const entry = await createEntry();
    const logged = await lastEntryOf(app, 'feeds', entry.id);
    await expect(
      app.db.updateTable('audit_entries').set({ label: 'Rewritten history' }).where('id', '=', logged.id).execute(),
    ).rejects.toThrow(/append-only/);
    expect((await lastEntryOf(app, 'feeds', entry.id)).label).toBe(logged.label);
  });

  test('no operation of the API changes or deletes an entry', () => {
    const auditRoutes = app.routeAccess.filter((route) => route.url.startsWith('/api/audit'));
    expect(auditRoutes.map((route) => route.method).filter((method) => method !== 'HEAD').sort()).toEqual(['GET', 'POST']);
  });
});

describe('POST /api/audit/list', () => {
  test('answers a page newest first, filtered by record, action, actor and text', async () => {
    const entry = await createEntry({ title: 'Filtered history' });
    await putEntry(entry.id, entryInput({ title: 'Filtered history, renamed' }));
    const history = await auditPage(app, admin.token, { resource: 'feeds', recordId: String(entry.id) });
    expect(history.totalElements).toBe(2);
    expect(history.content.map((logged) => logged.action)).toEqual(['update', 'create']);
    expect((await auditPage(app, admin.token, { resource: 'feeds', recordId: String(entry.id), action: 'create' })).totalElements).toBe(1);
    expect((await auditPage(app, admin.token, { actorId: admin.id, q: 'filtered history, ren' })).totalElements).toBe(1);
    expect((await auditPage(app, admin.token, { actorId: 2_000_000 })).totalElements).toBe(0);
    const paged = await auditPage(app, admin.token, { paginationRequest: { page: 0, size: 1 } });
    expect(paged.content).toHaveLength(1);
    expect(paged.size).toBe(1);
  });

  test('filters by day in the server time zone and refuses an end before the start', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: app.config.timeZone }).format(new Date());
    expect((await auditPage(app, admin.token, { startDate: today, endDate: today })).totalElements).toBeGreaterThan(0);
    expect((await auditPage(app, admin.token, { endDate: '2020-01-01' })).totalElements).toBe(0);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/audit/list',
      headers: bearer(admin.token),
      payload: { startDate: '2026-02-02', endDate: '2026-02-01' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toHaveProperty('endDate');
  });

  test('a staff member reads only the entries of the areas they may open; entries about admins only a SUPER_ADMIN', async () => {
    const entry = await createEntry();
    await writeAudit(app.db, { actor: null, ip: null, requestId: null }, { action: 'signIn', resource: 'staff', recordId: 999_999, subjectRole: AdminRole.ADMIN });
    const byEditor = await auditPage(app, editor, { resource: 'feeds', recordId: String(entry.id) });
    expect(byEditor.totalElements).toBe(0);
    expect((await auditPage(app, admin.token, { resource: 'staff', action: 'signIn', recordId: '999999' })).totalElements).toBe(0);
    expect((await auditPage(app, superAdmin, { resource: 'staff', action: 'signIn', recordId: '999999' })).totalElements).toBe(1);
  });
});

describe('GET /api/audit/export.csv', () => {
  test('streams the matching entries as CSV, and is itself audited with its filter and row count', async () => {
    const entry = await createEntry({ title: 'Exported, "quoted"' });
    const response = await app.inject({
      method: 'GET',
      url: `/api/audit/export.csv?resource=feeds&recordId=${entry.id}`,
      headers: bearer(admin.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe('id,at,actorId,actorName,actorEmail,actorRole,action,resource,recordId,label,changes,reason,details,ip,requestId,jobId,actorTokenId,actorTokenName');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"Exported, ""quoted"""');
    const [logged] = await entriesOf(app, 'audit', null);
    expect(logged).toMatchObject({ action: 'export', details: { filter: { resource: 'feeds', recordId: String(entry.id) }, rows: 1, complete: true } });
  });

  test('a filter no database can store is an error answer before any byte of the file, and no export is recorded', async () => {
    const exportsBefore = (await entriesOf(app, 'audit', null)).length;
    const response = await app.inject({ method: 'GET', url: '/api/audit/export.csv?q=%00', headers: bearer(admin.token) });
    // A NUL is refused on every database (docs/api.md "Errors").
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 100, fieldErrors: { q: expect.any(String) } });
    expect((await entriesOf(app, 'audit', null)).length).toBe(exportsBefore);
  });

  test('an editor may not export the audit log', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/audit/export.csv', headers: bearer(editor) });
    expect(response.statusCode).toBe(403);
  });
});

describe('versions: ETag and If-Match', () => {
  test('a record answers a strong ETag that changes when the record does', async () => {
    const entry = await createEntry();
    const first = (await getEntry(entry.id)).headers.etag as string;
    expect(first).toMatch(/^"[\w-]{27}"$/);
    expect((await getEntry(entry.id)).headers.etag).toBe(first);
    const saved = await putEntry(entry.id, entryInput({ title: 'New version' }), { 'if-match': first });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers.etag).not.toBe(first);
    expect(saved.headers.etag).toBe((await getEntry(entry.id)).headers.etag);
  });

  test('a stale If-Match answers 412 with the current record, its version and its latest change; nothing is changed', async () => {
    const entry = await createEntry();
    const loaded = (await getEntry(entry.id)).headers.etag as string;
    await putEntry(entry.id, entryInput({ title: 'Changed by someone else' }), { 'if-match': loaded });
    const entriesBefore = (await entriesOf(app, 'feeds', entry.id)).length;
    const stale = await putEntry(entry.id, entryInput({ title: 'My change' }), { 'if-match': loaded });
    expect(stale.statusCode).toBe(412);
    const body = stale.json();
    expect(body.errorCode).toBe(ErrorCode.STALE_RECORD);
    expect(body.current).toMatchObject({ id: entry.id, title: 'Changed by someone else' });
    expect(body.lastChange).toMatchObject({ action: 'update', actor: { id: admin.id } });
    expect(body.lastChange.changes).toContainEqual({ field: 'title', from: 'Spring catalogue is out', to: 'Changed by someone else' });
    expect(stale.headers.etag).toBe((await getEntry(entry.id)).headers.etag);
    expect((await getEntry(entry.id)).json<FeedEntry>().title).toBe('Changed by someone else');
    expect((await entriesOf(app, 'feeds', entry.id)).length).toBe(entriesBefore);
    const deleted = await app.inject({ method: 'DELETE', url: `/api/feed/${entry.id}`, headers: { ...bearer(admin.token), 'if-match': loaded } });
    expect(deleted.statusCode).toBe(412);
  });

  test('without If-Match (an API client), or with *, the change is made as before; a weak tag never matches', async () => {
    const entry = await createEntry();
    expect((await putEntry(entry.id, entryInput({ title: 'No header' }))).statusCode).toBe(200);
    expect((await putEntry(entry.id, entryInput({ title: 'Any version' }), { 'if-match': '*' })).statusCode).toBe(200);
    const current = (await getEntry(entry.id)).headers.etag as string;
    expect((await putEntry(entry.id, entryInput({ title: 'Weak' }), { 'if-match': `W/${current}` })).statusCode).toBe(412);
    expect((await putEntry(entry.id, entryInput({ title: 'One of two' }), { 'if-match': `"other", ${current}` })).statusCode).toBe(200);
  });
});

describe('retention (AUDIT_RETENTION_DAYS)', () => {
  test('purges only the entries older than the retention, and records the purge', async () => {
    const { app: retained, close: closeRetained } = await createTestApp({ auditRetentionDays: 30 });
    try {
      const old = new Date(Date.now() - 31 * 86_400_000).toISOString();
      const recent = new Date(Date.now() - 29 * 86_400_000).toISOString();
      const row = { actor_id: null, actor_name: null, actor_email: null, actor_role: null, action: 'update', resource: 'feeds', area: 'feed', record_id: '1', label: 'x', changes: '[]', reason: null, details: null, ip: null, request_id: null } as const;
      await retained.db.insertInto('audit_entries').values([{ ...row, at: old }, { ...row, at: recent }]).execute();
      expect(await purgeAuditEntries(retained.db, 30)).toBe(1);
      const left = await allAuditEntries(retained);
      expect(left.map((entry) => entry.action)).toEqual(['purge', 'update']);
      expect(left[0]).toMatchObject({ actor: null, resource: 'audit', details: { days: 30, count: 1 } });
      expect(await purgeAuditEntries(retained.db, 30)).toBe(0);
      expect(await allAuditEntries(retained)).toHaveLength(2);
    } finally {
      await closeRetained();
    }
  });

  test('keeps every entry by default', () => {
    expect(app.config.auditRetentionDays).toBe(0);
  });
});
