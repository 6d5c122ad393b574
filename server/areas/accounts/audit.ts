import type { FastifyRequest } from 'fastify';
import { auditContextOf } from '../../audit/record';
import type { Db } from '../../db';
import { type UserChange, writeUserAudit } from '../staff/audit';

/**
 * Writes the audit entry of an event of a user's own account (a sign-in, a sign-out, a password
 * set), with `db` the transaction of the change. The user is the actor: on the public routes of
 * sign-in and e-mailed links no one is signed in yet.
 */
export async function writeAccountAudit(db: Db, request: FastifyRequest, userId: number, change: UserChange): Promise<void> {
  const user = await db.selectFrom('users').select(['id', 'name', 'email', 'role']).where('id', '=', userId).executeTakeFirstOrThrow();
  await writeUserAudit(db, auditContextOf(request, user), user, change);
}
