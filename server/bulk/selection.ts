import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import type { BulkPromotion } from '../../contract/catalogue';
import type { AnySelect } from '../lib/lists';
import type { JobHandler, JobKey } from '../jobs/handler';

/** A bulk action's stored parameters: the action, its records by `ids` or by the list's `filter`, and its value. */
export interface BulkParams<Filter = unknown, Key extends JobKey = JobKey> {
  action: string;
  ids?: Key[];
  filter?: Filter;
  /** With `filter`: how many records the person confirmed (server/bulk/expectedTotal.ts). */
  expectedTotal?: number;
  /** `set-category`'s category. */
  categoryId?: number;
  /** The e-books' `set-promotion` and `end-promotion` value. */
  promotion?: BulkPromotion;
  /** An undo's: the job whose changed records it goes through instead of `ids` or `filter` (server/bulk/undo.ts). */
  undoOf?: number;
}

/** How a bulk action goes through its records: in the order of their keys. */
export type Selection<Filter, Key extends JobKey> = Pick<JobHandler<BulkParams<Filter, Key>, Key>, 'key' | 'start' | 'next'>;

const compare = (a: JobKey, b: JobKey) => (a < b ? -1 : a > b ? 1 : 0);

/** The given ids, once each, in order, after `cursor`. */
function idsAfter<Key extends JobKey>(ids: Key[], cursor: Key | null, limit: number): Key[] {
  return [...new Set(ids)]
    .sort(compare)
    .filter((key) => cursor === null || key > cursor)
    .slice(0, limit);
}

/**
 * The records of a list whose filter is a query (`filtered`, the list's own): by keyset on
 * `keyColumn`, up to the last one matching when the job started. By ids, every id given (one that
 * is not in the list is reported by the action).
 */
export function querySelection<Filter, Key extends JobKey = number>(options: {
  keyColumn: string;
  filtered: (db: Kysely<Database>, filter: Filter) => AnySelect;
  numeric?: boolean;
}): Selection<Filter, Key> {
  const { keyColumn, filtered, numeric = true } = options;
  const key = sql.ref(keyColumn);
  const asKey = (value: unknown) => (numeric ? Number(value) : String(value)) as Key;
  return {
    key: asKey,
    async start(db, { ids, filter }) {
      if (ids) return { total: new Set(ids).size, lastKey: null };
      // Counted over the keys: a list's filter may select columns of its own (an e-book's category), which an aggregate beside them would not allow on PostgreSQL.
      const { total } = await db
        .selectFrom(filtered(db, filter as Filter).select(key.as('key')).as('matched'))
        .select(sql<number>`count(*)`.as('total'))
        .executeTakeFirstOrThrow();
      const last = await filtered(db, filter as Filter).select(key.as('key')).orderBy(key, 'desc').limit(1).executeTakeFirst();
      return { total: Number(total), lastKey: last ? asKey(last.key) : null };
    },
    async next(db, { ids, filter }, { cursor, lastKey, limit }) {
      if (ids) return idsAfter(ids, cursor, limit);
      if (lastKey === null) return [];
      let query = filtered(db, filter as Filter).select(key.as('key')).where(key, '<=', lastKey);
      if (cursor !== null) query = query.where(key, '>', cursor);
      const rows = await query.orderBy(key).limit(limit).execute();
      return rows.map((row) => asKey((row as { key: unknown }).key));
    },
  };
}

/** The records of a short list filtered in memory (banners: their state depends on the time). */
export function listedSelection<Filter>(keysOf: (db: Kysely<Database>, filter: Filter) => Promise<number[]>): Selection<Filter, number> {
  return {
    key: Number,
    async start(db, { ids, filter }) {
      if (ids) return { total: new Set(ids).size, lastKey: null };
      const keys = await keysOf(db, filter as Filter);
      return { total: keys.length, lastKey: keys.length ? Math.max(...keys) : null };
    },
    async next(db, { ids, filter }, { cursor, lastKey, limit }) {
      if (ids) return idsAfter(ids, cursor, limit);
      if (lastKey === null) return [];
      return idsAfter((await keysOf(db, filter as Filter)).filter((key) => key <= lastKey), cursor, limit);
    },
  };
}
