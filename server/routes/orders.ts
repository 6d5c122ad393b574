import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OrderStatus, PaymentStatus } from '../../contract/enums';
import {
  order,
  orderExportQuery,
  orderId,
  orderListRequest,
  orderPage,
  orderReasonInput,
} from '../../contract/orders';
import { conflict, notFound } from '../errors';
import { readSnapshot, readSortedPage } from '../lib/lists';
import { apiErrors, bearerAuth, errorResponses } from '../lib/openapi';
import { countFromRollup, orderCountLimit } from '../orders/counts';
import { exportBatchSize, orderCsvLines } from '../orders/export';
import { filteredOrders, orderState, readOrder, sortExpression, summaryColumns, toSummary } from '../orders/queries';
import {
  type Actor,
  grantPurchase,
  mayCancel,
  moveOrder,
  movePayment,
  openPaymentStatuses,
  orderStatusAfterPayment,
  paymentMayMove,
  recordEvent,
  revokePurchase,
} from '../orders/transitions';

/** Today in `timeZone` as `YYYY-MM-DD`, for the export's file name. */
const today = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());

const params = z.object({ id: orderId });
const providerErrors = [502, 504] as const;

const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const staff = (user: { id: number } | null): Actor => ({ kind: 'staff', id: user?.id ?? null });

  async function detail(id: number) {
    const found = await readSnapshot(db, (trx) => readOrder(trx, id));
    if (!found) throw notFound('No such order');
    return found;
  }

  app.post(
    '/api/orders/list',
    {
      config: { access: 'orders' },
      schema: {
        tags: ['orders'],
        summary: 'A page of orders, filtered and sorted',
        description:
          'Filters: `status` (OrderStatus, 0 = ALL), `paymentStatus` (of the latest payment attempt; 1 NONE = no attempt), ' +
          '`purchaseType` (0 = ALL), `customerId`, `q` (order number or customer e-mail contains it, ignoring case), and ' +
          '`startDate`/`endDate`, calendar days in the server TIME_ZONE, both inclusive, on the creation time (a start after ' +
          'the end is a 400). Sort by `createdAt`, `amount` or `number` (default `createdAt` DESC; a `sortBy` without ' +
          '`sortDirection` sorts ASC); ties are broken by id.',
        security: bearerAuth,
        body: orderListRequest,
        response: { 200: orderPage, ...errorResponses(...apiErrors) },
      },
    },
    async (request) => {
      const { paginationRequest, ...filters } = request.body;
      return readSortedPage(
        db,
        paginationRequest,
        (trx) => filteredOrders(trx, filters, config.timeZone),
        { sortExpression, defaultSort: 'createdAt', id: 'orders.id' },
        async (window) => (await window.select(summaryColumns).execute()).map(toSummary),
        { quickCount: (trx) => countFromRollup(trx, filters), countAtMost: orderCountLimit },
      );
    },
  );

  // Registered before `/api/orders/:id`; a static path wins over a parameter anyway, and the id is digits only.
  app.get(
    '/api/orders/export.csv',
    {
      config: { access: 'orders' },
      schema: {
        tags: ['orders'],
        summary: 'Every order the filters select, as a CSV download',
        description:
          'The list filters as query parameters (same rules). Answers `text/csv; charset=utf-8` as an attachment ' +
          '`orders-<today>.csv`: a header row, then every matching order, newest first, streamed in batches of ' +
          `${exportBatchSize}. Columns: number, created (ISO 8601 UTC), customer name, customer e-mail, purchase type, ` +
          'item, amount (a decimal in the currency), currency, status, payment status. Cells are quoted per RFC 4180; ' +
          'a cell starting with = + - @ gets a leading apostrophe, so that a spreadsheet never runs it as a formula.',
        security: bearerAuth,
        querystring: orderExportQuery,
        response: {
          200: { description: 'The CSV file', content: { 'text/csv': { schema: z.string() } } },
          ...errorResponses(...apiErrors),
        },
      },
    },
    async (request, reply) => {
      // A stream is sent as it comes, never serialised: the schema's string only documents the body.
      const body = Readable.from(orderCsvLines(db, request.query, config.timeZone)) as unknown as string;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${today(config.timeZone)}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );

  app.get(
    '/api/orders/:id',
    {
      config: { access: 'orders' },
      schema: {
        tags: ['orders'],
        summary: 'One order with its payment attempts (newest first) and its timeline (oldest first)',
        security: bearerAuth,
        params,
        response: { 200: order, ...errorResponses(...apiErrors, 404) },
      },
    },
    async (request) => detail(request.params.id),
  );

  app.post(
    '/api/orders/:id/recheck-payment',
    {
      config: { access: 'orders' },
      schema: {
        tags: ['orders'],
        summary: "Asks the provider for the latest payment's state and applies it",
        description:
          'Empty body. The provider is asked outside any transaction; then, in one transaction, the payment takes the ' +
          "provider's status if it is still what was read (an open payment may move to anything, a success only to " +
          'refunded), the order follows (success: Confirmed, and the book is granted or the plan started; failed: ' +
          'Payment Failed; cancelled: Payment Cancelled; refunded: Refunded, access revoked), and each change is a ' +
          "timeline event (actor: the staff member, reason 'Payment re-check'). Nothing new changes nothing. Answers " +
          'the order. An order without payment is a 409; a provider failure a 502, no answer in time a 504: nothing changes.',
        security: bearerAuth,
        params,
        response: { 200: order, ...errorResponses(...apiErrors, 404, 409, ...providerErrors) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const state = await orderState(db, id);
      if (!state) throw notFound('No such order');
      const { payment } = state;
      if (!payment) throw conflict('This order has no payment to re-check.');
      const answer = await app.paymentProvider.lookup(payment.reference);
      if (paymentMayMove(payment.status, answer.status)) {
        const actor = staff(request.user);
        const reason = 'Payment re-check';
        await db.transaction().execute(async (trx) => {
          const at = new Date().toISOString();
          // Someone else moved the payment meanwhile: theirs stands, the answer shows it.
          if (!(await movePayment(trx, payment.id, payment.status, answer.status, at))) return;
          await recordEvent(trx, {
            orderId: id,
            paymentId: payment.id,
            what: 'payment_status',
            from: payment.status,
            to: answer.status,
            at,
            actor,
            reason,
          });
          const current = await trx.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow();
          const next = orderStatusAfterPayment(current.status, answer.status);
          if (next === undefined) {
            await trx.updateTable('orders').set({ updated_at: at }).where('id', '=', id).execute();
            return;
          }
          await moveOrder(trx, id, current.status, next, at);
          await recordEvent(trx, { orderId: id, what: 'order_status', from: current.status, to: next, at, actor, reason });
          if (next === OrderStatus.CONFIRMED) await grantPurchase(trx, id, at);
          if (next === OrderStatus.REFUNDED) await revokePurchase(trx, id, at);
        });
      }
      return detail(id);
    },
  );

  app.post(
    '/api/orders/:id/refund',
    {
      config: { access: 'orders' },
      schema: {
        tags: ['orders'],
        summary: 'Refunds a confirmed order through the provider',
        description:
          'Only a Confirmed order whose latest payment is a Success (else 409). The provider refunds the whole amount; ' +
          'then, in one transaction, the payment and the order become Refunded, the book is revoked or the plan ends, ' +
          'and the timeline records both with the reason. A provider failure is a 502, no answer in time a 504: nothing changes.',
        security: bearerAuth,
        params,
        body: orderReasonInput,
        response: { 200: order, ...errorResponses(...apiErrors, 404, 409, ...providerErrors) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { reason } = request.body;
      const state = await orderState(db, id);
      if (!state) throw notFound('No such order');
      const { order: current, payment } = state;
      if (current.status !== OrderStatus.CONFIRMED || payment?.status !== PaymentStatus.SUCCESS) {
        throw conflict('Only a confirmed order whose payment succeeded can be refunded.');
      }
      await app.paymentProvider.refund(payment.reference, payment.amount, reason);
      const actor = staff(request.user);
      await db.transaction().execute(async (trx) => {
        const at = new Date().toISOString();
        const moved =
          (await movePayment(trx, payment.id, PaymentStatus.SUCCESS, PaymentStatus.REFUNDED, at)) &&
          (await moveOrder(trx, id, OrderStatus.CONFIRMED, OrderStatus.REFUNDED, at));
        // Someone refunded or re-checked it meanwhile: their change stands, nothing is written here.
        if (!moved) throw conflict('The order changed while it was being refunded. Reload it to see its state.');
        await recordEvent(trx, {
          orderId: id,
          paymentId: payment.id,
          what: 'payment_status',
          from: PaymentStatus.SUCCESS,
          to: PaymentStatus.REFUNDED,
          at,
          actor,
          reason,
        });
        await recordEvent(trx, { orderId: id, what: 'refund', from: OrderStatus.CONFIRMED, to: OrderStatus.REFUNDED, at, actor, reason });
        await revokePurchase(trx, id, at);
      });
      return detail(id);
    },
  );

  app.post(
    '/api/orders/:id/cancel',
    {
      config: { access: 'orders' },
      schema: {
        tags: ['orders'],
        summary: 'Cancels an order that is not paid yet',
        description:
          'Only an Initiated or Processing order whose latest payment is neither a Success nor Refunded (else 409). ' +
          'An open payment is cancelled at the provider first; then, in one transaction, the order becomes Cancelled, ' +
          'the open payment Cancelled, and the timeline records it with the reason. A provider failure is a 502, no ' +
          'answer in time a 504: nothing changes.',
        security: bearerAuth,
        params,
        body: orderReasonInput,
        response: { 200: order, ...errorResponses(...apiErrors, 404, 409, ...providerErrors) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { reason } = request.body;
      const state = await orderState(db, id);
      if (!state) throw notFound('No such order');
      const { order: current, payment } = state;
      if (!mayCancel(current.status, payment?.status)) {
        throw conflict('Only an order that is not paid yet (Initiated or Processing) can be cancelled.');
      }
      const openPayment = payment && openPaymentStatuses.includes(payment.status) ? payment : undefined;
      if (openPayment) await app.paymentProvider.cancel(openPayment.reference);
      const actor = staff(request.user);
      await db.transaction().execute(async (trx) => {
        const at = new Date().toISOString();
        const moved =
          (await moveOrder(trx, id, current.status, OrderStatus.CANCELLED, at)) &&
          (!openPayment || (await movePayment(trx, openPayment.id, openPayment.status, PaymentStatus.CANCELLED, at)));
        if (!moved) throw conflict('The order changed while it was being cancelled. Reload it to see its state.');
        if (openPayment) {
          await recordEvent(trx, {
            orderId: id,
            paymentId: openPayment.id,
            what: 'payment_status',
            from: openPayment.status,
            to: PaymentStatus.CANCELLED,
            at,
            actor,
            reason,
          });
        }
        await recordEvent(trx, { orderId: id, what: 'cancel', from: current.status, to: OrderStatus.CANCELLED, at, actor, reason });
      });
      return detail(id);
    },
  );
};

export default orderRoutes;
