import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DeepLinkTargetOption } from '../../contract/deepLinks';
import { AdminRole } from '../../contract/enums';
import type { App } from '../../server/app';
import { createEbook, createFeedEntry, createPlan } from './catalogFixtures';
import { bearer, createStaff, createTestApp, signIn } from './helpers';

describe('GET /api/ui/deep-link-targets', () => {
  let app: App;
  let editorToken: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const test = await createTestApp();
    app = test.app;
    afterAll(test.close);
    const { access_token: admin } = await signIn(app, await createStaff(app, { role: AdminRole.ADMIN }));
    ({ access_token: editorToken } = await signIn(app, await createStaff(app, { role: AdminRole.EDITOR })));
    ids.book = await createEbook(app, admin, 1, 'The Silent Harbour');
    ids.magazine = await createEbook(app, admin, 2, 'Harbour Living, Spring');
    ids.news = await createFeedEntry(app, admin, 'news', 'Harbour festival announced');
    ids.video = await createFeedEntry(app, admin, 'videos', 'A walk round the harbour');
    ids.plan = await createPlan(app, admin, 'Harbour Club');
  });

  const search = async (query: string) => {
    const response = await app.inject({ method: 'GET', url: `/api/ui/deep-link-targets?${query}`, headers: bearer(editorToken) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<DeepLinkTargetOption[]>();
  };

  test.each([
    ['news details', 1, 'news'],
    ['book details', 2, 'book'],
    ['video details', 3, 'video'],
    ['magazine details', 4, 'magazine'],
    ['subscription details', 5, 'plan'],
  ])('%s offer only the records of that kind, to an editor too', async (_name, kind, key) => {
    const found = await search(`kind=${kind}&q=harbour`);
    expect(found.map((option) => option.id)).toEqual([ids[key]]);
  });

  test('an id finds its record; `ids` names the given records', async () => {
    expect((await search(`kind=2&q=${ids.book}`)).map((option) => option.title)).toEqual(['The Silent Harbour']);
    expect(await search(`kind=2&ids=${ids.book},${ids.magazine}`)).toEqual([
      { id: ids.book, title: 'The Silent Harbour', imageUrl: null },
    ]);
  });

  test('a kind without records (login screen, URL) or no kind is a 400', async () => {
    for (const query of ['kind=6', 'kind=7', 'kind=0', '']) {
      const response = await app.inject({ method: 'GET', url: `/api/ui/deep-link-targets?${query}`, headers: bearer(editorToken) });
      expect(response.statusCode, query).toBe(400);
    }
  });
});
