import type { SecondFactorMethod, SecondFactors } from '../../../contract/secondFactors';
import type { Db } from '../../db';

/** The reads and writes of one's second factors (docs/api.md "Second factors"), shared by sign-in and enrolment. */

export function passkeysOf(db: Db, userId: number) {
  return db
    .selectFrom('passkeys')
    .select(['id', 'credential_id', 'public_key', 'counter', 'transports', 'name', 'created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

export function confirmedTotpOf(db: Db, userId: number) {
  return db
    .selectFrom('totp_secrets')
    .select(['secret', 'last_step'])
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is not', null)
    .executeTakeFirst();
}

export async function recoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** How many second factors (passkeys and a confirmed authenticator app) a person has. */
export async function factorCount(db: Db, userId: number): Promise<number> {
  const [passkeys, totp] = await Promise.all([
    db
      .selectFrom('passkeys')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
    confirmedTotpOf(db, userId),
  ]);
  return Number(passkeys.count) + (totp ? 1 : 0);
}

/** The end of the grace period of a role that requires a second factor; undefined when it requires none. */
export async function graceEndOf(db: Db, role: number): Promise<string | undefined> {
  const rule = await db.selectFrom('second_factor_rules').select('grace_ends_at').where('role', '=', role).executeTakeFirst();
  return rule?.grace_ends_at;
}

/**
 * What a sign-in without a second factor gets, by the role's requirement: nothing, a warning (the
 * grace period's end) or a session restricted to enrolment. Someone with a factor never gets here:
 * they sign in with it.
 */
export async function enforcementOf(db: Db, user: { id: number; role: number }): Promise<{ dueAt?: string; enrolmentOnly?: true }> {
  const graceEnd = await graceEndOf(db, user.role);
  if (graceEnd === undefined || (await factorCount(db, user.id)) > 0) return {};
  return new Date(graceEnd).getTime() > Date.now() ? { dueAt: new Date(graceEnd).toISOString() } : { enrolmentOnly: true };
}

/** One's own second factors as the profile shows them (contract `secondFactors`). */
export async function secondFactorsOf(db: Db, user: { id: number; role: number; enrolmentOnly?: boolean }): Promise<SecondFactors> {
  const [passkeys, totp, left, graceEnd] = await Promise.all([
    passkeysOf(db, user.id),
    confirmedTotpOf(db, user.id),
    recoveryCodesLeft(db, user.id),
    graceEndOf(db, user.role),
  ]);
  const hasFactor = passkeys.length > 0 || totp !== undefined;
  return {
    passkeys: passkeys.map((passkey) => ({
      id: passkey.id,
      name: passkey.name,
      createdAt: new Date(passkey.created_at).toISOString(),
      lastUsedAt: passkey.last_used_at === null ? null : new Date(passkey.last_used_at).toISOString(),
    })),
    totp: { enrolled: totp !== undefined },
    recoveryCodesLeft: left,
    requirement: {
      required: graceEnd !== undefined,
      dueAt: graceEnd !== undefined && !hasFactor ? new Date(graceEnd).toISOString() : null,
      enrolmentOnly: Boolean(user.enrolmentOnly),
    },
  };
}

/** Removes every second factor of a person (a SUPER_ADMIN's reset); in the caller's transaction. */
export async function removeAllFactors(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('passkeys').where('user_id', '=', userId).execute();
  await db.deleteFrom('totp_secrets').where('user_id', '=', userId).execute();
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db.deleteFrom('second_factor_challenges').where('user_id', '=', userId).execute();
}

/** Lifts the enrolment restriction of a session, once its person has a second factor. */
export async function liftEnrolmentOnly(db: Db, sessionId: number | null): Promise<void> {
  if (sessionId === null) return;
  await db.updateTable('sessions').set({ enrolment_only_at: null }).where('id', '=', sessionId).execute();
}

/** The second steps a person may sign in with, none when they have no second factor (then the e-mailed code). */
export async function signInMethodsOf(db: Db, userId: number): Promise<SecondFactorMethod[]> {
  const [passkeys, totp, left] = await Promise.all([passkeysOf(db, userId), confirmedTotpOf(db, userId), recoveryCodesLeft(db, userId)]);
  if (passkeys.length === 0 && !totp) return [];
  const methods: SecondFactorMethod[] = [];
  if (passkeys.length > 0) methods.push('passkey');
  if (totp) methods.push('totp');
  if (left > 0) methods.push('recovery');
  return methods;
}
