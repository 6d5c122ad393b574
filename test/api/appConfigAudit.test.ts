import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AppConfigEntry, AppConfigInput } from '../../contract/appConfig';
import { AdminRole } from '../../contract/enums';
import { ErrorCode } from '../../contract/errorCodes';
import type { App } from '../../server/app';
import { allAuditEntries, entriesOf, lastEntryOf } from './auditHelpers';
import { bearer, createStaff, createTestApp, signIn } from './helpers';

/** The app config's save by key, audited and versioned (docs/api.md "Audit log", "Versions"). */

let app: App;
let close: () => Promise<void>;
let admin: { id: number; token: string };
let editor: { id: number; token: string };

beforeAll(async () => {
  ({ app, close } = await createTestApp());
  const staff = await createStaff(app, { role: AdminRole.ADMIN, name: 'Ada Admin' });
  admin = { ...staff, token: (await signIn(app, staff)).access_token };
  const other = await createStaff(app, { role: AdminRole.EDITOR, name: 'Eddie Editor' });
  editor = { ...other, token: (await signIn(app, other)).access_token };
});
afterAll(() => close());

const put = (body: AppConfigInput, headers: Record<string, string> = {}, token = admin.token) =>
  app.inject({ method: 'PUT', url: '/api/ui/app-config', headers: { ...bearer(token), ...headers }, payload: body });

const read = (key: string) => app.inject({ method: 'GET', url: `/api/ui/app-config/${key}`, headers: bearer(admin.token) });

async function created(body: AppConfigInput): Promise<AppConfigEntry> {
  const response = await put(body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AppConfigEntry>();
}

describe('an audit entry for every save', () => {
  test('a creation records the key as record and label, and every field set', async () => {
    await created({ key: 'audit.created', valueType: 'number', value: '20', description: 'Per page' });
    const logged = await lastEntryOf(app, 'ui/app-config', 'audit.created');
    expect(logged).toMatchObject({
      action: 'create',
      resource: 'ui/app-config',
      recordId: 'audit.created',
      label: 'audit.created',
      actor: { id: admin.id, name: 'Ada Admin' },
    });
    expect(logged.changes).toEqual(
      expect.arrayContaining([
        { field: 'key', from: null, to: 'audit.created' },
        { field: 'valueType', from: null, to: 'number' },
        { field: 'value', from: null, to: '20' },
        { field: 'description', from: null, to: 'Per page' },
        { field: 'status', from: null, to: 'E' },
      ]),
    );
    expect(logged.changes.map((change) => change.field)).not.toContain('updatedAt');
  });

  test('an update records only the fields that changed, old and new; long values are cut', async () => {
    await created({ key: 'audit.updated', valueType: 'string', value: 'short', description: 'Kept' });
    const long = 'x'.repeat(500);
    const response = await put({ key: 'audit.updated', valueType: 'string', value: long, description: 'Kept', status: 'D', mode: 'update' });
    expect(response.statusCode, response.body).toBe(200);
    const logged = await lastEntryOf(app, 'ui/app-config', 'audit.updated');
    expect(logged).toMatchObject({ action: 'update', label: 'audit.updated' });
    expect(logged.changes.map((change) => change.field).sort()).toEqual(['status', 'value']);
    expect(logged.changes).toContainEqual({ field: 'status', from: 'E', to: 'D' });
    const value = logged.changes.find((change) => change.field === 'value')!;
    expect(value.from).toBe('short');
    expect(String(value.to)).toHaveLength(200);
    expect(String(value.to).endsWith('…')).toBe(true);
  });

  test('a refused save (400, 404, 409) leaves no entry', async () => {
    await created({ key: 'audit.refused', valueType: 'number', value: '1' });
    const before = (await allAuditEntries(app)).length;
    expect((await put({ key: 'audit.refused', valueType: 'number', value: 'many' })).statusCode).toBe(400);
    expect((await put({ key: 'Not A Key', valueType: 'string', value: '' })).statusCode).toBe(400);
    expect((await put({ key: 'audit.missing', valueType: 'number', value: '1', mode: 'update' })).statusCode).toBe(404);
    expect((await put({ key: 'audit.refused', valueType: 'number', value: '2', mode: 'create' })).statusCode).toBe(409);
    expect((await put({ key: 'audit.refused', valueType: 'string', value: 'two' })).statusCode).toBe(409);
    expect((await allAuditEntries(app)).length).toBe(before);
  });
});

describe('versions: ETag and If-Match', () => {
  test('GET answers a strong ETag; the save answers the new one, which the next GET answers too', async () => {
    const entry = await created({ key: 'versions.etag', valueType: 'boolean', value: 'true' });
    const loaded = await read(entry.key);
    const etag = loaded.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect((await read(entry.key)).headers.etag).toBe(etag);
    const saved = await put({ key: entry.key, valueType: 'boolean', value: 'false' }, { 'if-match': etag });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers.etag).not.toBe(etag);
    expect(saved.headers.etag).toBe((await read(entry.key)).headers.etag);
  });

  test('a stale If-Match is a 412 with the current entry and its latest change; nothing is changed or logged', async () => {
    const entry = await created({ key: 'versions.stale', valueType: 'number', value: '10' });
    const loaded = (await read(entry.key)).headers.etag as string;
    const theirs = await put({ key: entry.key, valueType: 'number', value: '15' }, { 'if-match': loaded }, editor.token);
    expect(theirs.statusCode, theirs.body).toBe(200);
    const entriesBefore = (await entriesOf(app, 'ui/app-config', entry.key)).length;

    const stale = await put({ key: entry.key, valueType: 'number', value: '12' }, { 'if-match': loaded });
    expect(stale.statusCode).toBe(412);
    const body = stale.json();
    expect(body.errorCode).toBe(ErrorCode.STALE_RECORD);
    expect(body.current).toMatchObject({ key: entry.key, value: '15' });
    expect(body.lastChange).toMatchObject({ action: 'update', actor: { id: editor.id, name: 'Eddie Editor' } });
    expect(body.lastChange.changes).toEqual([{ field: 'value', from: '10', to: '15' }]);
    expect(stale.headers.etag).toBe((await read(entry.key)).headers.etag);
    expect((await read(entry.key)).json<AppConfigEntry>().value).toBe('15');
    expect((await entriesOf(app, 'ui/app-config', entry.key)).length).toBe(entriesBefore);

    // With the version of the 412, the change applies on top.
    const retried = await put({ key: entry.key, valueType: 'number', value: '12' }, { 'if-match': stale.headers.etag as string });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json<AppConfigEntry>().value).toBe('12');
  });

  test('without If-Match (an API client), or with *, the save works as before; a weak tag never matches', async () => {
    const entry = await created({ key: 'versions.plain', valueType: 'string', value: 'a' });
    expect((await put({ key: entry.key, valueType: 'string', value: 'b' })).statusCode).toBe(200);
    expect((await put({ key: entry.key, valueType: 'string', value: 'c' }, { 'if-match': '*' })).statusCode).toBe(200);
    const current = (await read(entry.key)).headers.etag as string;
    expect((await put({ key: entry.key, valueType: 'string', value: 'd' }, { 'if-match': `W/${current}` })).statusCode).toBe(412);
    expect((await put({ key: entry.key, valueType: 'string', value: 'e' }, { 'if-match': `"other", ${current}` })).statusCode).toBe(200);
  });

  test('two saves at once from the same version: one is saved, the other is a 412', async () => {
    const entry = await created({ key: 'versions.race', valueType: 'number', value: '1' });
    const loaded = (await read(entry.key)).headers.etag as string;
    const answers = await Promise.all(['2', '3'].map((value) => put({ key: entry.key, valueType: 'number', value }, { 'if-match': loaded })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 412]);
    expect(await entriesOf(app, 'ui/app-config', entry.key)).toHaveLength(2);
  });

  test('If-Match on a key that does not exist is a 412 with no current entry; nothing is created', async () => {
    const stale = await put({ key: 'versions.never', valueType: 'string', value: 'x' }, { 'if-match': '*' });
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ errorCode: ErrorCode.STALE_RECORD, current: null, lastChange: null });
    expect(stale.headers.etag).toBeUndefined();
    expect((await read('versions.never')).statusCode).toBe(404);
    // mode "update" keeps its 404.
    expect((await put({ key: 'versions.never', valueType: 'string', value: 'x', mode: 'update' }, { 'if-match': '*' })).statusCode).toBe(404);
  });
});
