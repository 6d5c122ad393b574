/** Bulk actions in the console: the selection sent, the request, who is offered which action. */
import { http, HttpResponse } from 'msw';
import { HttpError } from 'react-admin';
import { describe, expect, test } from 'vitest';
import { mayRunBulkAction } from '../../contract/accessRules';
import type { BulkList } from '../../contract/bulkActions';
import { AdminRole } from '../../contract/enums';
import { bulkSelectionOf, startBulkAction } from '../../src/components/bulk/startBulkAction';
import { formatNumber } from '../../src/format';
import { i18nProvider } from '../../src/shell/i18n';
import { origin, signedInApi } from './browserGlobals';

describe('the selection', () => {
  test('"all matching" sends the list\'s filter, without its empty values, with the total confirmed, never the ids', () => {
    expect(bulkSelectionOf({ total: 2000 }, [1, 2, 3], { q: 'autumn', status: '', contentType: null, tag: undefined })).toEqual({
      filter: { q: 'autumn' },
      expectedTotal: 2000,
    });
  });

  test('otherwise the ticked ids', () => {
    expect(bulkSelectionOf(null, [4, 5], { q: 'autumn' })).toEqual({ ids: [4, 5] });
  });
});

describe('the confirmation', () => {
  const title = (list: BulkList, action: string, count: number) =>
    i18nProvider.translate(`resources.${list}.bulk.confirm`, { action, count: formatNumber(count), smart_count: count });

  test('names how many of what, the number written as the locale does', () => {
    expect(title('users/customers', 'Block', 2000)).toBe('Block 2,000 customers?');
    expect(title('feeds', 'Delete', 12)).toBe('Delete 12 feed entries?');
    expect(title('ui/alerts', 'Disable', 1)).toBe('Disable 1 alert?');
  });
});

describe('who is offered which action', () => {
  test('editors run the catalogue\'s and the mobile UI\'s, never block customers or touch orders', () => {
    expect(mayRunBulkAction(AdminRole.EDITOR, 'e-books', 'set-category')).toBe(true);
    expect(mayRunBulkAction(AdminRole.EDITOR, 'ui/banners', 'delete')).toBe(true);
    expect(mayRunBulkAction(AdminRole.EDITOR, 'users/customers', 'block')).toBe(false);
    expect(mayRunBulkAction(AdminRole.EDITOR, 'orders', 'recheck-payment')).toBe(false);
    expect(mayRunBulkAction(AdminRole.ADMIN, 'users/customers', 'block')).toBe(true);
    expect(mayRunBulkAction(null, 'feeds', 'disable')).toBe(false);
  });
});

describe('the request', () => {
  const sent: { method: string; path: string; body: unknown; authorization: string | null }[] = [];
  const server = signedInApi(
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

  test('is POST <list>/bulk/<action> with the selection and the count confirmed, answering the job', async () => {
    const job = await startBulkAction('feeds', 'disable', bulkSelectionOf({ total: 8 }, [1, 2, 3, 4, 5], { q: 'autumn' }));
    expect(job.id).toBe(9);
    expect(sent).toEqual([
      { method: 'POST', path: '/api/feed/bulk/disable', body: { filter: { q: 'autumn' }, expectedTotal: 8 }, authorization: 'Bearer token-7' },
    ]);
  });

  test('by the list\'s own path, with the action\'s value', async () => {
    await startBulkAction('e-books', 'set-category', { ids: [3, 4] }, { categoryId: 12 });
    await startBulkAction('users/customers', 'block', { ids: [5] });
    await startBulkAction('ui/app-config', 'delete', { ids: ['feed.page_size'] });
    expect(sent.map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/api/ebooks/bulk/set-category', body: { ids: [3, 4], categoryId: 12 } },
      { path: '/api/customers/bulk/block', body: { ids: [5] } },
      { path: '/api/ui/app-config/bulk/delete', body: { ids: ['feed.page_size'] } },
    ]);
  });

  test('refused because more match than confirmed, rejects with the server\'s message', async () => {
    const message = 'The filter now matches 9 records, more than the 8 you confirmed. Look at the list again and retry.';
    server.use(http.post(`${origin}/api/feed/bulk/disable`, () => HttpResponse.json({ message, errorCode: 102, total: 9, expectedTotal: 8 }, { status: 409 })));
    const refused = startBulkAction('feeds', 'disable', { filter: { q: 'autumn' }, expectedTotal: 8 });
    await expect(refused).rejects.toBeInstanceOf(HttpError);
    await expect(refused).rejects.toMatchObject({ status: 409, message });
  });
});
