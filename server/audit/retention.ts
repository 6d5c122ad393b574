import type { Db } from '../db';
import { systemContext, writeAudit } from './record';

const dayMs = 86_400_000;

/**
 * Deletes the audit entries older than `days` days and records the purge (its cut-off and how
 * many went) in the same transaction; answers the count. Nothing is written when nothing is old
 * enough, so a daily run on several nodes leaves one entry per purge that did something.
 */
export async function purgeAuditEntries(db: Db, days: number, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - days * dayMs).toISOString();
  return db.transaction().execute(async (trx) => {
    const { numDeletedRows } = await trx.deleteFrom('audit_entries').where('at', '<', before).executeTakeFirst();
    const count = Number(numDeletedRows);
    if (count > 0) await writeAudit(trx, systemContext, { action: 'purge', resource: 'audit', details: { before, days, count } });
    return count;
  });
}
