import pg from 'pg';

/** pg's own conversion of a parameter to what it sends (dates in ISO form, objects as JSON); not in its types. */
const { prepareValue } = (pg as unknown as { utils: { prepareValue: (value: unknown) => unknown } }).utils;

/** A parameter as the SQL literal of what pg would send for it. */
export function literal(value: unknown): string {
  const prepared = prepareValue(value);
  if (prepared === null || prepared === undefined) return 'null';
  if (Buffer.isBuffer(prepared)) return `'\\x${prepared.toString('hex')}'`;
  return pg.escapeLiteral(String(prepared));
}

/** The errors of an EXECUTE whose statement this server connection lacks, or has for another shape of the tables. */
const missingOrStale = new Set(['26000', '0A000']);

/** What PREPARE takes; anything else is sent as it is. */
const preparable = /^\s*(select|insert|update|delete|with|values)\b/i;

/** The tag of the DO block that prepares a statement; a statement's text that holds it is sent as it is. */
const tag = '$prepare$';

/**
 * A pg client that runs Kysely's statements (a text and its values) by SQL's own PREPARE and
 * EXECUTE, in one message: `set local plan_cache_mode = force_generic_plan; execute name(values)`.
 * PgBouncer in transaction mode runs a message on one server connection but may run the next on
 * another, so a statement prepared by the protocol (PreparingClient) may be missing where it is
 * bound; a statement PREPAREd in SQL stays with its server connection, and the EXECUTE that finds
 * it missing (or planned for tables that have changed since) is sent again after a DO block that
 * prepares it there (docs/api.md "Database"). The values travel as literals, escaped as pg escapes.
 */
export function sqlPreparingClient(statementName: (text: string) => string | undefined) {
  return class SqlPreparingClient extends pg.Client {
    // pg's overloads are one in practice here: Kysely calls query(text, values).
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    override query(...args: any[]): any {
      const [text, values, callback] = args as [unknown, unknown, unknown];
      const name = typeof text === 'string' && preparable.test(text) && !text.includes(tag) && Array.isArray(values) && callback === undefined ? statementName(text) : undefined;
      if (!name) return Reflect.apply(pg.Client.prototype.query, this, args);
      return this.execute(name, text as string, values as unknown[]);
    }

    private async execute(statement: string, text: string, values: unknown[]): Promise<pg.QueryResult> {
      const name = pg.escapeIdentifier(statement);
      const run = `set local plan_cache_mode = force_generic_plan; execute ${name}${values.length ? `(${values.map(literal).join(', ')})` : ''}`;
      try {
        return lastOf(await super.query(run));
      } catch (error) {
        if (!missingOrStale.has((error as { code?: string }).code ?? '')) throw error;
      }
      const prepare = [
        `do ${tag} begin`,
        `if exists (select from pg_prepared_statements where name = ${pg.escapeLiteral(statement)}) then execute ${pg.escapeLiteral(`deallocate ${name}`)}; end if;`,
        `execute ${pg.escapeLiteral(`prepare ${name} as ${text}`)};`,
        `end ${tag}`,
      ].join(' ');
      return lastOf(await super.query(`${prepare}; ${run}`));
    }
  };
}

/** The result of a message's last statement: pg answers an array for a message of several. */
const lastOf = (results: pg.QueryResult | pg.QueryResult[]) => (Array.isArray(results) ? results[results.length - 1]! : results);
