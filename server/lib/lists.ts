import { type Expression, type SelectQueryBuilder, sql, type Transaction } from 'kysely';
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
 * the database for them) with the true `totalElements`; a count that stopped short
 * (`lowerBound`) is answered as such, and every page is read.
 */
export function readPage<Item>(
  db: Db,
  { page, size }: { page: number; size: number },
  count: (trx: Transaction<Database>) => Promise<{ total: number; lowerBound?: boolean }>,
  rows: (trx: Transaction<Database>, window: { limit: number; offset: number }) => Promise<Item[]>,
): Promise<Page<Item>> {
  return readSnapshot(db, async (trx) => {
    const { total: totalElements, lowerBound } = await count(trx);
    const offset = page * size;
    const content = offset < totalElements || lowerBound ? await rows(trx, { limit: size, offset }) : [];
    return { content, totalElements, page, size, ...(lowerBound && { totalIsLowerBound: true }) };
  });
}

/** A list's sorting: what each sort field orders by, the default field, and the id column that breaks ties. */
export interface ListSorting<Field extends string> {
  sortExpression: Record<Field, Expression<unknown>>;
  /** Sorted by, newest (or largest) first, when the request names no field. */
  defaultSort: Field;
  /** The id column (`orders.id` where tables are joined): rows with equal values keep one order from page to page. */
  id: string;
}

// Kysely's builder types are too precise to be generic over every list's tables; this one is.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnySelect = SelectQueryBuilder<any, any, any>;

/**
 * One page of a filtered, sorted `POST .../list` (readPage): the count of `filtered`, then its
 * window in the requested order (sortedWindow). An order `filtered` sets itself comes first (and is
 * left out of the count). `read` selects the window's columns and maps the rows.
 */
export function readSortedPage<Field extends string, Query extends AnySelect, Item>(
  db: Db,
  paginationRequest: { page: number; size: number; sortBy?: Field; sortDirection?: 'ASC' | 'DESC' },
  filtered: (trx: Transaction<Database>) => Query,
  sorting: ListSorting<Field>,
  read: (window: Query, trx: Transaction<Database>) => Promise<Item[]>,
  counting: {
    /**
     * A cheaper count where the list has one (a roll-up, a text index); undefined falls back to
     * counting `filtered`. It runs first in the snapshot, before `filtered` is called.
     */
    quickCount?: (trx: Transaction<Database>) => Promise<{ total: number; lowerBound?: boolean } | undefined>;
    /**
     * Where `filtered` may match millions of rows: count no further than this, and answer it with
     * `totalIsLowerBound` when there are more.
     */
    countAtMost?: number;
  } = {},
): Promise<Page<Item>> {
  const { quickCount, countAtMost } = counting;
  return readPage(
    db,
    paginationRequest,
    async (trx) => {
      const quick = await quickCount?.(trx);
      if (quick !== undefined) return quick;
      const matches = filtered(trx).clearSelect().clearOrderBy();
      if (countAtMost === undefined) {
        const { total } = await matches.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow();
        return { total: Number(total) };
      }
      const { total } = await trx
        .selectFrom(matches.select(sql.lit(1).as('one')).limit(countAtMost + 1).as('matches'))
        .select((eb) => eb.fn.countAll().as('total'))
        .executeTakeFirstOrThrow();
      return Number(total) > countAtMost ? { total: countAtMost, lowerBound: true } : { total: Number(total) };
    },
    (trx, window) => read(sortedWindow(filtered(trx), paginationRequest, sorting, window), trx),
  );
}

/**
 * `query` in a page request's order, cut to its window: a `sortBy` without `sortDirection` sorts
 * ascending; no `sortBy` sorts by `defaultSort` descending, and the id breaks ties.
 */
export function sortedWindow<Field extends string, Query extends AnySelect>(
  query: Query,
  { sortBy, sortDirection }: { sortBy?: Field; sortDirection?: 'ASC' | 'DESC' },
  sorting: ListSorting<Field>,
  { limit, offset }: { limit: number; offset: number },
): Query {
  const direction = (sortDirection ?? (sortBy ? 'ASC' : 'DESC')) === 'ASC' ? 'asc' : 'desc';
  return query
    .orderBy(sorting.sortExpression[sortBy ?? sorting.defaultSort], direction)
    .orderBy(sql.ref(sorting.id), direction)
    .limit(limit)
    .offset(offset) as Query;
}
