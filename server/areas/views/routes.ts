import type { FastifyPluginAsync } from 'fastify';
import { viewsOperations as operations } from '../../../contract/views';
import { route } from '../../lib/route';
import { keepListColumns, listColumnsOf, setDefaultView } from './preferences';
import { listViews } from './queries';
import { createView, deleteView, updateView } from './writes';

/** Saved views and column choices of the console's lists (contract/views.ts); the rules are in server/areas/views/. */
const viewRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  route(app, operations.listSavedViews, async (request) => listViews(db, request.user!, request.query.list));

  route(app, operations.createSavedView, async (request, reply) => reply.code(201).send(await createView(db, request, request.body)));

  route(app, operations.updateSavedView, async (request) => updateView(db, request, request.params.id, request.body));

  route(app, operations.deleteSavedView, async (request, reply) => {
    await deleteView(db, request, request.params.id);
    return reply.code(204).send(null);
  });

  route(app, operations.setDefaultSavedView, async (request) =>
    setDefaultView(db, request.user!, request.body.list, request.body.viewId),
  );

  route(app, operations.getListColumns, async (request) => listColumnsOf(db, request.user!, request.query.list));

  route(app, operations.putListColumns, async (request) => keepListColumns(db, request.user!, request.body));
};

export default viewRoutes;
