import { createHash } from 'node:crypto';
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db';

/** Keys longer than this are stored as their SHA-256, so that no key outgrows the column. */
const longestKey = 300;

const storedKey = (key: string) =>
  key.length <= longestKey ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`;

/**
 * Counts one hit of `key` in a fixed window of `windowMs` that starts at the key's first hit, and
 * answers the hits so far and the milliseconds left in the window. One upsert, atomic on SQLite
 * and PostgreSQL alike: two API nodes counting the same key at once never lose a hit, and an
 * expired window starts again at 1.
 */
export async function countHit(db: Db, key: string, windowMs: number, now = new Date()): Promise<{ current: number; ttl: number }> {
  const nowIso = now.toISOString();
  const row = await db
    .insertInto('rate_limits')
    .values({ key: storedKey(key), hits: 1, reset_at: new Date(now.getTime() + windowMs).toISOString() })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet((eb) => {
        const expired = eb('rate_limits.reset_at', '<=', nowIso);
        return {
          hits: eb.case().when(expired).then(1).else(eb('rate_limits.hits', '+', 1)).end(),
          reset_at: eb.case().when(expired).then(eb.ref('excluded.reset_at')).else(eb.ref('rate_limits.reset_at')).end(),
        };
      }),
    )
    .returning(['hits', 'reset_at'])
    .executeTakeFirstOrThrow();
  return { current: row.hits, ttl: Math.max(0, new Date(row.reset_at).getTime() - now.getTime()) };
}

/** Deletes the counters whose window has ended; answers how many. */
export async function sweepExpiredLimits(db: Db, now = new Date()): Promise<number> {
  const result = await db.deleteFrom('rate_limits').where('reset_at', '<=', now.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export interface DatabaseStoreOptions {
  /** Share of increments that also sweep the expired counters (default 1 in 100). */
  sweepChance?: number;
  /** Told about a failed sweep (the increment itself still answers). */
  onSweepError?: (error: unknown) => void;
}

/**
 * A store for @fastify/rate-limit (its `store` option) that keeps the counters in the database,
 * so every API node on it counts the same hits. The plugin constructs it and asks a child per
 * limiter: a route's own `config.rateLimit` gets the route's method and URL as a prefix (like the
 * plugin's Redis store); limiters made with `app.rateLimit`/`createRateLimit` carry no route,
 * so their key generators put a scope in the key (server/lib/rateLimits.ts).
 * `continueExceeding` and `exponentialBackoff` are not supported (nothing here uses them).
 */
export function databaseStore(db: Db, options: DatabaseStoreOptions = {}): FastifyRateLimitStoreCtor {
  const sweepChance = options.sweepChance ?? 0.01;
  const onSweepError = options.onSweepError ?? (() => undefined);

  return class DatabaseStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      countHit(db, this.prefix + key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
      if (Math.random() < sweepChance) sweepExpiredLimits(db).catch(onSweepError);
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: string } }).routeInfo;
      const prefix = route?.url ? `${this.prefix}${String(route.method)}${route.url}:` : this.prefix;
      return new DatabaseStore(routeOptions as FastifyRateLimitOptions, prefix);
    }
  };
}
