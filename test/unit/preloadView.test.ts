import { describe, expect, test, vi } from 'vitest';
import { definitions } from '../../resources';
import type { PageDefinition, ResourceDefinition } from '../../src/definitions/types';
import { valuesOfAudit } from '../../src/audit/recordLinks';
import { preloadViewAt, viewAt } from '../../src/shell/preloadView';

/** The view each console path opens, whose chunk starts loading before the shell renders it (src/shell/preloadView.ts). */

const resource = (name: string) => definitions.find((definition): definition is ResourceDefinition => definition.kind !== 'page' && definition.name === name)!;
const page = (path: string) => definitions.find((definition): definition is PageDefinition => definition.kind === 'page' && definition.path === path)!;

describe('viewAt', () => {
  test('finds a list, its create page, an edit page and a show page', () => {
    expect(viewAt('/orders')).toBe(resource('orders').list);
    expect(viewAt('/orders/42/show')).toBe(resource('orders').show);
    expect(viewAt('/e-books/create')).toBe(resource('e-books').create);
    expect(viewAt('/e-books/12')).toBe(resource('e-books').edit);
  });

  test('follows a list on a path of its own, and pages', () => {
    expect(viewAt('/feeds/list')).toBe(resource('feeds').list);
    expect(viewAt('/dashboard')).toBe(page('dashboard').page);
    expect(viewAt('/analytics/revenue')).toBe(page('analytics/revenue').page);
  });

  test('finds nothing for an unknown path', () => {
    expect(viewAt('/nowhere')).toBeUndefined();
    expect(viewAt('/')).toBeUndefined();
  });

  test('a view loads once however often it is preloaded', async () => {
    const view = resource('orders').list!;
    const first = view.preload();
    expect(view.preload()).toBe(first);
    await first;
  });

  test('the Activity page loads the value formats its rows wait for beside its chunk', async () => {
    preloadViewAt('/users/activity');
    await vi.waitFor(() => expect(valuesOfAudit('orders')).toBeDefined());
    expect(valuesOfAudit('orders')!.status).toBeTypeOf('function');
  });
});
