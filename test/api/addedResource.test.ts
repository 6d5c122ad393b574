import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { AdminRole } from '../../contract/enums';
import { widgets } from '../addedResource/declaration';

/*
 * A resource added as docs/architecture.md "Add a resource" says, from files of its own
 * (test/addedResource/: its declaration, its contract, its routes) and the registration lines:
 * its declaration joins contract/resources/index.ts's list and its operations
 * contract/operations.ts's (here by mocking those two modules, so that the product does not ship
 * it), and its routes are registered as app.ts registers every area's. Then it is routed, guarded
 * by role, listed, audited, searchable, exported, has saved views and bulk actions, with no other
 * line anywhere. The console's side is test/unit/addedResource.test.tsx.
 */
vi.mock('../../contract/resources', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../contract/resources')>();
  const resourceDeclarations = [...actual.resourceDeclarations, widgets];
  return {
    ...actual,
    resourceDeclarations,
    declarationsWith: (feature: string) => resourceDeclarations.filter((declaration) => feature in declaration),
  };
});
vi.mock('../../contract/operations', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../contract/operations')>();
  const { widgetOperations } = await import('../addedResource/contract');
  return { ...actual, operations: { ...actual.operations, ...widgetOperations } };
});
vi.resetModules();
const { bearer, createStaff, createTestApp, signIn } = await import('./helpers');
const { default: widgetRoutes } = await import('../addedResource/routes');

const { app, close } = await createTestApp();
await app.register(widgetRoutes);
let superAdmin: string;
let admin: string;

beforeAll(async () => {
  await app.ready();
  superAdmin = (await signIn(app, await createStaff(app, { role: AdminRole.SUPER_ADMIN }))).access_token;
  admin = (await signIn(app, await createStaff(app, { role: AdminRole.ADMIN }))).access_token;
});
// The API tests share their modules per worker: the next file gets the real contract.
afterAll(async () => {
  await close();
  vi.doUnmock('../../contract/resources');
  vi.doUnmock('../../contract/operations');
  vi.resetModules();
});

const create = (token: string, name: string) => app.inject({ method: 'POST', url: '/api/test/widgets', headers: bearer(token), payload: { name } });

describe('a resource added with its own files and the registration lines', () => {
  test('is routed, and guarded by its area: an ADMIN is refused what only a SUPER_ADMIN may open', async () => {
    expect((await create(admin, 'Refused sprocket')).statusCode).toBe(403);
    const created = await create(superAdmin, 'Blue sprocket');
    expect(created.statusCode).toBe(201);
    const list = await app.inject({ method: 'POST', url: '/api/test/widgets/list', headers: bearer(superAdmin), payload: {} });
    expect(list.json().content).toEqual([{ id: created.json().id, name: 'Blue sprocket' }]);
  });

  test('is audited under its one name, and the audit log filters by it', async () => {
    const { id } = (await create(superAdmin, 'Audited sprocket')).json();
    const entries = await app.inject({
      method: 'POST',
      url: '/api/audit/list',
      headers: bearer(superAdmin),
      payload: { resource: 'test/widgets', recordId: String(id), paginationRequest: { page: 0, size: 10 } },
    });
    expect(entries.statusCode).toBe(200);
    expect(entries.json().content).toEqual([expect.objectContaining({ action: 'create', resource: 'test/widgets', label: 'Audited sprocket' })]);
  });

  test('is searchable, by whoever may open it', async () => {
    await create(superAdmin, 'Searchable gizmo');
    const found = await app.inject({ method: 'GET', url: '/api/search?q=gizmo', headers: bearer(superAdmin) });
    expect(found.json().groups).toEqual([{ kind: 'test/widgets', items: [expect.objectContaining({ title: 'Searchable gizmo' })] }]);
    const notFound = await app.inject({ method: 'GET', url: '/api/search?q=gizmo', headers: bearer(admin) });
    expect(notFound.json().groups).toEqual([]);
  });

  test('is exported as CSV with its declared columns', async () => {
    await create(superAdmin, 'Exported widget');
    const csv = await app.inject({ method: 'GET', url: '/api/test/widgets/export.csv?q=Exported', headers: bearer(superAdmin) });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toBe('Name\r\nExported widget\r\n');
    expect((await app.inject({ method: 'GET', url: '/api/test/widgets/export.csv?columns=colour', headers: bearer(superAdmin) })).statusCode).toBe(400);
  });

  test('keeps saved views of its list', async () => {
    const saved = await app.inject({ method: 'POST', url: '/api/views', headers: bearer(superAdmin), payload: { list: 'test/widgets', name: 'Sprockets', filters: { q: 'sprocket' } } });
    expect(saved.statusCode).toBe(201);
    const views = await app.inject({ method: 'GET', url: '/api/views?list=test/widgets', headers: bearer(superAdmin) });
    expect(views.json()).toMatchObject({ list: 'test/widgets', views: [expect.objectContaining({ name: 'Sprockets', list: 'test/widgets' })] });
    const refused = await app.inject({ method: 'GET', url: '/api/views?list=test/widgets', headers: bearer(admin) });
    expect(refused.statusCode).toBe(403);
  });

  test('takes its bulk actions as a job, each record audited with the job', async () => {
    const ids = await Promise.all(['Bulk one', 'Bulk two'].map(async (name) => (await create(superAdmin, name)).json().id as number));
    const started = await app.inject({ method: 'POST', url: '/api/test/widgets/bulk/delete', headers: bearer(superAdmin), payload: { ids } });
    expect(started.statusCode).toBe(202);
    expect(started.json()).toMatchObject({ kind: 'test/widgets/delete' });
    await app.jobs.drain();
    const job = await app.inject({ method: 'GET', url: `/api/jobs/${started.json().id}`, headers: bearer(superAdmin) });
    expect(job.json()).toMatchObject({ status: 'done', done: 2, failed: 0 });
    const left = await app.inject({ method: 'POST', url: '/api/test/widgets/list', headers: bearer(superAdmin), payload: { q: 'Bulk' } });
    expect(left.json().content).toEqual([]);
    expect((await app.inject({ method: 'POST', url: '/api/test/widgets/bulk/delete', headers: bearer(admin), payload: { ids } })).statusCode).toBe(403);
  });
});
