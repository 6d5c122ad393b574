import type { Area } from '../../../contract/access';
import { presenceTtlMs } from '../../../contract/liveRules';
import type { Db } from '../../db';
import { inTransaction } from '../../db/transactions';
import { raiseLiveEvent } from '../../live/events';

/** Who has which record open (docs/api.md "Live updates"): a row per person and record, renewed while the page stays open. */

interface Presence {
  user: { id: number; name: string };
  resource: string;
  recordId: string;
  area: Area;
}

const freshSince = () => new Date(Date.now() - presenceTtlMs).toISOString();

/** Renews the caller's presence; one that is new (or had lapsed) is told to the others who may open the record. */
export async function renewPresence(db: Db, { user, resource, recordId, area }: Presence): Promise<void> {
  await inTransaction(db, async (trx) => {
    const now = new Date().toISOString();
    const key = { user_id: user.id, resource, record_id: recordId };
    const before = await trx
      .selectFrom('presence')
      .select('seen_at')
      .where('user_id', '=', user.id)
      .where('resource', '=', resource)
      .where('record_id', '=', recordId)
      .executeTakeFirst();
    await trx
      .insertInto('presence')
      .values({ ...key, seen_at: now })
      .onConflict((oc) => oc.columns(['resource', 'record_id', 'user_id']).doUpdateSet({ seen_at: now }))
      .execute();
    const arrived = !before || new Date(before.seen_at).toISOString() < freshSince();
    if (arrived) await raiseLiveEvent(trx, { kind: 'presence', area, data: { resource, recordId, user: { id: user.id, name: user.name }, present: true } });
  });
}

/** The caller left the record: the others are told. */
export async function leave(db: Db, { user, resource, recordId, area }: Presence): Promise<void> {
  await inTransaction(db, async (trx) => {
    const { numDeletedRows } = await trx
      .deleteFrom('presence')
      .where('user_id', '=', user.id)
      .where('resource', '=', resource)
      .where('record_id', '=', recordId)
      .executeTakeFirst();
    if (Number(numDeletedRows) > 0) {
      await raiseLiveEvent(trx, { kind: 'presence', area, data: { resource, recordId, user: { id: user.id, name: user.name }, present: false } });
    }
  });
}

/** Everyone else whose presence on the record is live, by name. */
export async function othersPresent(db: Db, userId: number, resource: string, recordId: string) {
  return db
    .selectFrom('presence')
    .innerJoin('users', 'users.id', 'presence.user_id')
    .select(['users.id', 'users.name'])
    .where('presence.resource', '=', resource)
    .where('presence.record_id', '=', recordId)
    .where('presence.user_id', '!=', userId)
    .where('presence.seen_at', '>=', freshSince())
    .orderBy('users.name')
    .execute();
}
