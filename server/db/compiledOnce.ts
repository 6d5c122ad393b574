import type { Compilable, CompiledQuery, Kysely, QueryResult } from 'kysely';
import { dialectOf } from './dialect';
import type { Database } from './schema';

/** Where a call's value goes in a statement compiled once: found among its parameters by identity. */
class Slot {
  constructor(readonly key: string) {}
}

/**
 * A statement that Kysely builds and compiles once per dialect and shape, then runs with each
 * call's values as its parameters: a prepared statement's way, planned once and run with its
 * values. Kysely otherwise builds and compiles the query on every call, which for the statements
 * every request runs (the session check, the orders list's page) was about a sixth of an API
 * process's time under load (docs/api.md "Database").
 *
 * `build` gets each value as a placeholder to hand to Kysely as a value, as it is: not to compute
 * with, nor to test but for being undefined. What it builds may differ by `shape` (a sort, a
 * direction) and by which values are undefined (the filters not given), and by nothing else.
 */
export function compiledOnce<Values extends Record<string, unknown>, Row, Shape extends Record<string, string | undefined> = Record<string, never>>(
  build: (db: Kysely<Database>, values: Values, shape: Shape) => Compilable<Row>,
) {
  const statements = new Map<string, CompiledQuery<Row>>();
  return (db: Kysely<Database>, values: Values, shape = {} as Shape): Promise<QueryResult<Row>> => {
    const given = Object.keys(values).filter((key) => values[key] !== undefined);
    const key = `${dialectOf(db)}|${JSON.stringify(shape)}|${given.join(',')}`;
    let statement = statements.get(key);
    if (!statement) {
      const slots = Object.fromEntries(given.map((name) => [name, new Slot(name)])) as Values;
      statement = build(db, slots, shape).compile();
      statements.set(key, statement);
    }
    const parameters = statement.parameters.map((value) => (value instanceof Slot ? values[value.key] : value));
    return db.executeQuery({ ...statement, parameters });
  };
}
