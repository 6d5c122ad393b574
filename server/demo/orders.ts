import { faker } from '@faker-js/faker';
import type { Insertable } from 'kysely';
import { AdminRole, OrderStatus, PaymentProvider, PaymentStatus, PurchaseType } from '../../contract/enums';
import type { BillingPeriod } from '../../contract/subscriptions';
import { refreshOrderDays } from '../areas/analytics/orderRollups';
import { rollupTimeZone } from '../areas/analytics/sync';
import type { Db } from '../db';
import { insertMany } from '../db/insertMany';
import type { CustomerBooksTable, CustomerSubscriptionsTable, OrderEventsTable } from '../db/schema';
import { businessDay } from '../lib/dates';
import { type Actor, eventRow, type EventInput, periodEnd } from '../areas/orders/transitions';
import { sandboxOutcome, sandboxPrefixes, timedReference } from '../payments/sandbox';

export const demoOrderCount = 20_000;


const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Orders per hour of the (UTC) day, relative: quiet nights, a lunch bump, busy evenings. */
const hourWeights = [
  0.3, 0.2, 0.15, 0.1, 0.1, 0.15, 0.25, 0.4, 0.5, 0.55, 0.6, 0.65, 0.75, 0.7, 0.6, 0.6, 0.65, 0.75, 0.9, 1, 1, 0.95, 0.75, 0.5,
];

/** What becomes of an order, in realistic proportions; `pending` is drawn only for orders of the last two weeks. */
const fates = [
  { weight: 82, value: 'confirmed' },
  { weight: 4, value: 'confirmedAfterRetry' },
  { weight: 6, value: 'failed' },
  { weight: 1.5, value: 'failedTwice' },
  { weight: 2.5, value: 'refunded' },
  { weight: 1.5, value: 'cancelled' },
  { weight: 2.5, value: 'paymentCancelled' },
] as const;
type Fate = (typeof fates)[number]['value'] | 'pending';

const refundReasons = [
  'Customer request: bought by mistake',
  'Duplicate purchase',
  "The file would not open on the customer's device",
  'Goodwill gesture after a complaint',
  'Charged twice, says the customer',
];
const cancelReasons = ['Customer asked to cancel', 'Suspected fraud', 'Test order', 'Wrong price shown in the app'];

interface Item {
  id: number;
  price: number;
  currency: string;
  createdAt: number;
}
interface Plan extends Item {
  billingPeriod: BillingPeriod;
  billingDays: number | null;
}

interface DemoPayment {
  reference: string;
  status: PaymentStatus;
  createdAt: number;
  updatedAt: number;
}

/** An order being made up: its row, its attempts, its timeline (events name their attempt by reference), its grant. */
interface DemoOrder {
  number: string;
  customerId: number;
  purchaseType: PurchaseType;
  item: Item | Plan;
  status: OrderStatus;
  createdAt: number;
  payments: DemoPayment[];
  events: (Omit<EventInput, 'orderId' | 'at' | 'paymentId'> & { at: number; reference?: string })[];
  /** When the book or the plan was granted, and when it was taken back. */
  grantedAt?: number;
  revokedAt?: number;
}

const isoAt = (time: number) => new Date(Math.floor(time)).toISOString();

/** How many of `sorted` (ascending by createdAt) were created at or before `time`. */
function countUntil(sorted: { createdAt: number }[], time: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]!.createdAt <= time) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Order times over the last 365 days, the newest 20 minutes old (so their payments have
 * settled): growing through the year (the newest month has about two and a half times the
 * orders of the oldest), a third more at weekends, most in the evening.
 */
function orderTimes(count: number, now: number): number[] {
  const times: number[] = [];
  while (times.length < count) {
    const time = now - faker.number.float({ min: 20 * MINUTE, max: 365 * DAY });
    const date = new Date(time);
    const growth = 0.6 + 0.9 * (1 - (now - time) / (365 * DAY));
    const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6 ? 1.3 : 1;
    if (faker.number.float({ max: 1.5 * 1.3 }) < growth * weekend * hourWeights[date.getUTCHours()]!) times.push(time);
  }
  return times.sort((a, b) => a - b);
}

/**
 * A reference of the card provider that the sandbox settles as `wanted`, carrying `createdAt`;
 * answers it with the sandbox's settlement time, so that a re-check agrees with the demo data.
 */
function settledReference(createdAt: number, now: number, wanted: PaymentStatus, serial: string) {
  for (let attempt = 0; ; attempt++) {
    const reference = timedReference('ch', createdAt, `${serial}${attempt.toString(36)}`);
    const outcome = sandboxOutcome(reference, Number.MAX_SAFE_INTEGER);
    if (outcome.status === wanted && outcome.settledAt && Date.parse(outcome.settledAt) < now) {
      return { reference, settledAt: Date.parse(outcome.settledAt) };
    }
  }
}

/** Writes the attempts and the timeline of one order according to its fate. */
function playFate(order: DemoOrder, fate: Fate, now: number, staffIds: number[], serial: string): void {
  const customer = { kind: 'customer' as const, id: order.customerId };
  const provider = { kind: 'provider' as const, id: null };
  const system = { kind: 'system' as const, id: null };
  const staff = () => ({ kind: 'staff' as const, id: faker.helpers.arrayElement(staffIds) });
  const latest = (time: number) => Math.min(time, now - SECOND);
  order.events.push({ what: 'created', to: OrderStatus.INITIATED, at: order.createdAt, actor: customer });

  const attempt = (startAt: number, settle: typeof PaymentStatus.SUCCESS | typeof PaymentStatus.FAILED | 'open', suffix: string) => {
    const createdAt = latest(startAt);
    const settled = settle === 'open' ? undefined : settledReference(createdAt, now, settle, `${serial}_${suffix}`);
    const reference = settled?.reference ?? timedReference('ch', createdAt, `${serial}_${suffix}open`);
    const payment: DemoPayment = { reference, status: PaymentStatus.PENDING, createdAt, updatedAt: createdAt };
    order.payments.push(payment);
    order.events.push({ what: 'payment_status', from: null, to: PaymentStatus.PENDING, at: createdAt, actor: customer, reference });
    if (settle !== 'open') {
      payment.status = settle;
      payment.updatedAt = settled!.settledAt;
      order.events.push({ what: 'payment_status', from: PaymentStatus.PENDING, to: settle, at: payment.updatedAt, actor: provider, reference });
    }
    return payment;
  };
  const moveOrder = (to: OrderStatus, at: number, what: 'order_status' | 'refund' | 'cancel' = 'order_status', actor: Actor = system, reason?: string) => {
    order.events.push({ what, from: order.status, to, at, actor, reason });
    order.status = to;
  };
  const firstAttemptAt = order.createdAt + faker.number.int({ min: 5, max: 90 }) * SECOND;
  const retryAt = (after: number) => after + faker.number.int({ min: 2, max: 180 }) * MINUTE;

  switch (fate) {
    case 'confirmed':
    case 'refunded': {
      const payment = attempt(firstAttemptAt, PaymentStatus.SUCCESS, 'a');
      moveOrder(OrderStatus.CONFIRMED, payment.updatedAt);
      order.grantedAt = payment.updatedAt;
      if (fate === 'refunded') {
        const at = latest(payment.updatedAt + faker.number.float({ min: HOUR, max: 20 * DAY }));
        const actor = staff();
        const reason = faker.helpers.arrayElement(refundReasons);
        order.events.push({ what: 'payment_status', from: PaymentStatus.SUCCESS, to: PaymentStatus.REFUNDED, at, actor, reason, reference: payment.reference });
        payment.status = PaymentStatus.REFUNDED;
        payment.updatedAt = at;
        moveOrder(OrderStatus.REFUNDED, at, 'refund', actor, reason);
        order.revokedAt = at;
      }
      return;
    }
    case 'confirmedAfterRetry':
    case 'failed':
    case 'failedTwice': {
      const first = attempt(firstAttemptAt, PaymentStatus.FAILED, 'a');
      moveOrder(OrderStatus.PAYMENT_FAILED, first.updatedAt);
      const secondAt = retryAt(first.updatedAt);
      // A second attempt needs time to settle before now; a recent order has had only one.
      if (fate === 'failed' || secondAt > now - 16 * MINUTE) return;
      const second = attempt(secondAt, fate === 'failedTwice' ? PaymentStatus.FAILED : PaymentStatus.SUCCESS, 'b');
      if (fate === 'confirmedAfterRetry') {
        moveOrder(OrderStatus.CONFIRMED, second.updatedAt);
        order.grantedAt = second.updatedAt;
      }
      return;
    }
    case 'paymentCancelled': {
      const payment = attempt(firstAttemptAt, 'open', 'a');
      const at = latest(payment.createdAt + faker.number.int({ min: 1, max: 30 }) * MINUTE);
      order.events.push({ what: 'payment_status', from: PaymentStatus.PENDING, to: PaymentStatus.CANCELLED, at, actor: provider, reference: payment.reference, reason: 'The customer left the payment page' });
      payment.status = PaymentStatus.CANCELLED;
      payment.updatedAt = at;
      moveOrder(OrderStatus.PAYMENT_CANCELLED, at);
      return;
    }
    case 'cancelled': {
      const payment = faker.datatype.boolean(0.7) ? attempt(firstAttemptAt, 'open', 'a') : undefined;
      const byCustomer = faker.datatype.boolean(0.4);
      const actor = byCustomer ? customer : staff();
      const reason = byCustomer ? 'Cancelled in the app' : faker.helpers.arrayElement(cancelReasons);
      const at = latest((payment?.createdAt ?? order.createdAt) + faker.number.int({ min: 2, max: 240 }) * MINUTE);
      if (payment) {
        order.events.push({ what: 'payment_status', from: PaymentStatus.PENDING, to: PaymentStatus.CANCELLED, at, actor, reason, reference: payment.reference });
        payment.status = PaymentStatus.CANCELLED;
        payment.updatedAt = at;
      }
      moveOrder(OrderStatus.CANCELLED, at, 'cancel', actor, reason);
      return;
    }
    case 'pending': {
      // Stuck at the provider: a re-check settles most of them (sbx_ok_) and fails a few (sbx_fail_).
      const createdAt = latest(firstAttemptAt);
      const prefix = faker.datatype.boolean(0.85) ? sandboxPrefixes.ok : sandboxPrefixes.fail;
      const reference = `${prefix}${Math.floor(createdAt).toString(36)}_${serial}`;
      order.payments.push({ reference, status: PaymentStatus.PENDING, createdAt, updatedAt: createdAt });
      order.events.push({ what: 'payment_status', from: null, to: PaymentStatus.PENDING, at: createdAt, actor: customer, reference });
      if (faker.datatype.boolean(0.6)) moveOrder(OrderStatus.PROCESSING, latest(createdAt + faker.number.int({ min: 1, max: 20 }) * SECOND));
      return;
    }
  }
}

/**
 * About 20,000 demo orders over the last year, from a fixed seed of their own: three quarters
 * book purchases at the e-book's price, a quarter subscriptions at the plan's; most confirmed,
 * some failed (a few retried), refunded, cancelled, and about 1% still pending at the provider.
 * Their attempts, timelines, granted books and plan holds agree with each other and with what
 * the sandbox provider answers. Runs after the customers and the catalog; without them, nothing.
 */
export async function seedOrders(db: Db, { now, count = demoOrderCount }: { now: Date; count?: number }): Promise<void> {
  faker.seed(6004);
  const nowMs = now.getTime();
  const [customerRows, bookRows, planRows, staffRows] = [
    await db.selectFrom('users').select(['id', 'created_at']).where('role', 'is', null).orderBy('created_at').orderBy('id').execute(),
    await db.selectFrom('ebooks').select(['id', 'price', 'currency', 'created_at']).where('status', '=', 'E').orderBy('created_at').orderBy('id').execute(),
    await db
      .selectFrom('subscriptions')
      .select(['id', 'price', 'currency', 'created_at', 'billing_period', 'billing_days'])
      .where('status', '=', 'E')
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    await db.selectFrom('users').select('id').where('role', 'in', [AdminRole.SUPER_ADMIN, AdminRole.ADMIN]).orderBy('id').execute(),
  ];
  if (customerRows.length === 0 || (bookRows.length === 0 && planRows.length === 0) || staffRows.length === 0) return;
  const customers = customerRows.map((row) => ({ id: row.id, createdAt: Date.parse(row.created_at) }));
  const books: Item[] = bookRows.map((row) => ({ id: row.id, price: row.price, currency: row.currency, createdAt: Date.parse(row.created_at) }));
  const plans: Plan[] = planRows.map((row) => ({
    id: row.id,
    price: row.price,
    currency: row.currency,
    createdAt: Date.parse(row.created_at),
    billingPeriod: row.billing_period,
    billingDays: row.billing_days,
  }));
  const staffIds = staffRows.map((row) => row.id);
  // The business days of the analytics roll-ups, in the zone they are kept in.
  const timeZone = await rollupTimeZone(db);

  const orders: DemoOrder[] = [];
  for (const createdAt of orderTimes(count, nowMs)) {
    const customerCount = countUntil(customers, createdAt);
    if (customerCount === 0) continue;
    const customer = customers[faker.number.int({ max: customerCount - 1 })]!;
    const bookCount = countUntil(books, createdAt);
    const planCount = countUntil(plans, createdAt);
    const wantsBook = faker.datatype.boolean(0.75);
    if (bookCount === 0 && planCount === 0) continue;
    const book = bookCount > 0 && (wantsBook || planCount === 0);
    const item = book ? books[faker.number.int({ max: bookCount - 1 })]! : plans[faker.number.int({ max: planCount - 1 })]!;
    const recent = nowMs - createdAt < 14 * DAY;
    const fate: Fate = recent && faker.datatype.boolean(0.15) ? 'pending' : faker.helpers.weightedArrayElement(fates);
    const serial = orders.length.toString(36);
    const order: DemoOrder = {
      number: `ORD-${String(orders.length + 1).padStart(6, '0')}`,
      customerId: customer.id,
      purchaseType: book ? PurchaseType.BOOK_PURCHASE : PurchaseType.SUBSCRIPTION,
      item,
      status: OrderStatus.INITIATED,
      createdAt,
      payments: [],
      events: [],
    };
    playFate(order, fate, nowMs, staffIds, serial);
    orders.push(order);
  }

  await db.transaction().execute(async (trx) => {
    const orderIds = new Map<string, number>();
    const orderRows = await insertMany(
      trx,
      'orders',
      orders.map((order) => ({
            number: order.number,
            customer_id: order.customerId,
            purchase_type: order.purchaseType,
            ebook_id: order.purchaseType === PurchaseType.BOOK_PURCHASE ? order.item.id : null,
            subscription_id: order.purchaseType === PurchaseType.SUBSCRIPTION ? order.item.id : null,
            amount: order.item.price,
            currency: order.item.currency,
            status: order.status,
            created_at: isoAt(order.createdAt),
            updated_at: isoAt(Math.max(...order.events.map((event) => event.at))),
            day: businessDay(order.createdAt, timeZone),
      })),
      ['id', 'number'],
    );
    for (const row of orderRows) orderIds.set(row.number as string, Number(row.id));

    // Attempts in the order they were made, so that an order's latest attempt has its highest id.
    const payments = orders
      .flatMap((order) => order.payments.map((payment) => ({ order, payment })))
      .sort((a, b) => a.payment.createdAt - b.payment.createdAt);
    const paymentIds = new Map<string, number>();
    const paymentRows = await insertMany(
      trx,
      'payments',
      payments.map(({ order, payment }) => ({
            order_id: orderIds.get(order.number)!,
            provider: PaymentProvider.CARD,
            reference: payment.reference,
            status: payment.status,
            amount: order.item.price,
            currency: order.item.currency,
            created_at: isoAt(payment.createdAt),
            updated_at: isoAt(payment.updatedAt),
      })),
      ['id', 'reference'],
    );
    for (const row of paymentRows) paymentIds.set(row.reference as string, Number(row.id));

    const events: Insertable<OrderEventsTable>[] = orders.flatMap((order) =>
      order.events.map(({ reference, at, ...event }) =>
        eventRow({ ...event, orderId: orderIds.get(order.number)!, paymentId: reference ? paymentIds.get(reference)! : null, at: isoAt(at) }),
      ),
    );
    await insertMany(trx, 'order_events', events);

    const granted = orders.filter((order) => order.grantedAt !== undefined);
    const customerBooks: Insertable<CustomerBooksTable>[] = granted
      .filter((order) => order.purchaseType === PurchaseType.BOOK_PURCHASE)
      .map((order) => ({
        customer_id: order.customerId,
        ebook_id: order.item.id,
        order_id: orderIds.get(order.number)!,
        granted_at: isoAt(order.grantedAt!),
        revoked_at: order.revokedAt === undefined ? null : isoAt(order.revokedAt),
      }));
    await insertMany(trx, 'customer_books', customerBooks);

    // One billing period per paid order, alongside the holds the subscriptions seed wrote without an order.
    const holds: Insertable<CustomerSubscriptionsTable>[] = granted
      .filter((order) => order.purchaseType === PurchaseType.SUBSCRIPTION)
      .map((order) => {
        const plan = order.item as Plan;
        const ends = periodEnd(new Date(order.grantedAt!), plan.billingPeriod, plan.billingDays).getTime();
        return {
          customer_id: order.customerId,
          subscription_id: plan.id,
          started_at: isoAt(order.grantedAt!),
          ends_at: isoAt(order.revokedAt === undefined ? ends : Math.min(ends, order.revokedAt)),
          cancelled_at: null,
          order_id: orderIds.get(order.number)!,
        };
      });
    await insertMany(trx, 'customer_subscriptions', holds);
    await refreshOrderDays(trx);
  });
}
