import { beforeAll, expect, test } from 'vitest';
import { demoCustomerCount, demoExtraStaff, demoStaff, seedDemoData } from '../../server/demo';
import type { App } from '../../server/app';
import { createTestApp } from './helpers';

const DAY = 86_400_000;
const now = new Date('2026-06-15T12:00:00.000Z');

/** Two databases seeded at the same moment: the first is read, the second compared with it. */
let app: App;
let again: App;
beforeAll(async () => {
  const [first, second] = [await createTestApp(), await createTestApp()];
  app = first.app;
  again = second.app;
  expect(await seedDemoData(app.db, { now })).toBe(true);
  expect(await seedDemoData(again.db, { now })).toBe(true);
  return async () => {
    await first.close();
    await second.close();
  };
}, 300_000);

test('the demo data: staff, and customers that look like a real customer base', async () => {

  const staff = await app.db
    .selectFrom('users')
    .select(['id', 'email', 'role', 'password_hash', 'email_verified_at', 'blocked_at'])
    .where('role', 'is not', null)
    .execute();
  for (const demo of demoStaff) expect(staff).toContainEqual(expect.objectContaining({ email: demo.email, role: demo.role }));
  expect(staff).toHaveLength(demoStaff.length + demoExtraStaff.length);
  const countOf = (role: number) => staff.filter((user) => user.role === role).length;
  expect([countOf(1), countOf(2), countOf(4)]).toEqual([1, 3, 6]);
  expect(new Set(staff.map((user) => user.email)).size).toBe(staff.length);
  const invited = staff.filter((user) => user.email_verified_at === null);
  expect(invited).toHaveLength(1);
  expect(invited[0]!.password_hash).toBeNull();
  const tokens = await app.db.selectFrom('account_tokens').selectAll().execute();
  expect(tokens).toEqual([expect.objectContaining({ user_id: invited[0]!.id, purpose: 'verify-email', used_at: null })]);
  expect(staff.filter((user) => user.blocked_at !== null)).toHaveLength(1);

  const customers = await app.db.selectFrom('users').selectAll().where('role', 'is', null).execute();
  expect(customers).toHaveLength(demoCustomerCount);
  expect(new Set(customers.map((customer) => customer.email)).size).toBe(demoCustomerCount);
  const share = (count: number) => count / customers.length;
  expect(share(customers.filter((customer) => customer.email_verified_at).length)).toBeCloseTo(0.85, 1);
  expect(share(customers.filter((customer) => customer.blocked_at).length)).toBeGreaterThan(0.01);
  expect(share(customers.filter((customer) => customer.blocked_at).length)).toBeLessThan(0.05);
  for (const customer of customers) {
    expect(customer.password_hash).toBeNull();
    expect(customer.email).toMatch(/^[a-z0-9._%+-]+@example\.(com|net|org)$/);
    expect(customer.country).toMatch(/^[A-Z]{2}$/);
    const registered = Date.parse(customer.created_at);
    expect(registered).toBeGreaterThanOrEqual(now.getTime() - 3 * 366 * DAY);
    expect(registered).toBeLessThanOrEqual(now.getTime());
    for (const later of [customer.email_verified_at, customer.blocked_at, customer.last_seen_at]) {
      if (later) expect(Date.parse(later)).toBeGreaterThanOrEqual(registered);
      if (later) expect(Date.parse(later)).toBeLessThanOrEqual(now.getTime());
    }
  }
  // Ids grow with registration, as they would have.
  const byId = [...customers].sort((a, b) => a.id - b.id).map((customer) => customer.created_at);
  expect(byId).toEqual([...byId].sort());
  // Registrations spread over the three years, not bunched in one of them.
  const years = [0, 1, 2].map(
    (back) => customers.filter((customer) => now.getTime() - Date.parse(customer.created_at) < (back + 1) * 365 * DAY).length,
  );
  expect(years[0]).toBeGreaterThan(300);
  expect(years[2]).toBe(demoCustomerCount);
  // How long seeding takes is never asserted in a test: the machines are shared and noisy. The
  // limit is generous for PostgreSQL on a busy machine (a year of events goes in batches).
}, 180_000);

test('the demo data is the same from run to run (fixed seed) and never written twice', async () => {
  const read = async ({ db }: App) => ({
    customers: await db.selectFrom('users').select(['email', 'name', 'created_at', 'country']).where('role', 'is', null).orderBy('id').execute(),
    ebooks: await db.selectFrom('ebooks').select(['title', 'price', 'publication_date']).orderBy('id').execute(),
    orders: await db.selectFrom('orders').select(['number', 'amount', 'status', 'created_at']).orderBy('id').execute(),
    events: await db.selectFrom('app_events').select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('occurred_at').as('last')]).executeTakeFirst(),
  });
  const [first, second] = [await read(app), await read(again)];
  expect(first.orders.length).toBeGreaterThan(1000);
  expect(second).toEqual(first);
  expect(await seedDemoData(app.db, { now })).toBe(false);
});
