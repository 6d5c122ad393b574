import { type Kysely, type Selectable, sql } from 'kysely';
import { mrrMovementKinds } from '../../../contract/subscriptionFigureRules';
import { dialectOf } from '../../db/dialect';
import { insertMany } from '../../db/insertMany';
import type { Database, SubscriptionsTable } from '../../db/schema';
import { monthStart } from '../../lib/dates';
import { type CustomerFacts, customerFacts, type PricedHold } from './subscriptionFacts';
import { markRollupsBuilt, rollupTimeZone } from './sync';

/**
 * The subscription roll-ups (migration 0036, docs/api.md "Subscription figures"). Each customer's
 * facts (subscriptionFacts.ts) are stored as rows of their own; the daily tables hold the sums of
 * every customer's contributions. A refresh computes a customer's facts again, and adds to the
 * daily tables the difference between the new contributions and the stored ones, so that two
 * customers refreshed at once never write over each other's sums.
 */
type Db = Kysely<Database>;

/** The state row of `rollup_state` that records the zone these roll-ups were built in. */
const stateName = 'subscriptions';

/** The tables of sums: their key columns and summed columns. */
const sumTables = {
  subscription_days: { keys: ['day', 'currency'], values: mrrMovementKinds.flatMap((kind) => [`${kind}_count`, `${kind}_amount`]) },
  subscription_plan_days: { keys: ['day', 'subscription_id', 'currency'], values: ['subscribers', 'mrr', 'churned'] },
  subscription_trial_days: { keys: ['day', 'subscription_id', 'ends_on', 'converted'], values: ['trials'] },
  subscription_cohorts: { keys: ['month', 'months_after'], values: ['customers'] },
} as const;
type SumTable = keyof typeof sumTables;
type Row = Record<string, string | number>;

/** Rows of the sum tables by table and key, their summed columns added up. */
class Sums {
  readonly rows = new Map<string, { table: SumTable; row: Row }>();

  add(table: SumTable, key: Row, values: Record<string, number>, sign = 1): void {
    const id = `${table} ${Object.values(key).join(' ')}`;
    let entry = this.rows.get(id);
    if (!entry) {
      const zeros = Object.fromEntries(sumTables[table].values.map((column) => [column, 0]));
      this.rows.set(id, (entry = { table, row: { ...key, ...zeros } }));
    }
    for (const [column, value] of Object.entries(values)) entry.row[column] = Number(entry.row[column]) + sign * value;
  }

  addFacts(facts: CustomerFacts, sign: number): void {
    for (const { currency, day, kind, from, to } of facts.movements) {
      this.add('subscription_days', { day, currency }, { [`${kind}_count`]: 1, [`${kind}_amount`]: to - from }, sign);
    }
    for (const { subscriptionId, currency, day, from, to } of facts.planMovements) {
      const subscribers = from === 0 ? 1 : to === 0 ? -1 : 0;
      const key = { day, subscription_id: subscriptionId, currency };
      this.add('subscription_plan_days', key, { subscribers, mrr: to - from, churned: to === 0 ? 1 : 0 }, sign);
    }
    for (const { subscriptionId, day, endsOn, converted } of facts.trials) {
      const key = { day, subscription_id: subscriptionId, ends_on: endsOn, converted: converted ? 1 : 0 };
      this.add('subscription_trial_days', key, { trials: 1 }, sign);
    }
    if (facts.cohort) {
      const month = monthStart(facts.cohort.firstDay);
      this.add('subscription_cohorts', { month, months_after: 0 }, { customers: 1 }, sign);
      [...facts.cohort.retained].forEach((flag, index) => {
        if (flag === '1') this.add('subscription_cohorts', { month, months_after: index + 1 }, { customers: 1 }, sign);
      });
    }
  }

  /** The rows of one table with some column not zero. */
  of(table: SumTable): Row[] {
    const rows = [...this.rows.values()].filter((entry) => entry.table === table).map((entry) => entry.row);
    return rows.filter((row) => sumTables[table].values.some((column) => row[column] !== 0));
  }
}

/** The holds of some customers with their price: the order's, else the plan's. */
async function pricedHolds(trx: Db, customerIds: readonly number[]): Promise<Map<number, PricedHold[]>> {
  const query = trx
    .selectFrom('customer_subscriptions as hold')
    .innerJoin('subscriptions as plan', 'plan.id', 'hold.subscription_id')
    .leftJoin('orders', 'orders.id', 'hold.order_id')
    .select([
      'hold.id',
      'hold.customer_id',
      'hold.subscription_id',
      'hold.started_at',
      'hold.ends_at',
      'hold.cancelled_at',
      'orders.amount as order_amount',
      'orders.currency as order_currency',
      'plan.price',
      'plan.currency',
      'plan.billing_period',
      'plan.billing_days',
      'plan.trial_days',
    ])
    .where('hold.customer_id', 'in', customerIds);
  const holds = new Map<number, PricedHold[]>();
  for (const row of await query.execute()) {
    const paid = row.order_amount !== null && row.order_currency !== null;
    const list = holds.get(row.customer_id) ?? [];
    holds.set(row.customer_id, list);
    list.push({
      id: row.id,
      subscriptionId: row.subscription_id,
      startedAt: row.started_at,
      endsAt: row.ends_at,
      cancelledAt: row.cancelled_at,
      amount: Number(paid ? row.order_amount : row.price),
      currency: paid ? row.order_currency! : row.currency,
      billingPeriod: row.billing_period,
      billingDays: row.billing_days,
      trialDays: row.trial_days,
    });
  }
  return holds;
}

/** The facts stored for some customers. */
async function storedFacts(trx: Db, customerIds: readonly number[]): Promise<CustomerFacts[]> {
  const facts = new Map<number, CustomerFacts>(customerIds.map((id) => [id, { movements: [], planMovements: [], trials: [], cohort: null }]));
  for (const row of await trx.selectFrom('subscription_movements').selectAll().where('customer_id', 'in', customerIds).execute()) {
    facts.get(row.customer_id)!.movements.push({ currency: row.currency, day: row.day, kind: row.kind, from: Number(row.from_amount), to: Number(row.to_amount) });
  }
  for (const row of await trx.selectFrom('subscription_plan_movements').selectAll().where('customer_id', 'in', customerIds).execute()) {
    facts.get(row.customer_id)!.planMovements.push({
      subscriptionId: row.subscription_id,
      currency: row.currency,
      day: row.day,
      from: Number(row.from_amount),
      to: Number(row.to_amount),
    });
  }
  for (const row of await trx.selectFrom('subscription_trials').selectAll().where('customer_id', 'in', customerIds).execute()) {
    facts.get(row.customer_id)!.trials.push({ subscriptionId: row.subscription_id, day: row.day, endsOn: row.ends_on, converted: row.converted === 1 });
  }
  for (const row of await trx.selectFrom('subscription_customers').selectAll().where('customer_id', 'in', customerIds).execute()) {
    facts.get(row.customer_id)!.cohort = { firstDay: row.first_day, retained: row.retained };
  }
  return [...facts.values()];
}

/** The rows of the per-customer tables that some customers' facts make. */
async function writeFacts(trx: Db, facts: Map<number, CustomerFacts>): Promise<void> {
  const entries = [...facts.entries()];
  await insertMany(
    trx,
    'subscription_movements',
    entries.flatMap(([customer_id, { movements }]) =>
      movements.map(({ currency, day, kind, from, to }) => ({ customer_id, currency, day, kind, from_amount: from, to_amount: to })),
    ),
  );
  await insertMany(
    trx,
    'subscription_plan_movements',
    entries.flatMap(([customer_id, { planMovements }]) =>
      planMovements.map(({ subscriptionId, currency, day, from, to }) => ({
        customer_id,
        subscription_id: subscriptionId,
        currency,
        day,
        from_amount: from,
        to_amount: to,
      })),
    ),
  );
  await insertMany(
    trx,
    'subscription_trials',
    entries.flatMap(([customer_id, { trials }]) =>
      trials.map(({ subscriptionId, day, endsOn, converted }) => ({ customer_id, subscription_id: subscriptionId, day, ends_on: endsOn, converted: converted ? 1 : 0 })),
    ),
  );
  await insertMany(
    trx,
    'subscription_customers',
    entries.flatMap(([customer_id, { cohort }]) => (cohort ? [{ customer_id, first_day: cohort.firstDay, retained: cohort.retained }] : [])),
  );
}

const perCustomerTables = ['subscription_movements', 'subscription_plan_movements', 'subscription_trials', 'subscription_customers'] as const;

/** Loosely typed: the sum tables are written by their names from `sumTables`. */
type AnyTables = Record<string, Row>;

/** Adds the rows' summed columns to the stored rows of the same key, and drops the rows that fall to zero everywhere. */
async function addToSums(trx: Db, sums: Sums): Promise<void> {
  const loose = trx as unknown as Kysely<AnyTables>;
  for (const table of Object.keys(sumTables) as SumTable[]) {
    const { keys, values } = sumTables[table];
    const rows = sums.of(table);
    for (let start = 0; start < rows.length; start += 200) {
      await loose
        .insertInto(table)
        .values(rows.slice(start, start + 200))
        .onConflict((conflict) =>
          conflict
            .columns([...keys])
            .doUpdateSet(Object.fromEntries(values.map((column) => [column, sql`${sql.ref(`${table}.${column}`)} + ${sql.ref(`excluded.${column}`)}`]))),
        )
        .execute();
    }
    const touched = [...new Set(rows.map((row) => row[keys[0]]!))];
    for (let start = 0; start < touched.length; start += 500) {
      let prune = loose.deleteFrom(table).where(keys[0], 'in', touched.slice(start, start + 500));
      for (const column of values) prune = prune.where(column, '=', 0);
      await prune.execute();
    }
  }
}

/**
 * Brings the subscription roll-ups of some customers up to date with their holds (and the orders
 * that paid for them). Call inside the transaction that changes a hold, with its customer.
 */
export async function refreshSubscriptionFigures(trx: Db, customerIds: readonly number[]): Promise<void> {
  const ids = [...new Set(customerIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  // Two refreshes of one customer take turns (on SQLite a write transaction has the database to itself).
  if (dialectOf(trx) === 'postgres') await trx.selectFrom('users').select('id').where('id', 'in', ids).orderBy('id').forUpdate().execute();
  const timeZone = await rollupTimeZone(trx);
  const sums = new Sums();
  for (const facts of await storedFacts(trx, ids)) sums.addFacts(facts, -1);
  const holds = await pricedHolds(trx, ids);
  const fresh = new Map(ids.map((id) => [id, customerFacts(holds.get(id) ?? [], timeZone)]));
  for (const facts of fresh.values()) sums.addFacts(facts, 1);
  for (const table of perCustomerTables) await trx.deleteFrom(table).where('customer_id', 'in', ids).execute();
  await writeFacts(trx, fresh);
  await addToSums(trx, sums);
}

/** After an order granted or took back a hold (server/areas/orders/transitions.ts): its customer's roll-ups, when it bought a plan. */
export async function refreshSubscriptionFiguresOfOrder(trx: Db, orderId: number): Promise<void> {
  const order = await trx.selectFrom('orders').select(['customer_id', 'subscription_id']).where('id', '=', orderId).executeTakeFirst();
  if (order?.subscription_id != null) await refreshSubscriptionFigures(trx, [order.customer_id]);
}

/** What of a plan its holds' figures read. */
const pricingColumns = ['price', 'currency', 'billing_period', 'billing_days', 'trial_days'] as const;
export type PlanPricing = Pick<Selectable<SubscriptionsTable>, (typeof pricingColumns)[number]>;

export function planPricing(trx: Db, subscriptionId: number): Promise<PlanPricing | undefined> {
  return trx.selectFrom('subscriptions').select(pricingColumns).where('id', '=', subscriptionId).executeTakeFirst();
}

/**
 * After a plan was saved (server/areas/subscriptions/queries.ts), with its pricing before: when that
 * changed, the figures of every customer who held it (a hold without an order is priced by its plan,
 * and the trial applies to every hold).
 */
export async function refreshRepricedPlan(trx: Db, subscriptionId: number, before: PlanPricing | undefined): Promise<void> {
  const after = await planPricing(trx, subscriptionId);
  if (before && after && pricingColumns.some((column) => before[column] !== after[column])) await refreshPlanHolders(trx, subscriptionId);
}

async function refreshPlanHolders(trx: Db, subscriptionId: number): Promise<void> {
  const holders = await trx
    .selectFrom('customer_subscriptions')
    .select('customer_id')
    .distinct()
    .where('subscription_id', '=', subscriptionId)
    .execute();
  const ids = holders.map((holder) => holder.customer_id);
  for (let start = 0; start < ids.length; start += 500) await refreshSubscriptionFigures(trx, ids.slice(start, start + 500));
}

/** Customers whose holds a rebuild reads at a time. */
const rebuildBatch = 2_000;

/**
 * Every subscription roll-up again from the holds and orders, in the zone the analytics days are
 * in (the same rows as refreshing every customer would write), and records that zone.
 */
export async function rebuildSubscriptionFigures(trx: Db): Promise<void> {
  const timeZone = await rollupTimeZone(trx);
  for (const table of [...perCustomerTables, ...(Object.keys(sumTables) as SumTable[])]) await trx.deleteFrom(table).execute();
  const sums = new Sums();
  const holders = await trx.selectFrom('customer_subscriptions').select('customer_id').distinct().orderBy('customer_id').execute();
  for (let start = 0; start < holders.length; start += rebuildBatch) {
    const ids = holders.slice(start, start + rebuildBatch).map((holder) => holder.customer_id);
    const facts = new Map<number, CustomerFacts>();
    for (const [customerId, holds] of await pricedHolds(trx, ids)) {
      const customer = customerFacts(holds, timeZone);
      facts.set(customerId, customer);
      sums.addFacts(customer, 1);
    }
    await writeFacts(trx, facts);
  }
  for (const table of Object.keys(sumTables) as SumTable[]) await insertMany(trx, table, sums.of(table));
  await markRollupsBuilt(trx, timeZone, stateName);
}

/**
 * On start (server/areas/analytics/plugin.ts): rebuilds the subscription roll-ups when they were
 * built in another zone than the analytics days are now in, or never (the first start after
 * migration 0036). Answers whether it rebuilt.
 */
export async function syncSubscriptionFigures(db: Db): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // API nodes starting together take turns: the first rebuilds, the others then find it done.
    if (dialectOf(db) === 'postgres') await trx.selectFrom('rollup_state').select('name').where('name', '=', 'analytics').forUpdate().execute();
    if ((await rollupTimeZone(trx, stateName, null)) === (await rollupTimeZone(trx))) return false;
    await rebuildSubscriptionFigures(trx);
    return true;
  });
}
