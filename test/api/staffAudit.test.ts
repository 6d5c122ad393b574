import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AdminRole } from '../../contract/enums';
import type { StaffMember } from '../../contract/staff';
import type { App } from '../../server/app';
import { allAuditEntries, auditPage, entriesOf, lastEntryOf } from './auditHelpers';
import { bearer, createCustomer, createStaff, createTestApp, lastLink, signIn } from './helpers';

const { SUPER_ADMIN, ADMIN, EDITOR } = AdminRole;

let app: App;
let close: () => Promise<void>;
let superAdmin: { id: number; email: string; token: string };
let admin: { id: number; email: string; token: string };
let staffCounter = 0;

async function signedIn(role: number, name: string) {
  const staff = await createStaff(app, { role, name });
  return { ...staff, token: (await signIn(app, staff)).access_token };
}

beforeAll(async () => {
  ({ app, close } = await createTestApp());
  superAdmin = await signedIn(SUPER_ADMIN, 'Sam Super');
  admin = await signedIn(ADMIN, 'Ada Admin');
});
afterAll(() => close());

const invite = (token: string, role: number) => {
  const n = ++staffCounter;
  return app.inject({
    method: 'POST',
    url: '/api/users/',
    headers: bearer(token),
    payload: { name: `Invited ${n}`, email: `invited${n}@example.test`, role },
  });
};

const changeRole = (token: string, id: number, role: number) =>
  app.inject({ method: 'PUT', url: `/api/users/${id}/role`, headers: bearer(token), payload: { role } });

const blockUnblock = (token: string, email: string, blocked: boolean) =>
  app.inject({ method: 'POST', url: `/api/users/block-unblock?email=${encodeURIComponent(email)}&blocked=${blocked}`, headers: bearer(token) });

const entryCount = async () => (await allAuditEntries(app)).length;

/** Whether `token`'s POST /api/audit/list shows the staff entries of a record. */
const seesStaffEntries = async (token: string, id: number) =>
  (await auditPage(app, token, { resource: 'staff', recordId: String(id) })).totalElements > 0;

describe('invitations', () => {
  test('an invitation records the name, e-mail and role, never the link', async () => {
    const response = await invite(admin.token, EDITOR);
    expect(response.statusCode, response.body).toBe(201);
    const invited = response.json<StaffMember>();
    const logged = await lastEntryOf(app, 'staff', invited.id);
    expect(logged).toMatchObject({ action: 'invite', label: invited.name, actor: { id: admin.id, role: ADMIN } });
    expect(logged.changes).toEqual([
      { field: 'name', from: null, to: invited.name },
      { field: 'email', from: null, to: invited.email },
      { field: 'role', from: null, to: EDITOR },
    ]);
    const link = await lastLink(app, invited.email, `${app.config.publicUrl}/#/verify-email/`);
    const token = link.split('/').at(-1)!;
    expect(JSON.stringify(await allAuditEntries(app))).not.toContain(token);
  });

  test('a re-sent invitation is an invite entry too', async () => {
    const invited = (await invite(admin.token, EDITOR)).json<StaffMember>();
    const resent = await app.inject({ method: 'POST', url: `/api/users/${invited.id}/invitation`, headers: bearer(admin.token) });
    expect(resent.statusCode, resent.body).toBe(200);
    const [latest, first] = await entriesOf(app, 'staff', invited.id);
    expect(first!.action).toBe('invite');
    expect(latest).toMatchObject({ action: 'invite', label: invited.name, changes: [], details: { resent: true } });
  });

  test('a refused invitation (a duplicate e-mail, a role the admin may not give) leaves no entry', async () => {
    const before = await entryCount();
    const existing = await createStaff(app, { role: EDITOR });
    const duplicate = await app.inject({
      method: 'POST',
      url: '/api/users/',
      headers: bearer(admin.token),
      payload: { name: 'Twin', email: existing.email, role: EDITOR },
    });
    expect(duplicate.statusCode).toBe(409);
    expect((await invite(admin.token, ADMIN)).statusCode).toBe(403);
    expect(await entryCount()).toBe(before);
  });
});

describe('role changes', () => {
  test('records the role from and to; a promotion to admin is for SUPER_ADMINs only', async () => {
    const editor = await createStaff(app, { role: EDITOR, name: 'Eve Editor' });
    expect((await changeRole(superAdmin.token, editor.id, ADMIN)).statusCode).toBe(200);
    const logged = await lastEntryOf(app, 'staff', editor.id);
    expect(logged).toMatchObject({ action: 'changeRole', label: 'Eve Editor', changes: [{ field: 'role', from: EDITOR, to: ADMIN }] });
    expect(await seesStaffEntries(superAdmin.token, editor.id)).toBe(true);
    expect(await seesStaffEntries(admin.token, editor.id)).toBe(false);
  });

  test("an admin's demotion to editor stays for SUPER_ADMINs only", async () => {
    const demoted = await createStaff(app, { role: ADMIN, name: 'Dan Demoted' });
    expect((await changeRole(superAdmin.token, demoted.id, EDITOR)).statusCode).toBe(200);
    expect((await lastEntryOf(app, 'staff', demoted.id)).changes).toEqual([{ field: 'role', from: ADMIN, to: EDITOR }]);
    expect(await seesStaffEntries(admin.token, demoted.id)).toBe(false);
    expect(await seesStaffEntries(superAdmin.token, demoted.id)).toBe(true);
  });

  test('a refused change (403, 409) and the same role again leave no entry', async () => {
    const before = await entryCount();
    const other = await createStaff(app, { role: ADMIN });
    const editor = await createStaff(app, { role: EDITOR });
    expect((await changeRole(admin.token, other.id, EDITOR)).statusCode).toBe(403);
    expect((await changeRole(superAdmin.token, superAdmin.id, ADMIN)).statusCode).toBe(409);
    expect((await changeRole(superAdmin.token, editor.id, EDITOR)).statusCode).toBe(200);
    expect(await entryCount()).toBe(before);
  });
});

describe('blocking, unblocking and signing out', () => {
  test("an editor's block and unblock, read by admins", async () => {
    const editor = await createStaff(app, { role: EDITOR, name: 'Bea Blocked' });
    expect((await blockUnblock(admin.token, editor.email, true)).statusCode).toBe(200);
    expect((await blockUnblock(admin.token, editor.email, true)).statusCode).toBe(200);
    expect((await blockUnblock(admin.token, editor.email, false)).statusCode).toBe(200);
    const [unblocked, blocked, ...older] = await entriesOf(app, 'staff', editor.id);
    expect(older).toEqual([]);
    expect(blocked).toMatchObject({ action: 'block', label: 'Bea Blocked', actor: { id: admin.id }, changes: [{ field: 'blocked', from: false, to: true }] });
    expect(unblocked).toMatchObject({ action: 'unblock', changes: [{ field: 'blocked', from: true, to: false }] });
    expect(await seesStaffEntries(admin.token, editor.id)).toBe(true);
  });

  test('two blocks of one user at the same moment write one entry', async () => {
    const editor = await createStaff(app, { role: EDITOR, name: 'Dot Twice' });
    const answers = await Promise.all([blockUnblock(admin.token, editor.email, true), blockUnblock(superAdmin.token, editor.email, true)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await entriesOf(app, 'staff', editor.id)).map((entry) => entry.action)).toEqual(['block']);
  });

  test("a customer's block is a customer entry", async () => {
    const id = await createCustomer(app, { name: 'Cody Customer', email: 'cody@example.test' });
    expect((await blockUnblock(admin.token, 'cody@example.test', true)).statusCode).toBe(200);
    expect(await lastEntryOf(app, 'users/customers', id)).toMatchObject({ action: 'block', label: 'Cody Customer', resource: 'users/customers' });
    expect(await entriesOf(app, 'staff', id)).toEqual([]);
  });

  test("an admin's block is for SUPER_ADMINs only", async () => {
    const blocked = await createStaff(app, { role: ADMIN, name: 'Abe Admin' });
    expect((await blockUnblock(superAdmin.token, blocked.email, true)).statusCode).toBe(200);
    expect((await lastEntryOf(app, 'staff', blocked.id)).action).toBe('block');
    expect(await seesStaffEntries(admin.token, blocked.id)).toBe(false);
    expect(await seesStaffEntries(superAdmin.token, blocked.id)).toBe(true);
  });

  test('a refused block (403, 409) leaves no entry', async () => {
    const before = await entryCount();
    const other = await createStaff(app, { role: ADMIN });
    expect((await blockUnblock(admin.token, other.email, true)).statusCode).toBe(403);
    expect((await blockUnblock(superAdmin.token, superAdmin.email, true)).statusCode).toBe(409);
    expect(await entryCount()).toBe(before);
  });

  test('signing out another staff member records them; a refused one leaves no entry', async () => {
    const editor = await signedIn(EDITOR, 'Sid Signed');
    const response = await app.inject({ method: 'POST', url: `/api/users/${editor.id}/sign-out`, headers: bearer(admin.token) });
    expect(response.statusCode).toBe(204);
    expect(await lastEntryOf(app, 'staff', editor.id)).toMatchObject({
      action: 'signOutOthers',
      recordId: String(editor.id),
      label: 'Sid Signed',
      actor: { id: admin.id },
    });
    const before = await entryCount();
    const refused = await app.inject({ method: 'POST', url: `/api/users/${superAdmin.id}/sign-out`, headers: bearer(admin.token) });
    expect(refused.statusCode).toBe(403);
    expect(await entryCount()).toBe(before);
  });
});
