import type { FastifyPluginAsync } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { SearchKind } from '../../contract/search';
import { writeAudit } from '../../server/audit/record';
import type { BulkDefinition } from '../../server/bulk/definition';
import type { RecordStep } from '../../server/jobs/handler';
import { bulkRoutes } from '../../server/bulk/routes';
import { querySelection } from '../../server/bulk/selection';
import { dialectOf } from '../../server/db/dialect';
import type { Database } from '../../server/db/schema';
import { type ListExport, listOrder, sendListExport } from '../../server/exports/listExport';
import { route } from '../../server/lib/route';
import { type Widget, widgetOperations as operations } from './contract';
import { widgets } from './declaration';

/** The test resource's table, of its own: created by the plugin, on either database. */
interface WidgetTables {
  test_widgets: { id: number; name: string };
}
const widgetDb = (db: Kysely<Database>) => db as unknown as Kysely<WidgetTables>;
const widgetsOf = (db: Kysely<Database>, filter: { q?: string }) => {
  const query = widgetDb(db).selectFrom('test_widgets');
  return filter.q ? query.where('name', 'like', `%${filter.q}%`) : query;
};
const filtered = (db: Kysely<Database>, filter: { q?: string }) => widgetsOf(db, filter) as never;

const widgetsBulk = {
  list: widgets.name,
  selection: querySelection({ keyColumn: 'test_widgets.id', filtered }),
  actions: {
    delete: {
      apply: async (trx: Kysely<Database>, step: RecordStep, id: number) => {
        const gone = await widgetDb(trx).deleteFrom('test_widgets').where('id', '=', id).returning('name').executeTakeFirst();
        if (!gone) throw new Error('No such widget');
        await writeAudit(trx, step.author, { action: 'delete', resource: widgets.name as never, recordId: id, label: gone.name, changes: [] });
      },
    },
  },
} as unknown as BulkDefinition<never, { q?: string }>;

const widgetExport = {
  name: widgets.export.operation,
  file: 'widgets',
  audit: widgets.name,
  rows: (db: Kysely<Database>, query: { q?: string }) => widgetsOf(db, query).selectAll(),
  id: 'test_widgets.id',
  order: (query: { sortBy?: string; sortDirection?: 'ASC' | 'DESC' }) =>
    listOrder({ sortExpression: { name: sql.ref('name') }, defaultSort: 'name', id: 'test_widgets.id' }, query as never),
  items: (_db: unknown, rows: Widget[]) => rows,
  cells: { name: (item: Widget) => item.name },
} as unknown as ListExport<never, never, Widget>;

/** The test resource's routes, as an area's routes.ts binds them; the test registers it. */
const widgetRoutes: FastifyPluginAsync = async (app) => {
  const db = widgetDb(app.db);
  const id = dialectOf(app.db) === 'postgres' ? ('serial' as const) : ('integer' as const);
  await db.schema
    .createTable('test_widgets')
    .ifNotExists()
    .addColumn('id', id, (column) => (dialectOf(app.db) === 'postgres' ? column.primaryKey() : column.primaryKey().autoIncrement()))
    .addColumn('name', 'text', (column) => column.notNull())
    .execute();

  route(app, operations.listWidgets, async (request) => {
    const rows = await widgetsOf(app.db, request.body).selectAll().orderBy('name').execute();
    return { content: rows, totalElements: rows.length, page: 0, size: rows.length };
  });
  route(app, operations.createWidget, async (request, reply) => {
    const created = await db.insertInto('test_widgets').values({ name: request.body.name } as never).returningAll().executeTakeFirstOrThrow();
    await writeAudit(app.db, request, { action: 'create', resource: widgets.name as never, recordId: created.id, label: created.name, changes: [] });
    return reply.code(201).send(created);
  });
  route(app, operations.exportWidgets, (request, reply) => sendListExport(request, reply, widgetExport, request.query as never));
  bulkRoutes(app, operations.bulkWidgets, widgetsBulk);
  app.finders.add(widgets.name as SearchKind, async (finderDb, q, limit) =>
    (await widgetDb(finderDb).selectFrom('test_widgets').selectAll().where('name', 'like', `%${q}%`).limit(limit).execute()).map((row) => ({ id: row.id, title: row.name })),
  );

};

export default widgetRoutes;
