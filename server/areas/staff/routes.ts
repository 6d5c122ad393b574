import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { mayListStaff, mayManage } from '../../../contract/accessRules';
import { AdminRole } from '../../../contract/enums';
import { staffOperations as operations } from '../../../contract/staff';
import { changesBetween } from '../../audit/changes';
import { conflict, forbidden, notFound } from '../../errors';
import { revokeUserSessions } from '../../lib/sessions';
import { route } from '../../lib/route';
import { restrictiveRole, writeUserAudit } from './audit';
import { setBlocked } from './blocking';
import {
  anotherSuperAdmin,
  findStaffMember,
  lastSuperAdmin,
  roleRefusal,
  sendInvitation,
  staffMembers,
  toStaffMember,
} from './queries';
import { staffExport } from './export';
import { sendListExport } from '../../exports/listExport';
import { coded } from '../../../contract/apiMessages';

const { SUPER_ADMIN } = AdminRole;

/**
 * The staff's operations (contract/staff.ts); its queries are in server/areas/staff/. Who may manage
 * whom is the contract's rule (contract/accessRules.ts `mayManage`), which the console shows by.
 */
const staffRoutes: FastifyPluginAsync = async (app) => {
  const { db, mailer, config } = app;

  route(app, operations.listStaff, async (request) => {
    const roles = request.query.role;
    if (!mayListStaff(request.user!.role, roles)) throw forbidden();
    const rows = await staffMembers(db)
      .where('users.role', 'in', roles)
      .orderBy(sql`lower(users.name)`)
      .orderBy('users.id')
      .execute();
    return rows.map(toStaffMember);
  });

  route(app, operations.inviteStaffMember, async (request, reply) => {
    const { name, email, role } = request.body;
    if (!mayManage(request.user!.role, role)) throw roleRefusal();
    const duplicate = () => conflict(coded('email_taken'), { email: coded('email_taken') });
    const existing = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    if (existing) throw duplicate();
    let id: number;
    try {
      id = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('users')
          .values({ name, email, role, password_hash: null, created_at: new Date().toISOString() })
          .returning('id')
          .executeTakeFirstOrThrow();
        const invited = { id: row.id, name, email, role };
        await sendInvitation(trx, mailer, config, invited);
        await writeUserAudit(trx, request, invited, { action: 'invite', changes: changesBetween({}, { name, email, role }) });
        return row.id;
      });
    } catch (error) {
      // Another request created the same e-mail in between.
      if (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()) throw duplicate();
      throw error;
    }
    return reply.code(201).send((await findStaffMember(db, id))!);
  });

  route(app, operations.resendStaffInvitation, async (request) => {
    const target = await findStaffMember(db, request.params.id);
    if (!target) throw notFound('No such staff member');
    if (!mayManage(request.user!.role, target.role)) throw roleRefusal();
    if (target.emailVerified) throw conflict('This user has already accepted the invitation and verified the e-mail address.');
    await db.transaction().execute(async (trx) => {
      await sendInvitation(trx, mailer, config, target);
      await writeUserAudit(trx, request, target, { action: 'invite', details: { resent: true } });
    });
    return (await findStaffMember(db, target.id))!;
  });

  route(app, operations.changeStaffRole, async (request) => {
    const self = request.user!;
    const { role } = request.body;
    const target = await findStaffMember(db, request.params.id);
    if (!target) throw notFound('No such staff member');
    if (!mayManage(self.role, target.role) || !mayManage(self.role, role)) throw roleRefusal();
    if (target.role === SUPER_ADMIN && role !== SUPER_ADMIN && !target.blocked && !(await anotherSuperAdmin(db, target.id))) {
      throw lastSuperAdmin('the role cannot be changed');
    }
    if (target.id === self.id) throw conflict('You cannot change your own role.');
    if (role !== target.role) {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ role }).where('id', '=', target.id).execute();
        const changes = [{ field: 'role', from: target.role, to: role }];
        const subjectRole = restrictiveRole(target.role, role);
        await writeUserAudit(trx, request, target, { action: 'changeRole', changes, subjectRole });
      });
    }
    return (await findStaffMember(db, target.id))!;
  });

  route(app, operations.signOutStaffMember, async (request, reply) => {
    const target = await findStaffMember(db, request.params.id);
    if (!target) throw notFound('No such staff member');
    if (!mayManage(request.user!.role, target.role)) throw roleRefusal();
    await db.transaction().execute(async (trx) => {
      await revokeUserSessions(trx, target.id);
      await writeUserAudit(trx, request, target, { action: 'signOutOthers' });
    });
    return reply.code(204).send(null);
  });

  route(app, operations.blockUnblockUser, async (request) => {
    const self = request.user!;
    const { email, blocked } = request.query;
    const target = await db
      .selectFrom('users')
      .select(['id', 'name', 'email', 'role', 'blocked_at'])
      .where('email', '=', email)
      .executeTakeFirst();
    if (!target) throw notFound('No user has this e-mail');
    if (!mayManage(self.role, target.role)) throw roleRefusal();
    const block = blocked ?? target.blocked_at === null;
    if (block && target.blocked_at === null) {
      if (target.role === SUPER_ADMIN && !(await anotherSuperAdmin(db, target.id))) throw lastSuperAdmin('it cannot be blocked');
      if (target.id === self.id) throw conflict('You cannot block yourself.');
    }
    await setBlocked(db, request, target.id, block);
    return { email: target.email, blocked: block };
  });
  route(app, operations.exportStaff, (request, reply) => {
    if (!mayListStaff(request.user!.role, request.query.role)) throw forbidden();
    return sendListExport(request, reply, staffExport, request.query);
  });
};

export default staffRoutes;
