import type { FastifyPluginAsync } from 'fastify';
import { canAccess } from '../../../contract/access';
import { AdminRole } from '../../../contract/enums';
import { liveOperations as operations } from '../../../contract/live';
import { areaOf } from '../../audit/record';
import { forbidden } from '../../errors';
import { route } from '../../lib/route';
import { leave, othersPresent, renewPresence } from './presence';
import { serveStream } from './stream';

/** Live updates (contract/live.ts, docs/api.md "Live updates"): the event stream and who has a record open. */
const liveRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  route(app, operations.streamLiveEvents, async (request, reply) => serveStream(app, request, reply));

  route(app, operations.markPresent, async (request) => {
    const user = request.user!;
    const { resource, recordId } = request.body;
    // A staff member's record is read by whoever may open editors; presence says no more than that.
    const area = areaOf(resource, AdminRole.EDITOR);
    if (!canAccess(user.role, area)) throw forbidden('You may not open this record');
    await renewPresence(db, { user, resource, recordId, area });
    return { others: await othersPresent(db, user.id, resource, recordId) };
  });

  route(app, operations.markAbsent, async (request, reply) => {
    const { resource, recordId } = request.body;
    await leave(db, { user: request.user!, resource, recordId, area: areaOf(resource, AdminRole.EDITOR) });
    return reply.code(204).send(null);
  });
};

export default liveRoutes;
