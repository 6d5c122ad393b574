import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { businessDay, eachDay, nextDay, startOfDay } from '../../lib/dates';
import { rebuildEventRollups } from './eventRollups';
import { refreshOrderDays } from './orderRollups';

type Db = Kysely<Database>;

/** The one row of `rollup_state`. */
const stateName = 'analytics';

/**
 * The time zone the stored days were computed in; UTC until a first start records one. `name`: the
 * state of other roll-ups built from those days (the subscription figures'), `fallback` when none.
 */
export async function rollupTimeZone<Fallback extends string | null = string>(
  db: Db,
  name = stateName,
  fallback: Fallback = 'UTC' as Fallback,
): Promise<string | Fallback> {
  const state = await db.selectFrom('rollup_state').select('time_zone').where('name', '=', name).executeTakeFirst();
  return state?.time_zone ?? fallback;
}

/** Records that the stored days and roll-ups (or the roll-ups `name`) are of `timeZone`, as of now. */
export async function markRollupsBuilt(trx: Db, timeZone: string, name = stateName): Promise<void> {
  const row = { name, time_zone: timeZone, built_at: new Date().toISOString() };
  await trx
    .insertInto('rollup_state')
    .values(row)
    .onConflict((conflict) => conflict.column('name').doUpdateSet({ time_zone: row.time_zone, built_at: row.built_at }))
    .execute();
}

/**
 * Sets `day` of the rows of `orders` or `app_events` from their instant, one business day of
 * `timeZone` at a time (an UPDATE over the day's instants), from the earliest instant to the
 * latest; `onlyMissing` touches only the rows without a day. Answers the days it set.
 */
async function setDays(trx: Db, table: 'orders' | 'app_events', timeZone: string, onlyMissing: boolean): Promise<string[]> {
  const column = table === 'orders' ? 'created_at' : 'occurred_at';
  let bounds = trx
    .selectFrom(table)
    .select((eb) => [eb.fn.min<string>(column).as('first'), eb.fn.max<string>(column).as('last')]);
  if (onlyMissing) bounds = bounds.where('day', 'is', null);
  const { first, last } = await bounds.executeTakeFirstOrThrow();
  if (!first || !last) return [];
  const days: string[] = [];
  for (const day of eachDay(businessDay(first, timeZone), businessDay(last, timeZone))) {
    let update = trx
      .updateTable(table)
      .set({ day })
      .where(column, '>=', startOfDay(day, timeZone).toISOString())
      .where(column, '<', startOfDay(nextDay(day), timeZone).toISOString());
    if (onlyMissing) update = update.where('day', 'is', null);
    const result = await update.executeTakeFirst();
    if (Number(result.numUpdatedRows) > 0) days.push(day);
  }
  return days;
}

export type SyncOutcome = 'current' | 'rebuilt' | 'filled';

/**
 * Brings the days and roll-ups in line with TIME_ZONE, on start (server/areas/analytics/plugin.ts):
 * - recorded in another zone (or never recorded while orders or events exist): every order's
 *   and event's day is computed again and every roll-up rebuilt, in one transaction;
 * - otherwise, orders written without a day (by a tool that does not set it) get theirs, and
 *   their days' roll-ups are refreshed.
 */
export async function syncRollups(db: Db, timeZone: string): Promise<SyncOutcome> {
  return db.transaction().execute(async (trx) => {
    const state = await trx.selectFrom('rollup_state').select('time_zone').where('name', '=', stateName).executeTakeFirst();
    if (state?.time_zone === timeZone) {
      const filled = await setDays(trx, 'orders', timeZone, true);
      await refreshOrderDays(trx, filled);
      return filled.length > 0 ? 'filled' : 'current';
    }
    const hasData =
      (await trx.selectFrom('orders').select('id').limit(1).executeTakeFirst()) !== undefined ||
      (await trx.selectFrom('app_events').select('id').limit(1).executeTakeFirst()) !== undefined;
    if (hasData) {
      await setDays(trx, 'orders', timeZone, false);
      await setDays(trx, 'app_events', timeZone, false);
      await refreshOrderDays(trx);
      await rebuildEventRollups(trx);
    }
    await markRollupsBuilt(trx, timeZone);
    return hasData ? 'rebuilt' : 'current';
  });
}
