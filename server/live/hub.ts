import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { Area } from '../../contract/access';
import { type LiveEventKind, liveReplayMs, presenceTtlMs } from '../../contract/liveRules';
import { dialectOf } from '../db/dialect';
import type { Database } from '../db/schema';
import { type LiveEvent, liveChannel, onLocalEvent } from './events';

export type LiveListener = (event: LiveEvent) => void;

export interface LiveHubOptions {
  /** Where this node LISTENs on PostgreSQL: a direct connection (PgBouncer in transaction mode cannot LISTEN); none: it only reads. */
  listenUrl?: string;
  log: FastifyBaseLogger;
}

type Row = { id: number; at: string; kind: string; area: string | null; user_id: number | null; data: string };

const eventOf = (row: Row): LiveEvent => ({
  id: Number(row.id),
  at: new Date(row.at).toISOString(),
  kind: row.kind as LiveEventKind,
  area: row.area as Area | null,
  userId: row.user_id,
  data: JSON.parse(row.data) as unknown,
});

/** How often a node reads the events it may have missed: SQLite's other processes, a PostgreSQL node that cannot LISTEN. */
const readEveryMs = { sqlite: 1_000, postgres: 2_000 };
/** On PostgreSQL the ids are not committed in order: the reads look this far back, and skip the ids already handed on. */
const lookBackMs = 15_000;
const purgeEveryMs = 60_000;
/** How many streams an event is written to before the hub lets the event loop turn. */
const streamsPerTurn = 100;

/**
 * One node's hub of live events (docs/api.md "Live updates"): it hands every event raised on any
 * node to this node's streams. On PostgreSQL it LISTENs on its schema's channel (NOTIFY at the
 * raising transaction's commit), and reads the last seconds' events every two seconds for any
 * a lost connection missed; on SQLite it reads the events after the last it handed on, as soon as
 * this process raises one and every second for other processes'. It keeps `live_events` to the
 * last minutes and `presence` to the live ones.
 */
export class LiveHub {
  private readonly listeners = new Map<LiveListener, (() => void) | undefined>();
  private readonly dialect: 'sqlite' | 'postgres';
  private lastId = 0;
  /** PostgreSQL: the ids handed on lately, so that an event notified and read again goes out once. */
  private readonly handed = new Map<number, number>();
  private timers: NodeJS.Timeout[] = [];
  private client?: pg.Client;
  private stopLocal?: () => void;
  private reading?: Promise<void>;
  private readAgain = false;
  private readonly toHand: LiveEvent[] = [];
  private handingOut = false;
  private stopped = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: LiveHubOptions,
  ) {
    this.dialect = dialectOf(db);
  }

  async start(): Promise<void> {
    const { last } = await this.db.selectFrom('live_events').select((eb) => eb.fn.max('id').as('last')).executeTakeFirstOrThrow();
    this.lastId = Number(last ?? 0);
    if (this.dialect === 'postgres') {
      // Only what commits from now on is handed on (a reconnection gets the rest by `since`): without
      // this, a node's first read would hand its streams again every event of the last seconds.
      await this.noteRecentAsHanded();
    }
    if (this.dialect === 'sqlite') this.stopLocal = onLocalEvent(() => this.read());
    else if (this.options.listenUrl) await this.listen(this.options.listenUrl);
    this.timers.push(setInterval(() => this.read(), readEveryMs[this.dialect]).unref());
    this.timers.push(setInterval(() => void this.purge(), purgeEveryMs).unref());
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    this.stopLocal?.();
    for (const end of this.listeners.values()) end?.();
    this.listeners.clear();
    await this.client?.end().catch(() => undefined);
    await this.reading;
  }

  /** Hands every event from now on to `listener`, until the function it answers is called; `end` ends it when the hub stops. */
  subscribe(listener: LiveListener, end?: () => void): () => void {
    this.listeners.set(listener, end);
    return () => this.listeners.delete(listener);
  }

  get streams(): number {
    return this.listeners.size;
  }

  /** The events after `afterId` still kept (a reconnection's `Last-Event-ID`), oldest first. */
  async since(afterId: number, limit = 1_000): Promise<LiveEvent[]> {
    const rows = await this.db
      .selectFrom('live_events')
      .selectAll()
      .where('id', '>', afterId)
      .where('at', '>=', new Date(Date.now() - liveReplayMs).toISOString())
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map(eventOf);
  }

  private hand(event: LiveEvent) {
    if (this.dialect === 'postgres') {
      if (this.handed.has(event.id)) return;
      this.handed.set(event.id, Date.now());
    }
    this.toHand.push(event);
    if (!this.handingOut) void this.handOut();
  }

  /**
   * Hands the waiting events on in order, each to every stream, a slice of streams per turn of the
   * event loop: a thousand streams' writes at once held every request behind them.
   */
  private async handOut() {
    this.handingOut = true;
    for (let event = this.toHand.shift(); event && !this.stopped; event = this.toHand.shift()) {
      let handed = 0;
      for (const listener of [...this.listeners.keys()]) {
        listener(event);
        if (++handed % streamsPerTurn === 0) await new Promise(setImmediate);
      }
    }
    this.handingOut = false;
  }

  private async listen(url: string) {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(this.db);
    const channel = liveChannel(rows[0]!.schema);
    const client = new pg.Client({ connectionString: url });
    client.on('error', (error) => this.options.log.warn({ err: error }, 'the live events connection failed; events are read every few seconds'));
    client.on('notification', (message) => {
      if (message.channel !== channel || !message.payload) return;
      const event = JSON.parse(message.payload) as LiveEvent | { id: number; kind?: undefined };
      if (event.kind) this.hand(event);
      else this.read();
    });
    client.on('end', () => {
      if (!this.stopped) this.options.log.warn('the live events connection ended; events are read every few seconds');
    });
    await client.connect();
    await client.query(`listen "${channel.replaceAll('"', '""')}"`);
    this.client = client;
  }

  /** Reads the events this node may not have handed on yet (one read at a time; a call during one reads again after it). */
  read(): void {
    if (this.stopped) return;
    if (this.reading) {
      this.readAgain = true;
      return;
    }
    this.reading = this.readOnce()
      .catch((error: unknown) => this.options.log.warn({ err: error }, 'could not read the live events'))
      .finally(() => {
        this.reading = undefined;
        if (this.readAgain) {
          this.readAgain = false;
          this.read();
        }
      });
  }

  private async readOnce() {
    const query = this.db.selectFrom('live_events').selectAll().limit(1_000);
    if (this.dialect === 'sqlite') {
      // One writer at a time: ids commit in order, so "after the last" misses none.
      const rows = await query.where('id', '>', this.lastId).orderBy('id').execute();
      for (const row of rows) {
        this.lastId = Number(row.id);
        this.hand(eventOf(row));
      }
      if (rows.length === 1_000) this.readAgain = true;
      return;
    }
    if (this.listeners.size === 0) {
      // No stream to hand them to: their ids alone are noted (a stream opening later is not handed
      // the last seconds' events), and their data is neither read nor parsed.
      await this.noteRecentAsHanded();
    } else {
      const rows = await query.where('at', '>=', new Date(Date.now() - lookBackMs).toISOString()).orderBy('id', 'desc').execute();
      for (const row of rows.reverse()) this.hand(eventOf(row));
    }
    const forgetBefore = Date.now() - 2 * lookBackMs;
    for (const [id, handedAt] of this.handed) if (handedAt < forgetBefore) this.handed.delete(id);
  }

  /** PostgreSQL: notes the events of the last seconds as handed on, without handing them. */
  private async noteRecentAsHanded() {
    const recent = await this.db.selectFrom('live_events').select('id').where('at', '>=', new Date(Date.now() - lookBackMs).toISOString()).execute();
    const now = Date.now();
    for (const { id } of recent) if (!this.handed.has(Number(id))) this.handed.set(Number(id), now);
  }

  private async purge() {
    try {
      await this.db.deleteFrom('live_events').where('at', '<', new Date(Date.now() - liveReplayMs - purgeEveryMs).toISOString()).execute();
      await this.db.deleteFrom('presence').where('seen_at', '<', new Date(Date.now() - 2 * presenceTtlMs).toISOString()).execute();
    } catch (error) {
      this.options.log.warn({ err: error }, 'could not delete old live events');
    }
  }
}
