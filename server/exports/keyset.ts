import { type Expression, type SelectQueryBuilder, sql, type SqlBool } from 'kysely';

/** One term of a list's order; a `nullable` one sorts its nulls last, whichever the direction (as the lists do). */
export interface SortTerm {
  by: Expression<unknown>;
  direction: 'asc' | 'desc';
  nullable?: boolean;
}

// Kysely's builder types are too precise to be generic over every list's tables; this one is.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnySelect = SelectQueryBuilder<any, any, any>;

/** A nullable term becomes two: whether it is null (0 first), then its value. */
const expanded = (terms: SortTerm[]): SortTerm[] =>
  terms.flatMap((term) =>
    term.nullable ? [{ by: sql`case when ${term.by} is null then 1 else 0 end`, direction: 'asc' as const }, term] : [term],
  );

/**
 * The rows after the row whose sort values are `last`: for some term, the terms before it equal
 * and this one past it (a null equals only a null, and nothing is past one: the null flag before
 * it has ordered them).
 */
function after(terms: SortTerm[], last: unknown[]): Expression<SqlBool> {
  const equal = (index: number) =>
    last[index] === null ? sql<SqlBool>`${terms[index]!.by} is null` : sql<SqlBool>`${terms[index]!.by} = ${last[index]}`;
  const past = (index: number) => sql<SqlBool>`${terms[index]!.by} ${sql.raw(terms[index]!.direction === 'asc' ? '>' : '<')} ${last[index]}`;
  const branches = terms.flatMap((_, index) =>
    last[index] === null ? [] : [sql.join([...terms.slice(0, index).map((__, before) => equal(before)), past(index)], sql` and `)],
  );
  const any = sql<SqlBool>`(${sql.join(branches.map((branch) => sql`(${branch})`), sql` or `)})`;
  // The same bound on the first term alone, which the OR hides from the planner: with it the next
  // batch is an index range from the last row, not a walk from the first row past every row sent.
  if (last[0] === null) return any;
  const from = sql<SqlBool>`${terms[0]!.by} ${sql.raw(terms[0]!.direction === 'asc' ? '>=' : '<=')} ${last[0]}`;
  return sql<SqlBool>`${from} and ${any}`;
}

/**
 * The rows of `query` in the order of `terms` (the last of which must be unique: the id), a batch
 * at a time. Each batch is its own query that starts after the last row of the one before
 * (keyset paging on every term), so no query, connection or transaction lasts the download, the
 * memory held is one batch, and a row is neither skipped nor repeated from one batch to the next.
 * The rows carry their sort values as `_key0`, `_key1`, ...
 */
export async function* keysetBatches(query: AnySelect, terms: SortTerm[], batchSize: number): AsyncGenerator<Record<string, unknown>[]> {
  const keyed = expanded(terms);
  const keys = keyed.map((_, index) => `_key${index}`);
  let selected = query.select(keyed.map((term, index) => sql`${term.by}`.as(keys[index]!)));
  for (const term of keyed) selected = selected.orderBy(term.by, term.direction);
  let last: unknown[] | undefined;
  for (;;) {
    const batch = last ? selected.where(after(keyed, last)) : selected;
    const rows = (await batch.limit(batchSize).execute()) as Record<string, unknown>[];
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    const row = rows.at(-1)!;
    last = keys.map((key) => row[key] ?? null);
  }
}
