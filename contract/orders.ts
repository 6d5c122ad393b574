import { z } from 'zod';
import { bulkOperation } from './bulk';
import { countryCodes } from './catalogueRules';
import { OrderStatus, orderStatuses, PaymentProvider, paymentStatuses, PurchaseType } from './enums';
import { currency } from './money';
import { exportParams } from './exportQuery';
import { exportBatchSize, listColumns, maxExportIds } from './listColumns';
import { defineOperations } from './operation';
import { calendarDate, listRequest, pageOf, startNotAfterEnd } from './pagination';
import { strictObject } from './strictInput';
import { refundDetailMax, refundNoteMax, refundReasons } from './refundRules';
import { documentKinds } from './documentRules';
import { coded, codedIssue } from './apiMessages';

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
 * cancelled the order (from, to: OrderStatus numbers), with their reason; a refund's `amount`
 * is what it refunded.
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
    /** The buyer's country whose price the order took (ISO 3166-1); null for orders placed before territories. */
    territory: z.string().nullable(),
    /** Placed before the book's release: its file is delivered at release (docs/api.md "Placing an order"). */
    preorder: z.boolean(),
    /** What was refunded of `amount` so far (minor units); `amount - refunded` is what remains (docs/api.md "Refunds"). */
    refunded: z.number().int(),
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
    /** A `refund` event's amount, in the order's minor units; null for the others. */
    amount: z.number().int().nullable(),
  })
  .meta({ id: 'OrderEvent' });
export type OrderEvent = z.infer<typeof orderEvent>;

/** A refund of an order (docs/api.md "Refunds"): `pending` while the provider is asked, then `succeeded`. */
export const orderRefund = z
  .object({
    id: z.number().int(),
    amount: z.number().int(),
    currency,
    reason: z.enum(refundReasons),
    detail: z.string().nullable(),
    /** The note e-mailed to the customer with the refund. */
    note: z.string().nullable(),
    status: z.enum(['pending', 'succeeded']),
    createdAt: z.string(),
    completedAt: z.string().nullable(),
    actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    /** The number of the refund's credit note, once it succeeded. */
    creditNote: z.string().nullable(),
  })
  .meta({ id: 'OrderRefund' });
export type OrderRefund = z.infer<typeof orderRefund>;

/** A receipt or a credit note of an order (docs/api.md "Receipts and credit notes"), downloaded as PDF by its id. */
export const orderDocument = z
  .object({
    id: z.number().int(),
    kind: z.enum(documentKinds),
    number: z.string(),
    issuedAt: z.string(),
    amount: z.number().int(),
    currency,
  })
  .meta({ id: 'OrderDocument' });
export type OrderDocument = z.infer<typeof orderDocument>;

/**
 * One order: the list row, its payment attempts (newest first), its timeline (oldest first), its
 * refunds (oldest first) and its receipt and credit notes (in the order they were issued).
 */
export const order = orderSummary
  .extend({ payments: z.array(payment), timeline: z.array(orderEvent), refunds: z.array(orderRefund), documents: z.array(orderDocument) })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof order>;

export const orderSortFields = ['createdAt', 'amount', 'number'] as const;
export type OrderSortField = (typeof orderSortFields)[number];

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

/**
 * The query of `GET /api/orders/export.csv`: the list's filters, as query parameters, and the
 * export's sort, columns and ids (docs/api.md "List exports").
 */
export const orderExportQuery = z
  .object({
    status: queryNumber(statusFilter),
    paymentStatus: queryNumber(paymentStatus),
    purchaseType: queryNumber(purchaseTypeFilter),
    customerId: queryNumber(customerIdFilter),
    ...textAndDates,
    ...exportParams('exportOrders', orderSortFields),
  })
  .superRefine(startNotAfterEnd);
export type OrderExportQuery = z.input<typeof orderExportQuery>;

export const orderPage = pageOf(orderSummary).meta({ id: 'OrderPage' });

/** The body of a refund or a cancellation: why, for the timeline. */
export const orderReasonInput = z
  .object({ reason: z.string().trim().min(1).max(500) })
  .meta({ id: 'OrderReasonInput' });
export type OrderReasonInput = z.input<typeof orderReasonInput>;

export const orderParams = z.object({ id: orderId });

/** The largest amount a request may name (minor units): far above any order, below 2^31. */
const maxAmount = 1_000_000_000;

/**
 * A refund of part or all of what is left of an order's payment (docs/api.md "Refunds"). The same
 * `idempotencyKey` again refunds nothing more: it answers the order as the first request left it.
 */
export const orderRefundInput = strictObject({
  idempotencyKey: z.string().trim().min(8).max(100),
  /** Minor units of the order's currency, at most what is left (`amount - refunded`). */
  amount: z.number().int().positive().max(maxAmount),
  reason: z.enum(refundReasons),
  /** Required when the reason is `other`. */
  detail: z.string().trim().max(refundDetailMax).optional(),
  /** E-mailed to the customer with the refund. */
  note: z.string().trim().max(refundNoteMax).optional(),
})
  .superRefine((input, context) => {
    if (input.reason === 'other' && !input.detail) {
      context.addIssue(codedIssue(coded('refund_detail'), ['detail']));
    }
  });
export type OrderRefundInput = z.input<typeof orderRefundInput>;

export const documentParams = z.object({ id: orderId, documentId: orderId });

const pdfFile = { description: 'The PDF file', content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } } };

/**
 * An order placed for a customer: one e-book or one plan, bought in the buyer's country (by
 * default the customer's), paid by the card payment `paymentReference` names (by default a new
 * sandbox payment). The server sets the price (docs/api.md "Placing an order").
 */
export const orderPlacementInput = strictObject({
  customerId: z.number().int().positive().max(maxId),
  ebookId: z.number().int().positive().max(maxId).optional(),
  subscriptionId: z.number().int().positive().max(maxId).optional(),
  territory: z.enum(countryCodes).optional(),
  paymentReference: z.string().trim().min(1).max(100).optional(),
})
  .superRefine((input, context) => {
    if ((input.ebookId === undefined) === (input.subscriptionId === undefined)) {
      context.addIssue(codedIssue(coded('order_one_item'), ['ebookId']));
    }
  })
  .meta({ id: 'OrderPlacementInput' });
export type OrderPlacementInput = z.input<typeof orderPlacementInput>;

/** Rows per query of the CSV export (server/exports/); the operation's description names it. */
export const orderExportBatchSize = exportBatchSize;

/** The provider's failure (502) or silence (504): nothing changes. */
const providerErrors = [502, 504] as const;

export const ordersOperations = defineOperations('orders', {
  listOrders: {
    method: 'POST',
    path: '/api/orders/list',
    access: 'orders',
    readOnly: true,
    summary: 'A page of orders, filtered and sorted',
    description:
      'Filters: `status` (OrderStatus, 0 = ALL), `paymentStatus` (of the latest payment attempt; 1 NONE = no attempt), ' +
      '`purchaseType` (0 = ALL), `customerId`, `q` (order number or customer e-mail contains it, ignoring case), and ' +
      '`startDate`/`endDate`, calendar days in the server TIME_ZONE, both inclusive, on the creation time (a start after ' +
      'the end is a 400). Sort by `createdAt`, `amount` or `number` (default `createdAt` DESC; a `sortBy` without ' +
      '`sortDirection` sorts ASC); ties are broken by id.',
    body: orderListRequest,
    responses: { 200: orderPage },
  },
  exportOrders: {
    method: 'GET',
    path: '/api/orders/export.csv',
    access: 'orders',
    summary: 'Every order the filters select, as a CSV download',
    description:
      'The list filters as query parameters (same rules). Answers `text/csv; charset=utf-8` as an attachment ' +
      '`orders-<today>.csv`: a header row, then every matching order, newest first (or as `sortBy`/`sortDirection` say), ' +
      `streamed in batches of ${orderExportBatchSize}. Columns: number, created (ISO 8601 UTC), customer name, customer ` +
      'e-mail, purchase type, item, amount (a decimal in the currency), currency, status, payment status; `columns` ' +
      `picks and orders them by key (${Object.keys(listColumns.exportOrders).join(', ')}) and \`ids\` (at most ` +
      `${maxExportIds}) keeps only those orders. Cells are quoted per RFC 4180; ` +
      'a cell starting with = + - @ gets a leading apostrophe, so that a spreadsheet never runs it as a formula. ' +
      'The export is audited with its filters and row count (docs/api.md "List exports").',
    query: orderExportQuery,
    responses: { 200: { description: 'The CSV file', content: { 'text/csv': { schema: z.string() } } } },
  },
  getOrder: {
    method: 'GET',
    path: '/api/orders/:id',
    access: 'orders',
    summary: 'One order with its payment attempts (newest first) and its timeline (oldest first)',
    params: orderParams,
    responses: { 200: order },
    errors: [404],
    etag: true,
  },
  recheckOrderPayment: {
    method: 'POST',
    path: '/api/orders/:id/recheck-payment',
    access: 'orders',
    summary: "Asks the provider for the latest payment's state and applies it",
    description:
      'Empty body. The provider is asked outside any transaction; then, in one transaction, the payment takes the ' +
      "provider's status if it is still what was read (an open payment may move to anything, a success only to " +
      'refunded), the order follows (success: Confirmed, and the book is granted or the plan started; failed: ' +
      'Payment Failed; cancelled: Payment Cancelled; refunded: Refunded, access revoked), and each change is a ' +
      "timeline event (actor: the staff member, reason 'Payment re-check'). Nothing new changes nothing. Answers " +
      'the order. An order without payment is a 409; a provider failure a 502, no answer in time a 504: nothing changes.',
    params: orderParams,
    responses: { 200: order },
    errors: [404, 409, ...providerErrors],
  },
  refundOrder: {
    method: 'POST',
    path: '/api/orders/:id/refund',
    access: 'orders',
    summary: 'Refunds what is left of a confirmed order through the provider',
    description:
      'Only a Confirmed or Partially refunded order whose latest payment is a Success or Partially refunded (else 409). ' +
      'The provider refunds what is left of the amount; then, as `POST /api/orders/{id}/refunds` does (reason `other`, ' +
      'the detail this `reason`), the payment and the order become Refunded, the book is revoked or the plan ends, ' +
      'the timeline records it and a credit note is issued. A provider failure is a 502, no answer in time a 504: nothing changes.',
    params: orderParams,
    body: orderReasonInput,
    responses: { 200: order },
    errors: [404, 409, ...providerErrors],
  },
  createRefund: {
    method: 'POST',
    path: '/api/orders/:id/refunds',
    access: 'orders',
    summary: 'Refunds part or all of what is left of an order, with a reason',
    description:
      'Only a Confirmed or Partially refunded order whose latest payment is a Success or Partially refunded (else 409). ' +
      '`amount` is at most what is left (`amount - refunded` of the order, less any refund still being asked): more ' +
      'is a 400 on `amount`. The refund is recorded as pending and the provider is asked; when it refunds, in one ' +
      'transaction, the order and its payment become Partially refunded (or Refunded when nothing is left, and then ' +
      'the book is revoked or the plan ends), the timeline records it, a credit note is issued and the refund is ' +
      'audited; the customer is e-mailed the `note` when there is one. When the provider fails (502) or does not ' +
      'answer (504), the pending refund is dropped and nothing changes. The same `idempotencyKey` again refunds ' +
      'nothing more and answers 201 with the order (header `Idempotent-Replayed: true`); while the first request ' +
      'is still with the provider, a 409.',
    params: orderParams,
    body: orderRefundInput,
    responses: { 201: order },
    errors: [404, 409, ...providerErrors],
  },
  downloadReceipt: {
    method: 'GET',
    path: '/api/orders/:id/receipt.pdf',
    access: 'orders',
    summary: "The order's receipt, as PDF",
    description:
      'An order has a receipt once it is confirmed (issued then, numbered `R-<year>-<sequence>` without gaps per ' +
      'year); an order confirmed before receipts existed gets it at this first request. The receipt never changes ' +
      '(a refund is a credit note). 409 for an order that was never paid. Answers `application/pdf` as an attachment ' +
      '`<number>.pdf`.',
    params: orderParams,
    responses: { 200: pdfFile },
    errors: [404, 409],
  },
  downloadOrderDocument: {
    method: 'GET',
    path: '/api/orders/:id/documents/:documentId',
    access: 'orders',
    summary: "One of the order's receipt and credit notes (its `documents`), as PDF",
    description: 'Answers `application/pdf` as an attachment `<number>.pdf`; 404 when the order has no such document.',
    params: documentParams,
    responses: { 200: pdfFile },
    errors: [404],
  },
  cancelOrder: {
    method: 'POST',
    path: '/api/orders/:id/cancel',
    access: 'orders',
    summary: 'Cancels an order that is not paid yet',
    description:
      'Only an Initiated or Processing order whose latest payment is neither a Success nor Refunded (else 409). ' +
      'An open payment is cancelled at the provider first; then, in one transaction, the order becomes Cancelled, ' +
      'the open payment Cancelled, and the timeline records it with the reason. A provider failure is a 502, no ' +
      'answer in time a 504: nothing changes.',
    params: orderParams,
    body: orderReasonInput,
    responses: { 200: order },
    errors: [404, 409, ...providerErrors],
  },
  placeOrder: {
    method: 'POST',
    path: '/api/orders',
    access: 'orders',
    summary: 'Places an order for a customer, at the price in force in their country',
    description:
      'One e-book (`ebookId`) or one plan (`subscriptionId`) for `customerId`, bought in `territory` (an ISO 3166-1 ' +
      "country; by default the customer's, a 400 on `territory` when they have none). A book takes the price in force " +
      "in that country on the day (business time zone): the country's promotion running that day, else its regular " +
      "price, else the same of `WORLD`, else the book's list price (`price`, `currency`); a plan takes its price. A " +
      'book is sold when it is published and ' +
      'released, or, before its release date, once its pre-order has started and it is scheduled or published: the ' +
      'order is then a pre-order, and its file is delivered at release (`GET /api/customers/{id}/books`). 409 naming ' +
      'the field: a book under embargo, not sold in the territory, not on sale (a draft, in ' +
      'review, archived, or before its pre-order), a plan that is disabled, a blocked customer. The order starts ' +
      'Initiated with one card payment (`paymentReference`, else a new one), the provider is asked for its state at ' +
      'once and the order follows as a payment re-check would (a provider that fails or is silent leaves it ' +
      'Initiated, to re-check later). Answers 201 with the order; audited.',
    body: orderPlacementInput,
    responses: { 201: order },
    errors: [404, 409],
  },
  bulkOrders: bulkOperation('orders', {
    summary: 'Re-checks the payment of many orders with the payment provider',
    description:
      'Each order is re-checked as `POST /api/orders/{id}/recheck-payment` does; an order without a payment is reported.',
    filter: orderListRequest,
  }),
});
