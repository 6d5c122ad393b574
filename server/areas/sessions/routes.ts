import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { mayManage } from '../../../contract/accessRules';
import { sessionsOperations as operations } from '../../../contract/sessions';
import type { Db } from '../../db';
import { notFound } from '../../errors';
import { route } from '../../lib/route';
import { type AuditedUser, writeUserAudit } from '../staff/audit';
import { findStaffMember, roleRefusal } from '../staff/queries';
import { describeUserAgent, endOtherSessions, endSession, liveSessionsOf, toSessionInfo } from './queries';

/**
 * Sessions staff can see and end (contract/sessions.ts, docs/api.md "Sessions"): one's own, and
 * those of a staff member one may manage (contract/accessRules.ts `mayManage`, as for signing
 * them out everywhere). Each ending is audited as a change of the session's owner.
 */
const sessionRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app;
  const sessionsOf = async (userId: number, currentId: number | null) =>
    (await liveSessionsOf(db, userId, new Date(), config.sessionIdleMs)).map((row) => toSessionInfo(row, currentId));

  /** Ends a session of `owner` and audits it, or answers 404 when it is not one of theirs still open. */
  const end = async (request: FastifyRequest, owner: AuditedUser, sessionId: number) => {
    await db.transaction().execute(async (trx: Db) => {
      const ended = await endSession(trx, owner.id, sessionId);
      if (!ended) throw notFound('No such session');
      const { browser, os } = describeUserAgent(ended.user_agent);
      await writeUserAudit(trx, request, owner, { action: 'endSession', details: { sessionId, browser, os } });
    });
  };

  /** The staff member a call is about, when the caller may manage them. */
  const managedStaff = async (request: FastifyRequest, id: number) => {
    const target = await findStaffMember(db, id);
    if (!target) throw notFound('No such staff member');
    if (!mayManage(request.user!.role, target.role)) throw roleRefusal();
    return target;
  };

  route(app, operations.listMySessions, async (request) => sessionsOf(request.user!.id, request.user!.sessionId));

  route(app, operations.endMySession, async (request, reply) => {
    await end(request, request.user!, request.params.id);
    return reply.code(204).send(null);
  });

  route(app, operations.endMyOtherSessions, async (request) => {
    const self = request.user!;
    const ended = await db.transaction().execute(async (trx) => {
      const count = self.sessionId === null ? 0 : await endOtherSessions(trx, self.id, self.sessionId);
      if (count > 0) await writeUserAudit(trx, request, self, { action: 'signOutOthers', details: { ended: count } });
      return count;
    });
    return { ended };
  });

  route(app, operations.listStaffSessions, async (request) => {
    const target = await managedStaff(request, request.params.id);
    return sessionsOf(target.id, request.user!.sessionId);
  });

  route(app, operations.endStaffSession, async (request, reply) => {
    const target = await managedStaff(request, request.params.id);
    await end(request, target, request.params.sessionId);
    return reply.code(204).send(null);
  });
};

export default sessionRoutes;
