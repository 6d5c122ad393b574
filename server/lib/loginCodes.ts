import type { Db } from '../db';
import { hashSecret, newCode, verifySecret } from './secrets';

export const maxCodeAttempts = 5;

/**
 * The scrypt cost of a code's hash. Lower than a password's (SCRYPT_COST) on purpose: no cost we
 * could afford stops an offline search of a million codes; what protects a code is its 5 minutes
 * and 5 tries. The hash only keeps a copy of the database from showing live codes outright.
 */
const codeScryptCost = 2 ** 14;

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
 * Checks a code against the user's current one. Each try is counted before the comparison,
 * in one conditional update, so parallel guesses cannot exceed the limit; a valid code is
 * spent at once.
 */
export async function checkCode(db: Db, userId: number, code: string): Promise<CodeCheck> {
  const current = await db
    .selectFrom('login_codes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!current) return 'none';
  if (current.expires_at <= new Date().toISOString()) return 'expired';
  const counted = await db
    .updateTable('login_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', current.id)
    .where('used_at', 'is', null)
    .where('attempts', '<', maxCodeAttempts)
    .executeTakeFirst();
  if (counted.numUpdatedRows === 0n) return 'exhausted';
  if (!(await verifySecret(code, current.code_hash))) return 'wrong';
  const spent = await db
    .updateTable('login_codes')
    .set({ used_at: new Date().toISOString() })
    .where('id', '=', current.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return spent.numUpdatedRows === 1n ? 'valid' : 'none';
}
