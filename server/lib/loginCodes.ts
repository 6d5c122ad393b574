import type { Db } from '../db';
import { decoyHash, hashSecret, newCode, verifySecret } from './secrets';

export const maxCodeAttempts = 5;

/**
 * The scrypt cost of a code's hash. Lower than a password's (SCRYPT_COST) on purpose: no cost we
 * could afford stops an offline search of a million codes; what protects a code is its 5 minutes
 * and 5 tries. The hash only keeps a copy of the database from showing live codes outright.
 */
const codeScryptCost = 2 ** 14;

/** The decoy a check verifies where there is no live code (checkCode); made once, at start-up by the auth routes. */
export const codeDecoy = () => decoyHash(codeScryptCost);

/** Issues a fresh code for a user; any earlier unused code is voided. Answers the plain code. */
export async function issueCode(db: Db, userId: number, ttlMs: number): Promise<string> {
  const code = newCode();
  const codeHash = await hashSecret(code, codeScryptCost);
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('login_codes')
      .set({ used_at: now.toISOString() })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('login_codes')
      .values({
        user_id: userId,
        code_hash: codeHash,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + ttlMs).toISOString(),
        attempts: 0,
      })
      .execute();
  });
  return code;
}

export type CodeCheck = 'valid' | 'wrong' | 'expired' | 'exhausted' | 'none';

/**
 * Checks a code against the current one of a staff member (`userId`; undefined for an address
 * that is none). Each try is counted before the comparison, in one conditional update, so
 * parallel guesses cannot exceed the limit; a valid code is spent at once. Every check verifies
 * one hash at the codes' cost, a decoy's where there is no live code to try (none, expired or
 * out of tries), so that its time does not tell whether someone is signing in (docs/api.md
 * "Sign-in and sessions").
 */
export async function checkCode(db: Db, userId: number | undefined, code: string): Promise<CodeCheck> {
  const current =
    userId === undefined
      ? undefined
      : await db
          .selectFrom('login_codes')
          .selectAll()
          .where('user_id', '=', userId)
          .where('used_at', 'is', null)
          .orderBy('id', 'desc')
          .executeTakeFirst();
  const live = current && current.expires_at > new Date().toISOString() ? current : undefined;
  const counted =
    live &&
    (
      await db
        .updateTable('login_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', live.id)
        .where('used_at', 'is', null)
        .where('attempts', '<', maxCodeAttempts)
        .executeTakeFirst()
    ).numUpdatedRows === 1n;
  const matches = await verifySecret(code, counted ? live.code_hash : await codeDecoy());
  if (!current) return 'none';
  if (!live) return 'expired';
  if (!counted) return 'exhausted';
  if (!matches) return 'wrong';
  const spent = await db
    .updateTable('login_codes')
    .set({ used_at: new Date().toISOString() })
    .where('id', '=', live.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return spent.numUpdatedRows === 1n ? 'valid' : 'none';
}
