import type { Kysely } from 'kysely';
import type { AppEventType, DeviceType, Platform } from '../../contract/analytics';
import { OrderStatus, PurchaseType } from '../../contract/enums';
import { rebuildEventRollups } from '../areas/analytics/eventRollups';
import { markRollupsBuilt, rollupTimeZone } from '../areas/analytics/sync';
import type { Db } from '../db';
import { insertMany } from '../db/insertMany';
import type { Database } from '../db/schema';
import { addDays, businessDay, nextDay, startOfDay } from '../lib/dates';

/** Visitors of the demo app (installations): returning ones keep their id. */
export const demoVisitorCount = 3000;
const yearDays = 365;
const HOUR = 3_600_000;

/**
 * Sessions per hour of the business day, relative: quiet nights, a lunch bump, busy evenings.
 * Weekends have a third more; the year grows (the newest month about twice the oldest).
 */
const hourWeights = [
  0.2, 0.1, 0.08, 0.05, 0.05, 0.1, 0.25, 0.5, 0.6, 0.55, 0.5, 0.55, 0.8, 0.7, 0.55, 0.55, 0.6, 0.75, 0.95, 1, 1, 0.9, 0.7, 0.4,
];

interface Screen {
  screen: string;
  category: string;
  names: readonly string[];
  /** How often a session goes there (home opens every session; checkout follows an order). */
  weight: number;
}

/** The app's screens: each with its category and the actions done on it. */
const screens: readonly Screen[] = [
  { screen: 'home', category: 'navigation', names: ['open_banner', 'open_section'], weight: 0 },
  { screen: 'book_list', category: 'navigation', names: ['open_book', 'filter_category'], weight: 14 },
  { screen: 'book_details', category: 'reading', names: ['start_sample', 'add_to_wishlist'], weight: 12 },
  { screen: 'reader', category: 'reading', names: ['turn_page', 'finish_chapter', 'add_bookmark'], weight: 16 },
  { screen: 'magazine_list', category: 'navigation', names: ['open_issue'], weight: 7 },
  { screen: 'magazine_reader', category: 'reading', names: ['turn_page', 'share_page'], weight: 6 },
  { screen: 'news', category: 'navigation', names: ['open_article'], weight: 12 },
  { screen: 'news_details', category: 'reading', names: ['share_article'], weight: 10 },
  { screen: 'video_player', category: 'video', names: ['play', 'pause', 'complete'], weight: 8 },
  { screen: 'search', category: 'search', names: ['search_submit', 'open_result'], weight: 7 },
  { screen: 'subscriptions', category: 'purchase', names: ['view_plan'], weight: 3 },
  { screen: 'account', category: 'account', names: ['change_settings', 'sign_in', 'sign_out'], weight: 3 },
  { screen: 'checkout', category: 'purchase', names: ['checkout_start', 'purchase_complete'], weight: 0 },
];
const [home, , bookDetails] = screens as [Screen, Screen, Screen];
const plans = screens.find((screen) => screen.screen === 'subscriptions')!;
const checkout = screens.find((screen) => screen.screen === 'checkout')!;
const screenTotal = screens.reduce((total, screen) => total + screen.weight, 0);

/** App versions and how many days into the year each came out (the first is older than the year). */
const releases = [
  { version: '3.9.2', day: -100 },
  { version: '4.0.0', day: 60 },
  { version: '4.1.0', day: 150 },
  { version: '4.1.2', day: 190 },
  { version: '4.2.0', day: 280 },
  { version: '4.2.1', day: 330 },
];

/** A small seeded generator (mulberry32): hundreds of thousands of draws, cheaper than faker's. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]) => items[int(items.length)]!;
  return { next, int, pick };
}

interface Visitor {
  id: string;
  deviceType: DeviceType;
  platform: Platform;
  /** Days into the year of the first and last visit; the chance of a visit on a day between. */
  from: number;
  until: number;
  chance: number;
  /** Days after a release that this visitor updates. */
  updateLag: number;
}

function demoVisitors(random: ReturnType<typeof generator>): Visitor[] {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from({ length: demoVisitorCount }, () => {
    // A quarter had the app before the year began; the others arrive more and more often.
    const from = random.next() < 0.25 ? 0 : Math.floor(yearDays * Math.sqrt(random.next()));
    const stays = random.next() < 0.35 ? yearDays : from + Math.floor(-Math.log(1 - random.next()) * 120);
    const engagement = random.next();
    return {
      id: `v_${Array.from({ length: 22 }, () => random.pick([...alphabet])).join('')}`,
      deviceType: random.next() < 0.8 ? 'phone' : 'tablet',
      platform: random.next() < 0.55 ? 'ios' : 'android',
      from,
      until: Math.min(yearDays - 1, stays),
      chance: engagement < 0.5 ? 0.02 : engagement < 0.8 ? 0.07 : engagement < 0.95 ? 0.2 : 0.5,
      updateLag: random.int(45),
    };
  });
}

const versionOf = (visitor: Visitor, day: number) =>
  releases.filter((release) => release.day + visitor.updateLag <= day).at(-1)?.version ?? releases[0]!.version;

const columns = ['occurred_at', 'day', 'visitor_id', 'device_type', 'platform', 'app_version', 'type', 'screen', 'category', 'name'] as const;
/** An event as the values of `columns`, in order: a third of a million of them, so no objects. */
type EventRow = [string, string, string, DeviceType, Platform, string, AppEventType, string, string, string | null];

/** The events a batch at a time, each as the row object insertMany takes (a third of a million objects at once would be too many). */
async function insertEvents(trx: Kysely<Database>, rows: EventRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 10_000) {
    const batch = rows.slice(start, start + 10_000).map((row) => Object.fromEntries(columns.map((column, index) => [column, row[index]])));
    await insertMany(trx, 'app_events', batch);
  }
}

/**
 * A year of the mobile app's screen views and events, ending now: about 3,000 visitors (phones
 * 80%, iOS 55%), each coming back at their own rhythm until they leave, more in the evening, at
 * weekends and as the year goes on; sessions open `home`, then a few screens with their actions;
 * every order of the year has its checkout on its customer's device just before it was placed.
 * Days are business days of the zone the roll-ups are kept in; the roll-ups are built once, at
 * the end, with grouped INSERT ... SELECTs. Runs after the orders; a fixed seed of its own.
 */
export async function seedEvents(db: Db, { now, rollups = true }: { now: Date; rollups?: boolean }): Promise<void> {
  const random = generator(9009);
  const timeZone = await rollupTimeZone(db);
  const nowMs = now.getTime();
  const today = businessDay(now, timeZone);
  const days = Array.from({ length: yearDays }, (_, index) => addDays(today, index - yearDays + 1));
  const starts = days.map((day) => startOfDay(day, timeZone).getTime());
  const ends = days.map((day) => startOfDay(nextDay(day), timeZone).getTime());
  const visitors = demoVisitors(random);
  const rows: EventRow[] = [];

  const session = (visitor: Visitor, dayIndex: number, at: number, steps: { screen: Screen; name?: string }[]) => {
    const day = days[dayIndex]!;
    const version = versionOf(visitor, dayIndex);
    let time = at;
    for (const { screen, name } of steps) {
      if (time > nowMs || time >= ends[dayIndex]!) return;
      const viewed = new Date(time).toISOString();
      rows.push([viewed, day, visitor.id, visitor.deviceType, visitor.platform, version, 'screen_view', screen.screen, screen.category, null]);
      if (name) {
        const done = new Date(time + 5_000).toISOString();
        rows.push([done, day, visitor.id, visitor.deviceType, visitor.platform, version, 'event', screen.screen, screen.category, name]);
      }
      time += 10_000 + random.int(110_000);
    }
  };
  const someScreen = () => {
    let left = random.next() * screenTotal;
    return screens.find((screen) => (left -= screen.weight) < 0) ?? home;
  };

  for (let dayIndex = 0; dayIndex < yearDays; dayIndex++) {
    const weekday = new Date(`${days[dayIndex]}T12:00:00Z`).getUTCDay();
    const rhythm = (weekday === 0 || weekday === 6 ? 1.3 : 1) * (0.65 + 0.7 * (dayIndex / yearDays));
    for (const visitor of visitors) {
      if (dayIndex < visitor.from || dayIndex > visitor.until || random.next() >= visitor.chance * rhythm) continue;
      let hour = random.int(24);
      while (random.next() >= hourWeights[hour]!) hour = random.int(24);
      const steps = [{ screen: home, name: random.next() < 0.2 ? random.pick(home.names) : undefined }];
      for (let count = 1 + random.int(6); count > 0; count--) {
        const screen = someScreen();
        steps.push({ screen, name: random.next() < 0.5 ? random.pick(screen.names) : undefined });
      }
      session(visitor, dayIndex, starts[dayIndex]! + (hour + random.next()) * HOUR, steps);
    }
  }

  // Each order of the year: its customer's device opened the item, then the checkout.
  const orders = await db
    .selectFrom('orders')
    .select(['customer_id', 'purchase_type', 'status', 'created_at', 'day'])
    .where('day', '>=', days[0]!)
    .execute();
  const dayIndexes = new Map(days.map((day, index) => [day, index]));
  for (const order of orders) {
    const placed = Date.parse(order.created_at);
    const dayIndex = dayIndexes.get(order.day!);
    if (dayIndex === undefined) continue;
    const visitor = visitors[(order.customer_id * 2_654_435_761) % visitors.length]!;
    const paid = order.status === OrderStatus.CONFIRMED || order.status === OrderStatus.REFUNDED;
    const item = order.purchase_type === PurchaseType.BOOK_PURCHASE ? bookDetails : plans;
    session(visitor, dayIndex, Math.max(starts[dayIndex]!, placed - 90_000), [
      { screen: item, name: item === bookDetails ? 'buy_tap' : 'subscribe_tap' },
      { screen: checkout, name: paid ? 'purchase_complete' : 'checkout_start' },
    ]);
  }

  await db.transaction().execute(async (trx) => {
    await insertEvents(trx, rows);
    if (rollups) await rebuildEventRollups(trx);
    await markRollupsBuilt(trx, timeZone);
  });
}
