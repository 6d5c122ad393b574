import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AppPreview } from '../../contract/appPreview';
import type { CalendarAnswer } from '../../contract/calendar';
import type { EditorialState, ReviewQueue } from '../../contract/editorial';
import { AdminRole } from '../../contract/enums';
import { lifecycleStepNames, lifecycleSteps } from '../../contract/lifecycle';
import type { Layout, LayoutSectionInput, PublicLayout } from '../../contract/layout';
import type { RestoredRevision, RevisionComparison, RevisionList } from '../../contract/revisions';
import type { App } from '../../server/app';
import { entriesOf } from './auditHelpers';
import { bearer, createStaff, createTestApp, signIn } from './helpers';

/**
 * The app's layout in the editorial lifecycle (docs/api.md "Layouts", "Editorial workflow"): each
 * screen's layout is a record (home 1, books 2, magazines 3, news 4) that an editor changes by a
 * pending change an admin approves or schedules, that an admin unpublishes, drafts, schedules and
 * publishes; the app's read shows only what is published. Run on PostgreSQL too by `npm run test:pg`.
 */

let app: App;
let close: () => Promise<void>;
let admin: string;
let editor: string;

beforeAll(async () => {
  ({ app, close } = await createTestApp());
  admin = (await signIn(app, await createStaff(app, { role: AdminRole.ADMIN, name: 'Ada Admin' }))).access_token;
  editor = (await signIn(app, await createStaff(app, { role: AdminRole.EDITOR, name: 'Eddie Editor' }))).access_token;
});
afterAll(() => close());

const shelf = (title: string, itemCount = 10): LayoutSectionInput => ({ sectionKey: 'book', title, itemCount });

async function save(layoutType: string, sections: LayoutSectionInput[], token = admin): Promise<Layout> {
  const response = await app.inject({ method: 'PUT', url: `/api/layouts/update?layoutType=${layoutType}`, headers: bearer(token), payload: { sections } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Layout>();
}

async function read<T>(url: string, token = admin): Promise<T> {
  const response = await app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

const step = (id: number, payload: object, token = admin) => app.inject({ method: 'POST', url: `/api/layouts/${id}/steps`, headers: bearer(token), payload });

async function stepOk(id: number, payload: object, token = admin): Promise<EditorialState> {
  const response = await step(id, payload, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<EditorialState>();
}

const titles = (layout: { sections: { title: string }[] }) => layout.sections.map((section) => section.title);
const inApp = async (layoutType: string) => (await app.inject({ method: 'GET', url: `/data/layout?layoutType=${layoutType}` })).json<PublicLayout>();

describe("an editor's save of a published layout", () => {
  test('is a pending change: the app draws the published sections until an admin approves it', async () => {
    await save('home', [shelf('New releases')]);
    const proposed = await save('home', [shelf('New releases'), shelf('Staff picks', 6)], editor);
    expect(titles(proposed)).toEqual(['New releases', 'Staff picks']);
    expect(titles(await inApp('home'))).toEqual(['New releases']);
    expect(titles(await read<Layout>('/api/layouts?layoutType=home'))).toEqual(['New releases']);
    expect(await read<Layout>('/api/layouts?layoutType=home&version=pending', editor)).toEqual(proposed);
    expect(await read<Layout>('/api/layouts/1?version=pending', editor)).toEqual(proposed);

    const state = await read<EditorialState>('/api/layouts/1/state', editor);
    expect(state).toMatchObject({ resource: 'ui/layout', recordId: 1, state: 'published', status: 'E', change: { state: 'draft', steps: ['submit', 'discard'] } });
    expect(state.change!.changes).toEqual([
      { field: 'sections', from: expect.any(Array), to: expect.arrayContaining([expect.objectContaining({ title: 'Staff picks' })]) },
    ]);
    expect((await step(1, { step: 'approve' }, editor)).statusCode).toBe(403);
    await stepOk(1, { step: 'submit' }, editor);
    const queue = await read<ReviewQueue>('/api/editorial/queue');
    expect(queue.items).toContainEqual(expect.objectContaining({ resource: 'ui/layout', recordId: 1, title: 'Home layout', change: true, state: 'in_review' }));

    await stepOk(1, { step: 'approve' });
    expect(titles(await inApp('home'))).toEqual(['New releases', 'Staff picks']);
    const entries = (await entriesOf(app, 'ui/layout', '1')).reverse();
    expect(entries.map((entry) => entry.action)).toEqual(['update', 'propose', 'submit', 'approve']);
    expect(entries[1]).toMatchObject({
      label: 'Home layout',
      changes: [{ field: 'sections', from: ['New releases (Book, 10 items)'], to: ['New releases (Book, 10 items)', 'Staff picks (Book, 6 items)'] }],
    });
    expect(entries[3]!.changes).toEqual(entries[1]!.changes);
  });

  test('a save from another version than the change’s is a 409, as for the live layout', async () => {
    const live = await save('books', [shelf('Fiction')]);
    const change = await save('books', [shelf('Fiction'), shelf('Poetry')], editor);
    expect(change.version).toBe(live.version + 1);
    const stale = await app.inject({
      method: 'PUT',
      url: '/api/layouts/update?layoutType=books',
      headers: bearer(editor),
      payload: { version: live.version, sections: [shelf('Essays')] },
    });
    expect(stale.statusCode).toBe(409);
    await stepOk(2, { step: 'discard' }, editor);
    expect(titles(await read<Layout>('/api/layouts?layoutType=books&version=pending'))).toEqual(['Fiction']);
  });
});

describe('an unpublished layout', () => {
  test('is not the app’s; drafted, submitted and scheduled, it is published at its time by the job runner, once', async () => {
    await save('magazines', [shelf('This month')]);
    await stepOk(3, { step: 'unpublish' });
    expect(await inApp('magazines')).toMatchObject({ sections: [], version: 0 });
    // A draft: saved in place, by an editor too, and still not the app's.
    const draft = await save('magazines', [shelf('This month'), shelf('Archive')], editor);
    expect(titles(await read<Layout>('/api/layouts?layoutType=magazines'))).toEqual(titles(draft));
    expect(draft.status).toBe('D');
    expect((await step(3, { step: 'publish' }, editor)).statusCode).toBe(403);
    await stepOk(3, { step: 'submit' }, editor);

    const at = new Date(Date.now() + 1500).toISOString();
    expect(await stepOk(3, { step: 'schedule', at })).toMatchObject({ state: 'scheduled', publishAt: at });
    const day = at.slice(0, 10);
    const calendar = await read<CalendarAnswer>(`/api/editorial/calendar?from=${day}&to=${day}&kinds=scheduled`, editor);
    expect(calendar.items).toContainEqual(expect.objectContaining({ resource: 'ui/layout', recordId: 3, title: 'Magazines layout', start: at }));
    const preview = (time: string) => read<AppPreview>(`/api/editorial/preview?layoutType=magazines&at=${encodeURIComponent(time)}`, editor);
    expect((await preview(new Date().toISOString())).sections).toEqual([]);
    expect(titles(await preview(new Date(Date.now() + 3_600_000).toISOString()))).toEqual(['This month', 'Archive']);

    await app.jobs.drain();
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(at));
    expect(titles(await inApp('magazines'))).toEqual(['This month', 'Archive']);
    const published = (await entriesOf(app, 'ui/layout', '3')).filter((entry) => entry.action === 'publish');
    expect(published).toHaveLength(1);
    expect(published[0]).toMatchObject({ actor: { name: 'Ada Admin' }, jobId: expect.any(Number) });
  });
});

describe('who may take the steps on a layout', () => {
  test("an editor's every admin step is a 403, the layout left as it was; submit and withdraw are theirs", async () => {
    await stepOk(2, { step: 'unpublish' });
    await stepOk(2, { step: 'submit' }, editor);
    for (const name of lifecycleStepNames.filter((candidate) => lifecycleSteps[candidate].takenBy === 'admin')) {
      const response = await step(2, { step: name, at: new Date(Date.now() + 3_600_000).toISOString(), reason: 'Because' }, editor);
      expect(response.statusCode, name).toBe(403);
    }
    expect(await stepOk(2, { step: 'withdraw' }, editor)).toMatchObject({ state: 'draft', status: 'D' });
    expect(await stepOk(2, { step: 'publish' })).toMatchObject({ state: 'published', status: 'E' });
  });
});

describe('the layout’s revisions', () => {
  test('are kept for every save, compared section by section, and restored as a pending change', async () => {
    await save('news', [shelf('Headlines', 3)]);
    await save('news', [shelf('Headlines', 5), shelf('Videos')]);
    const list = await read<RevisionList>('/api/revisions?resource=ui/layout&recordId=4', editor);
    // The layout as it was before its first save since revisions are kept, then each save.
    expect(list.revisions.map((revision) => revision.action)).toEqual(['update', 'update', 'existing']);
    const [newer, older] = list.revisions;
    const comparison = await read<RevisionComparison>(`/api/revisions/compare?resource=ui/layout&recordId=4&from=${older!.number}&to=${newer!.number}`, editor);
    expect(comparison.changes.map((change) => change.field)).toEqual(['sections']);

    const restored = await app.inject({ method: 'POST', url: '/api/revisions/restore', headers: bearer(editor), payload: { resource: 'ui/layout', recordId: 4, number: older!.number } });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json<RestoredRevision>().as).toBe('change');
    expect(titles(await inApp('news'))).toEqual(['Headlines', 'Videos']);
    expect(await read<Layout>('/api/layouts?layoutType=news&version=pending')).toMatchObject({ sections: [expect.objectContaining({ title: 'Headlines', itemCount: 3 })] });
  });

  test('an unknown layout is a 404', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/layouts/9', headers: bearer(admin) })).statusCode).toBe(404);
    expect((await step(9, { step: 'publish' })).statusCode).toBe(404);
  });
});
