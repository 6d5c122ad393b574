import { ErrorCode } from '../../../contract/errors';
import type { Db } from '../../db';
import type { SecondFactorChallengePurpose } from '../../db/schema';
import { ApiError } from '../../errors';
import { maxCodeAttempts } from '../../lib/loginCodes';
import { newToken, tokenHash } from '../../lib/secrets';

/**
 * The challenges that bind a second step to its first (docs/api.md "Second factors"): a correct
 * password answers a sign-in challenge, which the passkey, authenticator code or recovery code
 * must present; a passkey's registration keeps its WebAuthn challenge. Each lives as long as an
 * e-mailed code and allows as many wrong tries.
 */

export const challengeRefusals = {
  expired: () => new ApiError(401, 'This sign-in has expired. Sign in again with your password.', ErrorCode.CODE_EXPIRED),
  exhausted: () => new ApiError(429, 'Too many wrong codes. Sign in again with your password.', ErrorCode.TOO_MANY_CODE_ATTEMPTS),
};

/** Opens a sign-in challenge for a user whose password was right; earlier ones are voided. Answers its token. */
export async function issueSignInChallenge(db: Db, userId: number, ttlMs: number): Promise<string> {
  const token = newToken();
  await openChallenge(db, userId, 'sign-in', ttlMs, { token_hash: tokenHash(token) });
  return token;
}

/** Opens a challenge of a purpose, voiding the user's earlier open ones of that purpose. */
export async function openChallenge(
  db: Db,
  userId: number,
  purpose: SecondFactorChallengePurpose,
  ttlMs: number,
  values: { token_hash?: string; webauthn_challenge?: string },
): Promise<void> {
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('second_factor_challenges')
      .set({ used_at: now.toISOString() })
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('second_factor_challenges')
      .values({
        user_id: userId,
        purpose,
        token_hash: values.token_hash ?? null,
        webauthn_challenge: values.webauthn_challenge ?? null,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + ttlMs).toISOString(),
        used_at: null,
      })
      .execute();
  });
}

/** A sign-in challenge that is still open, by its token; else the 401 (112) that says to sign in again. */
export async function openSignInChallenge(db: Db, token: string) {
  const found = await db
    .selectFrom('second_factor_challenges')
    .innerJoin('users', 'users.id', 'second_factor_challenges.user_id')
    .select([
      'second_factor_challenges.id',
      'second_factor_challenges.webauthn_challenge',
      'second_factor_challenges.expires_at',
      'second_factor_challenges.attempts',
      'users.id as userId',
      'users.role',
      'users.email',
      'users.name',
      'users.locale',
      'users.blocked_at',
    ])
    .where('second_factor_challenges.token_hash', '=', tokenHash(token))
    .where('second_factor_challenges.purpose', '=', 'sign-in')
    .where('second_factor_challenges.used_at', 'is', null)
    .executeTakeFirst();
  if (!found || found.role === null || new Date(found.expires_at).getTime() <= Date.now()) throw challengeRefusals.expired();
  return { ...found, role: found.role };
}

/**
 * Counts one try on a challenge before its check, in one conditional update so that parallel
 * guesses cannot exceed the limit; the sixth is refused (429, 115).
 */
export async function countTry(db: Db, id: number): Promise<void> {
  const counted = await db
    .updateTable('second_factor_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('attempts', '<', maxCodeAttempts)
    .executeTakeFirst();
  if (counted.numUpdatedRows !== 1n) throw challengeRefusals.exhausted();
}

/** Spends a challenge once its step succeeded; a challenge spent meanwhile (a parallel step) is refused. */
export async function spendChallenge(db: Db, id: number): Promise<void> {
  const spent = await db
    .updateTable('second_factor_challenges')
    .set({ used_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (spent.numUpdatedRows !== 1n) throw challengeRefusals.expired();
}

/** Keeps the WebAuthn challenge handed to the browser with an open challenge. */
export async function keepWebauthnChallenge(db: Db, id: number, challenge: string): Promise<void> {
  await db.updateTable('second_factor_challenges').set({ webauthn_challenge: challenge }).where('id', '=', id).execute();
}

/** The user's open passkey registration (its WebAuthn challenge), if any. */
export function openRegistration(db: Db, userId: number) {
  return db
    .selectFrom('second_factor_challenges')
    .select(['id', 'webauthn_challenge', 'expires_at'])
    .where('user_id', '=', userId)
    .where('purpose', '=', 'passkey-registration')
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date().toISOString())
    .orderBy('id', 'desc')
    .executeTakeFirst();
}
