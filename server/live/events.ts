import { type Kysely, sql } from 'kysely';
import type { Area } from '../../contract/access';
import type { LiveEventData, LiveEventKind } from '../../contract/liveRules';
import { dialectOf } from '../db/dialect';
import type { Database } from '../db/schema';

/**
 * Raising the console's live events (docs/api.md "Live updates"). An event is a row of
 * `live_events`, written in the transaction of the change it tells of, so that it goes out when
 * the change commits and never for one rolled back. On PostgreSQL the same transaction notifies
 * every node (NOTIFY is delivered at commit); on SQLite, one node, this process's hubs read it.
 */

export interface LiveEventInput<K extends LiveEventKind = LiveEventKind> {
  kind: K;
  /** Who may read it: those who may open this area; null with `userId`: that staff member alone. */
  area: Area | null;
  userId?: number | null;
  data: LiveEventData[K];
}

/** An event as the hubs hand it to the streams. */
export interface LiveEvent {
  id: number;
  at: string;
  kind: LiveEventKind;
  area: Area | null;
  userId: number | null;
  data: unknown;
}

/** The channel of the current schema's events: the API tests run many apps in one database, each in its schema. */
export const liveChannel = (schema: string) => `live_${schema}`;

/** This process's hubs on SQLite, told that an event was written (they read it once its transaction ends). */
const localHubs = new Set<() => void>();
export function onLocalEvent(wake: () => void): () => void {
  localHubs.add(wake);
  return () => localHubs.delete(wake);
}

const notifyLimit = 7_900;

export async function raiseLiveEvent<K extends LiveEventKind>(db: Kysely<Database>, event: LiveEventInput<K>): Promise<void> {
  const at = new Date().toISOString();
  const row = { at, kind: event.kind, area: event.area, user_id: event.userId ?? null, data: JSON.stringify(event.data) };
  const { id } = await db.insertInto('live_events').values(row).returning('id').executeTakeFirstOrThrow();
  if (dialectOf(db) === 'postgres') {
    const whole = JSON.stringify({ id: Number(id), at, kind: event.kind, area: event.area, userId: row.user_id, data: event.data } satisfies LiveEvent);
    // NOTIFY carries at most 8,000 bytes: a longer event is named by its id, and read by the hubs.
    const payload = Buffer.byteLength(whole) < notifyLimit ? whole : JSON.stringify({ id: Number(id) });
    await sql`select pg_notify('live_' || current_schema(), ${payload})`.execute(db);
  } else {
    for (const wake of localHubs) wake();
  }
}
