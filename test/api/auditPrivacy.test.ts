import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AppConfigInput } from '../../contract/appConfig';
import { type AuditEntry, auditCsvColumns } from '../../contract/audit';
import { AdminRole } from '../../contract/enums';
import type { App } from '../../server/app';
import { auditPage } from './auditHelpers';
import { bearer, createStaff, createTestApp, signIn } from './helpers';

/**
 * What a reader sees of the staff in the audit log (docs/api.md "Audit log"): an actor whose role
 * the reader may not list is shown by name only, in the list, the export and a 412's `lastChange`,
 * and is not found by e-mail; whom the reader may list, and themselves, in full.
 */

let app: App;
let close: () => Promise<void>;
type Signed = { id: number; email: string; token: string };
let superAdmin: Signed;
let admin: Signed;
let editor: Signed;

async function signedIn(role: AdminRole, name: string, email: string): Promise<Signed> {
  const staff = await createStaff(app, { role, name, email });
  return { id: staff.id, email, token: (await signIn(app, staff)).access_token };
}

beforeAll(async () => {
  ({ app, close } = await createTestApp());
  superAdmin = await signedIn(AdminRole.SUPER_ADMIN, 'Sue Super', 'sue@example.test');
  admin = await signedIn(AdminRole.ADMIN, 'Ada Admin', 'ada@example.test');
  editor = await signedIn(AdminRole.EDITOR, 'Eddie Editor', 'eddie@example.test');
});
afterAll(() => close());

const put = (token: string, body: AppConfigInput, headers: Record<string, string> = {}) =>
  app.inject({ method: 'PUT', url: '/api/ui/app-config', headers: { ...bearer(token), ...headers }, payload: body });

/** Saves a key as `who`, answering its version (ETag). */
async function save(who: Signed, key: string, value: string): Promise<string> {
  const response = await put(who.token, { key, valueType: 'string', value });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.headers.etag as string;
}

/** The key's entries as `reader` reads them, newest first. */
async function historyOf(reader: Signed, key: string): Promise<AuditEntry[]> {
  return (await auditPage(app, reader.token, { resource: 'ui/app-config', recordId: key })).content;
}

const nameOnly = (who: Signed, name: string) => ({ id: who.id, name });
const inFull = (who: Signed, name: string, role: AdminRole) => ({ id: who.id, name, email: who.email, role });

describe('the audit list', () => {
  test("an editor sees an admin's change by name only: no e-mail, role or IP", async () => {
    await save(admin, 'privacy.list', 'a');
    const response = await app.inject({
      method: 'POST',
      url: '/api/audit/list',
      headers: bearer(editor.token),
      payload: { resource: 'ui/app-config', recordId: 'privacy.list' },
    });
    const [entry] = response.json<{ content: AuditEntry[] }>().content;
    expect(entry!.actor).toEqual(nameOnly(admin, 'Ada Admin'));
    expect(entry!.ip).toBeNull();
    expect(response.body).not.toContain(admin.email);
  });

  test("a super admin sees the admin's change in full, and the admin their own", async () => {
    await save(admin, 'privacy.full', 'a');
    for (const reader of [superAdmin, admin]) {
      const [entry] = await historyOf(reader, 'privacy.full');
      expect(entry!.actor).toEqual(inFull(admin, 'Ada Admin', AdminRole.ADMIN));
      expect(entry!.ip).toBe('127.0.0.1');
    }
  });

  test("an admin sees an editor's change in full, and a super admin's by name only (admins list neither admins nor super admins)", async () => {
    await save(editor, 'privacy.mixed', 'a');
    await save(superAdmin, 'privacy.mixed', 'b');
    const [bySuper, byEditor] = await historyOf(admin, 'privacy.mixed');
    expect(byEditor!.actor).toEqual(inFull(editor, 'Eddie Editor', AdminRole.EDITOR));
    expect(bySuper!.actor).toEqual(nameOnly(superAdmin, 'Sue Super'));
    expect(bySuper!.ip).toBeNull();
    // The editor sees their own change in full.
    expect((await historyOf(editor, 'privacy.mixed'))[1]!.actor).toEqual(inFull(editor, 'Eddie Editor', AdminRole.EDITOR));
  });

  test("the search finds an actor by e-mail only for a reader who sees it; by name for anyone", async () => {
    await save(admin, 'privacy.search', 'a');
    const found = (reader: Signed, q: string) => auditPage(app, reader.token, { resource: 'ui/app-config', recordId: 'privacy.search', q });
    expect((await found(superAdmin, admin.email)).totalElements).toBe(1);
    expect((await found(editor, admin.email)).totalElements).toBe(0);
    expect((await found(editor, 'Ada Admin')).totalElements).toBe(1);
  });
});

describe('the export', () => {
  const exported = async (reader: Signed, key: string) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/audit/export.csv?resource=ui/app-config&recordId=${key}`,
      headers: bearer(reader.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    // The actor's columns come first and the IP after the JSON ones (which hold commas): counted from the end.
    const fromEnd = auditCsvColumns.length - auditCsvColumns.indexOf('ip');
    return response.body
      .trim()
      .split(/\r?\n/)
      .slice(1)
      .map((line) => {
        const cells = line.split(',');
        const [, , actorId, actorName, actorEmail, actorRole] = cells;
        return { actorId, actorName, actorEmail, actorRole, ip: cells.at(-fromEnd) };
      });
  };

  test("an actor the reader may not list is a name only: empty e-mail, role and IP", async () => {
    await save(superAdmin, 'privacy.export', 'a');
    const [row] = await exported(admin, 'privacy.export');
    expect(row).toMatchObject({ actorId: String(superAdmin.id), actorName: 'Sue Super', actorEmail: '', actorRole: '', ip: '' });
    const [full] = await exported(superAdmin, 'privacy.export');
    expect(full).toMatchObject({ actorEmail: superAdmin.email, actorRole: String(AdminRole.SUPER_ADMIN), ip: '127.0.0.1' });
  });
});

describe("a 412's lastChange", () => {
  test("an editor's stale save shows the admin who saved by name only; a super admin's in full", async () => {
    const loaded = await save(editor, 'privacy.stale', 'a');
    await save(admin, 'privacy.stale', 'b');

    const stale = await put(editor.token, { key: 'privacy.stale', valueType: 'string', value: 'c' }, { 'if-match': loaded });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().lastChange).toMatchObject({ actor: nameOnly(admin, 'Ada Admin'), ip: null });
    expect(stale.json().lastChange.actor).toEqual(nameOnly(admin, 'Ada Admin'));
    expect(stale.body).not.toContain(admin.email);

    const seen = await put(superAdmin.token, { key: 'privacy.stale', valueType: 'string', value: 'c' }, { 'if-match': loaded });
    expect(seen.statusCode).toBe(412);
    expect(seen.json().lastChange).toMatchObject({ actor: inFull(admin, 'Ada Admin', AdminRole.ADMIN), ip: '127.0.0.1' });
  });
});
