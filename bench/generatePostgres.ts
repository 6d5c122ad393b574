// The scale database written straight into PostgreSQL (issue 22): the same migrations, demo data,
// customers and orders as bench/generate.ts writes into SQLite, from the same seeds, the bulk rows
// through COPY. Used by `npm run bench` with BENCH_DATABASE_URL, and alone with
// `npx tsx bench/generatePostgres.ts --database-url postgres://... [--orders 1000000] [--dir ./data-scale-pg]`
// (a superuser's URL; the schema is kept).
import { once } from 'node:events';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { finished } from 'node:stream/promises';
import { sql } from 'kysely';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { refreshOrderDays } from '../server/areas/analytics/orderRollups';
import { rebuildSubscriptionFigures } from '../server/areas/analytics/subscriptionRollups';
import { rebuildEventRollups } from '../server/areas/analytics/eventRollups';
import { createDb } from '../server/db';
import { createSchemaRole } from '../server/db/schemaRole';
import { demoCustomerCount } from '../server/demo';
import { demoOrderCount } from '../server/demo/orders';
import {
  customerColumns,
  customerRows,
  describeScale,
  type GeneratedTable,
  generatedColumns,
  orderGenerator,
  type Plan,
  type RowSink,
  type ScaleStats,
  scaleCounts,
  scaleOrders,
  seedScaleBase,
} from './generate';

/**
 * The schema the rows go into in the URL's database, and the role of the same name the server
 * signs in as (server/db/schemaRole.ts): dropped first, and by `drop()` after the run.
 */
const schema = 'bench_scale';

/** Orders generated between two waits for the COPY streams to take what was written. */
const ordersPerStep = 20_000;

/** A value in COPY's text format: `\N` for null, booleans and numbers as they print, text escaped. */
function copyValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value !== 'string') return String(value);
  return value.replace(/[\\\t\n\r]/g, (char) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[char]!);
}

/**
 * One table's COPY on a connection of its own (one COPY at a time per connection), in a
 * transaction with triggers and foreign keys off (session_replication_role = replica: the rows
 * carry what the triggers would write, and reach the tables in no particular order between them).
 */
async function copySink(copyUrl: string, table: string, columns: readonly string[]) {
  const client = new pg.Client({ connectionString: copyUrl });
  await client.connect();
  await client.query('begin');
  await client.query('set local session_replication_role = replica');
  const stream = client.query(copyFrom(`copy "${table}" (${columns.map((column) => `"${column}"`).join(', ')}) from stdin`));
  const done = finished(stream);
  // Surfaced by `drain` or `end`, whichever comes first.
  done.catch(() => undefined);
  let text = '';
  const pending: string[] = [];
  const sink: RowSink & { drain(): Promise<void>; end(): Promise<void> } = {
    add(...values) {
      text += `${values.map(copyValue).join('\t')}\n`;
      if (text.length > 1 << 20) sink.flush();
    },
    flush() {
      if (text) pending.push(text);
      text = '';
    },
    async drain() {
      for (let chunk = pending.shift(); chunk !== undefined; chunk = pending.shift()) {
        if (!stream.write(chunk)) await Promise.race([once(stream, 'drain'), done]);
      }
    },
    async end() {
      sink.flush();
      await sink.drain();
      stream.end();
      await done;
      await client.query('commit');
      await client.end();
    },
  };
  return sink;
}

/** Each table's identity continues after the ids written (pg_get_serial_sequence is null for a table without one: setval of null is null). */
async function moveSequencesOn(client: pg.Client, tables: string[]) {
  for (const table of tables) {
    await client.query(`select setval(pg_get_serial_sequence($1, 'id'), greatest((select max(id) from "${table}"), 1))`, [table]);
  }
}

/**
 * Generates the scale database in a `bench_scale` schema of `databaseUrl`'s database (whose user
 * must be a superuser, to turn triggers off for COPY), uploads and the outbox in `dataDir`. Answers
 * the figures of generateScaleData, with a URL that signs in as the schema's role and `drop()`.
 */
export async function generatePostgresScaleData(options: {
  databaseUrl: string;
  dataDir: string;
  orders: number;
  timeZone?: string;
  now?: Date;
}): Promise<ScaleStats & { url: string; drop: () => Promise<void> }> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const { url, drop } = await createSchemaRole(options.databaseUrl, schema);
  const db = createDb({ databaseUrl: url, dataDir: options.dataDir });
  const copyUrl = new URL(options.databaseUrl);
  copyUrl.searchParams.set('options', `-c search_path=${schema}`);
  const client = new pg.Client({ connectionString: copyUrl.toString() });
  try {
    await client.connect();
    const { timeZone, books, plans } = await seedScaleBase(db, { timeZone: options.timeZone, now });
    const demoSeconds = (performance.now() - started) / 1000;

    const bulkStarted = performance.now();
    const counts = scaleCounts(options.orders);
    const customers = await copySink(copyUrl.toString(), 'users', customerColumns);
    for (const row of customerRows(counts.customers, now.getTime())) customers.add(...row);
    await customers.end();
    const number = async (query: string) => Number((await sql.raw<{ value: number | null }>(query).execute(db)).rows[0]?.value ?? 0);
    const plan: Plan = {
      orders: counts.orders,
      nowMs: now.getTime(),
      timeZone,
      books,
      plans,
      customerIds: (await db.selectFrom('users').select('id').where('role', 'is', null).orderBy('id').execute()).map((row) => row.id),
      lastOrderId: await number('select max(id) as value from orders'),
      lastPaymentId: await number('select max(id) as value from payments'),
    };

    const tables = Object.keys(generatedColumns) as GeneratedTable[];
    const sinks = new Map(await Promise.all(tables.map(async (table) => [table, await copySink(copyUrl.toString(), table, generatedColumns[table])] as const)));
    const generator = orderGenerator(plan, (table) => sinks.get(table));
    let events = 0;
    while (!generator.done) {
      events = generator.write(ordersPerStep);
      generator.flush();
      await Promise.all([...sinks.values()].map((sink) => sink.drain()));
    }
    await Promise.all([...sinks.values()].map((sink) => sink.end()));

    await moveSequencesOn(client, ['users', ...tables]);
    await db.transaction().execute(async (trx) => {
      await refreshOrderDays(trx);
      await rebuildEventRollups(trx);
    });
    const subscriptionsStarted = performance.now();
    await db.transaction().execute((trx) => rebuildSubscriptionFigures(trx));
    const subscriptionRollups = (performance.now() - subscriptionsStarted) / 1000;
    // Vacuumed as well as analysed: freshly copied rows have neither their hint bits nor the
    // visibility map that index-only scans read, which a database in use has, and autovacuum would
    // otherwise do that work during the measurements, on the same cores.
    const generated = await client.query<{ name: string }>(`select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = $1`, [schema]);
    await client.query(`vacuum (analyze) ${generated.rows.map((row) => row.name).join(', ')}`);
    const bytes = await client.query<{ bytes: string }>(
      `select coalesce(sum(pg_total_relation_size(c.oid)), 0) as bytes from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = $1 and c.relkind = 'r'`,
      [schema],
    );
    return {
      orders: demoOrderCount + counts.orders,
      customers: demoCustomerCount + counts.customers,
      events,
      seconds: { demo: demoSeconds, bulk: (performance.now() - bulkStarted) / 1000, subscriptionRollups, total: (performance.now() - started) / 1000 },
      databaseBytes: Number(bytes.rows[0]?.bytes ?? 0),
      url,
      drop,
    };
  } catch (error) {
    await drop().catch(() => undefined);
    throw error;
  } finally {
    await db.destroy();
    await client.end().catch(() => undefined);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string' },
      orders: { type: 'string', default: '1000000' },
      dir: { type: 'string', default: 'data-scale-pg' },
      'time-zone': { type: 'string' },
    },
  });
  const databaseUrl = values['database-url'];
  if (!databaseUrl) throw new Error('--database-url is required: a PostgreSQL superuser\'s URL');
  const stats = await generatePostgresScaleData({ databaseUrl, dataDir: path.resolve(values.dir), orders: scaleOrders(values.orders), timeZone: values['time-zone'] });
  console.log(`${describeScale(stats)} in the ${schema} schema; the server signs in with DATABASE_URL=${stats.url} DATA_DIR=${values.dir}`);
}
