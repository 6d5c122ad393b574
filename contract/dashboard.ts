import { z } from 'zod';
import { moneyAmounts } from './analytics';
import { enabledFlags } from './enums';
import { defineOperations } from './operation';
import { orderStatus, paymentStatus } from './orders';
import { calendarDate } from './pagination';

/**
 * `GET /api/dashboard` answers by role (docs/api.md "Analytics"): SUPER_ADMIN and ADMIN get the
 * `commerce` view, EDITOR the `content` view, which carries no revenue and no order figure at all.
 */

const count = z.number().int();

/** Sales (confirmed orders), revenue, orders (any status) and active users (distinct visitors) of some days. */
export const commerceFigures = z
  .object({ sales: count, revenue: moneyAmounts, orders: count, activeUsers: count })
  .meta({ id: 'CommerceFigures' });
export type CommerceFigures = z.infer<typeof commerceFigures>;

/** An order as the dashboard lists it. */
export const dashboardOrder = z
  .object({
    id: z.number().int(),
    number: z.string(),
    customerName: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    status: orderStatus,
    /** The latest payment attempt's status; NONE (1) without one. */
    paymentStatus,
    createdAt: z.string(),
  })
  .meta({ id: 'DashboardOrder' });
export type DashboardOrder = z.infer<typeof dashboardOrder>;

export const commerceDashboard = z
  .object({
    view: z.literal('commerce'),
    /** Today, the business day in TIME_ZONE. */
    today: commerceFigures.extend({ date: calendarDate }),
    /** The last 7 days (the date selector's Last 7 Days: ending yesterday), and the 7 before. */
    period: commerceFigures.extend({
      startDate: calendarDate,
      endDate: calendarDate,
      previous: commerceFigures.extend({ startDate: calendarDate, endDate: calendarDate }),
    }),
    /** Revenue of each of the last 30 days, today included. */
    revenueSeries: z.array(z.object({ date: calendarDate, revenue: moneyAmounts })),
    /** The 10 newest orders, newest first. */
    recentOrders: z.array(dashboardOrder),
    /** Orders whose latest payment is Initiated, Processing or Pending: how many, and the 10 oldest. */
    pendingPayments: z.object({ count, oldest: z.array(dashboardOrder) }),
  })
  .meta({ id: 'CommerceDashboard' });
export type CommerceDashboard = z.infer<typeof commerceDashboard>;

const byFlag = z.object({ E: count, D: count }).describe('How many are enabled (E) and disabled (D)');
const activeItems = z.object({ count, titles: z.array(z.string()).describe('At most 10, by position or start') });

export const contentDashboard = z
  .object({
    view: z.literal('content'),
    books: byFlag,
    magazines: byFlag,
    /** The 5 newest feed entries already published, newest first: only for a role of the `feed` area (never EDITOR). */
    recentFeedEntries: z
      .array(z.object({ id: z.number().int(), title: z.string(), publishAt: z.string(), status: z.enum(enabledFlags) }))
      .optional(),
    /** Banners and alerts showing in the app now: enabled, started, not ended. */
    activeBanners: activeItems,
    activeAlerts: activeItems,
  })
  .meta({ id: 'ContentDashboard' });
export type ContentDashboard = z.infer<typeof contentDashboard>;

export const dashboard = z.discriminatedUnion('view', [commerceDashboard, contentDashboard]).meta({ id: 'Dashboard' });
export type Dashboard = z.infer<typeof dashboard>;

export const dashboardOperations = defineOperations('dashboard', {
  getDashboard: {
    method: 'GET',
    path: '/api/dashboard',
    access: 'dashboard',
    summary: "The dashboard of the signed-in staff member's role",
    description:
      'By role, told apart by `view`. `commerce` (SUPER_ADMIN, ADMIN: those who may see analytics): today\'s and the last 7 ' +
      "days' sales, revenue, orders and active users (the 7 days end yesterday, as the date selector's Last 7 Days, with the 7 " +
      'before them for comparison), the revenue of each of the last 30 days (today included), the 10 newest orders, and the ' +
      'orders waiting for the payment provider (latest attempt Initiated, Processing or Pending: how many, and the 10 oldest). ' +
      '`content` (EDITOR): books and magazines by enabled flag and the banners and alerts showing now; it carries no revenue ' +
      'and no order figure. Its `recentFeedEntries` (the 5 newest published feed entries) come only to a role that opens the ' +
      'feed, so never to EDITOR. Days are business days in TIME_ZONE; amounts are ' +
      '`[{currency, amount}]` in minor units, never added across currencies.',
    responses: { 200: dashboard },
  },
});
