import { expect, test } from 'vitest';
import type { AppEvent } from '../../contract/analytics';
import { rebuildEventRollups } from '../../server/areas/analytics/eventRollups';
import { distinctVisitors } from '../../server/areas/analytics/visitors';
import { loadConfig } from '../../server/config';
import { addDays } from '../../server/lib/dates';
import type { App } from '../../server/app';
import { testApp } from './helpers';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** One instant for the whole file, so that "today" cannot change between an event and its check. */
const recently = new Date(Date.now() - MINUTE).toISOString();

const event = (overrides: Partial<AppEvent> = {}): AppEvent => ({
  occurredAt: recently,
  visitorId: 'visitor-0001',
  deviceType: 'phone',
  platform: 'ios',
  appVersion: '4.2.1',
  type: 'screen_view',
  screen: 'home',
  category: 'navigation',
  ...overrides,
});

const send = (app: App, events: unknown[]) => app.inject({ method: 'POST', url: '/data/events', payload: { events } });

const countOf = async (app: App, table: 'app_events' | 'visitors' | 'visitor_days' | 'event_days') =>
  Number((await app.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

test('a batch is accepted without sign-in (202) and the roll-ups count it at once', async () => {
  const app = await testApp();
  const today = recently.slice(0, 10);

  const first = await send(app, [
    event(),
    event({ type: 'event', screen: 'Book_Details', category: 'Reading', name: 'open_book' }),
    event({ visitorId: 'visitor-0002', deviceType: 'tablet', platform: 'android', appVersion: '4.3.0-beta.2' }),
  ]);
  expect(first.statusCode).toBe(202);
  expect(first.json()).toEqual({ accepted: 3 });
  // The same visitor on another device the same day: the first device of the day stays.
  const second = await send(app, [event({ deviceType: 'tablet' }), event()]);
  expect(second.statusCode).toBe(202);

  expect(await countOf(app, 'app_events')).toBe(5);
  const visitorDays = await app.db.selectFrom('visitor_days').selectAll().orderBy('visitor_id').execute();
  expect(visitorDays).toEqual([
    { day: today, visitor_id: 'visitor-0001', device_type: 'phone', platform: 'ios', app_version: '4.2.1' },
    { day: today, visitor_id: 'visitor-0002', device_type: 'tablet', platform: 'android', app_version: '4.3.0-beta.2' },
  ]);
  const visitors = await app.db.selectFrom('visitors').selectAll().orderBy('visitor_id').execute();
  expect(visitors).toEqual([
    { visitor_id: 'visitor-0001', first_day: today },
    { visitor_id: 'visitor-0002', first_day: today },
  ]);
  const homeViews = await app.db
    .selectFrom('event_days')
    .select((eb) => eb.fn.sum<number>('events').as('events'))
    .where('screen', '=', 'home')
    .where('type', '=', 'screen_view')
    .executeTakeFirstOrThrow();
  expect(Number(homeViews.events)).toBe(4);
  // Names are stored lower-cased.
  const reading = await app.db.selectFrom('app_events').select(['screen', 'category', 'name']).where('type', '=', 'event').execute();
  expect(reading).toEqual([{ screen: 'book_details', category: 'reading', name: 'open_book' }]);
});

test('an older event moves the visitor’s first day back', async () => {
  const app = await testApp();
  await send(app, [event()]);
  const older = new Date(Date.parse(recently) - 3 * DAY);
  expect((await send(app, [event({ occurredAt: older.toISOString() })])).statusCode).toBe(202);
  const visitor = await app.db.selectFrom('visitors').selectAll().executeTakeFirstOrThrow();
  expect(visitor.first_day).toBe(older.toISOString().slice(0, 10));
  expect(await countOf(app, 'visitor_days')).toBe(2);
});

test('visitors per day and previous visit, and the day totals, stay what a rebuild computes, whatever order the days arrive in', async () => {
  const app = await testApp();
  const daysAgo = (days: number) => new Date(Date.parse(recently) - days * DAY).toISOString();
  const batches = [
    [event({ occurredAt: daysAgo(2) }), event({ visitorId: 'visitor-0002', occurredAt: daysAgo(10) })],
    // One visitor's days before, between and after those already stored, in one batch.
    [event({ occurredAt: daysAgo(9) }), event({ occurredAt: daysAgo(5) }), event({ occurredAt: daysAgo(20) }), event({ occurredAt: daysAgo(1) })],
    [event({ occurredAt: daysAgo(5) }), event({ visitorId: 'visitor-0002', occurredAt: daysAgo(1) }), event({ visitorId: 'visitor-0003', occurredAt: daysAgo(9) })],
    [event({ visitorId: 'visitor-0002', occurredAt: daysAgo(12) }), event({ visitorId: 'visitor-0003', occurredAt: daysAgo(9), type: 'event', screen: 'book_details', category: 'reading' })],
  ];
  for (const batch of batches) expect((await send(app, batch)).statusCode).toBe(202);

  const returns = () =>
    app.db
      .selectFrom('visitor_returns')
      .select(['day', 'previous_day', 'visitors'])
      .where('visitors', '<>', 0)
      .orderBy(['day', 'previous_day'])
      .execute();
  const totals = () => app.db.selectFrom('day_totals').selectAll().orderBy('day').execute();
  const recorded = await returns();
  const recordedTotals = await totals();
  // Each visitor once on their first day, the new ones on it, and the events of each type.
  expect(recordedTotals.find((row) => row.day === daysAgo(9).slice(0, 10))).toEqual({
    day: daysAgo(9).slice(0, 10),
    visitors: 2,
    new_visitors: 1,
    screen_views: 2,
    events: 1,
  });
  await app.db.transaction().execute(rebuildEventRollups);
  expect(recorded).toEqual(await returns());
  expect(recordedTotals).toEqual(await totals());

  const today = recently.slice(0, 10);
  for (const [from, to] of [[-25, 0], [-9, -5], [-4, 0], [-1, -1], [-11, -10]] as const) {
    const range = { startDate: addDays(today, from), endDate: addDays(today, to) };
    const { visitors } = await app.db
      .selectFrom('visitor_days')
      .select((eb) => eb.fn.count<number>('visitor_id').distinct().as('visitors'))
      .where('day', '>=', range.startDate)
      .where('day', '<=', range.endDate)
      .executeTakeFirstOrThrow();
    expect(await distinctVisitors(app.db, range), JSON.stringify(range)).toBe(Number(visitors));
  }
});

test('each invalid field is named by its path, and nothing of the batch is stored', async () => {
  const app = await testApp();
  const cases: [unknown, string][] = [
    [{ ...event(), visitorId: 'short' }, 'events.1.visitorId'],
    [{ ...event(), visitorId: 'has spaces in it' }, 'events.1.visitorId'],
    [{ ...event(), deviceType: 'watch' }, 'events.1.deviceType'],
    [{ ...event(), platform: 'windows' }, 'events.1.platform'],
    [{ ...event(), appVersion: 'latest' }, 'events.1.appVersion'],
    [{ ...event(), appVersion: '1.2.3-a-very-long-build-tag' }, 'events.1.appVersion'],
    [{ ...event(), type: 'click' }, 'events.1.type'],
    [{ ...event(), screen: '' }, 'events.1.screen'],
    [{ ...event(), category: 'x'.repeat(61) }, 'events.1.category'],
    [{ ...event(), name: 'two words' }, 'events.1.name'],
    [{ ...event(), occurredAt: '2026-11-01T10:00:00' }, 'events.1.occurredAt'],
    [{ ...event(), occurredAt: 'yesterday' }, 'events.1.occurredAt'],
    [(({ screen: _screen, ...rest }) => rest)(event()), 'events.1.screen'],
  ];
  for (const [invalid, path] of cases) {
    const response = await send(app, [event(), invalid]);
    expect(response.statusCode, path).toBe(400);
    expect(response.json(), JSON.stringify(invalid)).toMatchObject({ errorCode: 100, fieldErrors: { [path]: expect.any(String) } });
  }
  expect(await countOf(app, 'app_events')).toBe(0);
  expect(await countOf(app, 'visitors')).toBe(0);
});

test('a batch holds 1 to 100 events', async () => {
  const app = await testApp();
  const empty = await send(app, []);
  expect(empty.statusCode).toBe(400);
  expect(empty.json().fieldErrors).toHaveProperty('events');
  const tooMany = await send(app, Array.from({ length: 101 }, () => event()));
  expect(tooMany.statusCode).toBe(400);
  expect(tooMany.json().fieldErrors).toHaveProperty('events');
  const missing = await app.inject({ method: 'POST', url: '/data/events', payload: {} });
  expect(missing.statusCode).toBe(400);
  const full = await send(app, Array.from({ length: 100 }, () => event()));
  expect(full.statusCode).toBe(202);
  expect(full.json()).toEqual({ accepted: 100 });
});

test('an event more than 5 minutes ahead or 30 days old refuses the batch', async () => {
  const app = await testApp();
  const ahead = await send(app, [event(), event({ occurredAt: new Date(Date.now() + 6 * MINUTE).toISOString() })]);
  expect(ahead.statusCode).toBe(400);
  expect(ahead.json().fieldErrors).toEqual({ 'events.1.occurredAt': 'More than 5 minutes in the future' });
  const old = await send(app, [event({ occurredAt: new Date(Date.now() - 31 * DAY).toISOString() })]);
  expect(old.statusCode).toBe(400);
  expect(old.json().fieldErrors).toEqual({ 'events.0.occurredAt': 'More than 30 days old' });
  expect(await countOf(app, 'app_events')).toBe(0);
  // Within the window, at both ends (a clock a little ahead, a phone that was offline for weeks), with an offset.
  const edges = await send(app, [
    event({ occurredAt: new Date(Date.now() + 4 * MINUTE).toISOString() }),
    event({ occurredAt: new Date(Date.now() - 29 * DAY).toISOString().replace('Z', '+00:00') }),
  ]);
  expect(edges.statusCode).toBe(202);
});

test('ingestion is rate-limited per IP (429, errorCode 105)', async () => {
  const defaults = loadConfig({ NODE_ENV: 'test' }).rateLimit;
  const app = await testApp({ rateLimit: { ...defaults, eventsPerIp: 2 } });
  expect((await send(app, [event()])).statusCode).toBe(202);
  expect((await send(app, [event()])).statusCode).toBe(202);
  const refused = await send(app, [event()]);
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toMatchObject({ errorCode: 105 });
  expect(refused.headers['retry-after']).toBeDefined();
});

/**
 * A batch of two events, the second carrying `properties` given as JSON text: a value nested
 * thousands of levels deep goes as text, since the test's own serialiser would overflow on it.
 */
const sendWithProperties = (app: App, properties: string) =>
  app.inject({
    method: 'POST',
    url: '/data/events',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ events: [event(), { ...event(), properties: '\u0000' }] }).replace('"\\u0000"', properties),
  });

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

test('an event member beyond the bounds of free-form JSON refuses the batch with a 400 naming it', async () => {
  const app = await testApp();
  const cases: [string, string][] = [
    [nested(5000), 'JSON may nest at most 32 levels deep'],
    [nested(33), 'JSON may nest at most 32 levels deep'],
    [JSON.stringify({ list: Array.from({ length: 1000 }, () => 0) }), 'JSON may hold at most 1,000 keys and elements in all'],
    [JSON.stringify('x'.repeat(64 * 1024 - 1)), 'JSON may take at most 64 KiB'],
  ];
  for (const [properties, message] of cases) {
    const response = await sendWithProperties(app, properties);
    expect(response.statusCode, message).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 100, fieldErrors: { 'events.1.properties': message } });
  }
  expect(await countOf(app, 'app_events')).toBe(0);
});

test('an event member at the bounds is taken (and not stored): 32 levels, 1,000 keys and elements, 64 KiB', async () => {
  const app = await testApp();
  for (const properties of [
    nested(32),
    JSON.stringify({ list: Array.from({ length: 999 }, () => 0) }),
    JSON.stringify('x'.repeat(64 * 1024 - 2)),
  ]) {
    const response = await sendWithProperties(app, properties);
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ accepted: 2 });
  }
  expect(await countOf(app, 'app_events')).toBe(6);
});
