import { sql } from 'kysely';
import { AdminRole } from '../../../contract/enums';
import type { StaffMember } from '../../../contract/staff';
import type { Config } from '../../config';
import type { Db } from '../../db';
import { conflict, forbidden } from '../../errors';
import { accountTokenTtlMs, issueAccountToken } from '../../lib/accountTokens';
import { staffMail } from '../../mail/staffMail';
import type { Mailer } from '../../plugins/mail';

/** The staff's reads, writes and refusals, shared by its route module. */

const { SUPER_ADMIN } = AdminRole;

export const roleRefusal = () =>
  forbidden('An administrator may manage editors and customers only; administrators are managed by a super administrator.');

export const lastSuperAdmin = (what: string) =>
  conflict(`This is the last active super administrator: ${what}. Make another user a super administrator first.`);

export function staffMembers(db: Db) {
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

export const toStaffMember = (row: StaffRow): StaffMember => ({
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

export async function findStaffMember(db: Db, id: number): Promise<StaffMember | undefined> {
  const row = await staffMembers(db).where('users.id', '=', id).executeTakeFirst();
  return row && toStaffMember(row);
}

/** Whether another unblocked SUPER_ADMIN than `userId` exists. */
export async function anotherSuperAdmin(db: Db, userId: number): Promise<boolean> {
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

/**
 * Sends the invitation e-mail with a fresh verify-email link (earlier links are voided); given a
 * transaction, the link and the message are written in it, with the invitation's audit entry.
 */
export async function sendInvitation(db: Db, mailer: Mailer, config: Config, user: { id: number; name: string; email: string }) {
  const token = await issueAccountToken(db, user.id, 'verify-email');
  const link = `${config.publicUrl}/#/verify-email/${user.id}/${token}`;
  // In the language the person chose, should they have one (a new staff member has none: English).
  const chosen = await db.selectFrom('users').select('locale').where('id', '=', user.id).executeTakeFirst();
  const invitation = staffMail(
    'invitation',
    { email: user.email, locale: chosen?.locale },
    { name: user.name, publisher: config.publisherName, link },
    new Date(Date.now() + accountTokenTtlMs['verify-email']).toISOString(),
  );
  await mailer.send(invitation, { db });
}
