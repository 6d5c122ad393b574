import { randomInt } from 'node:crypto';
import { normalizeRecoveryCode, recoveryCodeCount } from '../../../contract/secondFactorRules';
import type { Db } from '../../db';
import { hashSecret, verifySecret } from '../../lib/secrets';

/**
 * scrypt's cost for recovery codes: a code's 50 random bits, not the cost, are what resist an
 * offline search; the hash keeps a copy of the database from showing the codes.
 */
const recoveryScryptCost = 2 ** 14;
/** Letters and digits that cannot be misread for one another (no l, 1, o, 0). */
const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';

function newRecoveryCode(): string {
  const characters = Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]);
  return `${characters.slice(0, 5).join('')}-${characters.slice(5).join('')}`;
}

/** Hashes ten new codes: made before the transaction that stores them (scrypt takes a while). */
export async function makeRecoveryCodes(): Promise<{ codes: string[]; hashes: string[] }> {
  const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  return { codes, hashes: await Promise.all(codes.map((code) => hashSecret(code, recoveryScryptCost))) };
}

/** Replaces a person's recovery codes by these; in the caller's transaction. */
export async function storeRecoveryCodes(db: Db, userId: number, hashes: string[]): Promise<void> {
  const now = new Date().toISOString();
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('recovery_codes')
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash, created_at: now, used_at: null })))
    .execute();
}

/** Spends the person's unused recovery code that matches `typed`; answers whether one did. */
export async function spendRecoveryCode(db: Db, userId: number, typed: string): Promise<boolean> {
  const code = normalizeRecoveryCode(typed);
  const unused = await db.selectFrom('recovery_codes').select(['id', 'code_hash']).where('user_id', '=', userId).where('used_at', 'is', null).execute();
  for (const row of unused) {
    if (!(await verifySecret(code, row.code_hash))) continue;
    const spent = await db
      .updateTable('recovery_codes')
      .set({ used_at: new Date().toISOString() })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return spent.numUpdatedRows === 1n;
  }
  return false;
}
