// `tsx bench/generate.ts --orders 1000000 [--dir ./data-scale] [--time-zone UTC]`: a database at a
// given scale for the benchmarks. The demo data first (staff, catalog, mobile UI, 20,000 orders and
// a year of events), through the same migrations and seed as `npm start`; then, in proportion to
// `--orders`: customers (one for every 10 orders), orders with their payment attempt, timeline and
// granted book over the last 365 days with the demo's daily and weekly rhythm, and the app's
// events around each purchase; finally the analytics roll-ups, rebuilt once. Written straight
// through better-sqlite3 prepared statements, the events on a second thread into a copy of the
// database that is moved in at the end: a million orders in about 40 s on two cores. The same
// rows go straight into PostgreSQL through COPY with bench/generatePostgres.ts.
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isMainThread, Worker, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { OrderStatus, PaymentProvider, PaymentStatus, PurchaseType } from '../contract/enums';
import { refreshOrderDays } from '../server/areas/analytics/orderRollups';
import { rebuildSubscriptionFigures } from '../server/areas/analytics/subscriptionRollups';
import { periodEnd } from '../server/areas/orders/transitions';
import type { BillingPeriod } from '../contract/subscriptions';
import { rebuildEventRollups } from '../server/areas/analytics/eventRollups';
import { markRollupsBuilt, rollupTimeZone } from '../server/areas/analytics/sync';
import { createDb, type Db, migrateToLatest } from '../server/db';
import { demoCustomerCount, seedDemoData } from '../server/demo';
import { random } from '../server/demo/covers';
import { demoOrderCount } from '../server/demo/orders';
import { businessDay } from '../server/lib/dates';
import { ftsTableOf, type TextTable, textColumns } from '../server/lib/textSearch';

const DAY = 86_400_000;

export interface ScaleStats {
  orders: number;
  customers: number;
  events: number;
  seconds: { demo: number; bulk: number; subscriptionRollups: number; total: number };
  databaseBytes: number;
}

/**
 * Rows into `table`, `perStatement` at a time through one prepared multi-row INSERT: far fewer
 * statements than rows, which is most of the cost of a bulk insert in better-sqlite3.
 */
function bulkInserter(sqlite: SQLite.Database, table: string, columns: string[], perStatement = 100) {
  const row = `(${columns.map(() => '?').join(', ')})`;
  const statement = (rows: number) => sqlite.prepare(`insert into ${table} (${columns.join(', ')}) values ${Array(rows).fill(row).join(', ')}`);
  const full = statement(perStatement);
  let pending: unknown[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    const rows = pending.length / columns.length;
    (rows === perStatement ? full : statement(rows)).run(pending);
    pending = [];
  };
  return {
    add(...values: unknown[]) {
      pending.push(...values);
      if (pending.length === perStatement * columns.length) flush();
    },
    flush,
  };
}

/** Orders by hour of the day (UTC), as the demo's: quiet at night, busiest in the evening. */
const hourWeights = [2, 1, 1, 1, 1, 2, 3, 5, 6, 6, 6, 7, 8, 7, 6, 6, 7, 8, 10, 11, 11, 9, 6, 4];
const hourTotal = hourWeights.reduce((sum, weight) => sum + weight, 0);

/** What happens to an order: its final status and its payment's, with how often. */
const fates = [
  { weight: 75, order: OrderStatus.CONFIRMED, payment: PaymentStatus.SUCCESS },
  { weight: 7, order: OrderStatus.PAYMENT_FAILED, payment: PaymentStatus.FAILED },
  { weight: 6, order: OrderStatus.PAYMENT_CANCELLED, payment: PaymentStatus.CANCELLED },
  { weight: 4, order: OrderStatus.CANCELLED, payment: PaymentStatus.NONE },
  { weight: 4, order: OrderStatus.REFUNDED, payment: PaymentStatus.REFUNDED },
  { weight: 2, order: OrderStatus.PROCESSING, payment: PaymentStatus.PROCESSING },
  { weight: 2, order: OrderStatus.INITIATED, payment: PaymentStatus.PENDING },
] as const;
const fateTotal = fates.reduce((sum, fate) => sum + fate.weight, 0);

const firstNames = ['Ada', 'Ben', 'Chloé', 'Dmitri', 'Elif', 'Farah', 'Gus', 'Hana', 'Ivo', 'Jun', 'Kemi', 'Lior', 'Mara', 'Nils', 'Oona', 'Priya'];
const lastNames = ['Abbott', 'Bauer', 'Costa', 'Dubois', 'Eriksen', 'Fischer', 'García', 'Haddad', 'Ito', 'Jensen', 'Kowalski', 'Lopez', 'Moreau', 'Nakamura'];
const screensBeforeBuying = { [PurchaseType.BOOK_PURCHASE]: 'book_details', [PurchaseType.SUBSCRIPTION]: 'subscriptions' } as const;

/** What both threads need to write the same orders: the loop runs in each, each writing its own tables. */
export interface Plan {
  orders: number;
  nowMs: number;
  timeZone: string;
  books: { id: number; price: number; currency: string }[];
  plans: { id: number; price: number; currency: string; billing_period: BillingPeriod; billing_days: number | null }[];
  customerIds: number[];
  lastOrderId: number;
  lastPaymentId: number;
}

/** The app's events, written on a second thread into a copy of the database, and moved in with their roll-ups. */
const eventTables = ['app_events'];
const eventTablesAndRollups = [...eventTables, 'visitor_days', 'visitors', 'visitor_returns', 'event_days', 'day_totals'];
const orderTables = ['orders', 'payments', 'order_events', 'customer_books', 'customer_subscriptions'];

/**
 * The first part on either database: its migrations, the roll-ups' zone (recorded before any order
 * is written, as the server does on start) and the demo data, with the events' roll-ups left to the
 * end (built once over the demo's events and the generated ones); answers what the orders are made of.
 */
export async function seedScaleBase(db: Db, options: { timeZone?: string; now: Date }) {
  await migrateToLatest(db);
  await markRollupsBuilt(db, options.timeZone ?? 'UTC');
  await seedDemoData(db, { now: options.now, eventRollups: false });
  return {
    timeZone: await rollupTimeZone(db),
    books: await db.selectFrom('ebooks').select(['id', 'price', 'currency']).where('status', '=', 'E').orderBy('id').execute(),
    plans: await db
      .selectFrom('subscriptions')
      .select(['id', 'price', 'currency', 'billing_period', 'billing_days'])
      .where('status', '=', 'E')
      .orderBy('id')
      .execute(),
  };
}

/** How many orders and customers are added to the demo's for `orders` in all. */
export const scaleCounts = (orders: number) => ({
  orders: Math.max(0, orders - demoOrderCount),
  customers: Math.max(0, Math.round(orders / 10) - demoCustomerCount),
});

/** The columns of the customers added, in the order of customerRows' values. */
export const customerColumns = ['email', 'name', 'country', 'created_at', 'email_verified_at', 'last_seen_at'];

/** The customers added, registered over the last three years: the same from the same seed wherever they go. */
export function* customerRows(count: number, nowMs: number): Generator<unknown[]> {
  const next = random(20261123);
  const pick = <Item>(items: readonly Item[]) => items[Math.floor(next() * items.length)]!;
  for (let n = 1; n <= count; n++) {
    const registered = new Date(nowMs - next() * 3 * 365 * DAY).toISOString();
    yield [`scale-${n}@customers.test`, `${pick(firstNames)} ${pick(lastNames)}`, pick(['US', 'GB', 'DE', 'FR', 'IN']), registered, registered, registered];
  }
}

export async function generateScaleData(options: { dataDir: string; orders: number; timeZone?: string; now?: Date }): Promise<ScaleStats> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const nowMs = now.getTime();
  await fs.rm(options.dataDir, { recursive: true, force: true });
  const db = await throwaway(createDb({ dataDir: options.dataDir }));
  const { timeZone, books, plans } = await seedScaleBase(db, { timeZone: options.timeZone, now });
  await db.destroy();
  const demoSeconds = (performance.now() - started) / 1000;

  const bulkStarted = performance.now();
  const file = path.join(options.dataDir, 'app.db');
  const sqlite = openThrowaway(file);
  const { orders: extraOrders, customers: extraCustomers } = scaleCounts(options.orders);
  sqlite.transaction(() => {
    const customers = bulkInserter(sqlite, 'users', customerColumns);
    for (const row of customerRows(extraCustomers, nowMs)) customers.add(...row);
    customers.flush();
  })();
  const plan: Plan = {
    orders: extraOrders,
    nowMs,
    timeZone,
    books,
    plans,
    customerIds: sqlite.prepare('select id from users where role is null order by id').pluck().all() as number[],
    lastOrderId: (sqlite.prepare('select max(id) from orders').pluck().get() as number | null) ?? 0,
    lastPaymentId: (sqlite.prepare('select max(id) from payments').pluck().get() as number | null) ?? 0,
  };
  sqlite.close();

  // Two cores, one writer per SQLite file: the events go on a second thread into a copy.
  const eventsDir = path.join(options.dataDir, 'events');
  const eventsFile = path.join(eventsDir, 'app.db');
  await fs.mkdir(eventsDir);
  await fs.copyFile(file, eventsFile);
  const eventsDone = runOnWorker({ file: eventsFile, plan });
  const events = writeTables(file, plan, orderTables);
  const rollupsStarted = performance.now();
  const rollups = await throwaway(createDb({ dataDir: options.dataDir }));
  await rollups.transaction().execute((trx) => refreshOrderDays(trx));
  trace('order roll-ups', rollupsStarted);
  const subscriptionsStarted = performance.now();
  await rollups.transaction().execute((trx) => rebuildSubscriptionFigures(trx));
  const subscriptionRollupSeconds = (performance.now() - subscriptionsStarted) / 1000;
  trace('subscription roll-ups', subscriptionsStarted);
  await rollups.destroy();
  await eventsDone;
  const merging = performance.now();
  moveTables(file, eventsFile, eventTablesAndRollups);
  await fs.rm(eventsDir, { recursive: true });
  trace('events moved in', merging);
  const bulkSeconds = (performance.now() - bulkStarted) / 1000;

  const { size } = await fs.stat(file);
  return {
    orders: demoOrderCount + extraOrders,
    customers: demoCustomerCount + extraCustomers,
    events,
    seconds: { demo: demoSeconds, bulk: bulkSeconds, subscriptionRollups: subscriptionRollupSeconds, total: (performance.now() - started) / 1000 },
    databaseBytes: size,
  };
}

/** The events' part, on a worker thread: its tables, then the events' roll-ups over them. */
function runOnWorker(workerData: { file: string; plan: Plan }): Promise<void> {
  return new Promise((resolve, reject) => {
    // Node 20 runs no loader hooks in a worker: tsx loads this file there.
    const module = JSON.stringify(import.meta.url);
    const worker = new Worker(`import('tsx/esm/api').then(({ tsImport }) => tsImport(${module}, ${module}))`, { eval: true, workerData });
    worker.on('error', reject);
    worker.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the events' thread exited with ${code}`))));
  });
}

async function writeEvents({ file, plan }: { file: string; plan: Plan }) {
  writeTables(file, plan, eventTables);
  const started = performance.now();
  const db = await throwaway(createDb({ dataDir: path.dirname(file) }));
  await db.transaction().execute((trx) => rebuildEventRollups(trx));
  await db.destroy();
  trace('event roll-ups', started);
}

/** Replaces `tables` in `file` by those of `from`: SQLite copies the rows and indexes as they are. */
function moveTables(file: string, from: string, tables: string[]) {
  const sqlite = openThrowaway(file);
  sqlite.prepare('attach ? as moved').run(from);
  const sequence = sqlite.prepare('update main.sqlite_sequence set seq = (select seq from moved.sqlite_sequence where name = ?) where name = ?');
  sqlite.transaction(() => {
    for (const table of tables) {
      sqlite.exec(`delete from main.${table}`);
      sqlite.exec(`insert into main.${table} select * from moved.${table}`);
      sequence.run(table, table);
    }
  })();
  sqlite.exec('detach moved');
  sqlite.pragma('journal_mode = WAL');
  sqlite.close();
}

/** Where the rows of one table go: multi-row INSERTs on SQLite, a COPY on PostgreSQL (bench/generatePostgres.ts). */
export interface RowSink {
  add(...values: unknown[]): void;
  flush(): void;
}

/** The tables the orders' loop writes, with their columns in the order of its values. */
export const generatedColumns = {
  orders: ['id', 'number', 'customer_id', 'purchase_type', 'ebook_id', 'subscription_id', 'amount', 'currency', 'status', 'payment_status', 'created_at', 'updated_at', 'day'],
  payments: ['id', 'order_id', 'provider', 'reference', 'status', 'amount', 'currency', 'created_at', 'updated_at'],
  order_events: ['order_id', 'payment_id', 'what', 'from_status', 'to_status', 'at', 'actor_kind', 'actor_id'],
  customer_books: ['customer_id', 'ebook_id', 'order_id', 'granted_at'],
  customer_subscriptions: ['customer_id', 'subscription_id', 'started_at', 'ends_at', 'order_id'],
  app_events: ['occurred_at', 'day', 'visitor_id', 'device_type', 'platform', 'app_version', 'type', 'screen', 'category', 'name'],
} as const;
export type GeneratedTable = keyof typeof generatedColumns;

const ignored: RowSink = { add() {}, flush() {} };

/**
 * The orders, with their payment, timeline, granted book and app events, into the sinks given
 * (`sinkFor` answers `undefined` for a table not written here): the same rows from the same seed
 * wherever they go. `write(count)` writes the next `count` orders (all that are left by default)
 * and answers the events made so far; `flush()` hands each sink its last rows.
 */
export function orderGenerator(plan: Plan, sinkFor: (table: GeneratedTable) => RowSink | undefined) {
  const { nowMs, books, plans, customerIds } = plan;
  const next = random(20261124);
  const pick = <Item>(items: readonly Item[]) => items[Math.floor(next() * items.length)]!;
  const dayOf = cachedBusinessDay(plan.timeZone);
  const sink = (table: GeneratedTable) => sinkFor(table) ?? ignored;
  const orderRows = sink('orders');
  const paymentRows = sink('payments');
  const timelineRows = sink('order_events');
  const bookRows = sink('customer_books');
  const holdRows = sink('customer_subscriptions');
  const appEventRows = sink('app_events');
  // Ids grow with time, as where orders are written as they come: a walk of the creation-time
  // index then reads the table in order too.
  const times = new Float64Array(plan.orders).map(() => orderTime(next, nowMs)).sort();
  let written = 0;
  let events = 0;
  return {
    write(count = plan.orders) {
      const end = Math.min(plan.orders, written + count);
      while (written < end) {
        const n = ++written;
        const id = plan.lastOrderId + n;
        const created = times[n - 1]!;
        const createdAt = new Date(created).toISOString();
        const settledAt = new Date(created + 60_000 + next() * 10 * 60_000).toISOString();
        const day = dayOf(created);
        const customerId = pick(customerIds);
        const book = next() < 0.75 || plans.length === 0 ? pick(books) : undefined;
        const subscription = book ? undefined : pick(plans);
        const item = (book ?? subscription)!;
        let roll = next() * fateTotal;
        const fate = fates.find((candidate) => (roll -= candidate.weight) < 0) ?? fates[0];
        const purchaseType = book ? PurchaseType.BOOK_PURCHASE : PurchaseType.SUBSCRIPTION;
        orderRows.add(id, `ORD-${String(id).padStart(7, '0')}`, customerId, purchaseType, book?.id ?? null, subscription?.id ?? null, item.price, item.currency, fate.order, fate.payment, createdAt, settledAt, day);
        timelineRows.add(id, null, 'created', null, OrderStatus.INITIATED, createdAt, 'customer', customerId);
        if (fate.payment !== PaymentStatus.NONE) {
          const paymentId = plan.lastPaymentId + n;
          paymentRows.add(paymentId, id, PaymentProvider.CARD, `scale_${id}`, fate.payment, item.price, item.currency, createdAt, settledAt);
          timelineRows.add(id, paymentId, 'payment_status', PaymentStatus.INITIATED, fate.payment, settledAt, 'provider', null);
        }
        if (fate.order !== OrderStatus.INITIATED) {
          timelineRows.add(id, null, 'order_status', OrderStatus.INITIATED, fate.order, settledAt, 'system', null);
        }
        if (book && fate.order === OrderStatus.CONFIRMED) bookRows.add(customerId, book.id, id, settledAt);
        // A confirmed plan is held for one billing period, as grantPurchase writes it.
        if (subscription && fate.order === OrderStatus.CONFIRMED) {
          const ends = periodEnd(new Date(settledAt), subscription.billing_period, subscription.billing_days).toISOString();
          holdRows.add(customerId, subscription.id, settledAt, ends, id);
        }

        // The customer's phone opens the item, then the checkout, just before the order.
        const visitor = `customer-${String(customerId).padStart(8, '0')}`;
        const device = customerId % 5 === 0 ? 'tablet' : 'phone';
        const platform = customerId % 20 < 11 ? 'ios' : 'android';
        const version = created > nowMs - 60 * DAY ? '4.3.0' : '4.2.1';
        const opened = new Date(created - 3 * 60_000).toISOString();
        appEventRows.add(opened, dayOf(created - 3 * 60_000), visitor, device, platform, version, 'screen_view', screensBeforeBuying[purchaseType], 'navigation', null);
        appEventRows.add(createdAt, day, visitor, device, platform, version, 'event', 'checkout', 'purchase', fate.order === OrderStatus.CONFIRMED ? 'purchase_complete' : 'checkout_start');
        events += 2;
      }
      return events;
    },
    get done() {
      return written >= plan.orders;
    },
    flush() {
      for (const rows of [orderRows, paymentRows, timelineRows, bookRows, holdRows, appEventRows]) rows.flush();
    },
  };
}

/**
 * The orders' loop into the SQLite `file`, writing only the `tables` given: each thread runs it
 * from the same seed. Secondary indexes are dropped for the bulk insert and built again after it,
 * each in one sorted pass; so are the triggers, the rows carrying what they would write (an
 * order's payment status), and the text indexes. Returns the events made.
 */
function writeTables(file: string, plan: Plan, tables: string[]): number {
  const sqlite = openThrowaway(file);
  // Rows reach the tables in batches per table, so a timeline row may precede its payment's batch.
  sqlite.pragma('foreign_keys = OFF');
  const derived = sqlite
    .prepare(`select type, name, sql from sqlite_master where type in ('index', 'trigger') and sql is not null and tbl_name in (${tables.map(() => '?').join(', ')})`)
    .all(...tables) as { type: string; name: string; sql: string }[];
  let events = 0;
  const started = performance.now();
  sqlite.transaction(() => {
    for (const { type, name } of derived) sqlite.exec(`drop ${type} "${name}"`);
    const generator = orderGenerator(plan, (table) => (tables.includes(table) ? bulkInserter(sqlite, table, [...generatedColumns[table]]) : undefined));
    events = generator.write();
    generator.flush();
    trace(`${tables[0]}: rows`, started);
    const indexing = performance.now();
    for (const { sql } of derived) sqlite.exec(sql);
    // The triggers that keep the text indexes (migration 0019) were dropped with the others: those
    // of the tables written are rebuilt from their rows, in one pass.
    for (const table of tables.filter((name): name is TextTable => name in textColumns)) {
      const fts = ftsTableOf(table);
      sqlite.exec(`insert into ${fts}(${fts}) values ('rebuild')`);
    }
    trace(`${tables[0]}: indexes`, indexing);
  })();
  sqlite.close();
  return events;
}

function openThrowaway(file: string) {
  const sqlite = new SQLite(file);
  for (const pragma of throwawayPragmas) sqlite.pragma(pragma);
  return sqlite;
}

/** A database written once by this script: no journal, no syncs, big sorts (indexes, roll-ups) in memory. */
const throwawayPragmas = ['journal_mode = OFF', 'synchronous = OFF', 'cache_size = -524288', 'temp_store = MEMORY'];

async function throwaway(db: Db) {
  for (const pragma of throwawayPragmas) await sql.raw(`pragma ${pragma}`).execute(db);
  return db;
}

/** With GENERATE_TRACE set, how long a step took. */
function trace(step: string, since: number) {
  if (process.env.GENERATE_TRACE) console.log(`${step} ${((performance.now() - since) / 1000).toFixed(1)} s`);
}

/**
 * businessDay, remembered per quarter of an hour: every time zone's offset is a whole number of
 * quarters, so all the instants of one quarter fall on one business day.
 */
function cachedBusinessDay(timeZone: string) {
  const QUARTER = 15 * 60_000;
  const days = new Map<number, string>();
  return (instant: number) => {
    const quarter = Math.floor(instant / QUARTER);
    let day = days.get(quarter);
    if (day === undefined) days.set(quarter, (day = businessDay(quarter * QUARTER, timeZone)));
    return day;
  };
}

/** An instant within the last 365 days, more of them lately, at weekends and in the evening. */
function orderTime(next: () => number, now: number): number {
  for (;;) {
    const time = now - 20 * 60_000 - next() * 365 * DAY;
    const date = new Date(time);
    const growth = 0.6 + 0.9 * (1 - (now - time) / (365 * DAY));
    const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6 ? 1.3 : 1;
    const hour = hourWeights[date.getUTCHours()]! / (hourTotal / 24);
    if (next() * 1.5 * 1.3 * 1.9 < growth * weekend * hour) return Math.floor(time / 1000) * 1000 + Math.floor(next() * 1000);
  }
}

/** --orders of the command lines: a whole number, at least the demo's orders. */
export function scaleOrders(value: string): number {
  const orders = Number(value);
  if (!Number.isInteger(orders) || orders < demoOrderCount) throw new Error(`--orders must be a whole number of at least ${demoOrderCount}`);
  return orders;
}

/** What a command line prints of a generation. */
export const describeScale = (stats: ScaleStats) =>
  `${stats.orders.toLocaleString('en')} orders, ${stats.customers.toLocaleString('en')} customers, ${stats.events.toLocaleString('en')} more events ` +
  `in ${stats.seconds.total.toFixed(1)} s (demo ${stats.seconds.demo.toFixed(1)} s, orders, events and roll-ups ${stats.seconds.bulk.toFixed(1)} s, of which the subscription figures ${stats.seconds.subscriptionRollups.toFixed(1)} s); ` +
  `${(stats.databaseBytes / 1024 / 1024).toFixed(0)} MiB`;

if (!isMainThread) {
  await writeEvents(workerData);
} else if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { orders: { type: 'string', default: '1000000' }, dir: { type: 'string', default: 'data-scale' }, 'time-zone': { type: 'string' } },
  });
  const stats = await generateScaleData({ dataDir: path.resolve(values.dir), orders: scaleOrders(values.orders), timeZone: values['time-zone'] });
  console.log(`${describeScale(stats)} at ${path.join(values.dir, 'app.db')}`);
}
