import type { CreateTableBuilder, Kysely } from 'kysely';
import { timestampType } from '../dialect';

/**
 * The subscription figures' roll-ups (docs/api.md "Subscription figures"), kept by
 * server/areas/analytics/subscriptionRollups.ts from `customer_subscriptions` and the orders that
 * paid for them. Per customer: the days their MRR changed (overall per currency, and per plan),
 * their trials and their cohort; summed into daily tables that every figure reads, so that a
 * year reads a few hundred rows. Amounts are minor units a month; `day` a business day. Filled on
 * the first start after this migration (server/areas/analytics/plugin.ts). `exchange_rates`: the
 * dated rates that turn them into one reporting currency.
 */
const movementColumns = ['new', 'reactivated', 'expansion', 'contraction', 'churned'].flatMap((kind) => [`${kind}_count`, `${kind}_amount`]);

/** Summed columns of a daily table: bigint, 0 by default. */
function amounts(table: CreateTableBuilder<string, string>, columns: string[]): CreateTableBuilder<string, string> {
  let builder = table;
  for (const column of columns) builder = builder.addColumn(column, 'bigint', (c) => c.notNull().defaultTo(0));
  return builder;
}

export async function up(db: Kysely<unknown>): Promise<void> {

  // A customer's MRR of one currency changed on `day`, from `from_amount` to `to_amount`.
  await db.schema
    .createTable('subscription_movements')
    .addColumn('customer_id', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    // 'new' | 'reactivated' | 'expansion' | 'contraction' | 'churned'
    .addColumn('kind', 'varchar(12)', (c) => c.notNull())
    .addColumn('from_amount', 'bigint', (c) => c.notNull())
    .addColumn('to_amount', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('subscription_movements_pk', ['customer_id', 'currency', 'day'])
    .execute();
  await db.schema.createIndex('subscription_movements_kind_day').on('subscription_movements').columns(['kind', 'day']).execute();

  // The movements of each day and currency: per kind, how many and their signed sum (to - from).
  await amounts(
    db.schema
      .createTable('subscription_days')
      .addColumn('day', 'varchar(10)', (c) => c.notNull())
      .addColumn('currency', 'varchar(3)', (c) => c.notNull()),
    movementColumns,
  )
    .addPrimaryKeyConstraint('subscription_days_pk', ['day', 'currency'])
    .execute();

  // A customer's MRR of one plan and currency changed on `day`.
  await db.schema
    .createTable('subscription_plan_movements')
    .addColumn('customer_id', 'integer', (c) => c.notNull())
    .addColumn('subscription_id', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('from_amount', 'bigint', (c) => c.notNull())
    .addColumn('to_amount', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('subscription_plan_movements_pk', ['customer_id', 'subscription_id', 'currency', 'day'])
    .execute();

  // Per day, plan and currency: the change of subscribers and of MRR, and the subscribers who left the plan.
  await amounts(
    db.schema
      .createTable('subscription_plan_days')
      .addColumn('day', 'varchar(10)', (c) => c.notNull())
      .addColumn('subscription_id', 'integer', (c) => c.notNull())
      .addColumn('currency', 'varchar(3)', (c) => c.notNull()),
    ['subscribers', 'mrr', 'churned'],
  )
    .addPrimaryKeyConstraint('subscription_plan_days_pk', ['day', 'subscription_id', 'currency'])
    .execute();

  // A customer's trial of a plan: the day it started, the first day after it, whether it converted.
  await db.schema
    .createTable('subscription_trials')
    .addColumn('customer_id', 'integer', (c) => c.notNull())
    .addColumn('subscription_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('ends_on', 'varchar(10)', (c) => c.notNull())
    .addColumn('converted', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('subscription_trials_pk', ['customer_id', 'subscription_id'])
    .execute();
  await amounts(
    db.schema
      .createTable('subscription_trial_days')
      .addColumn('day', 'varchar(10)', (c) => c.notNull())
      .addColumn('subscription_id', 'integer', (c) => c.notNull())
      .addColumn('ends_on', 'varchar(10)', (c) => c.notNull())
      .addColumn('converted', 'integer', (c) => c.notNull()),
    ['trials'],
  )
    .addPrimaryKeyConstraint('subscription_trial_days_pk', ['day', 'subscription_id', 'ends_on', 'converted'])
    .execute();

  // A customer's first subscribed day and, for the 12 months after its month, whether they were subscribed at each end ('0'/'1').
  await db.schema
    .createTable('subscription_customers')
    .addColumn('customer_id', 'integer', (c) => c.primaryKey())
    .addColumn('first_day', 'varchar(10)', (c) => c.notNull())
    .addColumn('retained', 'varchar(12)', (c) => c.notNull())
    .execute();
  // Per cohort month (its 1st) and months after it (0: the cohort's size), the customers subscribed.
  await amounts(
    db.schema
      .createTable('subscription_cohorts')
      .addColumn('month', 'varchar(10)', (c) => c.notNull())
      .addColumn('months_after', 'integer', (c) => c.notNull()),
    ['customers'],
  )
    .addPrimaryKeyConstraint('subscription_cohorts_pk', ['month', 'months_after'])
    .execute();

  // What one unit of `currency` is worth in `reporting_currency` from `valid_from` (a business day) on, as staff set it.
  await db.schema
    .createTable('exchange_rates')
    .addColumn('reporting_currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('valid_from', 'varchar(10)', (c) => c.notNull())
    .addColumn('rate', 'double precision', (c) => c.notNull())
    .addColumn('set_at', timestampType(db), (c) => c.notNull())
    .addColumn('set_by', 'integer')
    .addPrimaryKeyConstraint('exchange_rates_pk', ['reporting_currency', 'currency', 'valid_from'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'exchange_rates',
    'subscription_cohorts',
    'subscription_customers',
    'subscription_trial_days',
    'subscription_trials',
    'subscription_plan_days',
    'subscription_plan_movements',
    'subscription_days',
    'subscription_movements',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
