import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { TerritoryPrice } from '../../../contract/catalogue';
import { type CountryCode, worldTerritory } from '../../../contract/catalogueRules';
import { OrderStatus, PaymentProvider, PaymentStatus, PurchaseType } from '../../../contract/enums';
import type { OrderPlacementInput } from '../../../contract/orders';
import { writeAudit } from '../../audit/record';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../db/transactions';
import { stateRowOf } from '../../editorial/states';
import { ApiError, badRequest, conflict, notFound } from '../../errors';
import { businessDay } from '../../lib/dates';
import { refreshOrderDays } from '../analytics/orderRollups';
import { pricesOf, territoriesOf } from '../ebooks/catalogue';
import { applyRecheck, lookUpPayment } from './recheck';
import { recordEvent } from './transitions';
import { coded, englishOf } from '../../../contract/apiMessages';

/**
 * Placing an order (docs/api.md "Placing an order"): what the buyer pays, in their country on the
 * day, and whether the book may be sold to them at all; then the order, its card payment and its
 * first timeline event, in one transaction.
 */

type Db = Kysely<Database>;

/**
 * The price in force in `country` on `day`: the country's promotion running that day, else its
 * regular price, else the same of the world's; undefined when none applies (the book's list price
 * then does).
 */
export function priceInForce(prices: readonly TerritoryPrice[], country: CountryCode, day: string): TerritoryPrice | undefined {
  for (const territory of [country, worldTerritory]) {
    const own = prices.filter((price) => price.territory === territory);
    const promotion = own.find((price) => price.startsOn !== null && price.startsOn <= day && (price.endsOn === null || day <= price.endsOn));
    const regular = own.find((price) => price.startsOn === null && price.endsOn === null);
    if (promotion ?? regular) return promotion ?? regular;
  }
  return undefined;
}

/** What an order for a book charges, and whether it is a pre-order; a 409 naming the field when the book may not be sold. */
async function bookTerms(db: Db, ebookId: number, country: CountryCode, today: string) {
  const book = await db.selectFrom('ebooks').selectAll().where('id', '=', ebookId).executeTakeFirst();
  if (!book) throw notFound('No such e-book');
  if (book.embargo_until !== null && today < book.embargo_until) {
    throw conflict(`${book.title} is under embargo until ${book.embargo_until}.`, { ebookId: coded('order_embargo', { date: book.embargo_until }) });
  }
  const territories = territoriesOf(book.territories);
  if (!territories.includes(country) && !territories.includes(worldTerritory)) {
    throw conflict(`${book.title} is not sold in ${country}.`, { territory: coded('order_not_sold_in', { country }) });
  }
  const { state } = await stateRowOf(db, 'e-books', book.id, book.status);
  const released = book.publication_date === null || book.publication_date <= today;
  const preorder = !released && book.preorder_from !== null && book.preorder_from <= today && (state === 'scheduled' || state === 'published');
  if (!(released ? state === 'published' : preorder)) {
    const why = released
      ? coded('order_not_published')
      : book.preorder_from === null || state === 'draft' || state === 'in_review' || state === 'archived'
        ? coded('order_before_release', { date: book.publication_date! })
        : coded('order_preorder_from', { date: book.preorder_from });
    throw conflict(`${book.title} cannot be ordered today. ${englishOf(why)}.`, { ebookId: why });
  }
  const price = priceInForce((await pricesOf(db, [book.id])).get(book.id) ?? [], country, today) ?? { amount: book.price, currency: book.currency };
  return { amount: price.amount, currency: price.currency, preorder, label: book.title };
}

/** What an order for a plan charges: its price, while it is enabled. */
async function planTerms(db: Db, subscriptionId: number) {
  const plan = await db.selectFrom('subscriptions').select(['name', 'price', 'currency', 'status']).where('id', '=', subscriptionId).executeTakeFirst();
  if (!plan) throw notFound('No such plan');
  if (plan.status !== 'E') throw conflict(`${plan.name} is disabled and cannot be ordered.`, { subscriptionId: coded('plan_disabled') });
  return { amount: plan.price, currency: plan.currency, preorder: false, label: plan.name };
}

/** A new card payment's reference at the sandbox provider, which settles it as a real card payment would. */
const newPaymentReference = () => `pay_${Date.now().toString(36)}_${randomBytes(6).toString('hex')}`;

/** Places the order and answers its id; the provider is then asked about its payment, as a re-check would. */
export async function placeOrder(app: FastifyInstance, request: FastifyRequest, input: OrderPlacementInput): Promise<number> {
  const { db, config } = app;
  const customer = await db
    .selectFrom('users')
    .select(['id', 'country', 'blocked_at', 'erased_at'])
    .where('id', '=', input.customerId)
    .where('role', 'is', null)
    .executeTakeFirst();
  if (!customer) throw notFound('No such customer');
  if (customer.blocked_at !== null) throw conflict('This customer is blocked and cannot order.', { customerId: coded('customer_blocked') });
  if (customer.erased_at !== null) throw conflict('This customer’s data was erased: they cannot order.', { customerId: coded('customer_erased') });
  const country = (input.territory ?? customer.country) as CountryCode | null;
  if (!country) throw badRequest('Some fields are not valid', { territory: coded('customer_no_country') });
  const now = new Date();
  const at = now.toISOString();
  const today = businessDay(now, config.timeZone);
  const book = input.ebookId !== undefined;
  const terms = book ? await bookTerms(db, input.ebookId!, country, today) : await planTerms(db, input.subscriptionId!);
  const reference = input.paymentReference ?? newPaymentReference();
  if (await db.selectFrom('payments').select('id').where('reference', '=', reference).executeTakeFirst()) {
    throw conflict('This payment belongs to another order.', { paymentReference: coded('payment_other_order') });
  }
  const actor = { kind: 'staff' as const, id: request.user?.id ?? null };

  const id = await inTransaction(db, async (trx) => {
    const { id } = await trx
      .insertInto('orders')
      .values({
        // Its number follows its id once the id is known: unique without a counter to lock.
        number: `tmp-${randomBytes(6).toString('hex')}`,
        customer_id: customer.id,
        purchase_type: book ? PurchaseType.BOOK_PURCHASE : PurchaseType.SUBSCRIPTION,
        ebook_id: input.ebookId ?? null,
        subscription_id: input.subscriptionId ?? null,
        amount: terms.amount,
        currency: terms.currency,
        status: OrderStatus.INITIATED,
        created_at: at,
        updated_at: at,
        day: today,
        territory: country,
        preorder: terms.preorder ? 1 : 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const number = `ORD-${String(id).padStart(6, '0')}`;
    await trx.updateTable('orders').set({ number }).where('id', '=', id).execute();
    const payment = await trx
      .insertInto('payments')
      .values({ order_id: id, provider: PaymentProvider.CARD, reference, status: PaymentStatus.INITIATED, amount: terms.amount, currency: terms.currency, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordEvent(trx, { orderId: id, what: 'created', to: OrderStatus.INITIATED, at, actor, reason: terms.preorder ? 'Pre-order' : null });
    await recordEvent(trx, { orderId: id, paymentId: payment.id, what: 'payment_status', to: PaymentStatus.INITIATED, at, actor });
    await refreshOrderDays(trx, [today]);
    await writeAudit(trx, request, {
      action: 'create',
      resource: 'orders',
      recordId: id,
      label: number,
      changes: [],
      details: { territory: country, amount: terms.amount, currency: terms.currency, preorder: terms.preorder, item: terms.label },
    });
    return id;
  });

  try {
    await applyRecheck(db, request, id, await lookUpPayment(app, id), app.config);
  } catch (error) {
    // The provider failed or was silent: the order stays Initiated, to be re-checked.
    if (!(error instanceof ApiError && error.statusCode >= 500)) throw error;
    request.log.warn({ err: error, orderId: id }, 'The payment of a new order could not be checked');
  }
  return id;
}
