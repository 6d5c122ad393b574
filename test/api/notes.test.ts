import { afterAll, describe, expect, test } from 'vitest';
import { AdminRole, OrderStatus, PurchaseType } from '../../contract/enums';
import type { StaffNote } from '../../contract/notes';
import { maxAuditTextLength } from '../../server/audit/changes';
import { allAuditEntries, entriesOf } from './auditHelpers';
import { createPlan } from './catalogFixtures';
import { bearer, createCustomer, createStaff, createTestApp, onPostgres, signIn } from './helpers';

/** Staff notes on orders and customers (contract/notes.ts, docs/api.md "Staff notes"). */

const { app, close } = await createTestApp();
afterAll(close);

const staffNamed = async (role: AdminRole, name: string) => {
  const staff = await createStaff(app, { role, name });
  return { id: staff.id, name, token: (await signIn(app, staff)).access_token };
};
const admin = await staffNamed(AdminRole.ADMIN, 'Ada Admin');
const otherAdmin = await staffNamed(AdminRole.ADMIN, 'Otto Admin');
const superAdmin = await staffNamed(AdminRole.SUPER_ADMIN, 'Sue Super');
const editor = await staffNamed(AdminRole.EDITOR, 'Eddie Editor');

const customerId = await createCustomer(app, { name: 'Nora Reader' });
const planId = await createPlan(app, superAdmin.token, 'Notes Monthly');
const now = new Date().toISOString();
const { id: orderId } = await app.db
  .insertInto('orders')
  .values({
    number: 'ORD-N00001',
    customer_id: customerId,
    purchase_type: PurchaseType.SUBSCRIPTION,
    ebook_id: null,
    subscription_id: planId,
    amount: 999,
    currency: 'USD',
    status: OrderStatus.CONFIRMED,
    created_at: now,
    updated_at: now,
  })
  .returning('id')
  .executeTakeFirstOrThrow();

interface Subject {
  resource: 'orders' | 'users/customers';
  base: string;
  id: number;
  label: string;
}
const order: Subject = { resource: 'orders', base: '/api/orders', id: orderId, label: 'ORD-N00001' };
const customer: Subject = { resource: 'users/customers', base: '/api/customers', id: customerId, label: 'Nora Reader' };

const notesUrl = (subject: Subject, id = subject.id) => `${subject.base}/${id}/notes`;

const add = (subject: Subject, token: string, body: unknown, id = subject.id) =>
  app.inject({ method: 'POST', url: notesUrl(subject, id), headers: bearer(token), payload: { body } });
const list = (subject: Subject, token: string, id = subject.id) =>
  app.inject({ method: 'GET', url: notesUrl(subject, id), headers: bearer(token) });
const remove = (subject: Subject, token: string, noteId: number, id = subject.id) =>
  app.inject({ method: 'DELETE', url: `${notesUrl(subject, id)}/${noteId}`, headers: bearer(token) });

async function added(subject: Subject, token: string, body: string): Promise<StaffNote> {
  const response = await add(subject, token, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<StaffNote>();
}

describe.each([order, customer])('notes on an $resource', (subject) => {
  test('a note is added with its author and time, trimmed, and listed newest first', async () => {
    const before = Date.now();
    const first = await added(subject, admin.token, '  Called the customer.\nThey will pay tomorrow.  ');
    expect(first).toMatchObject({
      body: 'Called the customer.\nThey will pay tomorrow.',
      author: { id: admin.id, name: 'Ada Admin' },
      mine: true,
    });
    expect(Date.parse(first.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    const second = await added(subject, otherAdmin.token, 'Second note');

    const mine = await list(subject, admin.token);
    expect(mine.statusCode, mine.body).toBe(200);
    const notes = mine.json<StaffNote[]>();
    expect(notes.map((note) => note.id).slice(0, 2)).toEqual([second.id, first.id]);
    expect(notes.find((note) => note.id === first.id)?.mine).toBe(true);
    expect(notes.find((note) => note.id === second.id)).toMatchObject({ mine: false, author: { name: 'Otto Admin' } });
    // `mine` is the reader's: the other author sees theirs as theirs.
    const theirs = (await list(subject, otherAdmin.token)).json<StaffNote[]>();
    expect(theirs.find((note) => note.id === second.id)?.mine).toBe(true);
  });

  test('each addition and deletion has its audit entry, with the body cut as the audit log cuts texts', async () => {
    const long = 'x'.repeat(500);
    const note = await added(subject, admin.token, long);
    const [addedEntry] = await entriesOf(app, subject.resource, subject.id);
    expect(addedEntry).toMatchObject({
      action: 'addNote',
      resource: subject.resource,
      recordId: String(subject.id),
      label: subject.label,
      actor: { id: admin.id, name: 'Ada Admin' },
    });
    expect(addedEntry!.changes).toEqual([{ field: 'note', from: null, to: `${'x'.repeat(maxAuditTextLength - 1)}…` }]);

    expect((await remove(subject, admin.token, note.id)).statusCode).toBe(204);
    const [deletedEntry] = await entriesOf(app, subject.resource, subject.id);
    expect(deletedEntry).toMatchObject({ action: 'deleteNote', label: subject.label, actor: { id: admin.id } });
    expect(deletedEntry!.changes).toEqual([{ field: 'note', from: `${'x'.repeat(maxAuditTextLength - 1)}…`, to: null }]);
    const remaining = (await list(subject, admin.token)).json<StaffNote[]>();
    expect(remaining.map((item) => item.id)).not.toContain(note.id);
  });

  test('2,000 characters are accepted; 2,001, blank or missing bodies are refused with the field, and leave no entry', async () => {
    const longest = await added(subject, admin.token, 'y'.repeat(2000));
    expect(longest.body).toHaveLength(2000);
    // Trimmed first: the spaces around do not count.
    expect((await added(subject, admin.token, ` ${'z'.repeat(2000)} `)).body).toHaveLength(2000);

    const entriesBefore = (await allAuditEntries(app)).length;
    const notesBefore = (await list(subject, admin.token)).json<StaffNote[]>().length;
    const tooLong = await add(subject, admin.token, 'y'.repeat(2001));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ errorCode: 100, fieldErrors: { body: 'A note is at most 2,000 characters' } });
    const blank = await add(subject, admin.token, '   \n  ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ fieldErrors: { body: 'Write the note first' } });
    for (const body of [undefined, 42, null, ['a']]) expect((await add(subject, admin.token, body)).statusCode).toBe(400);
    expect((await allAuditEntries(app)).length).toBe(entriesBefore);
    expect((await list(subject, admin.token)).json<StaffNote[]>()).toHaveLength(notesBefore);
  });

  test("deleting another's note is a 403 with a clear message, and leaves the note and no entry", async () => {
    const note = await added(subject, admin.token, 'Mine alone');
    const entriesBefore = (await allAuditEntries(app)).length;
    for (const other of [otherAdmin, superAdmin]) {
      const refused = await remove(subject, other.token, note.id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ errorCode: 103, message: 'You can delete only the notes you wrote' });
    }
    expect((await allAuditEntries(app)).length).toBe(entriesBefore);
    expect((await list(subject, admin.token)).json<StaffNote[]>().map((item) => item.id)).toContain(note.id);
  });

  test('an unknown order or customer, or a note that is not on it, is a 404', async () => {
    const missingId = 2_000_000;
    const what = subject.resource === 'orders' ? 'No such order' : 'No such customer';
    for (const response of [
      await list(subject, admin.token, missingId),
      await add(subject, admin.token, 'Lost', missingId),
      await remove(subject, admin.token, 1, missingId),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ errorCode: 101, message: what });
    }
    expect((await remove(subject, admin.token, 999_999)).json()).toMatchObject({ errorCode: 101, message: 'No such note' });
    // A note on the other subject is not a note of this one.
    const elsewhere = subject === order ? customer : order;
    const note = await added(elsewhere, admin.token, 'Elsewhere');
    expect((await remove(subject, admin.token, note.id)).statusCode).toBe(404);
    // Deleted once: the second time there is nothing to delete.
    expect((await remove(elsewhere, admin.token, note.id)).statusCode).toBe(204);
    expect((await remove(elsewhere, admin.token, note.id)).statusCode).toBe(404);
    // Ids that cannot be ids.
    for (const url of [`${subject.base}/abc/notes`, `${subject.base}/0/notes`, `${subject.base}/99999999999/notes`]) {
      expect((await app.inject({ method: 'GET', url, headers: bearer(admin.token) })).statusCode).toBe(400);
    }
  });

  test('a note is plain text: markup is stored and answered as written', async () => {
    const body = '<img src=x onerror=alert(1)> & <b>bold</b>';
    expect((await added(subject, admin.token, body)).body).toBe(body);
  });
});

test('a staff member is not a customer: notes on them are a 404', async () => {
  const response = await add(customer, admin.token, 'Not a customer', editor.id);
  expect(response.statusCode).toBe(404);
});

test('an editor is refused notes on orders (403) but keeps notes on customers', async () => {
  const entriesBefore = (await allAuditEntries(app)).length;
  expect((await list(order, editor.token)).statusCode).toBe(403);
  expect((await add(order, editor.token, 'Editor on an order')).statusCode).toBe(403);
  const adminsNote = await added(order, admin.token, 'For admins');
  expect((await remove(order, editor.token, adminsNote.id)).statusCode).toBe(403);
  expect((await allAuditEntries(app)).length).toBe(entriesBefore + 1);

  const note = await added(customer, editor.token, 'Editor on a customer');
  expect(note).toMatchObject({ author: { id: editor.id, name: 'Eddie Editor' }, mine: true });
  expect((await list(customer, editor.token)).json<StaffNote[]>()[0]!.id).toBe(note.id);
  expect((await remove(customer, editor.token, note.id)).statusCode).toBe(204);
  const [entry] = await entriesOf(app, 'users/customers', customerId);
  expect(entry).toMatchObject({ action: 'deleteNote', actor: { id: editor.id } });
});

test('without a session every operation is a 401', async () => {
  for (const request of [
    { method: 'GET' as const, url: notesUrl(order) },
    { method: 'POST' as const, url: notesUrl(customer), payload: { body: 'x' } },
    { method: 'DELETE' as const, url: `${notesUrl(customer)}/1` },
  ]) {
    expect((await app.inject(request)).statusCode).toBe(401);
  }
});

test.runIf(onPostgres)('on PostgreSQL the times are ISO 8601 UTC, and notes of one instant keep their order', async () => {
  const notes = await Promise.all([1, 2, 3].map((n) => added(order, admin.token, `At once ${n}`)));
  for (const note of notes) expect(note.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  const listed = (await list(order, admin.token)).json<StaffNote[]>();
  const ids = listed.map((note) => note.id);
  const sorted = [...listed].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id).map((note) => note.id);
  expect(ids).toEqual(sorted);
});
