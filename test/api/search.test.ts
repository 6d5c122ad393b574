import { afterAll, describe, expect, test } from 'vitest';
import { AdminRole, OrderStatus, PurchaseType } from '../../contract/enums';
import type { SearchKind, SearchResults } from '../../contract/search';
import { createEbook, createFeedEntry, createPlan } from './catalogFixtures';
import { bearer, createCustomers, createStaff, createTestApp, signIn } from './helpers';

/** Search across the console (contract/search.ts, docs/api.md "Search"). */

const { app, close } = await createTestApp();
afterAll(close);

const tokenOf = async (role: AdminRole) => (await signIn(app, await createStaff(app, { role }))).access_token;
const superAdmin = await tokenOf(AdminRole.SUPER_ADMIN);
const admin = await tokenOf(AdminRole.ADMIN);
const editor = await tokenOf(AdminRole.EDITOR);

const [quinn, quincy, other] = await createCustomers(app, [
  { name: 'Quinn Zephyrine', email: 'quinn.zephyr@readers.test' },
  { name: 'Quincy Marlowe', email: 'quincy@zephyr-mail.test' },
  { name: 'Other Reader', email: 'other@readers.test' },
]);
const planId = await createPlan(app, superAdmin, 'Zephyr Monthly');
const numbers = ['ORD-000123', 'ORD-000124', 'ORD-001230', 'ORD-000900'];
const orderIds: Record<string, number> = {};
for (const [n, number] of numbers.entries()) {
  const at = new Date(Date.UTC(2026, 0, 10 + n)).toISOString();
  const customer = number === 'ORD-000900' ? other! : quinn!;
  const { id } = await app.db
    .insertInto('orders')
    .values({ number, customer_id: customer, purchase_type: PurchaseType.SUBSCRIPTION, ebook_id: null, subscription_id: planId, amount: 999, currency: 'USD', status: OrderStatus.CONFIRMED, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  orderIds[number] = id;
}

const bookId = await createEbook(app, superAdmin, 1, 'The Zephyr Atlas');
// A valid ISBN-13, stored without its hyphens.
await app.db.updateTable('ebooks').set({ isbn: '9780306406157' }).where('id', '=', bookId).execute();
const feedId = await createFeedEntry(app, superAdmin, 'news', 'Zephyr season opens');
const now = new Date().toISOString();
const { id: bannerId } = await app.db
  .insertInto('banners')
  .values({ title: 'Zephyr sale banner', layout_type: 'home', position: 1, start_at: now, end_at: null, status: 'E', created_at: now, updated_at: now } as never)
  .returning('id')
  .executeTakeFirstOrThrow();
const { id: alertId } = await app.db
  .insertInto('alerts')
  .values({ title: 'Zephyr maintenance', message: 'Tonight', button_type: 1, button_label: null, second_button_label: null, target_kind: null, target_value: null, start_at: now, end_at: null, status: 'E', image_path: null, created_at: now, updated_at: now } as never)
  .returning('id')
  .executeTakeFirstOrThrow();
await app.db
  .insertInto('app_config')
  .values({ key: 'zephyr.enabled', value_type: 'boolean', value: 'true', description: 'Turns the zephyr on', status: 'E', created_at: now, updated_at: now })
  .execute();

const search = (token: string | undefined, query: string) =>
  app.inject({ method: 'GET', url: `/api/search?${query}`, headers: token ? bearer(token) : {} });

async function found(token: string, q: string, limit?: number): Promise<SearchResults> {
  const response = await search(token, new URLSearchParams({ q, ...(limit ? { limit: String(limit) } : {}) }).toString());
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchResults>();
}

const kinds = (results: SearchResults) => results.groups.map((group) => group.kind);
const idsOf = (results: SearchResults, kind: SearchKind) => results.groups.find((group) => group.kind === kind)?.items.map((item) => item.id) ?? [];

describe('GET /api/search', () => {
  test('answers one group per kind that matched, in order, each hit with its title', async () => {
    const results = await found(superAdmin, 'zephyr');
    expect(kinds(results)).toEqual(['users/customers', 'e-books', 'feeds', 'ui/banners', 'ui/alerts', 'ui/app-config']);
    expect(idsOf(results, 'users/customers').sort()).toEqual([quinn, quincy].sort());
    expect(idsOf(results, 'e-books')).toEqual([bookId]);
    expect(idsOf(results, 'feeds')).toEqual([feedId]);
    expect(idsOf(results, 'ui/banners')).toEqual([bannerId]);
    expect(idsOf(results, 'ui/alerts')).toEqual([alertId]);
    expect(results.groups.find((group) => group.kind === 'ui/app-config')?.items).toEqual([
      { id: 'zephyr.enabled', title: 'zephyr.enabled', subtitle: 'Turns the zephyr on' },
    ]);
    // The customer whose e-mail starts with the text comes before one whose e-mail only contains it.
    const byEmail = await found(superAdmin, 'quincy@');
    expect(byEmail.groups.find((group) => group.kind === 'users/customers')?.items).toEqual([
      { id: quincy, title: 'Quincy Marlowe', subtitle: 'quincy@zephyr-mail.test' },
    ]);
  });

  test('finds an order by its number, the exact one first, then those it starts', async () => {
    const exact = await found(admin, 'ord-000123');
    expect(idsOf(exact, 'orders')).toEqual([orderIds['ORD-000123']]);
    expect(exact.groups[0]!.items[0]).toEqual({ id: orderIds['ORD-000123'], title: 'ORD-000123', subtitle: 'quinn.zephyr@readers.test' });
    expect(idsOf(await found(admin, 'ORD-00012'), 'orders')).toEqual([orderIds['ORD-000123'], orderIds['ORD-000124']]);
    // Digits alone read after ORD-; fewer than six also name one number, zero-padded, first.
    expect(idsOf(await found(admin, '001230'), 'orders')).toEqual([orderIds['ORD-001230']]);
    expect(idsOf(await found(admin, '00123'), 'orders')).toEqual([orderIds['ORD-000123'], orderIds['ORD-001230']]);
    expect(idsOf(await found(admin, '123'), 'orders')).toEqual([orderIds['ORD-000123']]);
    expect(idsOf(await found(admin, 'ORD-7'), 'orders')).toEqual([]);
  });

  test("finds a customer's newest orders by their e-mail", async () => {
    const results = await found(admin, 'quinn.zephyr@readers.test');
    expect(idsOf(results, 'orders')).toEqual(['ORD-001230', 'ORD-000124', 'ORD-000123'].map((number) => orderIds[number]));
    expect(idsOf(results, 'users/customers')).toEqual([quinn]);
    // The start of an e-mail finds them too; each group holds at most `limit`.
    expect(idsOf(await found(admin, 'QUINN.ZEPHYR@', 2), 'orders')).toEqual([orderIds['ORD-001230'], orderIds['ORD-000124']]);
    expect(idsOf(await found(admin, 'other@'), 'orders')).toEqual([orderIds['ORD-000900']]);
  });

  test('finds an e-book by its ISBN, with or without hyphens', async () => {
    expect(idsOf(await found(editor, '978-0-306-40615-7'), 'e-books')).toEqual([bookId]);
    expect(idsOf(await found(editor, '9780306406157'), 'e-books')).toEqual([bookId]);
    const [hit] = (await found(editor, '9780306406157')).groups[0]!.items;
    expect(hit).toEqual({ id: bookId, title: 'The Zephyr Atlas', subtitle: 'Ada Moreau · 9780306406157' });
  });

  test('answers only the kinds the role may open: an editor never gets orders or the feed', async () => {
    expect(kinds(await found(editor, 'zephyr'))).toEqual(['users/customers', 'e-books', 'ui/banners', 'ui/alerts', 'ui/app-config']);
    expect(await found(editor, 'ORD-000123')).toEqual({ groups: [] });
    expect(idsOf(await found(editor, 'quinn.zephyr@readers.test'), 'orders')).toEqual([]);
    expect(kinds(await found(admin, 'zephyr'))).toContain('feeds');
  });

  test('answers no group when nothing matches, and takes the text literally', async () => {
    expect(await found(superAdmin, 'nothing-like-this')).toEqual({ groups: [] });
    expect(await found(superAdmin, '%')).toEqual({ groups: [] });
    expect(await found(superAdmin, 'zeph_r')).toEqual({ groups: [] });
  });

  test('needs a signed-in staff member', async () => {
    const response = await search(undefined, 'q=zephyr');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errorCode: 113 });
  });

  test.each([
    ['no text', '', 'q'],
    ['only spaces', 'q=%20%20', 'q'],
    ['a NUL', 'q=ab%00cd', 'q'],
    ['more than 100 characters', `q=${'a'.repeat(101)}`, 'q'],
    ['a limit of 0', 'q=zephyr&limit=0', 'limit'],
    ['a limit over 20', 'q=zephyr&limit=21', 'limit'],
  ])('refuses %s with a 400 naming the field', async (_case, query, field) => {
    const response = await search(admin, query);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fieldErrors).toHaveProperty(field);
  });
});
