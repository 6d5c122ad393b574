import type { ScreenEventCategory } from '../../../contract/analytics';
import type { Db } from '../../db';
import { containsText } from '../../db/dialect';
import { businessDay } from '../../lib/dates';
import { readSnapshot } from '../../lib/lists';
import { entryOf, lastDays } from './ranges';

/** At most this many categories, and this many top screens and names of each. */
const maxCategories = 20;
const maxTop = 3;

/**
 * GET /api/analytics/screen-event/category/search: the categories of the last 30 days (today
 * included) whose name contains `text` (ignoring case; empty: all), most events first.
 */
export function searchScreenEventCategories(db: Db, text: string | undefined, timeZone: string, now = new Date()): Promise<ScreenEventCategory[]> {
  const { startDate, endDate } = lastDays(businessDay(now, timeZone), 30);
  return readSnapshot(db, async (trx) => {
    let matching = trx
      .selectFrom('event_days')
      .where('day', '>=', startDate)
      .where('day', '<=', endDate);
    if (text) matching = matching.where(containsText(db, 'category', text.toLowerCase()));
    const totals = await matching
      .select((eb) => ['category', 'type', eb.fn.sum<number>('events').as('events')])
      .groupBy(['category', 'type'])
      .execute();
    const categories = new Map<string, ScreenEventCategory>();
    for (const row of totals) {
      const entry = entryOf(categories, row.category, () => ({ category: row.category, screenViews: 0, events: 0, topScreens: [], topNames: [] }));
      entry[row.type === 'screen_view' ? 'screenViews' : 'events'] += Number(row.events);
    }
    const found = [...categories.values()]
      .sort((a, b) => b.screenViews + b.events - (a.screenViews + a.events) || a.category.localeCompare(b.category))
      .slice(0, maxCategories);
    if (found.length === 0) return [];
    const names = found.map((entry) => entry.category);

    const screens = await trx
      .selectFrom('event_days')
      .select((eb) => ['category', 'screen', eb.fn.sum<number>('events').as('events')])
      .where('day', '>=', startDate)
      .where('day', '<=', endDate)
      .where('category', 'in', names)
      .groupBy(['category', 'screen'])
      .orderBy('events', 'desc')
      .orderBy('screen')
      .execute();
    // Event names are not rolled up: read from the events, by (category, day).
    const actions = await trx
      .selectFrom('app_events')
      .select((eb) => ['category', 'name', eb.fn.countAll<number>().as('events')])
      .where('category', 'in', names)
      .where('day', '>=', startDate)
      .where('day', '<=', endDate)
      .where('name', 'is not', null)
      .groupBy(['category', 'name'])
      .orderBy('events', 'desc')
      .orderBy('name')
      .execute();
    for (const row of screens) {
      const top = categories.get(row.category)!.topScreens;
      if (top.length < maxTop) top.push({ screen: row.screen, events: Number(row.events) });
    }
    for (const row of actions) {
      const top = categories.get(row.category)!.topNames;
      if (top.length < maxTop && row.name !== null) top.push({ name: row.name, events: Number(row.events) });
    }
    return found;
  });
}
