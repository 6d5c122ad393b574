import type { Kysely } from 'kysely';
import { type DeviceStatistics, deviceTypes, platforms } from '../../../contract/analytics';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import { readSnapshot } from '../../lib/lists';
import { type DayRange, entryOf, previousRange, seriesOf } from './ranges';

/** The 10 app versions with the most distinct visitors over a range, most first. */
async function topVersions(trx: Kysely<Database>, { startDate, endDate }: DayRange) {
  return trx
    .selectFrom('visitor_days')
    .select((eb) => ['app_version', eb.fn.count<number>('visitor_id').distinct().as('visitors')])
    .where('day', '>=', startDate)
    .where('day', '<=', endDate)
    .groupBy('app_version')
    .orderBy('visitors', 'desc')
    .orderBy('app_version')
    .limit(10)
    .execute();
}

/** Distinct visitors over a range: all, and by device type and platform, in one scan (FILTER clauses). */
async function totalsOf(trx: Kysely<Database>, { startDate, endDate }: DayRange): Promise<DeviceStatistics['totals']> {
  const row = await trx
    .selectFrom('visitor_days')
    .select((eb) => {
      const visitors = () => eb.fn.count<number>('visitor_id').distinct();
      return [
        visitors().as('visitors'),
        visitors().filterWhere('device_type', '=', 'phone').as('phone'),
        visitors().filterWhere('device_type', '=', 'tablet').as('tablet'),
        visitors().filterWhere('platform', '=', 'ios').as('ios'),
        visitors().filterWhere('platform', '=', 'android').as('android'),
      ];
    })
    .where('day', '>=', startDate)
    .where('day', '<=', endDate)
    .executeTakeFirstOrThrow();
  return {
    visitors: Number(row.visitors),
    phone: Number(row.phone),
    tablet: Number(row.tablet),
    ios: Number(row.ios),
    android: Number(row.android),
  };
}

/** GET /api/analytics/devices. */
export function deviceStatistics(db: Db, range: DayRange): Promise<DeviceStatistics> {
  return readSnapshot(db, async (trx) => {
    const totals = await totalsOf(trx, range);
    const versions = await topVersions(trx, range);
    const daily = await trx
      .selectFrom('visitor_days')
      .select((eb) => ['day', 'device_type', eb.fn.countAll<number>().as('visitors')])
      .where('day', '>=', range.startDate)
      .where('day', '<=', range.endDate)
      .groupBy(['day', 'device_type'])
      .execute();
    const days = new Map<string, { phone: number; tablet: number }>();
    for (const row of daily) entryOf(days, row.day, () => ({ phone: 0, tablet: 0 }))[row.device_type] = Number(row.visitors);
    const before = previousRange(range);
    return {
      ...range,
      byDeviceType: deviceTypes.map((deviceType) => ({ deviceType, visitors: totals[deviceType] })),
      byPlatform: platforms.map((platform) => ({ platform, visitors: totals[platform] })),
      byAppVersion: versions.map((row) => ({ appVersion: row.app_version, visitors: Number(row.visitors) })),
      series: seriesOf(range, (date) => ({ date, ...(days.get(date) ?? { phone: 0, tablet: 0 }) })),
      totals,
      previous: { ...before, totals: await totalsOf(trx, before) },
    };
  });
}
