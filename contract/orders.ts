import { z } from 'zod';
import { OrderStatus, orderStatuses, PaymentProvider, PaymentStatus, paymentStatuses, PurchaseType } from './enums';
import { currency } from './money';
import { calendarDate, listRequest, pageOf } from './pagination';

/** The spec's labels (section 4 and 3), for what the server writes itself (the CSV export). */
export const orderStatusLabel: Record<Exclude<OrderStatus, 0>, string> = {
  1: 'Initiated',
  2: 'Confirmed',
  3: 'Payment Failed',
  4: 'Refunded',
  5: 'Cancelled',
  6: 'Processing',
  7: 'Payment Cancelled',
};
export const paymentStatusLabel: Record<PaymentStatus, string> = {
  1: 'None',
  2: 'Initiated',
  3: 'Processing',
  4: 'Pending',
  5: 'Success',
  6: 'Failed',
  7: 'Refunded',
  8: 'Cancelled',
};
export const purchaseTypeLabel: Record<Exclude<PurchaseType, 0>, string> = { 1: 'Subscription', 2: 'Book Purchase' };
export const paymentProviderLabel: Record<PaymentProvider, string> = { 1: 'Card payment provider' };

export const orderStatus = z.literal(orderStatuses);
export const paymentStatus = z.literal(paymentStatuses);
export const purchaseType = z.literal([PurchaseType.SUBSCRIPTION, PurchaseType.BOOK_PURCHASE]);
export const paymentProvider = z.literal([PaymentProvider.CARD]);

/** Who or what caused a timeline event: a staff member, the customer, the payment provider, or the system. */
export const actorKinds = ['system', 'provider', 'staff', 'customer'] as const;
export type ActorKind = (typeof actorKinds)[number];

/**
 * What a timeline event records. `created`: the order was placed (to: its first status).
 * `order_status` and `payment_status`: a status changed (from, to: OrderStatus or PaymentStatus
 * numbers; a payment attempt starts with from null). `refund` and `cancel`: staff refunded or
 * cancelled the order (from, to: OrderStatus numbers), with their reason.
 */
export const orderEventKinds = ['created', 'order_status', 'payment_status', 'refund', 'cancel'] as const;
export type OrderEventKind = (typeof orderEventKinds)[number];

const orderCustomer = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
/** The e-book (a book purchase) or the plan (a subscription) the order buys; title is the plan's name for a plan. */
const orderItem = z.object({ id: z.number().int(), title: z.string() });

/** A row of the order list. `paymentStatus` and `provider` are the latest payment attempt's. */
export const orderSummary = z
  .object({
    id: z.number().int(),
    /** The human order number, `ORD-000123`. */
    number: z.string(),
    customer: orderCustomer,
    purchaseType,
    item: orderItem,
    /** Minor units of `currency`, copied from the item when the order was placed. */
    amount: z.number().int(),
    currency,
    status: orderStatus,
    /** NONE (1) while the order has no payment attempt. */
    paymentStatus,
    provider: paymentProvider.nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'OrderSummary' });
export type OrderSummary = z.infer<typeof orderSummary>;

export const payment = z
  .object({
    id: z.number().int(),
    provider: paymentProvider,
    providerLabel: z.string(),
    /** The provider's reference of the attempt. */
    reference: z.string(),
    status: paymentStatus,
    amount: z.number().int(),
    currency,
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Payment' });
export type Payment = z.infer<typeof payment>;

export const orderEvent = z
  .object({
    what: z.enum(orderEventKinds),
    /** The payment attempt a `payment_status` event is about. */
    paymentId: z.number().int().nullable(),
    from: z.number().int().nullable(),
    to: z.number().int().nullable(),
    at: z.string(),
    /** `id` and `name` of the staff member or customer; null for the provider and the system. */
    actor: z.object({ kind: z.enum(actorKinds), id: z.number().int().nullable(), name: z.string().nullable() }),
    reason: z.string().nullable(),
  })
  .meta({ id: 'OrderEvent' });
export type OrderEvent = z.infer<typeof orderEvent>;

/** One order: the list row, its payment attempts (newest first) and its timeline (oldest first). */
export const order = orderSummary
  .extend({ payments: z.array(payment), timeline: z.array(orderEvent) })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof order>;

export const orderSortFields = ['createdAt', 'amount', 'number'] as const;
export type OrderSortField = (typeof orderSortFields)[number];

const startNotAfterEnd = (value: { startDate?: string; endDate?: string }, context: z.RefinementCtx) => {
  if (value.startDate && value.endDate && value.startDate > value.endDate) {
    context.addIssue({ code: 'custom', path: ['endDate'], message: 'The end date is before the start date' });
  }
};

/** Ids are 32-bit integers (the database's `integer`). */
const maxId = 2_147_483_647;

/** The `{id}` of `/api/orders/{id}`: digits only, so `/api/orders/export.csv` never reads as an order. */
export const orderId = z.coerce.number().int().positive().max(maxId);

const statusFilter = z.literal([OrderStatus.ALL, ...orderStatuses]);
const purchaseTypeFilter = z.literal([PurchaseType.ALL, PurchaseType.SUBSCRIPTION, PurchaseType.BOOK_PURCHASE]);
const customerIdFilter = z.number().int().positive().max(maxId);
const textAndDates = {
  /** The order number or the customer's e-mail contains it, ignoring case. */
  q: z.string().trim().max(200).optional(),
  /** Placed on or after this day (TIME_ZONE). */
  startDate: calendarDate.optional(),
  /** Placed on or before this day (TIME_ZONE). */
  endDate: calendarDate.optional(),
};

export const orderListRequest = listRequest(
  {
    /** OrderStatus; 0 (ALL) filters nothing. */
    status: statusFilter.optional(),
    /** The latest payment attempt's status; NONE (1) matches the orders without a payment. */
    paymentStatus: paymentStatus.optional(),
    /** PurchaseType; 0 (ALL) filters nothing. */
    purchaseType: purchaseTypeFilter.optional(),
    /** The orders of one customer (the customer page). */
    customerId: customerIdFilter.optional(),
    ...textAndDates,
  },
  orderSortFields,
)
  .superRefine(startNotAfterEnd)
  .meta({ id: 'OrderListRequest' });
export type OrderListRequest = z.input<typeof orderListRequest>;
export type OrderListQuery = z.output<typeof orderListRequest>;
export type OrderFilters = Omit<OrderListQuery, 'paginationRequest'>;

const queryNumber = <Schema extends z.ZodType<unknown, number>>(schema: Schema) => z.coerce.number().pipe(schema).optional();

/** The query of `GET /api/orders/export.csv`: the list's filters, as query parameters. */
export const orderExportQuery = z
  .object({
    status: queryNumber(statusFilter),
    paymentStatus: queryNumber(paymentStatus),
    purchaseType: queryNumber(purchaseTypeFilter),
    customerId: queryNumber(customerIdFilter),
    ...textAndDates,
  })
  .superRefine(startNotAfterEnd);
export type OrderExportQuery = z.input<typeof orderExportQuery>;

export const orderPage = pageOf(orderSummary).meta({ id: 'OrderPage' });

/** The body of a refund or a cancellation: why, for the timeline. */
export const orderReasonInput = z
  .object({ reason: z.string().trim().min(1).max(500) })
  .meta({ id: 'OrderReasonInput' });
export type OrderReasonInput = z.input<typeof orderReasonInput>;
