import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { AdminRole } from '../../contract/enums';
import { widgetsDefinition } from '../addedResource/console';
import { widgets } from '../addedResource/declaration';
import { installBrowserGlobals, origin, resolveRelativeFetch } from './browserGlobals';

/*
 * The console's side of the resource test/api/addedResource.test.ts adds: its definition
 * (test/addedResource/console.ts) joins resources/index.ts's list, the third registration line
 * (here by mocking the three lists, and the operations' routes the build reads from one of them), and the console has it in the menu of the role its area
 * lets in, in the command palette, guarded by its area, listed through its operation, with its
 * bulk action, and in the screen sweep (test/e2e/screens.ts).
 */
vi.mock('../../contract/resources', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../contract/resources')>();
  const resourceDeclarations = [...actual.resourceDeclarations, widgets];
  return { ...actual, resourceDeclarations, declarationsWith: (feature: string) => resourceDeclarations.filter((declaration) => feature in declaration) };
});
vi.mock('../../contract/operations', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../contract/operations')>();
  const { widgetOperations } = await import('../addedResource/contract');
  return { ...actual, operations: { ...actual.operations, ...widgetOperations } };
});
// The console's build reads the operations' routes from contract/operations.ts (vite.config.ts): so here.
vi.mock('../../contract/operationRoutes', async () => {
  const { operations } = await import('../../contract/operations');
  return { routes: Object.fromEntries(Object.entries(operations).map(([name, { method, path }]) => [name, { method, path }])) };
});
vi.mock('../../resources', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../resources')>();
  return { ...actual, definitions: [...actual.definitions, widgetsDefinition], resourceDefinitions: [...actual.resourceDefinitions, widgetsDefinition] };
});

const { canAccess } = await import('../../contract/access');
const { mayRunBulkAction } = await import('../../contract/accessRules');
const { definitions } = await import('../../resources');
const { menuGroups } = await import('../../src/shell/layout/menuGroups');
const { buildMenu } = await import('../../src/shell/layout/menuModel');
const { en } = await import('../../src/shell/i18n/en');
const { screensFor } = await import('../../src/shell/palette/screens');
const { dataProvider, operationsTable } = await import('../../src/shell/providers');
const { screensOf } = await import('../e2e/screens');

const server = setupServer();
const sent: { path: string; body: unknown }[] = [];
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  resolveRelativeFetch();
  installBrowserGlobals();
  localStorage.setItem('auth', JSON.stringify({ id: 1, role: AdminRole.SUPER_ADMIN, access_token: 'token-1' }));
});
afterAll(() => {
  server.close();
  vi.unstubAllGlobals();
});

const usersGroupOf = (role: number) => {
  const users = buildMenu(definitions, menuGroups, role, '/dashboard').find((item) => item.label === 'app.menu.users');
  return (users?.items ?? []).filter((item) => item.visible).map((item) => item.label);
};

describe('a resource added to the console with its own files and the registration line', () => {
  test('is in the menu of the role its area lets in, labelled from its own messages, and no other', () => {
    expect(usersGroupOf(AdminRole.SUPER_ADMIN)).toContain('app.menu.widgets');
    expect(usersGroupOf(AdminRole.ADMIN)).not.toContain('app.menu.widgets');
    expect((en as { app: { menu: Record<string, string> } }).app.menu.widgets).toBe('Widgets');
  });

  test('is in the command palette with its key, and guarded by its area', () => {
    expect(screensFor(AdminRole.SUPER_ADMIN)).toContainEqual(expect.objectContaining({ path: '/test/widgets', key: 'w' }));
    expect(screensFor(AdminRole.ADMIN).map((screen) => screen.path)).not.toContain('/test/widgets');
    expect(canAccess(AdminRole.ADMIN, widgetsDefinition.access)).toBe(false);
  });

  test('is listed through its own operation', async () => {
    server.use(
      http.post(`${origin}/api/test/widgets/list`, async ({ request }) => {
        sent.push({ path: new URL(request.url).pathname, body: await request.json() });
        return HttpResponse.json({ content: [{ id: 1, name: 'Blue sprocket' }], totalElements: 1, page: 0, size: 25 });
      }),
    );
    expect(operationsTable['test/widgets']).toMatchObject({ list: 'listWidgets', create: 'createWidget', export: 'exportWidgets' });
    const page = await dataProvider.getList('test/widgets', { pagination: { page: 1, perPage: 25 }, sort: { field: 'name', order: 'ASC' }, filter: {} });
    expect(page).toEqual({ data: [{ id: 1, name: 'Blue sprocket' }], total: 1 });
    expect(sent).toEqual([{ path: '/api/test/widgets/list', body: { paginationRequest: { page: 0, size: 25, sortBy: 'name', sortDirection: 'ASC' } } }]);
  });

  test('offers its bulk action to whoever may run it, with its own texts', () => {
    expect(widgetsDefinition).toMatchObject({ name: 'test/widgets', access: 'admins', bulk: 'test/widgets', audit: 'test/widgets' });
    expect(mayRunBulkAction(AdminRole.SUPER_ADMIN, 'test/widgets' as never, 'delete' as never)).toBe(true);
    expect(mayRunBulkAction(AdminRole.ADMIN, 'test/widgets' as never, 'delete' as never)).toBe(false);
    const texts = (en as unknown as { resources: Record<string, { bulk: { jobs: Record<string, string> } }> }).resources['test/widgets'];
    expect(texts?.bulk.jobs.delete).toBe('Delete widgets');
  });

  test('is in the screen sweep: its list', () => {
    const swept = definitions.flatMap(screensOf).filter((screen) => screen.name.startsWith('test/widgets'));
    expect(swept).toEqual([{ name: 'test/widgets', access: 'admins', open: { path: '/test/widgets' } }]);
  });
});
