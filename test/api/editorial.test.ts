import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { EditorialState } from '../../contract/editorial';
import { AdminRole, AlertButtonType } from '../../contract/enums';
import { type EditorialResource, editorialResources, type LifecycleState, lifecycleStates, lifecycleStepNames, lifecycleSteps } from '../../contract/lifecycle';
import { type App, buildApp } from '../../server/app';
import { createEbook, createFeedEntry } from './catalogFixtures';
import { makeReady } from './readinessFixtures';
import { bearer, createStaff, createTestApp, signIn } from './helpers';
import { entriesOf } from './auditHelpers';

/**
 * The editorial workflow (docs/api.md "Editorial workflow"): the steps of contract/lifecycle.ts
 * on every editorial resource, who may take them, the 409 of a step from the wrong state, and the
 * scheduled publication on the job runner.
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

/** The item path of each resource (its declaration's `api`, then the record's id). */
const itemPath: Record<EditorialResource, string> = {
  'e-books': '/api/ebooks',
  feeds: '/api/feed',
  'ui/banners': '/api/ui/banners',
  'ui/alerts': '/api/ui/alert',
  'ui/layout': '/api/layouts',
};

const HOUR = 3_600_000;

/** A record of `resource` made by the API as an admin, published (`E`) or a draft (`D`). */
async function createRecord(resource: EditorialResource, status: 'E' | 'D' = 'D'): Promise<number> {
  const title = `${resource} ${Math.random().toString(36).slice(2, 8)}`;
  if (resource === 'e-books' || resource === 'feeds') {
    const id = resource === 'e-books' ? await createEbook(app, admin, 1, title) : await createFeedEntry(app, admin, 'news', title);
    if (status === 'D') await step(resource, id, admin, { step: 'unpublish' });
    return id;
  }
  const window = { startAt: new Date(Date.now() - HOUR).toISOString(), endAt: new Date(Date.now() + 24 * HOUR).toISOString(), status };
  const payload =
    resource === 'ui/banners'
      ? { title, layoutType: 'home', position: 1, ...window }
      : { title, message: 'A message.', buttonType: AlertButtonType.NONE, ...window };
  const response = await app.inject({ method: 'POST', url: itemPath[resource], headers: bearer(admin), payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

const step = (resource: EditorialResource, id: number, token: string, payload: object) =>
  app.inject({ method: 'POST', url: `${itemPath[resource]}/${id}/steps`, headers: bearer(token), payload });

async function stepped(resource: EditorialResource, id: number, token: string, payload: object): Promise<EditorialState> {
  const response = await step(resource, id, token, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<EditorialState>();
}

async function stateOf(resource: EditorialResource, id: number, token = admin): Promise<EditorialState> {
  const response = await app.inject({ method: 'GET', url: `${itemPath[resource]}/${id}/state`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<EditorialState>();
}

const flagOf = async (resource: EditorialResource, id: number) =>
  (await app.inject({ method: 'GET', url: `${itemPath[resource]}/${id}`, headers: bearer(admin) })).json<{ status: string }>().status;

/** Puts a record in `state` directly (a step's 409 is tried from every state). */
async function putInState(resource: EditorialResource, id: number, state: LifecycleState) {
  await stateOf(resource, id);
  await app.db
    .insertInto('editorial_states')
    .values({ resource, record_id: id, state, publish_at: null, job_id: null, author_id: null, reason: null, updated_at: new Date().toISOString(), updated_by: null })
    .onConflict((oc) => oc.columns(['resource', 'record_id']).doUpdateSet({ state }))
    .execute();
}

describe('an e-book from draft to published, with a rejection on the way', () => {
  test('the editor drafts and submits, the admin rejects with a reason, the editor submits again, the admin approves', async () => {
    const categories = (await app.inject({ method: 'GET', url: '/api/ebooks/categories?ebookType=1', headers: bearer(editor) })).json<{ id: number }[]>();
    const draft = {
      title: 'The Quiet Shore',
      authors: ['Ada Moreau'],
      description: 'A draft.',
      type: 1,
      categoryId: categories[0]!.id,
      language: 'en',
      price: 999,
      currency: 'USD',
      premium: false,
    };
    // An editor may not publish by the form's flag: their book is a draft.
    const enabled = await app.inject({ method: 'POST', url: '/api/ebooks/', headers: bearer(editor), payload: { ...draft, status: 'E' } });
    expect(enabled.statusCode).toBe(403);
    const created = await app.inject({ method: 'POST', url: '/api/ebooks/', headers: bearer(editor), payload: { ...draft, status: 'D' } });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();

    expect(await stateOf('e-books', id, editor)).toMatchObject({
      resource: 'e-books',
      recordId: id,
      state: 'draft',
      status: 'D',
      author: { id: editorId, name: 'Eddie Editor' },
      steps: ['submit'],
    });
    expect(await stepped('e-books', id, editor, { step: 'submit' })).toMatchObject({ state: 'in_review', steps: ['withdraw'] });
    expect((await step('e-books', id, editor, { step: 'approve' })).statusCode).toBe(403);

    const noReason = await step('e-books', id, admin, { step: 'reject', reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ fieldErrors: { reason: 'A reason is required' } });
    await stepped('e-books', id, admin, { step: 'reject', reason: 'The blurb needs a second paragraph.' });
    expect(await stateOf('e-books', id, editor)).toMatchObject({ state: 'draft', reason: 'The blurb needs a second paragraph.' });
    // The editor fixes it, and gives it what a release needs (docs/api.md "Release readiness").
    await makeReady(app, editor, id);

    expect(await stepped('e-books', id, editor, { step: 'submit' })).toMatchObject({ state: 'in_review', reason: null });
    expect(await stateOf('e-books', id)).toMatchObject({ steps: ['withdraw', 'approve', 'reject', 'schedule', 'publish', 'archive'] });
    expect(await stepped('e-books', id, admin, { step: 'approve' })).toMatchObject({ state: 'published', status: 'E' });
    expect(await flagOf('e-books', id)).toBe('E');

    const entries = (await entriesOf(app, 'e-books', id)).reverse();
    // Between the rejection and the second submission, the fixes: a save and three uploads.
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'submit', 'reject', 'update', 'uploadFile', 'uploadFile', 'uploadFile', 'submit', 'approve']);
    expect(entries[2]).toMatchObject({ reason: 'The blurb needs a second paragraph.', changes: [{ field: 'state', from: 'in_review', to: 'draft' }] });
    expect(entries[8]).toMatchObject({
      actor: { name: 'Ada Admin' },
      changes: [
        { field: 'state', from: 'in_review', to: 'published' },
        { field: 'status', from: 'D', to: 'E' },
      ],
    });
  });
});

// The layouts are four records made by the migrations, never created: test/api/layoutLifecycle.test.ts takes them through.
describe.each(editorialResources.filter((resource) => resource !== 'ui/layout'))('who may take the steps on %s', (resource) => {
  test("an editor's approve, publish, schedule and every other admin step is a 403; the record is left as it was", async () => {
    const id = await createRecord(resource);
    // The feed is no editor's area: their every step there is a 403, submit too.
    const opens = resource !== 'feeds';
    if (!opens) expect((await step(resource, id, editor, { step: 'submit' })).statusCode).toBe(403);
    await stepped(resource, id, opens ? editor : admin, { step: 'submit' });
    for (const name of lifecycleStepNames.filter((candidate) => lifecycleSteps[candidate].takenBy === 'admin')) {
      const response = await step(resource, id, editor, { step: name, at: new Date(Date.now() + HOUR).toISOString(), reason: 'Because' });
      expect(response.statusCode, name).toBe(403);
    }
    expect(await stateOf(resource, id)).toMatchObject({ state: 'in_review', status: 'D' });
  });

  test('an editor cannot publish or unpublish by the enabled flag either: 403', async () => {
    const draft = await createRecord(resource, 'D');
    const record = (await app.inject({ method: 'GET', url: `${itemPath[resource]}/${draft}`, headers: bearer(admin) })).json<Record<string, unknown>>();
    // The whole record sent back, enabled (the feed is no editor's area at all: a 403 there too).
    const put = await app.inject({ method: 'PUT', url: `${itemPath[resource]}/${draft}`, headers: bearer(editor), payload: { ...record, status: 'E' } });
    expect(put.statusCode, put.body).toBe(403);
    expect(await flagOf(resource, draft)).toBe('D');
  });

  test('an admin publishes and unpublishes by the flag (the spec\'s form) as by the steps', async () => {
    const id = await createRecord(resource, 'E');
    expect(await stateOf(resource, id)).toMatchObject({ state: 'published', status: 'E' });
    await stepped(resource, id, admin, { step: 'unpublish' });
    expect(await flagOf(resource, id)).toBe('D');
    await stepped(resource, id, admin, { step: 'archive' });
    expect(await stateOf(resource, id)).toMatchObject({ state: 'archived', status: 'D', steps: ['unarchive'] });
  });
});

describe('a step from a state that does not allow it', () => {
  test('is a 409 naming both states, from every state, for every step', async () => {
    const id = await createRecord('ui/banners');
    for (const state of lifecycleStates) {
      for (const name of lifecycleStepNames) {
        if ((lifecycleSteps[name].from as readonly string[]).includes(state)) continue;
        await putInState('ui/banners', id, state);
        const response = await step('ui/banners', id, admin, { step: name, at: new Date(Date.now() + HOUR).toISOString(), reason: 'Because' });
        expect(response.statusCode, `${name} from ${state}`).toBe(409);
        expect(response.json<{ message: string }>().message).toMatch(/^An item that is .+ cannot go to .+ \(.+ takes an item that is .+\)$/);
      }
    }
  });

  test('the message names the state it is in and the one the step leads to', async () => {
    const id = await createRecord('ui/alerts', 'E');
    const response = await step('ui/alerts', id, editor, { step: 'submit' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: 'An item that is Published cannot go to In review (Submit for review takes an item that is Draft)' });
  });

  test('an unknown record is a 404; an unknown step a 400 naming the field', async () => {
    expect((await step('feeds', 999_999, admin, { step: 'publish' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/feed/999999/state', headers: bearer(admin) })).statusCode).toBe(404);
    const unknown = await step('feeds', await createRecord('feeds'), admin, { step: 'launch' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ fieldErrors: { step: expect.any(String) } });
  });
});

describe('scheduled publication', () => {
  test('a time that has passed, or none, is a 400 naming `at`', async () => {
    const id = await createRecord('ui/banners');
    for (const payload of [{ step: 'schedule' }, { step: 'schedule', at: new Date(Date.now() - 1000).toISOString() }]) {
      const response = await step('ui/banners', id, admin, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ fieldErrors: { at: expect.any(String) } });
    }
  });

  test('a scheduled banner is published at its time, once, by the job runner, and only then shows in the public layout', async () => {
    const id = await createRecord('ui/banners');
    const at = new Date(Date.now() + 1500).toISOString();
    expect(await stepped('ui/banners', id, admin, { step: 'schedule', at })).toMatchObject({ state: 'scheduled', status: 'D', publishAt: at });
    const publicIds = async () =>
      (await app.inject({ method: 'GET', url: '/data/layout?layoutType=home' })).json<{ banners: { id: number }[] }>().banners.map((banner) => banner.id);
    expect(await publicIds()).not.toContain(id);
    // The job waits for its time out of the admin's list of background jobs.
    const kinds = async () => (await app.inject({ method: 'GET', url: '/api/jobs', headers: bearer(admin) })).json<{ kind: string; status: string }[]>();
    expect((await kinds()).filter((job) => job.kind === 'editorial/publish')).toEqual([]);

    await app.jobs.drain();
    expect((await kinds()).filter((job) => job.kind === 'editorial/publish')).toEqual([expect.objectContaining({ status: 'done' })]);
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(at));
    expect(await stateOf('ui/banners', id)).toMatchObject({ state: 'published', status: 'E', publishAt: null });
    expect(await publicIds()).toContain(id);
    const publications = (await entriesOf(app, 'ui/banners', id)).filter((entry) => entry.action === 'publish');
    expect(publications).toHaveLength(1);
    expect(publications[0]).toMatchObject({ actor: { name: 'Ada Admin' }, jobId: expect.any(Number) });
  });

  test('scheduled again or unscheduled, the former time publishes nothing', async () => {
    const again = await createRecord('ui/alerts');
    const gone = await createRecord('ui/alerts');
    await stepped('ui/alerts', again, admin, { step: 'schedule', at: new Date(Date.now() + 500).toISOString() });
    const later = new Date(Date.now() + HOUR).toISOString();
    await stepped('ui/alerts', again, admin, { step: 'schedule', at: later });
    await stepped('ui/alerts', gone, admin, { step: 'schedule', at: new Date(Date.now() + 500).toISOString() });
    expect(await stepped('ui/alerts', gone, admin, { step: 'unschedule' })).toMatchObject({ state: 'draft', publishAt: null });
    // Past the former times, and a poll of the job runner later (it looks every second).
    await new Promise((resolve) => setTimeout(resolve, 1800));
    expect(await stateOf('ui/alerts', again)).toMatchObject({ state: 'scheduled', publishAt: later });
    expect(await stateOf('ui/alerts', gone)).toMatchObject({ state: 'draft' });
    // One job waits, for the later time.
    const waiting = await app.db.selectFrom('jobs').select('id').where('kind', '=', 'editorial/publish').where('status', '=', 'queued').execute();
    expect(waiting).toHaveLength(1);
    await stepped('ui/alerts', again, admin, { step: 'unschedule' });
  });

  test('a time that passed while no server ran is published when one starts', async () => {
    const second = await createTestApp();
    try {
      const token = (await signIn(second.app, await createStaff(second.app, { role: AdminRole.ADMIN }))).access_token;
      const response = await second.app.inject({
        method: 'POST',
        url: '/api/ui/banners',
        headers: bearer(token),
        payload: { title: 'Down', layoutType: 'home', position: 1, startAt: new Date().toISOString(), endAt: null, status: 'D' },
      });
      const { id } = response.json<{ id: number }>();
      const scheduled = await second.app.inject({
        method: 'POST',
        url: `/api/ui/banners/${id}/steps`,
        headers: bearer(token),
        payload: { step: 'schedule', at: new Date(Date.now() + 300).toISOString() },
      });
      expect(scheduled.statusCode, scheduled.body).toBe(200);
      const { config } = second.app;
      await second.app.close();
      await new Promise((resolve) => setTimeout(resolve, 500));
      const restarted = await buildApp(config);
      await restarted.jobs.drain();
      const state = await restarted.db.selectFrom('editorial_states').select('state').where('resource', '=', 'ui/banners').where('record_id', '=', id).executeTakeFirstOrThrow();
      expect(state.state).toBe('published');
      await restarted.close();
    } finally {
      await second.close().catch(() => undefined);
    }
  });
});

describe('versions of a state', () => {
  test('the state answers its ETag; a step with an If-Match that is no longer current is a 412 with the current state', async () => {
    const id = await createRecord('ui/banners');
    const read = await app.inject({ method: 'GET', url: `/api/ui/banners/${id}/state`, headers: bearer(admin) });
    const etag = read.headers.etag as string;
    expect(etag).toMatch(/^"/);
    const at = new Date(Date.now() + HOUR).toISOString();
    const first = await app.inject({ method: 'POST', url: `/api/ui/banners/${id}/steps`, headers: { ...bearer(admin), 'if-match': etag }, payload: { step: 'schedule', at } });
    expect(first.statusCode, first.body).toBe(200);
    // A second person's move from the same copy (a calendar drag) finds it changed.
    const later = new Date(Date.now() + 2 * HOUR).toISOString();
    const stale = await app.inject({ method: 'POST', url: `/api/ui/banners/${id}/steps`, headers: { ...bearer(admin), 'if-match': etag }, payload: { step: 'schedule', at: later } });
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ current: { state: 'scheduled', publishAt: at } });
    const fresh = await app.inject({ method: 'POST', url: `/api/ui/banners/${id}/steps`, headers: { ...bearer(admin), 'if-match': first.headers.etag as string }, payload: { step: 'schedule', at: later } });
    expect(fresh.statusCode, fresh.body).toBe(200);
    await stepped('ui/banners', id, admin, { step: 'unschedule' });
  });
});

describe('the review queue', () => {
  const queueOf = async (token: string, query = '') => {
    const response = await app.inject({ method: 'GET', url: `/api/editorial/queue${query}`, headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ items: { resource: string; recordId: number; title: string; state: string; reason: string | null }[]; total: number; waiting: number }>();
  };

  test("an admin's queue holds what is in review, oldest first; an editor's their own submissions, with the reason of what was sent back", async () => {
    const fresh = await createTestApp();
    try {
      const token = async (role: AdminRole, name: string) => {
        const staff = await createStaff(fresh.app, { role, name });
        return { id: staff.id, token: (await signIn(fresh.app, staff)).access_token };
      };
      const [boss, eddie, other] = [await token(AdminRole.ADMIN, 'Boss'), await token(AdminRole.EDITOR, 'Eddie'), await token(AdminRole.EDITOR, 'Olga')];
      const banner = async (title: string, by: string) => {
        const response = await fresh.app.inject({
          method: 'POST',
          url: '/api/ui/banners',
          headers: bearer(by),
          payload: { title, layoutType: 'home', position: 1, startAt: new Date().toISOString(), endAt: null, status: 'D' },
        });
        return response.json<{ id: number }>().id;
      };
      const move = (id: number, by: string, payload: object) =>
        fresh.app.inject({ method: 'POST', url: `/api/ui/banners/${id}/steps`, headers: bearer(by), payload });
      const first = await banner('First in', eddie.token);
      const second = await banner('Second in', other.token);
      const sentBack = await banner('Sent back', eddie.token);
      await banner('Still a draft', eddie.token);
      for (const id of [first, second, sentBack]) await move(id, id === second ? other.token : eddie.token, { step: 'submit' });
      await move(sentBack, boss.token, { step: 'reject', reason: 'Too long' });

      const forBoss = await fresh.app.inject({ method: 'GET', url: '/api/editorial/queue', headers: bearer(boss.token) });
      expect(forBoss.json()).toMatchObject({
        total: 2,
        waiting: 2,
        items: [
          { resource: 'ui/banners', recordId: first, title: 'First in', state: 'in_review', author: { name: 'Eddie' } },
          { recordId: second, title: 'Second in', author: { name: 'Olga' } },
        ],
      });
      const count = async (token: string) => (await fresh.app.inject({ method: 'GET', url: '/api/editorial/queue/count', headers: bearer(token) })).json();
      expect(await count(boss.token)).toEqual({ total: 2, waiting: 2 });
      expect(await count(eddie.token)).toEqual({ total: 2, waiting: 1 });
      const forEddie = (await fresh.app.inject({ method: 'GET', url: '/api/editorial/queue', headers: bearer(eddie.token) })).json();
      expect(forEddie).toMatchObject({ total: 2, waiting: 1 });
      expect(forEddie.items).toEqual([
        expect.objectContaining({ recordId: first, state: 'in_review', reason: null }),
        expect.objectContaining({ recordId: sentBack, state: 'draft', reason: 'Too long' }),
      ]);
      // Submitted again, the reason is gone and it waits for the admin once more.
      await move(sentBack, eddie.token, { step: 'submit' });
      expect((await fresh.app.inject({ method: 'GET', url: '/api/editorial/queue', headers: bearer(eddie.token) })).json()).toMatchObject({ total: 2, waiting: 0 });
      expect((await fresh.app.inject({ method: 'GET', url: '/api/editorial/queue?resource=e-books', headers: bearer(boss.token) })).json()).toMatchObject({ total: 0, items: [] });
    } finally {
      await fresh.close();
    }
  });

  test("an editor's queue leaves out the feed, which it may not open; an unknown resource is a 400", async () => {
    const id = await createRecord('feeds');
    await stepped('feeds', id, admin, { step: 'submit' });
    expect((await queueOf(admin)).items.map((item) => item.recordId)).toContain(id);
    expect((await queueOf(editor, '?resource=feeds')).items).toEqual([]);
    const unknown = await app.inject({ method: 'GET', url: '/api/editorial/queue?resource=orders', headers: bearer(editor) });
    expect(unknown.statusCode).toBe(400);
  });
});
