import { afterAll, describe, expect, test } from 'vitest';
import { AdminRole, OrderStatus, PaymentStatus } from '../../contract/enums';
import type { ListColumns, SavedView, SavedViewInput, SavedViewsOfList } from '../../contract/views';
import { auditPage, entriesOf } from './auditHelpers';
import { bearer, createStaff, createTestApp, signIn } from './helpers';

/** Saved views and column choices of the console's lists (contract/views.ts, docs/api.md "Saved views"). */

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
const otherEditor = await staffNamed(AdminRole.EDITOR, 'Edna Editor');

type Caller = { token: string };

const list = (caller: Caller, name: string) =>
  app.inject({ method: 'GET', url: `/api/views?list=${encodeURIComponent(name)}`, headers: bearer(caller.token) });
const create = (caller: Caller, body: unknown) =>
  app.inject({ method: 'POST', url: '/api/views', headers: bearer(caller.token), payload: body as object });
const update = (caller: Caller, id: number, body: unknown) =>
  app.inject({ method: 'PUT', url: `/api/views/${id}`, headers: bearer(caller.token), payload: body as object });
const remove = (caller: Caller, id: number) => app.inject({ method: 'DELETE', url: `/api/views/${id}`, headers: bearer(caller.token) });
const setDefault = (caller: Caller, body: unknown) =>
  app.inject({ method: 'PUT', url: '/api/views/default', headers: bearer(caller.token), payload: body as object });
const getColumns = (caller: Caller, name: string) =>
  app.inject({ method: 'GET', url: `/api/views/columns?list=${encodeURIComponent(name)}`, headers: bearer(caller.token) });
const putColumns = (caller: Caller, body: unknown) =>
  app.inject({ method: 'PUT', url: '/api/views/columns', headers: bearer(caller.token), payload: body as object });

async function views(caller: Caller, name: string): Promise<SavedViewsOfList> {
  const response = await list(caller, name);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SavedViewsOfList>();
}
const namesOf = (answer: SavedViewsOfList) => answer.views.map((view) => view.name);

async function created(caller: Caller, body: SavedViewInput): Promise<SavedView> {
  const response = await create(caller, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<SavedView>();
}

const ebookView = (name: string, more: Partial<SavedViewInput> = {}): SavedViewInput => ({
  list: 'e-books',
  name,
  filters: { status: 'E', q: 'river' },
  sort: { field: 'title', order: 'ASC' },
  perPage: 50,
  columns: { hidden: ['categoryName'] },
  ...more,
});

describe('the views the console comes with', () => {
  test('orders have three shared views, with their filters and a relative period', async () => {
    const answer = await views(admin, 'orders');
    expect(namesOf(answer)).toEqual(['Failed payments', 'Payment pending', 'Refunded this month']);
    const byName = new Map(answer.views.map((view) => [view.name, view]));
    expect(byName.get('Payment pending')).toMatchObject({
      shared: true,
      owner: null,
      builtIn: true,
      mine: false,
      filters: { paymentStatus: PaymentStatus.PENDING },
      period: null,
      sort: { field: 'createdAt', order: 'DESC' },
    });
    expect(byName.get('Failed payments')).toMatchObject({ filters: { paymentStatus: PaymentStatus.FAILED } });
    // A period, never fixed days: "this month" is this month whenever the view is applied.
    expect(byName.get('Refunded this month')).toMatchObject({ filters: { status: OrderStatus.REFUNDED }, period: 'thisMonth' });
    expect((await views(superAdmin, 'orders')).views).toHaveLength(3);
  });

  test('an editor never sees the order views: they may not open orders', async () => {
    const response = await list(editor, 'orders');
    expect(response.statusCode).toBe(403);
    expect((await setDefault(editor, { list: 'orders', viewId: null })).statusCode).toBe(403);
    expect((await getColumns(editor, 'orders')).statusCode).toBe(403);
    expect((await create(editor, { list: 'orders', name: 'Mine' })).statusCode).toBe(403);
  });

  test('nobody deletes or un-shares them: 403, an ADMIN and a SUPER_ADMIN alike', async () => {
    const builtIns = (await views(admin, 'orders')).views;
    for (const caller of [admin, superAdmin]) {
      for (const view of builtIns) {
        const removed = await remove(caller, view.id);
        expect(removed.statusCode, removed.body).toBe(403);
        expect(removed.json()).toEqual({ message: 'Built-in views cannot be deleted.', errorCode: 103 });
        const unshared = await update(caller, view.id, { shared: false });
        expect(unshared.statusCode, unshared.body).toBe(403);
        expect(unshared.json()).toEqual({ message: 'Built-in views cannot be un-shared.', errorCode: 103 });
      }
    }
    expect((await views(superAdmin, 'orders')).views).toEqual(builtIns);
    expect(await entriesOf(app, 'savedView', builtIns[0]!.id)).toEqual([]);

    // Their own views of the same list still go, shared or not.
    for (const caller of [admin, superAdmin]) {
      for (const shared of [false, true]) {
        const own = await created(caller, { list: 'orders', name: `Own ${shared}`, shared });
        expect(own).toMatchObject({ builtIn: false, mine: true, shared });
        expect((await remove(caller, own.id)).statusCode).toBe(204);
      }
    }
  });

  test('they stay shared, and only admins change them', async () => {
    const [pending] = (await views(admin, 'orders')).views.filter((view) => view.name === 'Payment pending');
    const renamed = await update(superAdmin, pending!.id, { name: 'Payments pending' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await update(superAdmin, pending!.id, { name: 'Payment pending' })).statusCode).toBe(200);
  });
});

describe('personal views', () => {
  test('a view is created with its settings, listed to its owner only, changed and deleted', async () => {
    const view = await created(editor, ebookView('River books'));
    expect(view).toMatchObject({
      list: 'e-books',
      name: 'River books',
      shared: false,
      filters: { status: 'E', q: 'river' },
      sort: { field: 'title', order: 'ASC' },
      perPage: 50,
      columns: { hidden: ['categoryName'] },
      owner: { id: editor.id, name: 'Eddie Editor' },
      builtIn: false,
      mine: true,
      isDefault: false,
    });
    expect(namesOf(await views(editor, 'e-books'))).toContain('River books');
    expect(namesOf(await views(otherEditor, 'e-books'))).not.toContain('River books');
    expect(namesOf(await views(superAdmin, 'e-books'))).not.toContain('River books');

    // Another's personal view is not there for anyone else, not even a SUPER_ADMIN.
    expect((await update(otherEditor, view.id, { name: 'Taken over' })).statusCode).toBe(404);
    expect((await update(superAdmin, view.id, { name: 'Taken over' })).statusCode).toBe(404);
    expect((await remove(admin, view.id)).statusCode).toBe(404);

    const changed = await update(editor, view.id, { name: '  Rivers  ', perPage: 10, sort: null });
    expect(changed.statusCode, changed.body).toBe(200);
    // The fields left out keep their value.
    expect(changed.json()).toMatchObject({ name: 'Rivers', perPage: 10, sort: null, filters: { q: 'river' } });

    expect((await remove(editor, view.id)).statusCode).toBe(204);
    expect(namesOf(await views(editor, 'e-books'))).not.toContain('Rivers');
    expect((await remove(editor, view.id)).statusCode).toBe(404);
  });

  test('personal views are not audited', async () => {
    const view = await created(editor, ebookView('Quiet'));
    await update(editor, view.id, { name: 'Quieter' });
    await remove(editor, view.id);
    expect(await entriesOf(app, 'savedView', view.id)).toEqual([]);
  });
});

describe('shared views', () => {
  test('an admin shares a view with everyone who may open the list, and its changes are audited', async () => {
    const view = await created(admin, ebookView('Team picks', { shared: true }));
    expect(view).toMatchObject({ shared: true, mine: true });
    for (const caller of [editor, otherAdmin, superAdmin]) {
      const seen = (await views(caller, 'e-books')).views.find((item) => item.id === view.id);
      expect(seen).toMatchObject({ shared: true, mine: false, owner: { name: 'Ada Admin' } });
    }

    // Another admin may change it; an editor may only use it.
    expect((await update(otherAdmin, view.id, { name: 'Team favourites' })).statusCode).toBe(200);
    const refused = await update(editor, view.id, { name: 'Mine now' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errorCode: 103 });
    expect((await remove(editor, view.id)).statusCode).toBe(403);

    const [renamed, createdEntry] = await entriesOf(app, 'savedView', view.id);
    expect(createdEntry).toMatchObject({ action: 'create', label: 'Team picks', details: { list: 'e-books' } });
    expect(createdEntry!.changes).toContainEqual({ field: 'shared', from: null, to: true });
    expect(renamed).toMatchObject({
      action: 'update',
      actor: { name: 'Otto Admin' },
      changes: [{ field: 'name', from: 'Team picks', to: 'Team favourites' }],
    });
    // The entries are read by those who open the list's area, in the Activity log.
    const activity = await auditPage(app, superAdmin.token, { resource: 'savedView', recordId: String(view.id) });
    expect(activity.totalElements).toBe(2);

    expect((await remove(otherAdmin, view.id)).statusCode).toBe(204);
    expect((await entriesOf(app, 'savedView', view.id))[0]).toMatchObject({ action: 'delete', label: 'Team favourites' });
  });

  test('only ADMIN and SUPER_ADMIN share', async () => {
    const refused = await create(editor, ebookView('Everyone', { shared: true }));
    expect(refused.statusCode).toBe(403);
    const mine = await created(editor, ebookView('Not for everyone'));
    expect((await update(editor, mine.id, { shared: true })).statusCode).toBe(403);
    expect(namesOf(await views(otherEditor, 'e-books'))).not.toContain('Everyone');
    expect((await created(superAdmin, ebookView('From the top', { shared: true }))).shared).toBe(true);
  });

  test('a view of the admins list is seen only by those who open it', async () => {
    const view = await created(superAdmin, { list: 'users/admins', name: 'All admins', shared: true });
    expect((await list(admin, 'users/admins')).statusCode).toBe(403);
    expect((await update(admin, view.id, { name: 'Seen' })).statusCode).toBe(404);
    expect((await entriesOf(app, 'savedView', view.id))[0]).toBeDefined();
    const activity = await auditPage(app, admin.token, { resource: 'savedView', recordId: String(view.id) });
    expect(activity.totalElements).toBe(0);
  });
});

describe('default view', () => {
  test('each staff member has their own default of a list, set, changed and cleared', async () => {
    const first = await created(admin, ebookView('First', { isDefault: true }));
    expect(first.isDefault).toBe(true);
    expect((await views(admin, 'e-books')).defaultViewId).toBe(first.id);

    const shared = await created(superAdmin, ebookView('Shared default', { shared: true }));
    const set = await setDefault(admin, { list: 'e-books', viewId: shared.id });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ list: 'e-books', defaultViewId: shared.id });
    const answer = await views(admin, 'e-books');
    expect(answer.defaultViewId).toBe(shared.id);
    expect(answer.views.filter((view) => view.isDefault).map((view) => view.id)).toEqual([shared.id]);
    // Another staff member's default is their own.
    expect((await views(superAdmin, 'e-books')).defaultViewId).toBeNull();

    expect((await update(admin, first.id, { isDefault: true })).json()).toMatchObject({ isDefault: true });
    expect((await update(admin, first.id, { isDefault: false })).json()).toMatchObject({ isDefault: false });
    expect((await views(admin, 'e-books')).defaultViewId).toBeNull();

    await setDefault(admin, { list: 'e-books', viewId: shared.id });
    expect((await setDefault(admin, { list: 'e-books', viewId: null })).json()).toEqual({ list: 'e-books', defaultViewId: null });
  });

  test("a deleted view is nobody's default any more", async () => {
    const shared = await created(admin, ebookView('Soon gone', { shared: true }));
    await setDefault(editor, { list: 'e-books', viewId: shared.id });
    expect((await views(editor, 'e-books')).defaultViewId).toBe(shared.id);
    expect((await remove(admin, shared.id)).statusCode).toBe(204);
    expect((await views(editor, 'e-books')).defaultViewId).toBeNull();
  });

  test('only a view the caller may use, on that list, may be their default', async () => {
    const personal = await created(otherEditor, ebookView('Private'));
    expect((await setDefault(editor, { list: 'e-books', viewId: personal.id })).statusCode).toBe(404);
    expect((await setDefault(otherEditor, { list: 'feeds', viewId: personal.id })).statusCode).toBe(403);
    const [pending] = (await views(admin, 'orders')).views;
    expect((await setDefault(admin, { list: 'e-books', viewId: pending!.id })).statusCode).toBe(404);
    expect((await setDefault(admin, { list: 'orders', viewId: 2_000_000 })).statusCode).toBe(404);
  });
});

describe('columns', () => {
  test("each staff member's column choice of a list is kept", async () => {
    expect((await getColumns(editor, 'ui/banners')).json()).toEqual({ list: 'ui/banners', columns: null });
    const choice: ListColumns = { list: 'ui/banners', columns: { hidden: ['thumbnail', 'position'], ranks: [1, 0, 2] } };
    const put = await putColumns(editor, choice);
    expect(put.statusCode, put.body).toBe(200);
    expect((await getColumns(editor, 'ui/banners')).json()).toEqual(choice);
    expect((await getColumns(otherEditor, 'ui/banners')).json()).toEqual({ list: 'ui/banners', columns: null });
    // The default view of the same list is kept beside it.
    const view = await created(editor, { list: 'ui/banners', name: 'Mine', isDefault: true });
    await putColumns(editor, { list: 'ui/banners', columns: { hidden: [] } });
    expect((await views(editor, 'ui/banners')).defaultViewId).toBe(view.id);
    expect((await putColumns(editor, { list: 'ui/banners', columns: null })).json()).toEqual({ list: 'ui/banners', columns: null });
    expect((await getColumns(editor, 'ui/banners')).json()).toEqual({ list: 'ui/banners', columns: null });
  });

  test('a list the caller may not open is refused', async () => {
    expect((await putColumns(editor, { list: 'feeds', columns: { hidden: ['title'] } })).statusCode).toBe(403);
  });
});

describe('validation', () => {
  test.each([
    ['an empty name', { name: '   ' }, 'name'],
    ['a name of 61 characters', { name: 'x'.repeat(61) }, 'name'],
    ['a control character in the name', { name: 'a\u0000b' }, 'name'],
    ['a C1 control character in the name', { name: 'a\u0085b' }, 'name'],
    ['a right-to-left override in the name', { name: 'Payment pending\u202Egnidnep' }, 'name'],
    ['a bidirectional isolate in the name', { name: 'a\u2066b\u2069' }, 'name'],
    ['a zero-width space in the name', { name: 'Payment\u200Bpending' }, 'name'],
    ['a zero-width joiner in the name', { name: 'a\u200Db' }, 'name'],
    ['a direction mark in the name', { name: '\u200Fname' }, 'name'],
    ['a byte-order mark inside the name', { name: 'a\uFEFFb' }, 'name'],
    ['an unknown list', { list: 'secrets' }, 'list'],
    ['a page size the lists do not offer', { perPage: 30 }, 'perPage'],
    ['filters that are not an object', { filters: ['status'] }, 'filters'],
    ['filters beyond their size', { filters: { q: 'x'.repeat(5000) } }, 'filters'],
    ['filters nested too deep', { filters: { a: { b: { c: { d: { e: 1 } } } } } }, 'filters'],
    ['an unknown period', { period: 'lastYear' }, 'period'],
    ['a sort order other than ASC or DESC', { sort: { field: 'title', order: 'UP' } }, 'sort.order'],
    ['a sort field that is not a field name', { sort: { field: 'title; drop table', order: 'ASC' } }, 'sort.field'],
    ['too many hidden columns', { columns: { hidden: Array.from({ length: 51 }, (_, index) => `c${index}`) } }, 'columns.hidden'],
  ])('%s is a 400 naming the field', async (_what, change, field) => {
    const response = await create(admin, { ...ebookView('Valid'), ...change });
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(response.json<{ fieldErrors: object }>().fieldErrors)).toContain(field);
  });

  test('a renaming cannot make a shared view pass for another: 400 naming the name, which stays', async () => {
    const view = await created(admin, { list: 'orders', name: 'Late orders', shared: true });
    for (const name of ['Payment pending\u202E', 'Payment\u200Bpending']) {
      const response = await update(admin, view.id, { name });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().fieldErrors).toEqual({
        name: 'Use no control or invisible formatting characters (such as text direction overrides or zero-width spaces)',
      });
    }
    expect((await views(admin, 'orders')).views.find((item) => item.id === view.id)).toMatchObject({ name: 'Late orders' });
    expect((await remove(admin, view.id)).statusCode).toBe(204);
  });

  test('a name is unique per owner and list: 409 naming the field', async () => {
    await created(otherAdmin, ebookView('Twice'));
    const again = await create(otherAdmin, ebookView(' Twice '));
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toMatchObject({ fieldErrors: { name: expect.any(String) } });
    // Another list, or another owner, may use it.
    expect((await create(otherAdmin, { ...ebookView('Twice'), list: 'feeds' })).statusCode).toBe(201);
    expect((await create(admin, ebookView('Twice'))).statusCode).toBe(201);
    const other = await created(otherAdmin, ebookView('Once'));
    expect((await update(otherAdmin, other.id, { name: 'Twice' })).statusCode).toBe(409);
  });

  test('the columns of a list are validated as a view\'s are', async () => {
    expect((await putColumns(admin, { list: 'e-books', columns: { hidden: [''] } })).statusCode).toBe(400);
    expect((await putColumns(admin, { list: 'e-books', columns: { hidden: [], ranks: [-1] } })).statusCode).toBe(400);
    expect((await list(admin, 'nope')).statusCode).toBe(400);
  });
});
