import { CompiledQuery, type Kysely } from 'kysely';
import { dialectOf } from './dialect';
import type { Database } from './schema';

/**
 * Rows in one INSERT, by dialect. SQLite: a multi-row VALUES, 1,000 rows of at most 10 values a
 * statement (below its 32,766 parameters). PostgreSQL: the whole batch as one JSON parameter,
 * unpacked into the table's own row type by `json_populate_recordset`: a VALUES of 10,000
 * parameters costs PostgreSQL more to parse and plan than the rows cost to write (the demo's third
 * of a million events took 40 s that way).
 */
const batchSizes = { sqlite: 1_000, postgres: 10_000 } as const;

/**
 * Inserts plain rows (every row with the first row's columns, values as the database takes them)
 * in few statements, compiled here rather than by Kysely's builder, whose work per value costs
 * more than the database's for the demo data's hundreds of thousands of rows. Answers the
 * `returning` columns of every row, in the order given.
 */
export async function insertMany(
  db: Kysely<Database>,
  table: keyof Database & string,
  rows: readonly Record<string, unknown>[],
  returning: readonly string[] = [],
): Promise<Record<string, unknown>[]> {
  if (rows.length === 0) return [];
  const columns = Object.keys(rows[0]!);
  const quoted = columns.map((column) => `"${column}"`).join(', ');
  const returningClause = returning.length > 0 ? ` returning ${returning.map((column) => `"${column}"`).join(', ')}` : '';
  const dialect = dialectOf(db);
  const answered: Record<string, unknown>[] = [];
  for (let start = 0; start < rows.length; start += batchSizes[dialect]) {
    const batch = rows.slice(start, start + batchSizes[dialect]);
    const query =
      dialect === 'postgres'
        ? CompiledQuery.raw(
            // WITH ORDINALITY and ORDER BY keep the rows, and so RETURNING, in the order given.
            `insert into "${table}" (${quoted}) select ${quoted} from json_populate_recordset(null::"${table}", $1::json) with ordinality as given order by ordinality${returningClause}`,
            [JSON.stringify(batch)],
          )
        : CompiledQuery.raw(
            `insert into "${table}" (${quoted}) values ${batch.map(() => `(${columns.map(() => '?').join(', ')})`).join(', ')}${returningClause}`,
            batch.flatMap((row) => columns.map((column) => row[column] ?? null)),
          );
    answered.push(...(await db.executeQuery<Record<string, unknown>>(query)).rows);
  }
  return answered;
}
