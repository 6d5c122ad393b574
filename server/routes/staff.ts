import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { canAccess } from '../../contract/access';
import { AdminRole } from '../../contract/enums';
import {
  blockState,
  blockUnblockQuery,
  type StaffMember,
  staffCreate,
  staffListQuery,
  staffMember,
  staffRoleUpdate,
} from '../../contract/staff';
import { userId } from '../../contract/users';
import type { Config } from '../config';
import type { Db } from '../db';
import { conflict, forbidden, notFound } from '../errors';
import { issueAccountToken } from '../lib/accountTokens';
import { apiErrors, bearerAuth, errorResponses } from '../lib/openapi';
import { revokeUserSessions } from '../lib/sessions';
import type { Mailer } from '../plugins/mail';
import type { SignedInUser } from '../types';

const { SUPER_ADMIN, ADMIN, EDITOR } = AdminRole;

/**
 * Whether `actor` may act on a user of `targetRole` (invite, change the role of, block, sign out):
 * a SUPER_ADMIN on anyone, an ADMIN on editors and customers (role null), nobody else.
 */
export function mayManage(actor: SignedInUser, targetRole: number | null): boolean {
  if (actor.role === SUPER_ADMIN) return true;
  if (actor.role === ADMIN) return targetRole === EDITOR || targetRole === null;
  return false;
}

const roleRefusal = () =>
  forbidden('An administrator may manage editors and customers only; administrators are managed by a super administrator.');

function staffMembers(db: Db) {
  return db
    .selectFrom('users')
    .select((eb) => [
      'users.id',
      'users.name',
      'users.email',
      'users.role',
      'users.phone',
      'users.email_verified_at',
      'users.blocked_at',
      'users.last_sign_in_at',
      'users.created_at',
      eb
        .exists(
          eb
            .selectFrom('account_tokens')
            .select(sql<number>`1`.as('one'))
            .whereRef('account_tokens.user_id', '=', 'users.id')
            .where('account_tokens.purpose', '=', 'verify-email')
            .where('account_tokens.used_at', 'is', null),
        )
        .as('invited'),
    ])
    .where('users.role', 'is not', null);
}

type StaffRow = NonNullable<Awaited<ReturnType<ReturnType<typeof staffMembers>['executeTakeFirst']>>>;

const toStaffMember = (row: StaffRow): StaffMember => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role as AdminRole,
  phone: row.phone,
  emailVerified: row.email_verified_at !== null,
  blocked: row.blocked_at !== null,
  // SQLite answers EXISTS as 0/1, PostgreSQL as a boolean.
  invitationPending: row.email_verified_at === null && Boolean(row.invited),
  lastSignInAt: row.last_sign_in_at,
  createdAt: row.created_at,
});

async function findStaffMember(db: Db, id: number): Promise<StaffMember | undefined> {
  const row = await staffMembers(db).where('users.id', '=', id).executeTakeFirst();
  return row && toStaffMember(row);
}

/** Whether another unblocked SUPER_ADMIN than `userId` exists. */
async function anotherSuperAdmin(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', SUPER_ADMIN)
    .where('blocked_at', 'is', null)
    .where('id', '!=', userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

const lastSuperAdmin = (what: string) =>
  conflict(`This is the last active super administrator: ${what}. Make another user a super administrator first.`);

/** Sends the invitation e-mail with a fresh verify-email link (earlier links are voided). */
async function sendInvitation(db: Db, mailer: Mailer, config: Config, user: { id: number; name: string; email: string }) {
  const token = await issueAccountToken(db, user.id, 'verify-email');
  const link = `${config.publicUrl}/#/verify-email/${user.id}/${token}`;
  await mailer.send({
    to: user.email,
    subject: `Your invitation to the ${config.publisherName} console`,
    text: [
      `Hello ${user.name},`,
      '',
      `You are invited to the ${config.publisherName} console. Open this link to confirm your e-mail address and choose a password:`,
      '',
      link,
      '',
      'The link is valid for 7 days and works once. If it has expired, ask an administrator for a new invitation.',
      '',
    ].join('\n'),
  });
}

const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, mailer, config } = app;

  app.get(
    '/api/users/list',
    {
      config: { access: 'editors' },
      schema: {
        tags: ['staff'],
        summary: 'Staff members of the given role(s), as a plain array sorted by name',
        description: 'Roles 1 and 2 (the admins page) need the admins area (SUPER_ADMIN); role 4 (editors) the editors area.',
        security: bearerAuth,
        querystring: staffListQuery,
        response: { 200: z.array(staffMember), ...errorResponses(...apiErrors) },
      },
    },
    async (request) => {
      const roles = request.query.role;
      if (roles.some((role) => role !== EDITOR) && !canAccess(request.user!.role, 'admins')) throw forbidden();
      const rows = await staffMembers(db)
        .where('users.role', 'in', roles)
        .orderBy(sql`lower(users.name)`)
        .orderBy('users.id')
        .execute();
      return rows.map(toStaffMember);
    },
  );

  app.post(
    '/api/users',
    {
      config: { access: 'editors' },
      schema: {
        tags: ['staff'],
        summary: 'Invites a staff member: creates the account and e-mails an invitation link',
        description:
          'An ADMIN may create editors only, a SUPER_ADMIN any role. The link verifies the e-mail and leads to choosing a password; it is valid 7 days, once.',
        security: bearerAuth,
        body: staffCreate,
        response: { 201: staffMember, ...errorResponses(...apiErrors, 409) },
      },
    },
    async (request, reply) => {
      const { name, email, role } = request.body;
      if (!mayManage(request.user!, role)) throw roleRefusal();
      const duplicate = () => conflict('A user with this e-mail already exists', { email: 'A user with this e-mail already exists' });
      const existing = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
      if (existing) throw duplicate();
      let id: number;
      try {
        const row = await db
          .insertInto('users')
          .values({ name, email, role, password_hash: null, created_at: new Date().toISOString() })
          .returning('id')
          .executeTakeFirstOrThrow();
        id = row.id;
      } catch (error) {
        // Another request created the same e-mail in between.
        if (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()) throw duplicate();
        throw error;
      }
      await sendInvitation(db, mailer, config, { id, name, email });
      return reply.code(201).send((await findStaffMember(db, id))!);
    },
  );

  app.post(
    '/api/users/:id/invitation',
    {
      config: { access: 'editors' },
      schema: {
        tags: ['staff'],
        summary: 'Sends a new invitation link; the previous one stops working',
        description: 'An empty-body call. Same role rules as creation. 409 once the user has verified the e-mail.',
        security: bearerAuth,
        params: z.object({ id: userId }),
        response: { 200: staffMember, ...errorResponses(...apiErrors, 404, 409) },
      },
    },
    async (request) => {
      const target = await findStaffMember(db, request.params.id);
      if (!target) throw notFound('No such staff member');
      if (!mayManage(request.user!, target.role)) throw roleRefusal();
      if (target.emailVerified) throw conflict('This user has already accepted the invitation and verified the e-mail address.');
      await sendInvitation(db, mailer, config, target);
      return (await findStaffMember(db, target.id))!;
    },
  );

  app.put(
    '/api/users/:id/role',
    {
      config: { access: 'editors' },
      schema: {
        tags: ['staff'],
        summary: "Changes a staff member's role",
        description:
          'An ADMIN may manage editors only, a SUPER_ADMIN anyone. Nobody changes their own role (409); the last unblocked SUPER_ADMIN cannot be demoted (409).',
        security: bearerAuth,
        params: z.object({ id: userId }),
        body: staffRoleUpdate,
        response: { 200: staffMember, ...errorResponses(...apiErrors, 404, 409) },
      },
    },
    async (request) => {
      const self = request.user!;
      const { role } = request.body;
      const target = await findStaffMember(db, request.params.id);
      if (!target) throw notFound('No such staff member');
      if (!mayManage(self, target.role) || !mayManage(self, role)) throw roleRefusal();
      if (target.role === SUPER_ADMIN && role !== SUPER_ADMIN && !target.blocked && !(await anotherSuperAdmin(db, target.id))) {
        throw lastSuperAdmin('the role cannot be changed');
      }
      if (target.id === self.id) throw conflict('You cannot change your own role.');
      await db.updateTable('users').set({ role }).where('id', '=', target.id).execute();
      return (await findStaffMember(db, target.id))!;
    },
  );

  app.post(
    '/api/users/:id/sign-out',
    {
      config: { access: 'editors' },
      schema: {
        tags: ['staff'],
        summary: 'Ends every session of a staff member',
        description: 'An empty-body call. Same role rules as blocking (an ADMIN may sign out editors).',
        security: bearerAuth,
        params: z.object({ id: userId }),
        response: { 204: z.null().describe('Signed out everywhere'), ...errorResponses(...apiErrors, 404) },
      },
    },
    async (request, reply) => {
      const target = await findStaffMember(db, request.params.id);
      if (!target) throw notFound('No such staff member');
      if (!mayManage(request.user!, target.role)) throw roleRefusal();
      await revokeUserSessions(db, target.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/users/block-unblock',
    {
      config: { access: 'editors' },
      schema: {
        tags: ['staff'],
        summary: 'Blocks or unblocks a user (staff or customer) by e-mail; toggles unless `blocked` is given',
        description:
          'An empty-body call. An ADMIN may block editors and customers, a SUPER_ADMIN anyone; nobody blocks themselves (409); the last unblocked SUPER_ADMIN cannot be blocked (409). Blocking ends all the user\'s sessions.',
        security: bearerAuth,
        querystring: blockUnblockQuery,
        response: { 200: blockState, ...errorResponses(...apiErrors, 404, 409) },
      },
    },
    async (request) => {
      const self = request.user!;
      const { email, blocked } = request.query;
      const target = await db
        .selectFrom('users')
        .select(['id', 'email', 'role', 'blocked_at'])
        .where('email', '=', email)
        .executeTakeFirst();
      if (!target) throw notFound('No user has this e-mail');
      if (!mayManage(self, target.role)) throw roleRefusal();
      const block = blocked ?? target.blocked_at === null;
      if (block && target.blocked_at === null) {
        if (target.role === SUPER_ADMIN && !(await anotherSuperAdmin(db, target.id))) throw lastSuperAdmin('it cannot be blocked');
        if (target.id === self.id) throw conflict('You cannot block yourself.');
        await db.transaction().execute(async (trx) => {
          await trx.updateTable('users').set({ blocked_at: new Date().toISOString() }).where('id', '=', target.id).execute();
          await revokeUserSessions(trx, target.id);
        });
      } else if (!block && target.blocked_at !== null) {
        await db.updateTable('users').set({ blocked_at: null }).where('id', '=', target.id).execute();
      }
      return { email: target.email, blocked: block };
    },
  );
};

export default staffRoutes;
