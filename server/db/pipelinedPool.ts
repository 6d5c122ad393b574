import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/** Statements that would hold a shared connection for the statements after them. */
const transactional = /^\s*(begin|start\s+transaction|savepoint|commit|rollback|release)\b/i;

/** One shared connection: its pg client, the client Kysely is given, and when each query in flight was written (oldest first). */
interface Slot {
  connection: pg.Client;
  client: Promise<PostgresPoolClient>;
  started: number[];
}

/**
 * A pool for Kysely's PostgresDialect whose connections are shared, in pg's pipeline mode: each
 * query is written at once, behind those still running on its connection, and the answers come
 * back in order. The statements every request runs (the session check, the orders page) then wait
 * for no free connection and no round trip of their own, and PostgreSQL runs them in one backend
 * per API process rather than one per request in flight (docs/api.md "Database").
 *
 * Only for single statements that run briefly: one that runs long holds up those written behind
 * it. So a query goes to the first connection whose oldest query in flight has run less than
 * `stalledMs`, and to another (opened up to `connections`) when all have one running longer; a
 * transaction or a cursor is refused. A connection that fails is opened again at the next query.
 */
export class PipelinedPool implements PostgresPool {
  readonly #open: () => pg.Client;
  readonly #slots: (Slot | undefined)[];
  readonly #stalledMs: number;
  #ended = false;

  constructor(open: () => pg.Client, options: { connections: number; stalledMs: number }) {
    this.#open = open;
    this.#slots = Array.from({ length: options.connections }, () => undefined);
    this.#stalledMs = options.stalledMs;
  }

  async connect(): Promise<PostgresPoolClient> {
    if (this.#ended) throw new Error('The pipelined pool has ended');
    const now = performance.now();
    const runningFor = (slot: Slot) => (slot.started.length ? now - slot.started[0]! : 0);
    let index = this.#slots.findIndex((slot) => slot !== undefined && runningFor(slot) < this.#stalledMs);
    if (index === -1) index = this.#slots.indexOf(undefined);
    if (index === -1) {
      // Every connection is held up: the one held up the least.
      index = 0;
      this.#slots.forEach((slot, at) => {
        if (runningFor(slot!) < runningFor(this.#slots[index]!)) index = at;
      });
    }
    return (this.#slots[index] ??= this.#connect(index)).client;
  }

  #connect(index: number): Slot {
    const connection = this.#open();
    const started: number[] = [];
    const query = async (text: string, values: readonly unknown[]) => {
      if (typeof text !== 'string' || transactional.test(text)) throw new Error('A pipelined connection runs single statements: no transaction, no cursor');
      started.push(performance.now());
      try {
        return await connection.query(text, [...values]);
      } finally {
        // Answered in the order written, so the oldest is done.
        started.shift();
      }
    };
    const shared = { query, release: () => undefined } as unknown as PostgresPoolClient;
    const slot: Slot = { connection, client: connection.connect().then(() => shared), started };
    const forget = () => {
      if (this.#slots[index] === slot) this.#slots[index] = undefined;
    };
    // pg emits 'error' when the connection breaks (its queries in flight fail with it); unheard, it would end the process.
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
