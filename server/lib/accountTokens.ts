import type { Db } from '../db';
import type { AccountTokenPurpose } from '../db/schema';
import { newToken, tokenHash } from './secrets';

const HOUR = 3_600_000;

/** How long each kind of e-mailed link lives. */
export const accountTokenTtlMs: Record<AccountTokenPurpose, number> = {
  'verify-email': 7 * 24 * HOUR,
  'password-setup': HOUR,
  'password-reset': HOUR,
};

/** Runs `work` in `db` when it is a transaction already (the caller's), else in a new one. */
function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/**
 * Issues a single-use token of a purpose for a user; earlier unused tokens of the same purpose
 * are voided (a new invitation or reset link replaces the previous one). Answers the plain token;
 * only its SHA-256 is stored. Given a transaction, it writes in it (with the change's audit entry).
 */
export async function issueAccountToken(db: Db, userId: number, purpose: AccountTokenPurpose): Promise<string> {
  const token = newToken();
  const now = new Date();
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('account_tokens')
      .set({ used_at: now.toISOString() })
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('account_tokens')
      .values({
        user_id: userId,
        purpose,
        token_hash: tokenHash(token),
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + accountTokenTtlMs[purpose]).toISOString(),
      })
      .execute();
  });
  return token;
}

export interface AccountTokenRow {
  id: number;
  userId: number;
  purpose: AccountTokenPurpose;
}

/** A live token of one of the purposes (unknown, expired and used tokens answer undefined); not spent yet. */
export async function findAccountToken(
  db: Db,
  token: string,
  purposes: readonly AccountTokenPurpose[],
): Promise<AccountTokenRow | undefined> {
  const row = await db
    .selectFrom('account_tokens')
    .select(['id', 'user_id', 'purpose'])
    .where('token_hash', '=', tokenHash(token))
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date().toISOString())
    .executeTakeFirst();
  return row && { id: row.id, userId: row.user_id, purpose: row.purpose };
}

/**
 * Spends a token found by findAccountToken: one conditional update, so of two parallel uses of
 * one link only one succeeds. Answers whether this call spent it.
 */
export async function spendAccountToken(db: Db, id: number): Promise<boolean> {
  const spent = await db
    .updateTable('account_tokens')
    .set({ used_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return spent.numUpdatedRows === 1n;
}

/** Voids every unused token of a user (all purposes), e.g. when the password is set. */
export async function voidAccountTokens(db: Db, userId: number, purposes?: readonly AccountTokenPurpose[]): Promise<void> {
  let query = db
    .updateTable('account_tokens')
    .set({ used_at: new Date().toISOString() })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null);
  if (purposes) query = query.where('purpose', 'in', purposes);
  await query.execute();
}
