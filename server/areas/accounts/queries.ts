import type { Db } from '../../db';
import { voidAccountTokens } from '../../lib/accountTokens';
import { revokeUserSessions } from '../../lib/sessions';

/** The sign-in and public account pages' reads and writes, shared by their route modules. */

/** A staff member (a user with a role) by e-mail, with what sign-in checks; customers are never found. */
export function findStaff(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'role', 'name', 'password_hash', 'blocked_at', 'locale'])
    .where('email', '=', email)
    .where('role', 'is not', null)
    .executeTakeFirst();
}

/**
 * Replaces a password hash made at a lower cost by `next`, unless the password changed meanwhile
 * (docs/api.md "Sign-in and sessions").
 */
export async function upgradePasswordHash(db: Db, id: number, previous: string, next: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: next }).where('id', '=', id).where('password_hash', '=', previous).execute();
}

/** A staff member who may ask for a password-reset link: one with a role who is not blocked. */
export function findResettableStaff(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'locale'])
    .where('email', '=', email)
    .where('role', 'is not', null)
    .where('blocked_at', 'is', null)
    .executeTakeFirst();
}

/** The user a password is set for, with the e-mail the password must not be. */
export function findUserEmail(db: Db, id: number) {
  return db.selectFrom('users').select(['id', 'email']).where('id', '=', id).executeTakeFirst();
}

/** Marks the user's e-mail verified now, unless it was already; answers whether it did. */
export async function markEmailVerified(db: Db, id: number, now: string): Promise<boolean> {
  const marked = await db
    .updateTable('users')
    .set({ email_verified_at: now })
    .where('id', '=', id)
    .where('email_verified_at', 'is', null)
    .executeTakeFirst();
  return Number(marked.numUpdatedRows) > 0;
}

/**
 * Sets a password from an e-mailed link, in one transaction: the hash, the e-mail verified, the
 * user's other setup and reset tokens voided, every session of the user ended, and the audit
 * entry `audit` writes.
 */
export async function setPasswordFromLink(db: Db, id: number, passwordHash: string, audit: (trx: Db) => Promise<void>): Promise<void> {
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', id).execute();
    await markEmailVerified(trx, id, now);
    await voidAccountTokens(trx, id, ['password-setup', 'password-reset']);
    await revokeUserSessions(trx, id);
    await audit(trx);
  });
}
