import type { Transaction } from 'kysely';
import type { Page } from '../../contract/pagination';
import type { Db } from '../db';
import type { Database } from '../db/schema';

/**
 * Runs the reads of one answer on one snapshot of the data: a read-only REPEATABLE READ
 * transaction on PostgreSQL; on SQLite (WAL) a transaction reads one snapshot anyway.
 */
export function readSnapshot<T>(db: Db, read: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only').execute(read);
}

/**
 * One page of a `POST .../list`: the count and the rows on one snapshot, so `totalElements`
 * and `content` agree while others write. A page past the end answers no rows (and does not ask
 * the database for them) with the true `totalElements`.
 */
export function readPage<Item>(
  db: Db,
  { page, size }: { page: number; size: number },
  count: (trx: Transaction<Database>) => Promise<number>,
  rows: (trx: Transaction<Database>, window: { limit: number; offset: number }) => Promise<Item[]>,
): Promise<Page<Item>> {
  return readSnapshot(db, async (trx) => {
    const totalElements = await count(trx);
    const offset = page * size;
    const content = offset < totalElements ? await rows(trx, { limit: size, offset }) : [];
    return { content, totalElements, page, size };
  });
}
