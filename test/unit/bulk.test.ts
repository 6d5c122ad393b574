/** Bulk actions in the console: the selection sent, the request, who is offered which action. */
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { mayRunBulkAction } from '../../contract/accessRules';
import { AdminRole } from '../../contract/enums';
import { bulkSelectionOf, startBulkAction } from '../../src/components/bulk/startBulkAction';
import { origin, signedInApi } from './browserGlobals';

describe('the selection', () => {
  test('"all matching" sends the list\'s filter, without its empty values, never the ids', () => {
    expect(bulkSelectionOf(true, [1, 2, 3], { q: 'autumn', status: '', contentType: null, tag: undefined })).toEqual({ filter: { q: 'autumn' } });
  });

  test('otherwise the ticked ids', () => {
    expect(bulkSelectionOf(false, [4, 5], { q: 'autumn' })).toEqual({ ids: [4, 5] });
  });
});

describe('who is offered which action', () => {
  test('editors run the catalogue\'s and the mobile UI\'s, never block customers or touch orders', () => {
    expect(mayRunBulkAction(AdminRole.EDITOR, 'ebooks', 'set-category')).toBe(true);
    expect(mayRunBulkAction(AdminRole.EDITOR, 'banners', 'delete')).toBe(true);
    expect(mayRunBulkAction(AdminRole.EDITOR, 'customers', 'block')).toBe(false);
    expect(mayRunBulkAction(AdminRole.EDITOR, 'orders', 'recheck-payment')).toBe(false);
    expect(mayRunBulkAction(AdminRole.ADMIN, 'customers', 'block')).toBe(true);
    expect(mayRunBulkAction(null, 'feed', 'disable')).toBe(false);
  });
});

describe('the request', () => {
  const sent: { method: string; path: string; body: unknown; authorization: string | null }[] = [];
  signedInApi(
    [
      http.post(`${origin}/api/*`, async ({ request }) => {
        sent.push({ method: request.method, path: new URL(request.url).pathname, body: await request.json(), authorization: request.headers.get('authorization') });
        return HttpResponse.json({ id: 9, kind: 'x', status: 'queued', total: null, done: 0, failed: 0, errors: [], message: null, createdAt: '', startedAt: null, finishedAt: null }, { status: 202 });
      }),
    ],
    () => {
      sent.length = 0;
    },
  );

  test('is POST <list>/bulk/<action> with the selection, answering the job', async () => {
    const job = await startBulkAction('feed', 'disable', { filter: { q: 'autumn' } });
    expect(job.id).toBe(9);
    expect(sent).toEqual([{ method: 'POST', path: '/api/feed/bulk/disable', body: { filter: { q: 'autumn' } }, authorization: 'Bearer token-7' }]);
  });

  test('by the list\'s own path, with the action\'s value', async () => {
    await startBulkAction('ebooks', 'set-category', { ids: [3, 4] }, { categoryId: 12 });
    await startBulkAction('customers', 'block', { ids: [5] });
    await startBulkAction('appConfig', 'delete', { ids: ['feed.page_size'] });
    expect(sent.map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/api/ebooks/bulk/set-category', body: { ids: [3, 4], categoryId: 12 } },
      { path: '/api/customers/bulk/block', body: { ids: [5] } },
      { path: '/api/ui/app-config/bulk/delete', body: { ids: ['feed.page_size'] } },
    ]);
  });
});
