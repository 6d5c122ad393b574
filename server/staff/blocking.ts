import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { inTransaction } from '../db/transactions';
import { revokeUserSessions } from '../lib/sessions';
import type { Author } from '../audit/records';
import { type AuditedUser, flagChange, writeUserAudit } from './audit';

/** A user as blocking reads them: who they are, and since when they are blocked (null: not). */
export interface BlockTarget extends AuditedUser {
  blocked_at: string | null;
}

/**
 * Blocks (signing them out everywhere) or unblocks a user, audited; a user already so is left as
 * they are, with no entry. Answers whether anything changed. The caller checks who may.
 */
export async function setBlocked(
  db: Kysely<Database>,
  author: Author,
  target: BlockTarget,
  block: boolean,
  details?: Record<string, unknown>,
): Promise<boolean> {
  if (block === (target.blocked_at !== null)) return false;
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('users')
      .set({ blocked_at: block ? new Date().toISOString() : null })
      .where('id', '=', target.id)
      .execute();
    if (block) await revokeUserSessions(trx, target.id);
    await writeUserAudit(trx, author, target, { action: block ? 'block' : 'unblock', changes: [flagChange('blocked', block)], details });
  });
  return true;
}
