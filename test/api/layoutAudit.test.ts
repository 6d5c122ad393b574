import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AdminRole } from '../../contract/enums';
import { ErrorCode } from '../../contract/errorCodes';
import type { Layout, LayoutSectionInput } from '../../contract/layout';
import type { App } from '../../server/app';
import { sectionsChanges } from '../../server/areas/layout/changes';
import { allAuditEntries, entriesOf, lastEntryOf } from './auditHelpers';
import { bearer, createStaff, createTestApp, signIn } from './helpers';

/** A layout's save, audited and versioned (docs/api.md "Audit log", "Versions"). */

let app: App;
let close: () => Promise<void>;
let admin: { id: number; token: string };
/** Another admin: their saves are live at once, as the admin's (an editor's are pending changes: test/api/layoutLifecycle.test.ts). */
let colleague: { id: number; token: string };

beforeAll(async () => {
  ({ app, close } = await createTestApp());
  const staff = await createStaff(app, { role: AdminRole.ADMIN, name: 'Ada Admin' });
  admin = { ...staff, token: (await signIn(app, staff)).access_token };
  const other = await createStaff(app, { role: AdminRole.ADMIN, name: 'Cole Admin' });
  colleague = { ...other, token: (await signIn(app, other)).access_token };
});
afterAll(() => close());

const book = (title: string, overrides: Partial<LayoutSectionInput> = {}): LayoutSectionInput => ({
  sectionKey: 'book',
  title,
  itemCount: 10,
  ...overrides,
});
const highlight = (title = 'Featured'): LayoutSectionInput => ({ code: '3', title, itemCount: 5 });

const save = (layoutType: string, body: object, headers: Record<string, string> = {}, token = admin.token) =>
  app.inject({ method: 'PUT', url: `/api/layouts/update?layoutType=${layoutType}`, headers: { ...bearer(token), ...headers }, payload: body });

async function saved(layoutType: string, body: object, headers: Record<string, string> = {}): Promise<Layout> {
  const response = await save(layoutType, body, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Layout>();
}

const read = (layoutType: string) => app.inject({ method: 'GET', url: `/api/layouts?layoutType=${layoutType}`, headers: bearer(admin.token) });

describe('an audit entry for every save', () => {
  test('the first save records the sections added, labelled by the screen', async () => {
    await saved('home', { sections: [highlight(), book('New releases')] });
    const logged = await lastEntryOf(app, 'ui/layout', '1');
    expect(logged).toMatchObject({ action: 'update', resource: 'ui/layout', recordId: '1', label: 'Home layout', actor: { id: admin.id, name: 'Ada Admin' } });
    expect(logged.changes).toEqual([
      { field: 'sections', from: [], to: ['Featured (Highlight area, 5 items)', 'New releases (Book, 10 items)'] },
    ]);
  });

  test('a later save records the sections before and after: moved, changed, hidden, added and removed read at a glance', async () => {
    await saved('books', { sections: [highlight(), book('New releases'), book('Bestsellers')] });
    await saved('books', {
      sections: [book('Bestsellers'), highlight('Picks'), book('New releases', { visible: false, itemCount: 1 }), { sectionKey: 'news', title: 'Press', itemCount: 3 }],
    });
    const logged = await lastEntryOf(app, 'ui/layout', '2');
    expect(logged.label).toBe('Books layout');
    expect(logged.changes).toEqual([
      {
        field: 'sections',
        from: ['Featured (Highlight area, 5 items)', 'New releases (Book, 10 items)', 'Bestsellers (Book, 10 items)'],
        to: ['Bestsellers (Book, 10 items)', 'Picks (Highlight area, 5 items)', 'New releases (Book, 1 item, hidden)', 'Press (News, 3 items)'],
      },
    ]);
  });

  test('a save that changes nothing records no change (but is recorded)', async () => {
    const current = await saved('news', { sections: [book('Same')] });
    await saved('news', { sections: current.sections });
    expect((await lastEntryOf(app, 'ui/layout', '4')).changes).toEqual([]);
  });

  test('a refused save (400, 409) leaves no entry and no new version', async () => {
    const current = await saved('magazines', { sections: [highlight()] });
    const before = (await allAuditEntries(app)).length;
    expect((await save('magazines', { sections: [book('   ')] })).statusCode).toBe(400);
    expect((await save('podcasts', { sections: [] })).statusCode).toBe(400);
    expect((await save('magazines', { version: current.version - 1, sections: [] })).statusCode).toBe(409);
    expect((await allAuditEntries(app)).length).toBe(before);
    expect((await read('magazines')).json<Layout>().version).toBe(current.version);
  });
});

describe('versions: ETag and If-Match', () => {
  test('the editor’s GET answers a strong ETag of the layout, even never saved; the save answers the next one', async () => {
    const fresh = await createTestApp();
    try {
      const staff = await createStaff(fresh.app, { role: AdminRole.ADMIN });
      const token = (await signIn(fresh.app, staff)).access_token;
      const get = () => fresh.app.inject({ method: 'GET', url: '/api/layouts?layoutType=home', headers: bearer(token) });
      const etag = (await get()).headers.etag as string;
      expect(etag).toMatch(/^"[\w-]{27}"$/);
      expect((await get()).headers.etag).toBe(etag);
      const first = await fresh.app.inject({
        method: 'PUT',
        url: '/api/layouts/update?layoutType=home',
        headers: { ...bearer(token), 'if-match': etag },
        payload: { sections: [highlight()] },
      });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.headers.etag).not.toBe(etag);
      expect(first.headers.etag).toBe((await get()).headers.etag);
    } finally {
      await fresh.close();
    }
  });

  test('a stale If-Match is a 412 with the current layout and its latest change; nothing is saved or logged', async () => {
    await saved('home', { sections: [highlight(), book('Shelf')] });
    const loaded = (await read('home')).headers.etag as string;
    const theirs = await save('home', { sections: [highlight(), book('Shelf', { itemCount: 4 })] }, { 'if-match': loaded }, colleague.token);
    expect(theirs.statusCode, theirs.body).toBe(200);
    const entriesBefore = (await entriesOf(app, 'ui/layout', '1')).length;

    const stale = await save('home', { sections: [book('Shelf'), highlight()] }, { 'if-match': loaded });
    expect(stale.statusCode).toBe(412);
    const body = stale.json();
    expect(body.errorCode).toBe(ErrorCode.STALE_RECORD);
    expect(body.current).toEqual((await read('home')).json());
    expect(body.lastChange).toMatchObject({ action: 'update', label: 'Home layout', actor: { id: colleague.id, name: 'Cole Admin' } });
    expect(body.lastChange.changes).toEqual([
      {
        field: 'sections',
        from: ['Featured (Highlight area, 5 items)', 'Shelf (Book, 10 items)'],
        to: ['Featured (Highlight area, 5 items)', 'Shelf (Book, 4 items)'],
      },
    ]);
    expect(stale.headers.etag).toBe((await read('home')).headers.etag);
    expect((await entriesOf(app, 'ui/layout', '1')).length).toBe(entriesBefore);

    // With the version the 412 answered, the save applies on top.
    const retried = await save('home', { sections: [book('Shelf', { itemCount: 4 }), highlight()] }, { 'if-match': stale.headers.etag as string });
    expect(retried.statusCode, retried.body).toBe(200);
  });

  test('a stale If-Match wins over a current `version` (412, not 409); without If-Match the body’s version still decides', async () => {
    const current = await saved('news', { sections: [highlight('One')] });
    const loaded = (await read('news')).headers.etag as string;
    await saved('news', { sections: [highlight('Two')] });
    const latest = (await read('news')).json<Layout>();
    expect((await save('news', { version: latest.version, sections: [] }, { 'if-match': loaded })).statusCode).toBe(412);
    expect((await save('news', { version: current.version, sections: [] })).statusCode).toBe(409);
  });

  test('without If-Match, or with *, the save works as before; a weak tag never matches', async () => {
    await saved('magazines', { sections: [highlight('No header')] });
    await saved('magazines', { sections: [highlight('Any version')] }, { 'if-match': '*' });
    const current = (await read('magazines')).headers.etag as string;
    expect((await save('magazines', { sections: [] }, { 'if-match': `W/${current}` })).statusCode).toBe(412);
  });

  test('two saves at once from the same version, of a layout never saved: one is saved, the other is a 412', async () => {
    const fresh = await createTestApp();
    try {
      const staff = await createStaff(fresh.app, { role: AdminRole.ADMIN });
      const token = (await signIn(fresh.app, staff)).access_token;
      const url = '/api/layouts/update?layoutType=books';
      const loaded = (await fresh.app.inject({ method: 'GET', url: '/api/layouts?layoutType=books', headers: bearer(token) })).headers.etag as string;
      const answers = await Promise.all(
        ['Mine', 'Theirs'].map((title) =>
          fresh.app.inject({ method: 'PUT', url, headers: { ...bearer(token), 'if-match': loaded }, payload: { sections: [highlight(title)] } }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 412]);
      expect(await entriesOf(fresh.app, 'ui/layout', '2')).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });

  test('/data/layout keeps its own ETag of the body and its 304', async () => {
    const served = await app.inject({ method: 'GET', url: '/data/layout?layoutType=home' });
    const etag = served.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{43}"$/);
    const again = await app.inject({ method: 'GET', url: '/data/layout?layoutType=home', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });
});

describe('the sections change', () => {
  const section = (title: string) => ({ code: 'content' as const, sectionKey: 'book' as const, title, itemCount: 2, visible: true });

  test('a long list keeps what changed and counts the sections unchanged at both ends', () => {
    const before = Array.from({ length: 14 }, (_, n) => section(`S${n}`));
    const after = [...before.slice(0, 6), before[7]!, before[6]!, ...before.slice(8)];
    expect(sectionsChanges(before, after)).toEqual([
      {
        field: 'sections',
        from: ['… 6 sections unchanged', 'S6 (Book, 2 items)', 'S7 (Book, 2 items)', '… 6 sections unchanged'],
        to: ['… 6 sections unchanged', 'S7 (Book, 2 items)', 'S6 (Book, 2 items)', '… 6 sections unchanged'],
      },
    ]);
    expect(sectionsChanges(before, [...before, section('Last')])).toEqual([
      { field: 'sections', from: ['… 14 sections unchanged'], to: ['… 14 sections unchanged', 'Last (Book, 2 items)'] },
    ]);
    expect(sectionsChanges(before, before)).toEqual([]);
  });
});
