import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Banner } from '../../contract/banners';
import type { EditorialState, ReviewQueue } from '../../contract/editorial';
import { AdminRole } from '../../contract/enums';
import type { FeedEntry } from '../../contract/feed';
import type { RestoredRevision, RevisionList } from '../../contract/revisions';
import type { AppPreview } from '../../contract/appPreview';
import type { CalendarAnswer } from '../../contract/calendar';
import type { App } from '../../server/app';
import { entriesOf } from './auditHelpers';
import { bearer, createStaff, createTestApp, signIn } from './helpers';

/**
 * Pending changes, restores, window ends and the app as it will be (docs/architecture.md "Editorial
 * workflow"): a published item edited by an editor keeps its published version live until the
 * change is approved; a revision restored is a new draft, never an overwrite of what is live; a
 * window's end unpublishes; the preview shows what will be published at a time. Run on PostgreSQL
 * too by `npm run test:pg`.
 */

let app: App;
let close: () => Promise<void>;
let admin: string;
let editor: string;
let editorId: number;

beforeAll(async () => {
  ({ app, close } = await createTestApp());
  admin = (await signIn(app, await createStaff(app, { role: AdminRole.ADMIN, name: 'Ada Admin' }))).access_token;
  const staff = await createStaff(app, { role: AdminRole.EDITOR, name: 'Eddie Editor' });
  editorId = staff.id;
  editor = (await signIn(app, staff)).access_token;
});
afterAll(() => close());

type BannerFields = Partial<Record<'title' | 'status', string>>;

const bannerInput = (changes: BannerFields = {}) => ({
  title: 'Summer reads',
  layoutType: 'home',
  position: 1,
  startAt: '2026-01-01T00:00:00.000Z',
  endAt: null,
  status: 'E',
  ...changes,
});

async function publishedBanner(): Promise<Banner> {
  const response = await app.inject({ method: 'POST', url: '/api/ui/banners', headers: bearer(admin), payload: bannerInput() });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Banner>();
}

const save = (id: number, changes: BannerFields, token = editor, headers: Record<string, string> = {}) =>
  app.inject({ method: 'PUT', url: `/api/ui/banners/${id}`, headers: { ...bearer(token), ...headers }, payload: bannerInput(changes) });

async function read<T>(url: string, token = admin): Promise<T> {
  const response = await app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

const live = (id: number) => read<Banner>(`/api/ui/banners/${id}`);
const stateOf = (id: number, token = admin, api = '/api/ui/banners') => read<EditorialState>(`${api}/${id}/state`, token);

const step = (id: number, payload: object, token = admin, api = '/api/ui/banners') =>
  app.inject({ method: 'POST', url: `${api}/${id}/steps`, headers: bearer(token), payload });

async function stepOk(id: number, payload: object, token = admin, api = '/api/ui/banners'): Promise<EditorialState> {
  const response = await step(id, payload, token, api);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<EditorialState>();
}

/** The banner's title as the app's public layout answers it. */
const titleInApp = async (id: number) =>
  (await app.inject({ method: 'GET', url: '/data/layout?layoutType=home' })).json<{ banners: { id: number; title: string }[] }>().banners.find((item) => item.id === id)?.title;

describe("an editor's edit of a published banner", () => {
  let banner: Banner;

  beforeAll(async () => {
    banner = await publishedBanner();
    const saved = await save(banner.id, { title: 'Summer reads, revised' });
    expect(saved.statusCode, saved.body).toBe(200);
    // The answer is the change as the editor saved it, with its version.
    expect(saved.json<Banner>()).toMatchObject({ title: 'Summer reads, revised', status: 'E' });
    expect(saved.headers.etag).toBeTruthy();
  });

  test('leaves the published version live: its GET and the app answer it unchanged', async () => {
    expect(await live(banner.id)).toMatchObject({ title: 'Summer reads', status: 'E' });
    expect(await read<Banner>(`/api/ui/banners/${banner.id}?version=live`)).toMatchObject({ title: 'Summer reads' });
    expect(await titleInApp(banner.id)).toBe('Summer reads');
  });

  test('is read with ?version=pending, the same version each time', async () => {
    const first = await app.inject({ method: 'GET', url: `/api/ui/banners/${banner.id}?version=pending`, headers: bearer(editor) });
    const second = await app.inject({ method: 'GET', url: `/api/ui/banners/${banner.id}?version=pending`, headers: bearer(editor) });
    expect(first.json<Banner>()).toMatchObject({ title: 'Summer reads, revised', status: 'E' });
    expect(first.headers.etag).toBe(second.headers.etag);
  });

  test("is on the item's state as a draft change, its fields compared with the live ones", async () => {
    const state = await stateOf(banner.id, editor);
    expect(state.state).toBe('published');
    expect(state.change).toMatchObject({ state: 'draft', author: { id: editorId, name: 'Eddie Editor' }, reason: null, steps: ['submit', 'discard'] });
    expect(state.change!.changes).toEqual([
      { field: 'title', from: 'Summer reads', to: 'Summer reads, revised', words: [{ value: 'Summer reads' }, { value: ', revised', added: true }] },
    ]);
  });

  test('a second save goes on the change, checked against its version (412 when stale)', async () => {
    const stale = await save(banner.id, { title: 'Summer reads, third' }, editor, { 'if-match': '"not-this-one"' });
    expect(stale.statusCode).toBe(412);
    const pending = await app.inject({ method: 'GET', url: `/api/ui/banners/${banner.id}?version=pending`, headers: bearer(editor) });
    const saved = await save(banner.id, { title: 'Summer reads for the beach' }, editor, { 'if-match': pending.headers.etag as string });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await stateOf(banner.id)).change!.changes).toMatchObject([{ field: 'title', to: 'Summer reads for the beach' }]);
    expect(await live(banner.id)).toMatchObject({ title: 'Summer reads' });
  });

  test('goes through review: submitted, rejected with a reason the editor reads, submitted again, approved and live', async () => {
    await stepOk(banner.id, { step: 'submit' }, editor);
    const queue = await read<ReviewQueue>('/api/editorial/queue?resource=ui/banners');
    expect(queue.items.find((item) => item.recordId === banner.id)).toMatchObject({ change: true, state: 'in_review', author: { id: editorId } });
    expect((await step(banner.id, { step: 'approve' }, editor)).statusCode).toBe(403);
    expect((await step(banner.id, { step: 'reject' })).statusCode).toBe(400);
    const rejected = await stepOk(banner.id, { step: 'reject', reason: 'Name the beach' });
    expect(rejected).toMatchObject({ state: 'published', change: { state: 'draft', reason: 'Name the beach' } });
    const own = await read<ReviewQueue>('/api/editorial/queue?resource=ui/banners', editor);
    expect(own.items.find((item) => item.recordId === banner.id)).toMatchObject({ change: true, state: 'draft', reason: 'Name the beach' });
    expect((await step(banner.id, { step: 'withdraw' }, editor)).statusCode).toBe(409);
    await stepOk(banner.id, { step: 'submit' }, editor);
    expect(await titleInApp(banner.id)).toBe('Summer reads');
    expect(await stepOk(banner.id, { step: 'approve' })).toMatchObject({ state: 'published', status: 'E', change: null });
    expect(await live(banner.id)).toMatchObject({ title: 'Summer reads for the beach', status: 'E' });
    expect(await titleInApp(banner.id)).toBe('Summer reads for the beach');
  });

  test('each save and step is audited; the approval records the fields it made live', async () => {
    const entries = await entriesOf(app, 'ui/banners', banner.id);
    expect(entries.slice(0, 6).map((audit) => audit.action)).toEqual(['approve', 'submit', 'reject', 'submit', 'propose', 'propose']);
    expect(entries[0]!.changes).toMatchObject([{ field: 'title', from: 'Summer reads', to: 'Summer reads for the beach' }]);
  });
});

describe('a pending change', () => {
  test("never changes the flag: an editor's save with the banner disabled keeps it live", async () => {
    const banner = await publishedBanner();
    expect((await save(banner.id, { title: 'Hidden?', status: 'D' })).statusCode).toBe(200);
    expect(await live(banner.id)).toMatchObject({ status: 'E', title: 'Summer reads' });
    expect((await stateOf(banner.id)).change!.changes.map((change) => change.field)).toEqual(['title']);
  });

  test("an admin's save while a change waits goes on the change; discarding drops it", async () => {
    const banner = await publishedBanner();
    await save(banner.id, { title: 'From the editor' });
    expect((await save(banner.id, { title: 'From the admin' }, admin)).statusCode).toBe(200);
    expect(await live(banner.id)).toMatchObject({ title: 'Summer reads' });
    expect((await stateOf(banner.id)).change).toMatchObject({ author: { id: editorId }, changes: [{ field: 'title', to: 'From the admin' }] });
    expect(await stepOk(banner.id, { step: 'discard' }, editor)).toMatchObject({ state: 'published', change: null });
    expect(await read<Banner>(`/api/ui/banners/${banner.id}?version=pending`)).toMatchObject({ title: 'Summer reads' });
    expect((await step(banner.id, { step: 'discard' })).statusCode).toBe(409);
  });

  test('unpublishing makes the change the draft of the item', async () => {
    const banner = await publishedBanner();
    await save(banner.id, { title: 'The draft goes on' });
    expect(await stepOk(banner.id, { step: 'unpublish' })).toMatchObject({ state: 'draft', status: 'D', change: null });
    expect(await live(banner.id)).toMatchObject({ title: 'The draft goes on', status: 'D' });
  });

  test("an admin's save of a published item with no change is live at once", async () => {
    const banner = await publishedBanner();
    expect((await save(banner.id, { title: 'Live now' }, admin)).statusCode).toBe(200);
    expect(await live(banner.id)).toMatchObject({ title: 'Live now' });
    expect((await stateOf(banner.id)).change).toBeNull();
  });
});

const entryInput = (changes: Partial<Record<'title' | 'body' | 'status', string>> = {}) => ({
  title: 'Spring catalogue',
  body: '<p>Twelve new books for the spring.</p>',
  contentType: 'news',
  tags: ['spring'],
  publishAt: '2026-03-01T09:00:00.000Z',
  status: 'E',
  ...changes,
});

async function createEntry(status = 'E'): Promise<FeedEntry> {
  const response = await app.inject({ method: 'POST', url: '/api/feed/', headers: bearer(admin), payload: entryInput({ status }) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<FeedEntry>();
}

const saveEntry = async (id: number, changes: Partial<Record<'title' | 'body' | 'status', string>>) => {
  const response = await app.inject({ method: 'PUT', url: `/api/feed/${id}`, headers: bearer(admin), payload: entryInput(changes) });
  expect(response.statusCode, response.body).toBe(200);
};

describe('restoring a revision', () => {
  const revisions = async (id: number) => read<RevisionList>(`/api/revisions?resource=feeds&recordId=${id}`);
  const restore = (id: number, number: number, token = admin) =>
    app.inject({ method: 'POST', url: '/api/revisions/restore', headers: bearer(token), payload: { resource: 'feeds', recordId: id, number } });

  test('of a published feed entry is a pending change with the revision’s fields, the diff naming them; nothing live changes', async () => {
    const entry = await createEntry();
    await saveEntry(entry.id, { title: 'Spring catalogue is out', body: '<p>Twelve new books.</p>' });
    const restored = await restore(entry.id, 1);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json<RestoredRevision>()).toEqual({ resource: 'feeds', recordId: entry.id, number: 1, as: 'change' });
    expect(await read<FeedEntry>(`/api/feed/${entry.id}`)).toMatchObject({ title: 'Spring catalogue is out', body: '<p>Twelve new books.</p>' });
    const { change } = await stateOf(entry.id, admin, '/api/feed');
    expect(change).toMatchObject({ state: 'draft', steps: ['submit', 'approve', 'schedule', 'discard'] });
    expect(change!.changes.map(({ field, from, to }) => ({ field, from, to }))).toEqual([
      { field: 'title', from: 'Spring catalogue is out', to: 'Spring catalogue' },
      { field: 'body', from: '<p>Twelve new books.</p>', to: '<p>Twelve new books for the spring.</p>' },
    ]);
    expect((await revisions(entry.id)).revisions[0]).toMatchObject({ number: 3, action: 'restore' });
    await stepOk(entry.id, { step: 'approve' }, admin, '/api/feed');
    expect(await read<FeedEntry>(`/api/feed/${entry.id}`)).toMatchObject({ title: 'Spring catalogue', body: '<p>Twelve new books for the spring.</p>' });
  });

  test('of a draft writes it back as the draft; a scheduled one goes back to draft', async () => {
    const entry = await createEntry('D');
    await saveEntry(entry.id, { title: 'Second thoughts', status: 'D' });
    await stepOk(entry.id, { step: 'schedule', at: new Date(Date.now() + 86_400_000).toISOString() }, admin, '/api/feed');
    const restored = await restore(entry.id, 1);
    expect(restored.json<RestoredRevision>().as).toBe('draft');
    expect(await read<FeedEntry>(`/api/feed/${entry.id}`)).toMatchObject({ title: 'Spring catalogue', status: 'D' });
    expect(await stateOf(entry.id, admin, '/api/feed')).toMatchObject({ state: 'draft', publishAt: null, change: null });
  });

  test('an unknown revision is a 404; a reader who may not open the area gets a 403', async () => {
    const entry = await createEntry();
    expect((await restore(entry.id, 99)).statusCode).toBe(404);
    expect((await restore(entry.id, 1, editor)).statusCode).toBe(403);
  });
});

describe("a banner's or alert's window end", () => {
  test('unpublishes it at its time, once, by the job runner; a window moved later waits for the new end', async () => {
    const soon = new Date(Date.now() + 1500).toISOString();
    const created = await app.inject({ method: 'POST', url: '/api/ui/banners', headers: bearer(admin), payload: { ...bannerInput(), endAt: soon } });
    expect(created.statusCode, created.body).toBe(201);
    const ending = created.json<Banner>();
    const moved = await publishedBanner();
    const later = new Date(Date.now() + 3_600_000).toISOString();
    await app.inject({ method: 'PUT', url: `/api/ui/banners/${moved.id}`, headers: bearer(admin), payload: { ...bannerInput(), endAt: soon } });
    await app.inject({ method: 'PUT', url: `/api/ui/banners/${moved.id}`, headers: bearer(admin), payload: { ...bannerInput(), endAt: later } });

    await app.jobs.drain();
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(soon));
    expect(await stateOf(ending.id)).toMatchObject({ state: 'draft', status: 'D' });
    expect(await live(ending.id)).toMatchObject({ status: 'D' });
    const unpublished = (await entriesOf(app, 'ui/banners', ending.id)).filter((entry) => entry.action === 'unpublish');
    expect(unpublished).toHaveLength(1);
    expect(unpublished[0]).toMatchObject({ actor: null, jobId: expect.any(Number) });
    expect(await stateOf(moved.id)).toMatchObject({ state: 'published' });
    // One job waits, for the later end; none for a banner that is no longer published.
    const waiting = await app.db.selectFrom('jobs').select('next_attempt_at').where('kind', '=', 'editorial/unpublish').where('status', '=', 'queued').execute();
    expect(waiting.map((job) => new Date(job.next_attempt_at!).toISOString())).toContain(later);
    expect(await step(moved.id, { step: 'unpublish' }).then((response) => response.statusCode)).toBe(200);
    const left = await app.db.selectFrom('jobs').select('next_attempt_at').where('kind', '=', 'editorial/unpublish').where('status', '=', 'queued').execute();
    expect(left.map((job) => new Date(job.next_attempt_at!).toISOString())).not.toContain(later);
  });
});

describe('the app as it will be', () => {
  const preview = (at: string, token = editor) => read<AppPreview>(`/api/editorial/preview?layoutType=home&at=${encodeURIComponent(at)}`, token);

  test('shows the banners published or scheduled by then, within their window; a pending change is not shown', async () => {
    const HOUR = 3_600_000;
    const inTwoHours = new Date(Date.now() + 2 * HOUR).toISOString();
    const tomorrow = new Date(Date.now() + 24 * HOUR).toISOString();
    const live = await publishedBanner();
    await save(live.id, { title: 'Not approved yet' });
    const ending = await app.inject({ method: 'POST', url: '/api/ui/banners', headers: bearer(admin), payload: { ...bannerInput({ title: 'Ends soon' }), endAt: new Date(Date.now() + HOUR).toISOString() } });
    const scheduled = await app.inject({ method: 'POST', url: '/api/ui/banners', headers: bearer(admin), payload: bannerInput({ title: 'Comes later', status: 'D' }) });
    const scheduledId = scheduled.json<Banner>().id;
    await stepOk(scheduledId, { step: 'schedule', at: inTwoHours });
    const endingId = ending.json<Banner>().id;

    const now = await preview(new Date().toISOString());
    const ids = (answer: AppPreview) => answer.banners.map((banner) => banner.id);
    expect(ids(now)).toEqual(expect.arrayContaining([live.id, endingId]));
    expect(ids(now)).not.toContain(scheduledId);
    expect(now.banners.find((banner) => banner.id === live.id)).toMatchObject({ title: 'Summer reads', active: true });

    const later = await preview(tomorrow);
    expect(ids(later)).toEqual(expect.arrayContaining([live.id, scheduledId]));
    expect(ids(later)).not.toContain(endingId);
    expect(later.at).toBe(tomorrow);
  });

  test('shows a published banner with the change scheduled by then, and as it is before', async () => {
    const banner = await publishedBanner();
    await save(banner.id, { title: 'Autumn reads from tomorrow' });
    await stepOk(banner.id, { step: 'schedule', at: new Date(Date.now() + 3_600_000).toISOString() });
    const titleAt = async (at: number) => (await preview(new Date(at).toISOString())).banners.find((item) => item.id === banner.id)?.title;
    expect(await titleAt(Date.now())).toBe('Summer reads');
    expect(await titleAt(Date.now() + 86_400_000)).toBe('Autumn reads from tomorrow');
    // Read in a savepoint rolled back: nothing of it is live.
    expect(await live(banner.id)).toMatchObject({ title: 'Summer reads' });
  });

  test('needs a screen and a time; only who may open the app layout reads it', async () => {
    const bad = await app.inject({ method: 'GET', url: '/api/editorial/preview?layoutType=home&at=tomorrow', headers: bearer(admin) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fieldErrors: { at: expect.any(String) } });
  });
});

describe('a scheduled change', () => {
  test('is written to its published item at its time by the job runner, once; discarded or unscheduled, it is not', async () => {
    const banner = await publishedBanner();
    await save(banner.id, { title: 'Summer reads at noon' });
    expect((await step(banner.id, { step: 'schedule', at: new Date(Date.now() + 1500).toISOString() }, editor)).statusCode).toBe(403);
    expect((await step(banner.id, { step: 'schedule' })).statusCode).toBe(400);
    expect((await step(banner.id, { step: 'schedule', at: new Date(Date.now() - 60_000).toISOString() })).statusCode).toBe(400);
    const at = new Date(Date.now() + 1500).toISOString();
    const scheduled = await stepOk(banner.id, { step: 'approve', at });
    expect(scheduled).toMatchObject({ state: 'published', change: { state: 'scheduled', publishAt: at } });
    expect(await live(banner.id)).toMatchObject({ title: 'Summer reads' });

    const dropped = await publishedBanner();
    await save(dropped.id, { title: 'Never goes out' });
    await stepOk(dropped.id, { step: 'schedule', at });
    await stepOk(dropped.id, { step: 'discard' }, editor);

    await app.jobs.drain();
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(at));
    expect(await live(banner.id)).toMatchObject({ title: 'Summer reads at noon', status: 'E' });
    expect(await stateOf(banner.id)).toMatchObject({ state: 'published', change: null });
    // Approved with a time (the change scheduled), then written by the job, once.
    const approvals = (await entriesOf(app, 'ui/banners', banner.id)).filter((entry) => entry.action === 'approve');
    expect(approvals.map((entry) => entry.changes.map((change) => change.field))).toEqual([['title'], ['change', 'publishAt']]);
    expect(approvals[0]).toMatchObject({ actor: { name: 'Ada Admin' }, jobId: expect.any(Number) });
    expect(await live(dropped.id)).toMatchObject({ title: 'Summer reads' });
  });
});

describe('a scheduled change on the release calendar', () => {
  test('is a scheduled item of the published record, at the time the change goes live, moved by the change’s own step', async () => {
    const banner = await publishedBanner();
    await save(banner.id, { title: 'Summer reads, next week' });
    const at = new Date(Date.now() + 3 * 86_400_000).toISOString();
    await stepOk(banner.id, { step: 'schedule', at });
    const day = at.slice(0, 10);
    const calendar = await read<CalendarAnswer>(`/api/editorial/calendar?from=${day}&to=${day}&kinds=scheduled`);
    expect(calendar.items.find((item) => item.recordId === banner.id && item.resource === 'ui/banners')).toMatchObject({
      key: `scheduled:ui/banners:${banner.id}:change`,
      kind: 'scheduled',
      change: true,
      state: 'published',
      start: at,
      movable: true,
    });
    const later = new Date(Date.parse(at) + 86_400_000).toISOString();
    expect(await stepOk(banner.id, { step: 'schedule', at: later })).toMatchObject({ change: { state: 'scheduled', publishAt: later } });
  });
});

