import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { CustomerBook } from '../../contract/customers';
import type { Ebook } from '../../contract/ebooks';
import { AdminRole, OrderStatus, PaymentStatus } from '../../contract/enums';
import type { Order } from '../../contract/orders';
import type { App } from '../../server/app';
import { priceInForce } from '../../server/areas/orders/placement';
import { sandboxPrefixes } from '../../server/payments/sandbox';
import { addDays, businessDay } from '../../server/lib/dates';
import { createEbook } from './catalogFixtures';
import { bearer, createCustomer, createStaff, createTestApp, signIn } from './helpers';

/**
 * Placing an order (docs/api.md "Placing an order"): the price in force in the buyer's country on
 * the day, pre-orders delivered at release, and the books that may not be sold (embargo, territory,
 * no price, not on sale), each a 409 naming its field.
 */

let app: App;
let close: () => Promise<void>;
let admin: string;
let editor: string;

beforeAll(async () => {
  ({ app, close } = await createTestApp());
  admin = (await signIn(app, await createStaff(app, { role: AdminRole.ADMIN }))).access_token;
  editor = (await signIn(app, await createStaff(app, { role: AdminRole.EDITOR }))).access_token;
});
afterAll(() => close());

const today = () => businessDay(new Date(), app.config.timeZone);
const place = (payload: object, token = admin) => app.inject({ method: 'POST', url: '/api/orders', headers: bearer(token), payload });
let references = 0;
const paid = () => `${sandboxPrefixes.ok}placement_${++references}`;

async function placed(payload: object, token = admin): Promise<Order> {
  const response = await place({ paymentReference: paid(), ...payload }, token);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Order>();
}

async function refused(payload: object, status = 409): Promise<Record<string, string>> {
  const response = await place({ paymentReference: paid(), ...payload });
  expect(response.statusCode, response.body).toBe(status);
  return response.json<{ fieldErrors: Record<string, string> }>().fieldErrors;
}

/** Saves the book with `changes` (its record as read, the changes over it). */
async function saved(id: number, changes: Partial<Ebook>): Promise<void> {
  const book = (await app.inject({ method: 'GET', url: `/api/ebooks/${id}?version=pending`, headers: bearer(admin) })).json<Ebook>();
  const response = await app.inject({ method: 'PUT', url: `/api/ebooks/${id}`, headers: bearer(admin), payload: { ...book, ...changes } });
  expect(response.statusCode, response.body).toBe(200);
}

const books = async (customerId: number, token = admin) =>
  (await app.inject({ method: 'GET', url: `/api/customers/${customerId}/books`, headers: bearer(token) })).json<CustomerBook[]>();

/** Runs `act` as a clock `ms` ahead would, with an admin session of that time (the sessions of now have expired by then). */
async function later<T>(ms: number, act: (token: string) => Promise<T>): Promise<T> {
  vi.useFakeTimers({ now: new Date(Date.now() + ms), toFake: ['Date'] });
  try {
    return await act((await signIn(app, await createStaff(app, { role: AdminRole.ADMIN }))).access_token);
  } finally {
    vi.useRealTimers();
  }
}
const DAY = 86_400_000;

describe('the price in force', () => {
  const prices = [
    { territory: 'WORLD' as const, currency: 'USD' as const, amount: 1500, startsOn: null, endsOn: null },
    { territory: 'FR' as const, currency: 'EUR' as const, amount: 1299, startsOn: null, endsOn: null },
    { territory: 'FR' as const, currency: 'EUR' as const, amount: 799, startsOn: '2027-01-10', endsOn: '2027-01-20' },
  ];

  test("a country's promotion while it runs, else its regular price, else the world's", () => {
    expect(priceInForce(prices, 'FR', '2027-01-09')?.amount).toBe(1299);
    expect(priceInForce(prices, 'FR', '2027-01-10')?.amount).toBe(799);
    expect(priceInForce(prices, 'FR', '2027-01-20')?.amount).toBe(799);
    expect(priceInForce(prices, 'FR', '2027-01-21')?.amount).toBe(1299);
    expect(priceInForce(prices, 'DE', '2027-01-15')).toMatchObject({ amount: 1500, currency: 'USD' });
    expect(priceInForce(prices.slice(1), 'DE', '2027-01-15')).toBeUndefined();
  });

  test("a promotion without an end runs until further notice; outside a country's only promotion the world's price applies", () => {
    const open = [{ territory: 'GB' as const, currency: 'GBP' as const, amount: 500, startsOn: '2027-02-01', endsOn: null }];
    expect(priceInForce(open, 'GB', '2031-01-01')?.amount).toBe(500);
    expect(priceInForce(open, 'GB', '2027-01-31')).toBeUndefined();
    expect(priceInForce([...open, prices[0]!], 'GB', '2027-01-31')?.amount).toBe(1500);
  });
});

describe('POST /api/orders', () => {
  test('an order placed for a book in two territories at two times takes the price in force for each', async () => {
    const id = await createEbook(app, admin, 1, 'Two Harbours');
    const day = today();
    await saved(id, {
      territories: ['FR', 'DE'],
      prices: [
        { territory: 'FR', currency: 'EUR', amount: 1299, startsOn: null, endsOn: null },
        { territory: 'DE', currency: 'EUR', amount: 1399, startsOn: null, endsOn: null },
        { territory: 'FR', currency: 'EUR', amount: 699, startsOn: addDays(day, 3), endsOn: addDays(day, 5) },
      ],
    });
    const customer = await createCustomer(app, { country: 'FR' });

    const inFrance = await placed({ customerId: customer, ebookId: id });
    expect(inFrance).toMatchObject({ amount: 1299, currency: 'EUR', territory: 'FR', preorder: false, status: OrderStatus.CONFIRMED, paymentStatus: PaymentStatus.SUCCESS });
    expect(inFrance.number).toMatch(/^ORD-\d{6,}$/);
    expect(inFrance.payments[0]).toMatchObject({ amount: 1299, currency: 'EUR' });
    expect(inFrance.timeline.map((event) => event.what)).toEqual(['created', 'payment_status', 'payment_status', 'order_status']);
    expect((await placed({ customerId: customer, ebookId: id, territory: 'DE' })).amount).toBe(1399);

    // Four days later the promotion runs in France, not in Germany.
    await later(4 * DAY, async (token) => {
      expect((await placed({ customerId: customer, ebookId: id }, token)).amount).toBe(699);
      expect((await placed({ customerId: customer, ebookId: id, territory: 'DE' }, token)).amount).toBe(1399);
    });

    const audit = await app.db.selectFrom('audit_entries').select(['action', 'details']).where('resource', '=', 'orders').where('record_id', '=', String(inFrance.id)).orderBy('id').execute();
    expect(audit[0]).toMatchObject({ action: 'create' });
    expect(JSON.parse(audit[0]!.details!)).toMatchObject({ territory: 'FR', amount: 1299, currency: 'EUR', preorder: false });
  });

  test('a pre-order placed before release delivers the file only from the start of the release day', async () => {
    const id = await createEbook(app, admin, 1, 'The Slow Lighthouse');
    const release = addDays(today(), 10);
    await saved(id, { publicationDate: release, preorderFrom: today() });
    const customer = await createCustomer(app, { country: 'US' });

    const order = await placed({ customerId: customer, ebookId: id });
    expect(order).toMatchObject({ preorder: true, status: OrderStatus.CONFIRMED });
    const [held] = await books(customer);
    expect(held).toMatchObject({ ebookId: id, orderId: order.id, preorder: true, available: false, revokedAt: null });
    expect(businessDay(held!.availableFrom, app.config.timeZone)).toBe(release);
    expect(held!.availableFrom > held!.grantedAt).toBe(true);

    // The release moves a day earlier: the delivery follows it.
    await saved(id, { publicationDate: addDays(release, -1) });
    expect(businessDay((await books(customer))[0]!.availableFrom, app.config.timeZone)).toBe(addDays(release, -1));

    // On release day the file is there.
    expect((await later(10 * DAY, (token) => books(customer, token)))[0]).toMatchObject({ available: true });
  });

  test('before its pre-order starts, a book to be released is not on sale', async () => {
    const id = await createEbook(app, admin, 1, 'Not Yet');
    await saved(id, { publicationDate: addDays(today(), 20), preorderFrom: addDays(today(), 5) });
    const customer = await createCustomer(app);
    expect(await refused({ customerId: customer, ebookId: id })).toEqual({ ebookId: `On pre-order from ${addDays(today(), 5)}` });
    await saved(id, { preorderFrom: null });
    expect(await refused({ customerId: customer, ebookId: id })).toEqual({ ebookId: `Not on sale before its release on ${addDays(today(), 20)}` });
  });

  test('an embargoed book cannot be ordered; the embargo lifts on its day', async () => {
    const id = await createEbook(app, admin, 1, 'Sealed Letters');
    const until = addDays(today(), 2);
    await saved(id, { embargoUntil: until });
    const customer = await createCustomer(app);
    expect(await refused({ customerId: customer, ebookId: id })).toEqual({ ebookId: `Under embargo until ${until}` });
    await later(2 * DAY + 60_000, (token) => placed({ customerId: customer, ebookId: id }, token));
  });

  test("a book not sold in the territory or not published is refused, naming the field; without a price there, the list price applies", async () => {
    const id = await createEbook(app, admin, 1, 'Local Tales');
    await saved(id, { territories: ['FR'], prices: [{ territory: 'FR', currency: 'EUR', amount: 900, startsOn: addDays(today(), 1), endsOn: null }] });
    const customer = await createCustomer(app, { country: 'FR' });
    expect(await refused({ customerId: customer, ebookId: id, territory: 'BE' })).toEqual({ territory: 'Not sold in BE' });
    expect(await placed({ customerId: customer, ebookId: id })).toMatchObject({ amount: 999, currency: 'USD', territory: 'FR' });

    const draft = await createEbook(app, admin, 1, 'Still a Draft');
    const unpublished = await app.inject({ method: 'POST', url: `/api/ebooks/${draft}/steps`, headers: bearer(admin), payload: { step: 'unpublish' } });
    expect(unpublished.statusCode, unpublished.body).toBe(200);
    expect(await refused({ customerId: customer, ebookId: draft })).toEqual({ ebookId: 'Not on sale: it is not published' });
    expect((await books(customer)).map((book) => book.ebookId)).toEqual([id]);
  });

  test('bad input is a 400 on its field; unknown records a 404; a blocked customer, a reused payment a 409', async () => {
    const id = await createEbook(app, admin, 1, 'Plain Sale');
    const customer = await createCustomer(app, { country: null });
    expect(await refused({ customerId: customer, ebookId: id }, 400)).toEqual({ territory: 'The customer has no country: give the territory' });
    expect(Object.keys(await refused({ customerId: customer, ebookId: id, subscriptionId: 1, territory: 'US' }, 400))).toEqual(['ebookId']);
    expect(Object.keys(await refused({ customerId: customer, ebookId: id, territory: 'XX' }, 400))).toEqual(['territory']);
    expect(Object.keys(await refused({ customerId: customer, ebookId: id, territory: 'WORLD' }, 400))).toEqual(['territory']);
    await refused({ customerId: 2_000_000, ebookId: id, territory: 'US' }, 404);
    await refused({ customerId: customer, ebookId: 2_000_000, territory: 'US' }, 404);

    const blocked = await createCustomer(app, { blocked: true });
    expect(await refused({ customerId: blocked, ebookId: id })).toEqual({ customerId: 'The customer is blocked' });
    const reference = paid();
    await placed({ customerId: customer, ebookId: id, territory: 'US', paymentReference: reference });
    expect(await refused({ customerId: customer, ebookId: id, territory: 'US', paymentReference: reference })).toEqual({ paymentReference: 'This payment belongs to another order' });
  });

  test('a payment the provider fails leaves the order Payment Failed, nothing granted; one it cannot answer stays Initiated', async () => {
    const id = await createEbook(app, admin, 1, 'Unpaid');
    const customer = await createCustomer(app);
    const failed = await placed({ customerId: customer, ebookId: id, paymentReference: `${sandboxPrefixes.fail}placement` });
    expect(failed).toMatchObject({ status: OrderStatus.PAYMENT_FAILED, paymentStatus: PaymentStatus.FAILED });
    const unanswered = await placed({ customerId: customer, ebookId: id, paymentReference: `${sandboxPrefixes.error}placement` });
    expect(unanswered).toMatchObject({ status: OrderStatus.INITIATED, paymentStatus: PaymentStatus.INITIATED });
    expect(await books(customer)).toEqual([]);
  });

  test('a plan takes its price; an editor may not place orders', async () => {
    const plan = await app.db.selectFrom('subscriptions').select(['id', 'price', 'currency']).where('status', '=', 'E').executeTakeFirst();
    const customer = await createCustomer(app);
    if (plan) expect(await placed({ customerId: customer, subscriptionId: plan.id })).toMatchObject({ amount: plan.price, currency: plan.currency, preorder: false });
    const id = await createEbook(app, admin, 1, 'Editors Do Not Sell');
    expect((await place({ customerId: customer, ebookId: id }, editor)).statusCode).toBe(403);
  });
});
