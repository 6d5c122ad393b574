import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../db/transactions';
import { revokeUserSessions } from '../../lib/sessions';
import type { Author } from '../../audit/records';
import { type AuditedUser, flagChange, writeUserAudit } from './audit';

export interface BlockOptions {
  /** Change the user only if they are a customer (a bulk job over the customers list). */
  customersOnly?: boolean;
  /** Added to the audit entry (the job that made the change). */
  details?: Record<string, unknown>;
}

/**
 * Blocks (signing them out everywhere) or unblocks user `id`, audited. A user already so is left
 * as they are, with no entry. The user is read, locked and changed by one `UPDATE ... RETURNING`
 * that only matches a user not yet so: two staff members blocking one user at once write one
 * entry, and a bulk job spends one round trip, not two, on each record. Answers the user changed,
 * or undefined when none was (already so, or no such user). The caller checks who may.
 */
export async function setBlocked(
  db: Kysely<Database>,
  author: Author,
  id: number,
  block: boolean,
  { customersOnly = false, details }: BlockOptions = {},
): Promise<AuditedUser | undefined> {
  return inTransaction(db, async (trx) => {
    let update = trx
      .updateTable('users')
      .set({ blocked_at: block ? new Date().toISOString() : null })
      .where('id', '=', id)
      .where('blocked_at', block ? 'is' : 'is not', null);
    if (customersOnly) update = update.where('role', 'is', null);
    const changed = await update.returning(['id', 'name', 'email', 'role']).executeTakeFirst();
    if (!changed) return undefined;
    if (block) await revokeUserSessions(trx, id);
    await writeUserAudit(trx, author, changed, { action: block ? 'block' : 'unblock', changes: [flagChange('blocked', block)], details });
    return changed;
  });
}
