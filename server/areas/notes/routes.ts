import type { FastifyPluginAsync } from 'fastify';
import { notesOperations as operations } from '../../../contract/notes';
import { route } from '../../lib/route';
import { addNote, deleteNote, listNotes } from './queries';

/** Staff notes on orders and customers (contract/notes.ts); their queries are in server/areas/notes/. */
const noteRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  route(app, operations.listOrderNotes, async (request) => listNotes(db, 'orders', request.params.id, request.user!.id));

  route(app, operations.addOrderNote, async (request, reply) =>
    reply.code(201).send(await addNote(db, request, 'orders', request.params.id, request.body.body)),
  );

  route(app, operations.deleteOrderNote, async (request, reply) => {
    await deleteNote(db, request, 'orders', request.params.id, request.params.noteId);
    return reply.code(204).send(null);
  });

  route(app, operations.listCustomerNotes, async (request) => listNotes(db, 'users/customers', request.params.id, request.user!.id));

  route(app, operations.addCustomerNote, async (request, reply) =>
    reply.code(201).send(await addNote(db, request, 'users/customers', request.params.id, request.body.body)),
  );

  route(app, operations.deleteCustomerNote, async (request, reply) => {
    await deleteNote(db, request, 'users/customers', request.params.id, request.params.noteId);
    return reply.code(204).send(null);
  });
};

export default noteRoutes;
