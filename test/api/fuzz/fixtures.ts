/** The callers of the fuzz test (anonymous and one signed-in member per role) and a few records to aim at. */
import { AdminRole, adminRoleName, OrderStatus, PaymentStatus, PurchaseType } from '../../../contract/enums';
import type { App } from '../../../server/app';
import { createSession, findSession } from '../../../server/lib/sessions';
import { createEbook, createFeedEntry, createPlan } from '../catalogFixtures';
import { bearer, createCustomers, createStaff } from '../helpers';

export type Caller = 'anonymous' | AdminRole;

export const callers: Caller[] = ['anonymous', AdminRole.EDITOR, AdminRole.ADMIN, AdminRole.SUPER_ADMIN];

export const callerName = (caller: Caller) => (caller === 'anonymous' ? 'anonymous' : adminRoleName[caller]);

/**
 * A live session per role, opened straight in the database (the sign-in itself is fuzzed like
 * any other operation, and its rate limits must not stop the test). Hostile calls may end one
 * (logout, a forced sign-out, a role change, blocking): `refresh` then opens a new session for a
 * new member of the same role.
 */
export class Sessions {
  private readonly tokens = new Map<AdminRole, string>();

  private constructor(private readonly app: App) {}

  static async open(app: App): Promise<Sessions> {
    const sessions = new Sessions(app);
    for (const role of [AdminRole.EDITOR, AdminRole.ADMIN, AdminRole.SUPER_ADMIN]) await sessions.start(role);
    return sessions;
  }

  private async start(role: AdminRole): Promise<void> {
    const staff = await createStaff(this.app, { role, name: `Fuzz ${adminRoleName[role]}` });
    this.tokens.set(role, await createSession(this.app.db, staff.id, this.app.config.sessionTtlMs));
  }

  token(role: AdminRole): string {
    return this.tokens.get(role)!;
  }

  /** Whether the role's session still stands for a member of that role; if not, a new one. */
  async refresh(role: AdminRole): Promise<void> {
    const session = await findSession(this.app.db, this.token(role));
    if (session?.role !== role) await this.start(role);
  }
}

/**
 * Records for the ids a hostile call names to exist (1, 2, 3, 5 are among them): e-books, a feed
 * entry, a plan, customers and orders with a payment, so that calls reach the handlers' deeper
 * paths (refunds, downloads, uploads onto a record) and not only their 404.
 */
export async function createRecords(app: App, superAdminToken: string): Promise<void> {
  await createEbook(app, superAdminToken, 1, 'Fuzz Book One');
  await createEbook(app, superAdminToken, 2, 'Fuzz Magazine Two');
  await createEbook(app, superAdminToken, 1, 'Fuzz Book Three');
  const now = new Date().toISOString();
  for (const contentType of ['news', 'videos', 'news'] as const) await createFeedEntry(app, superAdminToken, contentType, `Fuzz ${contentType}`);
  await createPlan(app, superAdminToken, 'Fuzz Monthly');
  await createPlan(app, superAdminToken, 'Fuzz Monthly Two');
  for (const [url, payload] of [
    ['/api/ui/alert', { title: 'Fuzz alert', message: 'A message.', buttonType: 1, startAt: now }],
    ['/api/ui/banners', { title: 'Fuzz banner', layoutType: 'home', startAt: now }],
  ] as const) {
    const response = await app.inject({ method: 'POST', url, headers: bearer(superAdminToken), payload });
    if (response.statusCode !== 201) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
  }
  const customers = await createCustomers(app, [{ name: 'Fuzz Customer A' }, { name: 'Fuzz Customer B' }, { blocked: true }]);
  const orders = await app.db
    .insertInto('orders')
    .values([
      { number: 'ORD-F00001', customer_id: customers[0]!, purchase_type: PurchaseType.BOOK_PURCHASE, ebook_id: 1, subscription_id: null, amount: 999, currency: 'USD', status: OrderStatus.CONFIRMED, created_at: now, updated_at: now },
      { number: 'ORD-F00002', customer_id: customers[1]!, purchase_type: PurchaseType.SUBSCRIPTION, ebook_id: null, subscription_id: 1, amount: 999, currency: 'USD', status: OrderStatus.INITIATED, created_at: now, updated_at: now },
      { number: 'ORD-F00003', customer_id: customers[0]!, purchase_type: PurchaseType.BOOK_PURCHASE, ebook_id: 2, subscription_id: null, amount: 999, currency: 'USD', status: OrderStatus.PROCESSING, created_at: now, updated_at: now },
    ])
    .returning('id')
    .execute();
  await app.db
    .insertInto('payments')
    .values([
      { order_id: orders[0]!.id, provider: 1, reference: 'fuzz-pay-1', status: PaymentStatus.SUCCESS, amount: 999, currency: 'USD', created_at: now, updated_at: now },
      { order_id: orders[2]!.id, provider: 1, reference: 'fuzz-pay-3', status: PaymentStatus.PENDING, amount: 999, currency: 'USD', created_at: now, updated_at: now },
    ])
    .execute();
}
