import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * Runs `work` in a transaction: a new one, or the caller's when `db` already is one (a job
 * changes each record in the transaction that also moves its progress, server/jobs/).
 */
export function inTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
