import { faker } from '@faker-js/faker';
import type { Insertable } from 'kysely';
import { AdminRole } from '../../contract/enums';
import { rebuildSubscriptionFigures } from '../areas/analytics/subscriptionRollups';
import type { Db } from '../db';
import type { UsersTable } from '../db/schema';
import { accountTokenTtlMs } from '../lib/accountTokens';
import { hashSecret, newToken, tokenHash } from '../lib/secrets';
import type { Storage } from '../storage/types';
import { seedAlerts } from './alerts';
import { seedAppConfig } from './appConfig';
import { seedBanners } from './banners';
import { seedEbooks } from './ebooks';
import { seedEvents } from './events';
import { seedFeed } from './feed';
import { seedLayouts } from './layout';
import { seedOrders } from './orders';
import { seedSubscriptions } from './subscriptions';

import { demoPassword, demoStaff } from './accounts';

export { demoPassword, demoStaff };

/** More staff for the admins and editors pages (sign in with demoPassword, except the invited one). */
export const demoExtraStaff = [
  { role: AdminRole.ADMIN },
  { role: AdminRole.ADMIN },
  { role: AdminRole.EDITOR },
  { role: AdminRole.EDITOR },
  { role: AdminRole.EDITOR },
  /** Invited, has not opened the link yet: no password, e-mail not verified. */
  { role: AdminRole.EDITOR, invitationPending: true },
  { role: AdminRole.EDITOR, blocked: true },
] as const;

export const demoCustomerCount = 2000;

/** Rows per INSERT: 9 values a row keeps a batch far below SQLite's 32,766 and PostgreSQL's 65,535 parameters. */
const batchSize = 500;

const DAY = 86_400_000;

/** Where the customers live: a few main markets, then the rest of the world. */
const countryWeights = [
  { weight: 30, value: 'US' },
  { weight: 12, value: 'GB' },
  { weight: 8, value: 'DE' },
  { weight: 6, value: 'CA' },
  { weight: 5, value: 'AU' },
  { weight: 5, value: 'FR' },
  { weight: 5, value: 'IN' },
  { weight: 3, value: 'NL' },
  { weight: 3, value: 'ES' },
  { weight: 3, value: 'IT' },
  { weight: 2, value: 'SE' },
  { weight: 18, value: '' },
];

const isoAt = (time: number) => new Date(Math.floor(time)).toISOString();

/**
 * Customers of the mobile app (no role, no password): registrations over the last three years,
 * more of them lately; about 85% with a verified e-mail, 3% blocked, and most seen since.
 */
function demoCustomers(count: number, now: number): Insertable<UsersTable>[] {
  const since = now - 3 * 365 * DAY;
  const emails = new Set<string>(demoStaff.map((staff) => staff.email));
  return Array.from({ length: count }, () => {
    const sex = faker.person.sexType();
    const firstName = faker.person.firstName(sex);
    const lastName = faker.person.lastName();
    let email = faker.internet.exampleEmail({ firstName, lastName }).toLowerCase();
    for (let n = 2; emails.has(email); n++) email = email.replace(/(\d*)@/, `${n}@`);
    emails.add(email);
    // A density growing towards today: a young app gains customers.
    const registered = since + (now - since) * Math.sqrt(faker.number.float());
    const verified = faker.datatype.boolean(0.85) ? registered + faker.number.float({ min: 60_000, max: 2 * DAY }) : null;
    const seen = faker.datatype.boolean(0.9) ? faker.number.float({ min: registered, max: now }) : null;
    return {
      email,
      name: `${firstName} ${lastName}`,
      role: null,
      password_hash: null,
      phone: faker.datatype.boolean(0.8) ? faker.phone.number({ style: 'international' }) : null,
      country: faker.helpers.weightedArrayElement(countryWeights) || faker.location.countryCode('alpha-2'),
      created_at: isoAt(registered),
      email_verified_at: verified === null ? null : isoAt(Math.min(verified, now)),
      blocked_at: faker.datatype.boolean(0.03) ? isoAt(faker.number.float({ min: registered, max: now })) : null,
      last_seen_at: seen === null ? null : isoAt(seen),
    };
  });
}

/** demoExtraStaff as rows: joined over the last two years, most signed in lately, at `@demo.test`. */
function demoMoreStaff(now: number, passwordHash: string): Insertable<UsersTable>[] {
  const emails = new Set<string>(demoStaff.map((staff) => staff.email));
  return demoExtraStaff.map((member) => {
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    let email = `${firstName}.${lastName}@demo.test`.toLowerCase().replace(/[^a-z0-9.@]/g, '');
    for (let n = 2; emails.has(email); n++) email = email.replace(/(\d*)@/, `${n}@`);
    emails.add(email);
    const invited = 'invitationPending' in member;
    const created = invited ? now - faker.number.int({ min: 1, max: 3 }) * DAY : now - faker.number.float({ min: 30, max: 730 }) * DAY;
    return {
      email,
      name: `${firstName} ${lastName}`,
      role: member.role,
      password_hash: invited ? null : passwordHash,
      phone: faker.datatype.boolean(0.6) ? faker.phone.number({ style: 'international' }) : null,
      created_at: isoAt(created),
      email_verified_at: invited ? null : isoAt(created + faker.number.float({ min: 60_000, max: DAY })),
      blocked_at: 'blocked' in member ? isoAt(faker.number.float({ min: created + DAY, max: now })) : null,
      last_sign_in_at: invited ? null : isoAt(faker.number.float({ min: now - 20 * DAY, max: now - 60_000 })),
    };
  });
}

/** Demo data with a fixed seed, written only into an empty database. Answers whether it wrote. */
export interface SeedOptions {
  customers?: number;
  now?: Date;
  /** Where the catalog's generated files (covers, e-pubs, feed pictures) go; without it, records have no files. */
  storage?: Storage;
  /** false: the events' roll-ups are left to the caller, who adds more events and rebuilds them once (bench/generate.ts). */
  eventRollups?: boolean;
  /** false: no orders and no app events, the catalogue and the app's screens only (a test that reads no sales). */
  activity?: boolean;
}

export async function seedDemoData(db: Db, options: SeedOptions = {}): Promise<boolean> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  faker.seed(2026);
  const passwordHash = await hashSecret(demoPassword);
  const now = options.now ?? new Date();
  const staff = demoStaff.map(({ email, role }) => ({
    email,
    role,
    name: faker.person.fullName(),
    password_hash: passwordHash,
    created_at: now.toISOString(),
    email_verified_at: now.toISOString(),
  }));
  // In order of registration, so that ids grow with it as they would have.
  const customers = demoCustomers(options.customers ?? demoCustomerCount, now.getTime()).sort((a, b) =>
    a.created_at < b.created_at ? -1 : 1,
  );
  // After the customers, so that adding staff did not change the customers of the fixed seed.
  const moreStaff = demoMoreStaff(now.getTime(), passwordHash);
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('users').values(staff).execute();
    for (let start = 0; start < customers.length; start += batchSize) {
      await trx.insertInto('users').values(customers.slice(start, start + batchSize)).execute();
    }
    const rows = await trx.insertInto('users').values(moreStaff).returning(['id', 'email', 'email_verified_at']).execute();
    // The pending invitation: a live link whose token nobody knows (an admin resends it).
    const pending = rows.filter((row) => row.email_verified_at === null);
    for (const row of pending) {
      await trx
        .insertInto('account_tokens')
        .values({
          user_id: row.id,
          purpose: 'verify-email',
          token_hash: tokenHash(newToken()),
          created_at: now.toISOString(),
          expires_at: new Date(now.getTime() + accountTokenTtlMs['verify-email']).toISOString(),
        })
        .execute();
    }
  });
  // The catalog, each part from its own fixed seed so that changing one leaves the others as they were.
  await seedEbooks(db, { now, storage: options.storage });
  await seedSubscriptions(db, { now });
  await seedFeed(db, { now, storage: options.storage });
  // Orders buy the catalog's e-books and plans: after them.
  if (options.activity !== false) await seedOrders(db, { now });
  // Holds come from the plans' seed and the orders': their figures once after both.
  await db.transaction().execute((trx) => rebuildSubscriptionFigures(trx));
  // The mobile app's UI links to the catalog and the feed: after them.
  await seedLayouts(db, { now });
  await seedBanners(db, { now, storage: options.storage });
  await seedAlerts(db, { now, storage: options.storage });
  await seedAppConfig(db, { now });
  // The app's events follow its customers' orders: last.
  if (options.activity !== false) await seedEvents(db, { now, rollups: options.eventRollups ?? true });
  return true;
}
