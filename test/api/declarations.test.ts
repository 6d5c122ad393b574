import { afterAll, expect, test, vi } from 'vitest';
import { declareResource } from '../../contract/resources/declaration';

/*
 * A resource declared (contract/resources/) without its server side: the start stops and names
 * what is missing, as it does for a route without an access rule.
 */
const widgets = declareResource({
  name: 'test/widgets',
  area: 'ui',
  api: '/api/test/widgets',
  searchable: true,
  bulk: { operation: 'bulkWidgets', actions: ['enable', 'delete'] },
});

vi.mock('../../contract/resources', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../contract/resources')>();
  const resourceDeclarations = [...actual.resourceDeclarations, widgets];
  return {
    ...actual,
    resourceDeclarations,
    declarationsWith: (feature: string) => resourceDeclarations.filter((declaration) => feature in declaration),
  };
});
vi.resetModules();
const { createTestApp } = await import('./helpers');
// The API tests share their modules per worker: the next file gets the real declarations.
afterAll(() => {
  vi.doUnmock('../../contract/resources');
  vi.resetModules();
});

test('a resource declared searchable and with bulk actions that no area serves stops the start, naming them', async () => {
  const { app, close } = await createTestApp();
  try {
    await expect(app.ready()).rejects.toThrow(
      'Resources declared without their server side: test/widgets (bulk action enable), test/widgets (bulk action delete), test/widgets (search)',
    );
  } finally {
    await close();
  }
});
