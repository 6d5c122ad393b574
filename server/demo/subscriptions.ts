import { faker } from '@faker-js/faker';
import type { Insertable } from 'kysely';
import type { ContentType, EnabledFlag } from '../../contract/enums';
import type { Currency } from '../../contract/money';
import type { BillingPeriod } from '../../contract/subscriptions';
import type { Db } from '../db';
import type { CustomerSubscriptionsTable } from '../db/schema';

const DAY = 86_400_000;

interface DemoPlan {
  name: string;
  description: string;
  price: number;
  currency: Currency;
  billingPeriod: BillingPeriod;
  billingDays?: number;
  contentTypes: ContentType[];
  trialDays: number;
  status: EnabledFlag;
  /** Store product ids: the iOS one in reverse-DNS form, the Android one in snake case. */
  productId: string;
  /** How long ago the plan was created, in days. */
  ageDays: number;
  /** Its share of the demo customers who hold a plan. */
  weight: number;
}

const demoPlans: DemoPlan[] = [
  {
    name: 'Reader Monthly',
    description: 'Every book in the catalogue, billed each month. Cancel any time.',
    price: 999,
    currency: 'USD',
    billingPeriod: 'MONTHLY',
    contentTypes: ['book'],
    trialDays: 7,
    status: 'E',
    productId: 'reader_monthly',
    ageDays: 700,
    weight: 30,
  },
  {
    name: 'Reader Yearly',
    description: 'Every book in the catalogue for a year: two months free compared with monthly.',
    price: 9999,
    currency: 'USD',
    billingPeriod: 'YEARLY',
    contentTypes: ['book'],
    trialDays: 14,
    status: 'E',
    productId: 'reader_yearly',
    ageDays: 700,
    weight: 15,
  },
  {
    name: 'Magazines Plus',
    description: 'All magazine issues as they come out, with the daily news.',
    price: 799,
    currency: 'USD',
    billingPeriod: 'MONTHLY',
    contentTypes: ['magazine', 'news'],
    trialDays: 7,
    status: 'E',
    productId: 'magazines_plus_monthly',
    ageDays: 540,
    weight: 18,
  },
  {
    name: 'News & Videos',
    description: 'The news feed and every video, without adverts.',
    price: 599,
    currency: 'USD',
    billingPeriod: 'MONTHLY',
    contentTypes: ['news', 'videos'],
    trialDays: 0,
    status: 'E',
    productId: 'news_videos_monthly',
    ageDays: 400,
    weight: 12,
  },
  {
    name: 'Premium All Access',
    description: 'Everything we publish: books, magazines, news, videos and premium titles.',
    price: 1999,
    currency: 'USD',
    billingPeriod: 'MONTHLY',
    contentTypes: ['book', 'magazine', 'news', 'videos', 'premium'],
    trialDays: 7,
    status: 'E',
    productId: 'premium_all_access_monthly',
    ageDays: 365,
    weight: 15,
  },
  {
    name: 'Weekend Pass',
    description: 'Seven days of books and magazines, paid once: for a trip or a long weekend.',
    price: 299,
    currency: 'USD',
    billingPeriod: 'DAYS',
    billingDays: 7,
    contentTypes: ['book', 'magazine'],
    trialDays: 0,
    status: 'E',
    productId: 'weekend_pass_7_days',
    ageDays: 120,
    weight: 6,
  },
  {
    name: 'Classic Reader (legacy)',
    description: 'The first reader plan, retired: customers who hold it keep it until they cancel.',
    price: 499,
    currency: 'USD',
    billingPeriod: 'MONTHLY',
    contentTypes: ['book'],
    trialDays: 0,
    status: 'D',
    productId: 'classic_reader_monthly',
    ageDays: 1000,
    weight: 4,
  },
];

/** Customers who hold, or once held, a plan. */
const holderCount = 420;

const isoAt = (time: number) => new Date(Math.floor(time)).toISOString();

/**
 * Demo subscription plans and the customers holding them, from a fixed seed of its own. Runs
 * after the users are seeded. Most holds are running; some ran out (the Weekend Pass always
 * does after 7 days) and some were cancelled.
 */
export async function seedSubscriptions(db: Db, { now }: { now: Date }): Promise<void> {
  faker.seed(6002);
  const nowMs = now.getTime();
  const customers = await db
    .selectFrom('users')
    .select(['id', 'created_at'])
    .where('role', 'is', null)
    .orderBy('id')
    .execute();

  await db.transaction().execute(async (trx) => {
    const plans: { id: number; plan: DemoPlan; createdAt: number }[] = [];
    for (const plan of demoPlans) {
      const createdAt = nowMs - plan.ageDays * DAY;
      const { id } = await trx
        .insertInto('subscriptions')
        .values({
          name: plan.name,
          description: plan.description,
          price: plan.price,
          currency: plan.currency,
          billing_period: plan.billingPeriod,
          billing_days: plan.billingDays ?? null,
          trial_days: plan.trialDays,
          status: plan.status,
          ios_product_id: `com.demo.publisher.${plan.productId}`,
          android_product_id: plan.productId,
          created_at: isoAt(createdAt),
          updated_at: isoAt(createdAt + faker.number.float({ min: 0, max: plan.ageDays / 2 }) * DAY),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('subscription_content_types')
        .values(plan.contentTypes.map((type) => ({ subscription_id: id, content_type: type })))
        .execute();
      plans.push({ id, plan, createdAt });
    }

    const holders = faker.helpers.arrayElements(customers, Math.min(holderCount, customers.length));
    const holds: Insertable<CustomerSubscriptionsTable>[] = holders.map((customer) => {
      const { id, plan, createdAt } = faker.helpers.weightedArrayElement(
        plans.map((entry) => ({ weight: entry.plan.weight, value: entry })),
      );
      const latest = nowMs - 60_000;
      const earliest = Math.min(Math.max(createdAt, new Date(customer.created_at).getTime()), latest);
      const started = faker.number.float({ min: earliest, max: latest });
      const hold = { customer_id: customer.id, subscription_id: id, started_at: isoAt(started) };
      if (plan.billingPeriod === 'DAYS') {
        return { ...hold, ends_at: isoAt(started + (plan.billingDays ?? 1) * DAY), cancelled_at: null };
      }
      const fate = faker.helpers.weightedArrayElement([
        { weight: 75, value: 'running' },
        { weight: 13, value: 'ended' },
        { weight: 12, value: 'cancelled' },
      ] as const);
      if (fate === 'running') return { ...hold, ends_at: null, cancelled_at: null };
      const stopped = faker.number.float({ min: started, max: nowMs });
      return fate === 'ended'
        ? { ...hold, ends_at: isoAt(stopped), cancelled_at: null }
        : { ...hold, ends_at: null, cancelled_at: isoAt(stopped) };
    });
    if (holds.length > 0) await trx.insertInto('customer_subscriptions').values(holds).execute();
  });
}
