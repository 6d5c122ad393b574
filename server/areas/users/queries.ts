import type { AdminRole } from '../../../contract/enums';
import type { Profile, ProfileUpdateValues } from '../../../contract/users';
import type { Db } from '../../db';
import { notFound } from '../../errors';
import { revokeUserSessions } from '../../lib/sessions';
import { mediaUrl } from '../../lib/uploads';

/** The profile's reads and writes, shared by its route module. */

export const missing = 'No such user';

export function findProfile(db: Db, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'role', 'theme', 'locale', 'phone', 'avatar_path', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

export const toProfile = (row: ProfileRow): Profile => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role as AdminRole | null,
  theme: row.theme,
  locale: row.locale,
  phone: row.phone,
  avatarUrl: mediaUrl(row.avatar_path),
  createdAt: row.created_at,
});

/** The user's profile; a user that is gone is a 404. */
export async function profileOf(db: Db, id: number): Promise<Profile> {
  const row = await findProfile(db, id);
  if (!row) throw notFound(missing);
  return toProfile(row);
}

/** Writes the fields given (the update's output: trimmed, an empty phone as null); absent ones stay. */
export async function updateProfile(db: Db, id: number, { name, theme, locale, phone }: ProfileUpdateValues): Promise<void> {
  if (name !== undefined || theme !== undefined || locale !== undefined || phone !== undefined) {
    await db.updateTable('users').set({ name, theme, locale, phone }).where('id', '=', id).execute();
  }
}

/** The path of the user's avatar (null: none); undefined when the user does not exist. */
export async function readAvatarPath(db: Db, id: number): Promise<string | null | undefined> {
  return (await db.selectFrom('users').select('avatar_path').where('id', '=', id).executeTakeFirst())?.avatar_path;
}

/** Points the user at a new avatar path, only while it is still `previous`; answers whether it did. */
export async function writeAvatarPath(db: Db, id: number, previous: string | null, next: string | null): Promise<boolean> {
  const updated = await db
    .updateTable('users')
    .set({ avatar_path: next })
    .where('id', '=', id)
    .where('avatar_path', previous === null ? 'is' : '=', previous)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/** The password hash and e-mail of a user whose session was just checked. */
export function findPasswordOwner(db: Db, id: number) {
  return db.selectFrom('users').select(['password_hash', 'email']).where('id', '=', id).executeTakeFirstOrThrow();
}

/**
 * Sets the user's new password hash and ends every other session of the user (not
 * `keepSessionId`), with the audit entry `audit` writes, in one transaction.
 */
export async function changePassword(
  db: Db,
  id: number,
  passwordHash: string,
  keepSessionId: number | null,
  audit: (trx: Db) => Promise<void>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', id).execute();
    await revokeUserSessions(trx, id, keepSessionId);
    await audit(trx);
  });
}
