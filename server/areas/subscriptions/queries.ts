import type { Expression, Kysely, Selectable, SelectQueryBuilder } from 'kysely';
import { sql } from 'kysely';
import { type ContentType, contentTypes } from '../../../contract/enums';
import type { Subscription, SubscriptionListQuery, SubscriptionValues } from '../../../contract/subscriptions';
import { containsText, uniqueViolationColumn } from '../../db/dialect';
import type { AuditedRecord } from '../../audit/records';
import type { Database, SubscriptionsTable } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { planPricing, refreshRepricedPlan } from '../analytics/subscriptionRollups';
import { type CodedMessage, coded } from '../../../contract/apiMessages';

/** The subscription plans' reads and writes, shared by their route module. */

type SortField = NonNullable<SubscriptionListQuery['paginationRequest']['sortBy']>;
type PlanRow = Selectable<SubscriptionsTable> & { active_subscribers: number };

/** The store product id columns (unique), the field each one is, and what a duplicate says. */
const productIdColumns: Record<string, { field: keyof SubscriptionValues; message: CodedMessage }> = {
  ios_product_id: { field: 'iosProductId', message: coded('ios_product_taken') },
  android_product_id: { field: 'androidProductId', message: coded('android_product_taken') },
};

/**
 * How many customers hold each plan at `now`: started, not ended, not cancelled. Each customer
 * counts once, however many holds (one per paid period) they have. One grouped subquery joined
 * to the plans, so a page of plans costs one query, not one per plan.
 */
function activeHolds(db: Kysely<Database>, now: string) {
  return db
    .selectFrom('customer_subscriptions')
    .select((eb) => ['subscription_id', eb.fn.count<number>('customer_id').distinct().as('active')])
    .where('started_at', '<=', now)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .where('cancelled_at', 'is', null)
    .groupBy('subscription_id');
}

/** Plans (all, or those `query` keeps) with their number of active subscribers. */
export function plans(
  db: Kysely<Database>,
  query: SelectQueryBuilder<Database, 'subscriptions', object> = db.selectFrom('subscriptions'),
) {
  return query
    .leftJoin(activeHolds(db, new Date().toISOString()).as('holds'), 'holds.subscription_id', 'subscriptions.id')
    .selectAll('subscriptions')
    .select((eb) => eb.fn.coalesce('holds.active', eb.lit(0)).as('active_subscribers'));
}

/** The filters of a list request. */
export function filtered(db: Kysely<Database>, { status, contentType, q }: Omit<SubscriptionListQuery, 'paginationRequest'>) {
  let query = db.selectFrom('subscriptions');
  if (status) query = query.where('subscriptions.status', '=', status);
  if (contentType) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('subscription_content_types')
          .select('subscription_content_types.subscription_id')
          .whereRef('subscription_content_types.subscription_id', '=', 'subscriptions.id')
          .where('subscription_content_types.content_type', '=', contentType),
      ),
    );
  }
  if (q) {
    query = query.where((eb) =>
      eb.or(
        ['name', 'description', 'ios_product_id', 'android_product_id'].map((column) =>
          containsText(db, `subscriptions.${column}`, q),
        ),
      ),
    );
  }
  return query;
}

/** What each sort field orders by; names ignore case. The id follows, for a stable order across pages. */
export const sortExpression: Record<SortField, Expression<unknown>> = {
  name: sql`lower(${sql.ref('subscriptions.name')})`,
  price: sql.ref('subscriptions.price'),
  createdAt: sql.ref('subscriptions.created_at'),
};

/** The plans of `rows` as records, with their content types (read in one query for all of them). */
export async function toSubscriptions(db: Kysely<Database>, rows: PlanRow[]): Promise<Subscription[]> {
  if (rows.length === 0) return [];
  const included = await db
    .selectFrom('subscription_content_types')
    .select(['subscription_id', 'content_type'])
    .where('subscription_id', 'in', rows.map((row) => row.id))
    .execute();
  const typesOf = (id: number): ContentType[] =>
    contentTypes.filter((type) => included.some((row) => row.subscription_id === id && row.content_type === type));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.price,
    currency: row.currency as Subscription['currency'],
    billingPeriod: row.billing_period,
    billingDays: row.billing_days,
    contentTypes: typesOf(row.id),
    trialDays: row.trial_days,
    status: row.status,
    iosProductId: row.ios_product_id,
    androidProductId: row.android_product_id,
    activeSubscribers: Number(row.active_subscribers),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }));
}

export async function findSubscription(db: Kysely<Database>, id: number): Promise<Subscription | undefined> {
  const row = await plans(db).where('subscriptions.id', '=', id).executeTakeFirst();
  return row ? (await toSubscriptions(db, [row]))[0] : undefined;
}

export const noSuchPlan = () => notFound('No such subscription plan');

/** The plan `id` as its GET answers it; 404 when there is none. */
export async function findPlan(db: Kysely<Database>, id: number): Promise<Subscription> {
  const found = await findSubscription(db, id);
  if (!found) throw noSuchPlan();
  return found;
}

/** A plan as its audit entries name and show it: `activeSubscribers` follows the customers, not a change to the plan. */
export const planAudit = { resource: 'subscriptions', label: (record: Subscription) => record.name, omit: ['activeSubscribers'] } as const;

/** The plan `id` as audited and versioned writes see it (server/audit/records.ts). */
export const auditedPlan = (id: number): AuditedRecord<Subscription> => ({
  ...planAudit,
  id,
  table: 'subscriptions',
  find: (db) => findPlan(db, id),
});

/** The plan's columns from a validated `subscriptionInput`, saved at `now`. */
const planColumns = (values: SubscriptionValues, now: string) => ({
  name: values.name,
  description: values.description,
  price: values.price,
  currency: values.currency,
  billing_period: values.billingPeriod,
  billing_days: values.billingDays,
  trial_days: values.trialDays,
  status: values.status,
  ios_product_id: values.iosProductId,
  android_product_id: values.androidProductId,
  updated_at: now,
});

async function insertContentTypes(db: Kysely<Database>, id: number, values: SubscriptionValues): Promise<void> {
  await db
    .insertInto('subscription_content_types')
    .values(values.contentTypes.map((type) => ({ subscription_id: id, content_type: type })))
    .execute();
}

/** Stores a new plan with its content types; answers its id. */
export async function insertPlan(db: Kysely<Database>, values: SubscriptionValues): Promise<number> {
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto('subscriptions')
    .values({ ...planColumns(values, now), created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertContentTypes(db, id, values);
  return id;
}

/** Replaces a plan, its content types included. */
export async function replacePlan(db: Kysely<Database>, id: number, values: SubscriptionValues): Promise<void> {
  const pricing = await planPricing(db, id);
  await db.updateTable('subscriptions').set(planColumns(values, new Date().toISOString())).where('id', '=', id).execute();
  await db.deleteFrom('subscription_content_types').where('subscription_id', '=', id).execute();
  await insertContentTypes(db, id, values);
  await refreshRepricedPlan(db, id, pricing);
}

/**
 * Runs a plan's save (its transaction), turning a store product id another plan uses into a 409
 * naming the field: the unique columns decide, so two requests at once cannot both take the same id.
 */
export async function refusingTakenProductIds<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    const duplicate = productIdColumns[uniqueViolationColumn(error) ?? ''];
    if (duplicate) throw conflict(duplicate.message, { [duplicate.field]: duplicate.message });
    throw error;
  }
}
