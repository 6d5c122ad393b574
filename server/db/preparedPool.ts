import { createHash } from 'node:crypto';
import { isDate } from 'node:util/types';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import pg from 'pg';
import { pgTypes } from './dialect';

/*
 * The prepared pool (docs/api.md "Database"): two connections per API process, shared by all its
 * requests in pg's pipeline mode, which send each statement prepared, by the protocol (a named
 * statement) or, behind PgBouncer in transaction mode (DATABASE_PREPARED_STATEMENTS=0), by SQL
 * (PREPARE and EXECUTE). Only pg's and Kysely's public APIs: pg's `Client#query` with a text and
 * values or a QueryConfig, `escapeLiteral`, `escapeIdentifier`, `DatabaseError` and `defaults`;
 * Kysely's PostgresPool and PostgresPoolClient.
 */

/** How a connection prepares its statements: by the protocol (a named statement), or by SQL's PREPARE and EXECUTE. */
export type Preparing = 'protocol' | 'sql';

export interface PreparedPoolOptions {
  preparing: Preparing;
  /** Connections opened at most, each when all those before it are held up (and at first use). */
  connections: number;
  /** How long the oldest statement in flight on a connection may have run before the next goes to another. */
  stalledMs: number;
}

/** Statements a process prepares by name at most; past them a statement is sent unnamed, as the main pool sends all. */
const maxPreparedStatements = 500;
const statementNames = new Map<string, string>();

/** The name a statement's text is prepared under: the same in every connection, never the same for two texts. */
function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < maxPreparedStatements) {
    name = `k${createHash('sha1').update(text).digest('base64url')}`;
    statementNames.set(text, name);
  }
  return name;
}

// ---------------------------------------------------------------------------------------------
// Values as SQL literals (statements prepared by SQL)
// ---------------------------------------------------------------------------------------------

/**
 * What pg sends for a parameter, as its own conversion (`prepareValue`, pg 8) makes it: null for
 * null and undefined, the bytes of a Buffer or another typed array, a Date as pg writes it (local
 * time and its offset, or UTC when `pg.defaults.parseInputDatesAsUTC` is set), an array as
 * PostgreSQL's array text, another object as its JSON, anything else as `String(value)` (strings,
 * numbers, bigints, booleans). An object with a `toPostgres` method, which pg would call, is refused.
 */
export function parameterText(value: unknown): string | Buffer | null {
  if (value === null || value === undefined) return null;
  if (ArrayBuffer.isView(value)) return bytesOf(value);
  return textOf(value);
}

/** A parameter as the SQL literal of what pg would send for it; PostgreSQL gives it the parameter's type. */
export function literal(value: unknown): string {
  const sent = parameterText(value);
  if (sent === null) return 'null';
  if (typeof sent !== 'string') return `'\\x${sent.toString('hex')}'`;
  return pg.escapeLiteral(sent);
}

function bytesOf(view: ArrayBufferView): Buffer {
  return Buffer.isBuffer(view) ? view : Buffer.from(view.buffer, view.byteOffset, view.byteLength);
}

/** pg's text for a value that is neither null, undefined nor a typed array. */
function textOf(value: unknown): string {
  if (isDate(value)) return dateText(value);
  if (Array.isArray(value)) return arrayText(value);
  if (typeof value === 'object' && value !== null) {
    if ('toPostgres' in value) throw new TypeError('The prepared pool does not send values with a toPostgres method (docs/api.md "Database")');
    return JSON.stringify(value);
  }
  return String(value);
}

/** PostgreSQL's array text, as pg writes it: NULL, nested arrays, bytes in hex, every other element quoted. */
function arrayText(values: readonly unknown[]): string {
  const elements = values.map((value) => {
    if (value === null || value === undefined) return 'NULL';
    if (Array.isArray(value)) return arrayText(value);
    if (ArrayBuffer.isView(value)) return `\\\\x${bytesOf(value).toString('hex')}`;
    return `"${textOf(value).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  });
  return `{${elements.join(',')}}`;
}

const pad = (value: number, digits: number) => String(value).padStart(digits, '0');

/**
 * A Date as pg writes it: `2026-03-01T13:34:56.789+01:00`, the fields of the process's local time
 * and its offset in whole minutes (as `getTimezoneOffset` gives it), a year before 1 as its BC year;
 * in UTC (`...+00:00`) when `pg.defaults.parseInputDatesAsUTC` is set. An invalid Date gives pg's
 * `NaN` text, which PostgreSQL refuses as it refuses pg's parameter.
 */
function dateText(date: Date): string {
  const utc = pg.defaults.parseInputDatesAsUTC === true;
  const offset = utc ? 0 : -date.getTimezoneOffset();
  let year = utc ? date.getUTCFullYear() : date.getFullYear();
  const bc = year < 1;
  if (bc) year = Math.abs(year) + 1;
  const [month, day, hours, minutes, seconds, milliseconds] = utc
    ? [date.getUTCMonth(), date.getUTCDate(), date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds(), date.getUTCMilliseconds()]
    : [date.getMonth(), date.getDate(), date.getHours(), date.getMinutes(), date.getSeconds(), date.getMilliseconds()];
  const zone = `${offset < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(offset) / 60), 2)}:${pad(Math.abs(offset) % 60, 2)}`;
  return `${pad(year, 4)}-${pad(month + 1, 2)}-${pad(day, 2)}T${pad(hours, 2)}:${pad(minutes, 2)}:${pad(seconds, 2)}.${pad(milliseconds, 3)}${zone}${bc ? ' BC' : ''}`;
}

// ---------------------------------------------------------------------------------------------
// Sending a statement prepared
// ---------------------------------------------------------------------------------------------

/** A row as pg gives it, of the type the caller (Kysely) expects. */
type Row<R> = R & pg.QueryResultRow;

/** Sends one statement on a connection, prepared as its pool prepares. */
type Send = <R>(connection: pg.Client, text: string, values: readonly unknown[]) => Promise<pg.QueryResult<Row<R>>>;

/** By the protocol: the statement is parsed under its name once per connection, then only bound and run. */
const sendByName: Send = <R>(connection: pg.Client, text: string, values: readonly unknown[]) => {
  const name = statementName(text);
  return connection.query<Row<R>>(name === undefined ? { text, values: [...values] } : { name, text, values: [...values] });
};

/** The errors of an EXECUTE whose statement this server connection lacks, or has for another shape of the tables. */
const missingOrStale = new Set(['26000', '0A000']);

/** What PREPARE takes; anything else is sent as it is. */
const preparable = /^\s*(select|insert|update|delete|with|values)\b/i;

/** The tag of the DO block that prepares a statement; a statement's text that holds it is sent as it is. */
const tag = '$prepare$';

/**
 * By SQL, in one message: `set local plan_cache_mode = force_generic_plan; execute name(values)`.
 * PgBouncer in transaction mode runs a message on one server connection but may run the next on
 * another, so a statement prepared by the protocol may be missing where it is bound; one PREPAREd
 * in SQL stays with its server connection, and the EXECUTE that finds it missing (or planned for
 * tables that have changed since) is sent again after a DO block that prepares it there. The
 * values travel as literals of what pg would send for them (`literal`).
 */
const sendBySql: Send = async <R>(connection: pg.Client, text: string, values: readonly unknown[]) => {
  const statement = preparable.test(text) && !text.includes(tag) ? statementName(text) : undefined;
  if (statement === undefined) return connection.query<Row<R>>(text, [...values]);
  const name = pg.escapeIdentifier(statement);
  const run = `set local plan_cache_mode = force_generic_plan; execute ${name}${values.length ? `(${values.map((value) => literal(value)).join(', ')})` : ''}`;
  try {
    return lastOf(await connection.query<Row<R>>(run));
  } catch (error) {
    if (!(error instanceof pg.DatabaseError && missingOrStale.has(error.code ?? ''))) throw error;
  }
  const prepare = [
    `do ${tag} begin`,
    `if exists (select from pg_prepared_statements where name = ${pg.escapeLiteral(statement)}) then execute ${pg.escapeLiteral(`deallocate ${name}`)}; end if;`,
    `execute ${pg.escapeLiteral(`prepare ${name} as ${text}`)};`,
    `end ${tag}`,
  ].join(' ');
  return lastOf(await connection.query<Row<R>>(`${prepare}; ${run}`));
};

/** The result of a message's last statement: pg answers an array for a message of several, though its types say one. */
function lastOf<R extends pg.QueryResultRow>(results: pg.QueryResult<R> | pg.QueryResult<R>[]): pg.QueryResult<R> {
  return Array.isArray(results) ? results[results.length - 1]! : results;
}

/** Kysely reads a result's command only to count the rows a write changed: any other command is a read to it. */
function kyselyCommand(command: string): PostgresQueryResult<unknown>['command'] {
  switch (command) {
    case 'INSERT':
    case 'UPDATE':
    case 'DELETE':
    case 'MERGE':
      return command;
    default:
      return 'SELECT';
  }
}

// ---------------------------------------------------------------------------------------------
// The pool
// ---------------------------------------------------------------------------------------------

/** Statements that would hold a shared connection for the statements after them. */
const transactional = /^\s*(begin|start\s+transaction|savepoint|commit|rollback|release)\b/i;

const refused = 'A pipelined connection runs single statements: no transaction, no cursor';

/** The client Kysely is given for a shared connection: its statements, and nothing to give back. */
class SharedClient implements PostgresPoolClient {
  readonly #run: <R>(text: string, values: readonly unknown[]) => Promise<PostgresQueryResult<R>>;

  constructor(run: <R>(text: string, values: readonly unknown[]) => Promise<PostgresQueryResult<R>>) {
    this.#run = run;
  }

  query<R>(text: string, values: readonly unknown[]): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(textOrCursor: string | PostgresCursor<R>, values: readonly unknown[] = []): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    // A cursor keeps a portal open across round trips, which pg refuses in pipeline mode.
    if (typeof textOrCursor !== 'string') throw new Error(refused);
    return this.#run<R>(textOrCursor, values);
  }

  release(): void {
    // Shared by every caller: nothing is lent, nothing is given back.
  }
}

/** One shared connection: its pg client, the client Kysely is given once it is open, and the statements in flight (oldest first). */
interface Slot {
  connection: pg.Client;
  client: Promise<PostgresPoolClient>;
  inFlight: Set<{ readonly since: number }>;
}

/**
 * A pool for Kysely's PostgresDialect whose connections are shared, in pg's pipeline mode: each
 * statement is written at once, behind those still running on its connection, and the answers come
 * back in order. The statements every request runs (the session check, the orders page) then wait
 * for no free connection and no round trip of their own, and PostgreSQL runs them in one backend
 * per API process rather than one per request in flight (docs/api.md "Database").
 *
 * Only for single statements that run briefly: one that runs long holds up those written behind
 * it. So a statement goes to the first connection whose oldest statement in flight has run less
 * than `stalledMs`, and to another (opened up to `connections`) when all have one running longer; a
 * transaction or a cursor is refused. A connection that fails is opened again at the next statement.
 * Each statement is sent prepared (`preparing`): by name, on connections that plan without the
 * values (`plan_cache_mode = force_generic_plan` at startup), or by SQL.
 */
export class PreparedPool implements PostgresPool {
  readonly #databaseUrl: string;
  readonly #options: PreparedPoolOptions;
  readonly #slots: (Slot | undefined)[];
  #ended = false;

  constructor(databaseUrl: string, options: PreparedPoolOptions) {
    this.#databaseUrl = databaseUrl;
    this.#options = options;
    this.#slots = Array.from({ length: options.connections }, () => undefined);
  }

  async connect(): Promise<PostgresPoolClient> {
    if (this.#ended) throw new Error('The prepared pool has ended');
    const now = performance.now();
    const runningFor = (slot: Slot) => {
      for (const { since } of slot.inFlight) return now - since;
      return 0;
    };
    let index = this.#slots.findIndex((slot) => slot !== undefined && runningFor(slot) < this.#options.stalledMs);
    if (index === -1) index = this.#slots.indexOf(undefined);
    if (index === -1) {
      // Every connection is held up: the one held up the least.
      let least = Infinity;
      this.#slots.forEach((slot, at) => {
        const running = slot ? runningFor(slot) : 0;
        if (running < least) [least, index] = [running, at];
      });
    }
    return (this.#slots[index] ??= this.#open(index)).client;
  }

  #open(index: number): Slot {
    const { preparing } = this.#options;
    const connection = new pg.Client({
      connectionString: this.#databaseUrl,
      // After the URL's own `options`, which this one would otherwise replace; PgBouncer refuses it.
      options:
        preparing === 'protocol'
          ? [new URL(this.#databaseUrl).searchParams.get('options'), '-c plan_cache_mode=force_generic_plan'].filter(Boolean).join(' ')
          : undefined,
      types: pgTypes,
      pipeline: true,
    });
    const send = preparing === 'protocol' ? sendByName : sendBySql;
    const inFlight = new Set<{ readonly since: number }>();
    const client = new SharedClient(async <R>(text: string, values: readonly unknown[]): Promise<PostgresQueryResult<R>> => {
      if (transactional.test(text)) throw new Error(refused);
      const statement = { since: performance.now() };
      inFlight.add(statement);
      try {
        const { command, rowCount, rows } = await send<R>(connection, text, values);
        return { command: kyselyCommand(command), rowCount: rowCount ?? 0, rows };
      } finally {
        inFlight.delete(statement);
      }
    });
    const slot: Slot = { connection, client: connection.connect().then(() => client), inFlight };
    const forget = () => {
      if (this.#slots[index] === slot) this.#slots[index] = undefined;
    };
    // pg emits 'error' when the connection breaks (its statements in flight fail with it); unheard, it would end the process.
    connection.on('error', forget);
    connection.on('end', forget);
    slot.client.catch(forget);
    return slot;
  }

  async end(): Promise<void> {
    this.#ended = true;
    const slots = this.#slots.splice(0).filter((slot) => slot !== undefined);
    await Promise.all(slots.map(({ connection, client }) => client.then(() => connection.end(), () => undefined)));
  }
}
