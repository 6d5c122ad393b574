import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AuditResource } from '../../contract/audit';
import { AdminRole } from '../../contract/enums';
import { exportBatchSize, listColumns, type ListExportName } from '../../contract/listColumns';
import { entriesOf } from './auditHelpers';
import { createEbook, createFeedEntry, createPlan } from './catalogFixtures';
import { bearer, createCustomers, createStaff, createTestApp, signIn } from './helpers';

const { app, close } = await createTestApp();
afterAll(close);

const tokenOf = async (role: AdminRole, name?: string) => (await signIn(app, await createStaff(app, { role, name }))).access_token;
const superAdmin = await tokenOf(AdminRole.SUPER_ADMIN, 'Sam Super');
const admin = await tokenOf(AdminRole.ADMIN, 'Ada Admin');
const editor = await tokenOf(AdminRole.EDITOR, 'Eve Editor');

/** RFC 4180 rows: quoted cells may hold commas, quotes (doubled) and line breaks; lines end with CRLF. */
function parseCsv(text: string): string[][] {
  const cells = /("(?:[^"]|"")*"|[^",\r\n]*)(,|\r\n)/gy;
  const rows: string[][] = [[]];
  let read = 0;
  for (let match = cells.exec(text); match; match = cells.exec(text)) {
    const [, cell, end] = match as unknown as [string, string, string];
    rows.at(-1)!.push(cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell);
    if (end === '\r\n') rows.push([]);
    read = cells.lastIndex;
  }
  expect(read, 'the whole text reads as CSV').toBe(text.length);
  return rows.slice(0, -1);
}

const exportOf = (path: string, query: Record<string, string | number | boolean> = {}, token = superAdmin) =>
  app.inject({ method: 'GET', url: path, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), headers: bearer(token) });

/** The rows of an export (header first), after checking it is a CSV download. */
async function csvOf(path: string, query: Record<string, string | number | boolean> = {}, token = superAdmin): Promise<string[][]> {
  const response = await exportOf(path, query, token);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  return parseCsv(response.body);
}

/** Every record a `POST .../list` answers for `filters`, page after page. */
async function listed<Item>(path: string, filters: object, sort: object = {}, token = superAdmin): Promise<Item[]> {
  const items: Item[] = [];
  for (let page = 0; ; page++) {
    const response = await app.inject({ method: 'POST', url: path, headers: bearer(token), payload: { ...filters, paginationRequest: { page, size: 100, ...sort } } });
    expect(response.statusCode, response.body).toBe(200);
    const { content } = response.json<{ content: Item[] }>();
    items.push(...content);
    if (content.length < 100) return items;
  }
}

/** A text as its CSV cell reads: a formula's start defused by an apostrophe. */
const asCell = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
const headersOf = (name: ListExportName) => Object.values(listColumns[name]).flat();
/** The cells of one column of the export's rows (its header row left out). */
const column = (rows: string[][], header: string) => rows.slice(1).map((row) => row[rows[0]!.indexOf(header)]!);

async function put(url: string, payload: object) {
  const response = await app.inject({ method: url.includes('app-config') ? 'PUT' : 'POST', url, headers: bearer(superAdmin), payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<{ id: number }>();
}

const lastExportEntry = async (resource: AuditResource) => (await entriesOf(app, resource, null)).find((entry) => entry.action === 'export');

describe('the feed', () => {
  const titles = ['Spring catalogue', 'Summer reading list', '=SUM(A1:A9)', 'Spring videos', 'Autumn news'];
  const ids: number[] = [];
  beforeAll(async () => {
    for (const [index, title] of titles.entries()) ids.push(await createFeedEntry(app, superAdmin, index % 2 ? 'videos' : 'news', title));
  });

  test('exports what the list shows for a filter and a sort, with every column by default', async () => {
    const filters = { contentType: 'news', q: 'spring' };
    const sort = { sortBy: 'title', sortDirection: 'DESC' };
    const rows = await csvOf('/api/feed/export.csv', { ...filters, ...sort });
    expect(rows[0]).toEqual(headersOf('exportFeedEntries'));
    const list = await listed<{ title: string }>('/api/feed/list', filters, sort);
    expect(list.length).toBeGreaterThan(0);
    expect(column(rows, 'Title')).toEqual(list.map((entry) => entry.title));
    const all = await csvOf('/api/feed/export.csv');
    expect(column(all, 'Title')).toEqual((await listed<{ title: string }>('/api/feed/list', {})).map((entry) => asCell(entry.title)));
  });

  test('columns picks and orders the columns; labels read as the console shows them', async () => {
    const rows = await csvOf('/api/feed/export.csv', { columns: 'status,contentType,title', q: 'Autumn' });
    expect(rows).toEqual([
      ['Status', 'Content type', 'Title'],
      ['Enabled', 'News', 'Autumn news'],
    ]);
  });

  test('an unknown column is a 400 naming the field', async () => {
    const response = await exportOf('/api/feed/export.csv', { columns: 'title,body' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ columns: expect.stringContaining('"body"') });
  });

  test('ids keeps only those records that also match the filters', async () => {
    const rows = await csvOf('/api/feed/export.csv', { ids: `${ids[0]},${ids[1]},${ids[4]}`, columns: 'title', sortBy: 'title' });
    expect(column(rows, 'Title')).toEqual(['Autumn news', 'Spring catalogue', 'Summer reading list']);
    const filtered = await csvOf('/api/feed/export.csv', { ids: `${ids[0]},${ids[1]}`, contentType: 'videos', columns: 'title' });
    expect(column(filtered, 'Title')).toEqual(['Summer reading list']);
    const bad = await exportOf('/api/feed/export.csv', { ids: '1,x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toHaveProperty('ids');
    const many = await exportOf('/api/feed/export.csv', { ids: Array.from({ length: 1001 }, (_, n) => n + 1).join(',') });
    expect(many.statusCode).toBe(400);
  });

  test('a cell a spreadsheet would run as a formula is defused', async () => {
    const rows = await csvOf('/api/feed/export.csv', { q: 'SUM', columns: 'title' });
    expect(rows[1]).toEqual(["'=SUM(A1:A9)"]);
  });

  test('the download is a dated attachment, and the export is audited with its query and row count', async () => {
    const response = await exportOf('/api/feed/export.csv', { contentType: 'videos', columns: 'title' });
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="feed-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const entry = await lastExportEntry('feeds');
    expect(entry).toMatchObject({ action: 'export', resource: 'feeds', details: { filter: { contentType: 'videos', columns: ['title'] }, rows: 2, complete: true } });
  });

  test('an editor may not export the feed (403), and nobody without a session (401)', async () => {
    expect((await exportOf('/api/feed/export.csv', {}, editor)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/feed/export.csv' })).statusCode).toBe(401);
  });
});

describe('e-books', () => {
  test('exports what the list shows, undated last by date, money as a decimal with its currency', async () => {
    await createEbook(app, superAdmin, 1, 'Zebra tales');
    await createEbook(app, superAdmin, 2, 'Apple monthly');
    const undated = await createEbook(app, superAdmin, 1, 'Moon atlas');
    await app.db.updateTable('ebooks').set({ publication_date: null }).where('id', '=', undated).execute();
    const sorts: Record<string, string>[] = [{ sortBy: 'publicationDate', sortDirection: 'DESC' }, { sortBy: 'title' }, {}];
    for (const sort of sorts) {
      const rows = await csvOf('/api/ebooks/export.csv', sort, editor);
      const list = await listed<{ title: string }>('/api/ebooks/list', {}, sort, editor);
      expect(column(rows, 'Title')).toEqual(list.map((ebook) => ebook.title));
    }
    const magazines = await csvOf('/api/ebooks/export.csv', { type: 2 }, editor);
    expect(magazines).toEqual([
      headersOf('exportEbooks'),
      ['', 'Apple monthly', 'Ada Moreau', 'Magazine', expect.any(String), '2024-03-01', '9.99', 'USD', 'WORLD', 'Enabled', 'Not ready'],
    ]);
    expect((await exportOf('/api/ebooks/export.csv', { type: 7 }, editor)).json().fieldErrors).toHaveProperty('type');
  });
});

describe('banners', () => {
  const HOUR = 3_600_000;
  const banner = (title: string, layoutType: string, position: number, extra: object = {}) =>
    put('/api/ui/banners', { title, layoutType, position, startAt: new Date(Date.now() - HOUR).toISOString(), endAt: null, status: 'E', ...extra });

  test('exports what the list shows for its filters, search and sort', async () => {
    await banner('Home hero', 'home', 2);
    await banner('Home second', 'home', 1, { endAt: new Date(Date.now() + HOUR).toISOString() });
    await banner('Books shelf', 'books', 1, { status: 'D' });
    await banner('Coming soon', 'news', 1, { startAt: new Date(Date.now() + HOUR).toISOString() });
    const all = await app.inject({ method: 'GET', url: '/api/ui/banners', headers: bearer(editor) });
    const rows = await csvOf('/api/ui/banners/export.csv', {}, editor);
    expect(column(rows, 'Title')).toEqual(all.json<{ title: string }[]>().map((item) => item.title));
    const home = await app.inject({ method: 'GET', url: '/api/ui/banners?layoutType=home&state=active', headers: bearer(editor) });
    const homeRows = await csvOf('/api/ui/banners/export.csv', { layoutType: 'home', state: 'active' }, editor);
    expect(column(homeRows, 'Title')).toEqual(home.json<{ title: string }[]>().map((item) => item.title));
    expect(column(await csvOf('/api/ui/banners/export.csv', { state: 'scheduled', columns: 'title,state' }, editor), 'State')).toEqual(['Scheduled']);
    expect(column(await csvOf('/api/ui/banners/export.csv', { q: 'HOME' }, editor), 'Title')).toEqual(['Home second', 'Home hero']);
    // The console sorts by one field, equal values keeping the list's order; banners without an end last.
    const byEnd = await csvOf('/api/ui/banners/export.csv', { sortBy: 'endAt', sortDirection: 'DESC', columns: 'title,imageCount' }, editor);
    expect(column(byEnd, 'Title')).toEqual(['Home second', 'Books shelf', 'Home hero', 'Coming soon']);
    expect(column(byEnd, 'Images')).toEqual(['0', '0', '0', '0']);
  });
});

describe('alerts', () => {
  test('exports what the list shows', async () => {
    for (const [index, title] of ['Maintenance tonight', 'New plans', 'Maintenance done'].entries()) {
      await put('/api/ui/alert', {
        title,
        message: 'Read me',
        buttonType: 1,
        startAt: new Date(Date.now() - (index + 1) * 60_000).toISOString(),
        endAt: null,
        status: index === 1 ? 'D' : 'E',
      });
    }
    const filters = { q: 'maintenance' };
    const rows = await csvOf('/api/ui/alert/export.csv', filters, editor);
    expect(column(rows, 'Title')).toEqual((await listed<{ title: string }>('/api/ui/alert/list', filters, {}, editor)).map((alert) => alert.title));
    expect(rows[1]).toEqual(['', 'Maintenance tonight', 'No buttons', expect.any(String), '', 'Active now']);
    const disabled = await csvOf('/api/ui/alert/export.csv', { status: 'D', buttonType: 0, columns: 'active' }, editor);
    expect(disabled).toEqual([['State'], ['Disabled']]);
  });
});

describe('app config', () => {
  test('exports what the list shows; ids are keys; export.csv is never read as a key', async () => {
    await put('/api/ui/app-config', { key: 'feed.page_size', valueType: 'number', value: '20', description: 'Entries per page' });
    await put('/api/ui/app-config', { key: 'force_update', valueType: 'boolean', value: 'false', description: '=1+1' });
    await put('/api/ui/app-config', { key: 'welcome.text', valueType: 'string', value: 'Hello, "reader"' });
    const sort = { sortBy: 'updatedAt', sortDirection: 'DESC' };
    const rows = await csvOf('/api/ui/app-config/export.csv', sort, editor);
    expect(column(rows, 'Key')).toEqual((await listed<{ key: string }>('/api/ui/app-config/list', {}, sort, editor)).map((entry) => entry.key));
    const chosen = await csvOf('/api/ui/app-config/export.csv', { ids: 'welcome.text,force_update,missing.key', columns: 'key,value,description' }, editor);
    expect(chosen).toEqual([
      ['Key', 'Value', 'Description'],
      ['force_update', 'false', "'=1+1"],
      ['welcome.text', 'Hello, "reader"', ''],
    ]);
    expect((await exportOf('/api/ui/app-config/export.csv', { ids: 'Not A Key' }, editor)).statusCode).toBe(400);
    const reserved = await app.inject({
      method: 'PUT',
      url: '/api/ui/app-config',
      headers: bearer(superAdmin),
      payload: { key: 'export.csv', valueType: 'string', value: 'x' },
    });
    expect(reserved.statusCode).toBe(400);
    expect(reserved.json().fieldErrors).toHaveProperty('key');
  });
});

describe('subscription plans', () => {
  test('exports what the list shows; an editor is refused', async () => {
    for (const name of ['Reader Monthly', 'Family', 'Reader Yearly']) await createPlan(app, superAdmin, name);
    const filters = { q: 'reader' };
    const rows = await csvOf('/api/subscriptions/export.csv', { ...filters, sortBy: 'name' }, admin);
    expect(column(rows, 'Name')).toEqual((await listed<{ name: string }>('/api/subscriptions/list', filters, { sortBy: 'name' }, admin)).map((plan) => plan.name));
    expect(rows[1]).toEqual(['Reader Monthly', 'Monthly', '9.99', 'USD', 'Book', '0', '0', 'Enabled', expect.any(String)]);
    expect((await exportOf('/api/subscriptions/export.csv', {}, editor)).statusCode).toBe(403);
  });
});

describe('customers', () => {
  test('exports what the list shows for its filters, dates as the list reads them', async () => {
    await createCustomers(app, [
      { name: 'Carla Early', email: 'carla@example.test', registeredAt: '2026-01-01T10:00:00Z', country: 'GB' },
      { name: 'Dan Blocked', email: 'dan@example.test', registeredAt: '2026-01-02T10:00:00Z', blocked: true },
      { name: 'Erin Late', email: 'erin@example.test', registeredAt: '2026-02-01T10:00:00Z', lastSeenAt: '2026-02-02T00:00:00.000Z' },
    ]);
    const filters = { registeredFrom: '2026-01-01', registeredTo: '2026-01-31' };
    const rows = await csvOf('/api/customers/export.csv', filters, editor);
    expect(column(rows, 'E-mail')).toEqual((await listed<{ email: string }>('/api/customers/list', filters, {}, editor)).map((customer) => customer.email));
    expect(rows.slice(1)).toEqual([
      ['Dan Blocked', 'dan@example.test', 'United States', '2026-01-02T10:00:00.000Z', '', 'Yes', 'Yes'],
      ['Carla Early', 'carla@example.test', 'United Kingdom', '2026-01-01T10:00:00.000Z', '', 'Yes', 'No'],
    ]);
    const blocked = await csvOf('/api/customers/export.csv', { blocked: true, columns: 'name' }, editor);
    expect(column(blocked, 'E-mail')).toEqual(['dan@example.test']);
    expect((await exportOf('/api/customers/export.csv', { blocked: 'maybe' }, editor)).json().fieldErrors).toHaveProperty('blocked');
    expect((await exportOf('/api/customers/export.csv', { registeredFrom: '2026-02-30' }, editor)).statusCode).toBe(400);
  });
});

describe('staff', () => {
  test('exports the staff of the roles the list asks, searched as the console does, never a secret', async () => {
    await createStaff(app, { role: AdminRole.EDITOR, name: 'Bea Blocked', blocked: true });
    const list = await app.inject({ method: 'GET', url: '/api/users/list?role=4', headers: bearer(admin) });
    const rows = await csvOf('/api/users/export.csv', { role: '4' }, admin);
    expect(rows[0]).toEqual(headersOf('exportStaff'));
    expect(column(rows, 'E-mail')).toEqual(list.json<{ email: string }[]>().map((member) => member.email));
    expect(rows.flat().join(',')).not.toMatch(/scrypt|\$/);
    const searched = await csvOf('/api/users/export.csv', { role: '4', q: 'bea', columns: 'name,blocked,role' }, admin);
    expect(searched.slice(1)).toEqual([['Bea Blocked', expect.stringContaining('@'), 'Yes', 'Editor']]);
    const byBlocked = await csvOf('/api/users/export.csv', { role: '4', sortBy: 'blocked', sortDirection: 'DESC', columns: 'name' }, admin);
    expect(column(byBlocked, 'Name')).toEqual(['Bea Blocked', 'Eve Editor']);
  });

  test('as the list: admins need the admins area; an editor exports no staff', async () => {
    expect((await exportOf('/api/users/export.csv', { role: '1,2' }, admin)).statusCode).toBe(403);
    expect((await exportOf('/api/users/export.csv', { role: '4' }, editor)).statusCode).toBe(403);
    expect((await exportOf('/api/users/export.csv', {}, admin)).json().fieldErrors).toHaveProperty('role');
    const rows = await csvOf('/api/users/export.csv', { role: '1,2', columns: 'name,role' }, superAdmin);
    expect(rows.slice(1)).toEqual([
      ['Ada Admin', expect.any(String), 'Admin'],
      ['Sam Super', expect.any(String), 'Super Admin'],
    ]);
    // An export of admins is for SUPER_ADMINs' eyes only, as the entries about admins are.
    const entry = await app.db.selectFrom('audit_entries').select(['area', 'details']).where('resource', '=', 'staff').where('action', '=', 'export').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(entry.area).toBe('admins');
  });
});

describe('orders', () => {
  test('columns and ids: picked and ordered, the default unchanged', async () => {
    const rows = await csvOf('/api/orders/export.csv', { columns: 'amount,number' }, admin);
    expect(rows[0]).toEqual(['Amount', 'Currency', 'Number']);
    const all = await csvOf('/api/orders/export.csv', {}, admin);
    expect(all[0]).toEqual(['Number', 'Created', 'Customer', 'E-mail', 'Purchase type', 'Item', 'Amount', 'Currency', 'Status', 'Payment status']);
    expect((await exportOf('/api/orders/export.csv', { columns: 'number,secret' }, admin)).json().fieldErrors).toHaveProperty('columns');
    expect((await exportOf('/api/orders/export.csv', { sortBy: 'customer' }, admin)).json().fieldErrors).toHaveProperty('sortBy');
  });
});

describe('many rows', () => {
  test(`5,000 feed entries stream whole, in order, past many batches of ${exportBatchSize}`, async () => {
    const count = 5000;
    const now = Date.now();
    const values = Array.from({ length: count }, (_, n) => ({
      title: `Bulk ${String(n).padStart(4, '0')}`,
      body: '<p>Bulk</p>',
      content_type: 'news' as const,
      // Many entries at one instant across batch boundaries: the keyset must neither skip nor repeat them.
      publish_at: new Date(now - 86_400_000 - (n % 7) * 1000).toISOString(),
      status: 'E' as const,
      created_at: new Date(now).toISOString(),
      updated_at: new Date(now).toISOString(),
    }));
    for (let start = 0; start < count; start += 500) await app.db.insertInto('feed_entries').values(values.slice(start, start + 500)).execute();
    const rows = await csvOf('/api/feed/export.csv', { q: 'Bulk', columns: 'title,publishAt' });
    const body = rows.slice(1);
    expect(body).toHaveLength(count);
    expect(new Set(body.map((row) => row[0])).size).toBe(count);
    const list = await listed<{ title: string }>('/api/feed/list', { q: 'Bulk' });
    expect(body.map((row) => row[0])).toEqual(list.map((entry) => entry.title));
    expect((await lastExportEntry('feeds'))!.details).toMatchObject({ rows: count, complete: true });
  });
});

describe('a filter no database can store', () => {
  test('is an error answer before any byte of the file (a NUL), on every database', async () => {
    const response = await exportOf('/api/customers/export.csv', { q: '\u0000' }, editor);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 100, fieldErrors: { q: expect.any(String) } });
  });
});
