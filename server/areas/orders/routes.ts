import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { ordersOperations as operations } from '../../../contract/orders';
import { conflict, notFound } from '../../errors';
import { sendListExport } from '../../exports/listExport';
import { orderExport } from './export';
import { route } from '../../lib/route';
import { recordCancellation } from './actions';
import { refundOrder } from './refunds';
import { readDocumentContent } from './documents';
import { receiptOf, sendDocument } from './documentDownloads';
import { readOrdersPage } from './listPage';
import { applyRecheck, lookUpPayment } from './recheck';
import { findOrder, missingOrder, orderState } from './queries';
import { type Actor, mayCancel, openPaymentStatuses } from './transitions';
import { ordersBulk } from './bulk';
import { bulkRoutes } from '../../bulk/routes';
import { findOrders } from './search';
import { placeOrder } from './placement';

/** The orders' operations (contract/orders.ts); their queries and writes are in server/areas/orders/. */
const orderRoutes: FastifyPluginAsync = async (app) => {
  const { db, preparedDb, config } = app;
  const staff = (user: { id: number } | null): Actor => ({ kind: 'staff', id: user?.id ?? null });

  route(app, operations.listOrders, async (request) => {
    const { paginationRequest, ...filters } = request.body;
    return readOrdersPage(db, paginationRequest, filters, config.timeZone, preparedDb);
  });

  // Registered before `/api/orders/:id`; a static path wins over a parameter anyway, and the id is digits only.
  route(app, operations.exportOrders, (request, reply) => sendListExport(request, reply, orderExport, request.query));

  route(app, operations.getOrder, async (request) => findOrder(db, request.params.id));

  route(app, operations.placeOrder, async (request, reply) => {
    const id = await placeOrder(app, request, request.body);
    return reply.code(201).send(await findOrder(db, id));
  });

  route(app, operations.recheckOrderPayment, async (request) => {
    const { id } = request.params;
    await applyRecheck(db, request, id, await lookUpPayment(app, id), config);
    return findOrder(db, id);
  });

  route(app, operations.refundOrder, async (request) => {
    const { id } = request.params;
    const input = { amount: 'rest' as const, reason: 'other' as const, detail: request.body.reason, idempotencyKey: randomUUID() };
    await refundOrder(app, request, id, input, staff(request.user));
    return findOrder(db, id);
  });

  route(app, operations.createRefund, async (request, reply) => {
    const { id } = request.params;
    const { replayed } = await refundOrder(app, request, id, request.body, staff(request.user));
    if (replayed) reply.header('idempotent-replayed', 'true');
    return reply.code(201).send(await findOrder(db, id));
  });

  route(app, operations.downloadReceipt, async (request, reply) => {
    const { id } = request.params;
    const documentId = await receiptOf(db, config, id);
    return sendDocument(reply, (await readDocumentContent(db, id, documentId))!);
  });

  route(app, operations.downloadOrderDocument, async (request, reply) => {
    const { id, documentId } = request.params;
    const content = await readDocumentContent(db, id, documentId);
    if (!content) throw notFound('No such receipt or credit note of this order');
    return sendDocument(reply, content);
  });

  route(app, operations.cancelOrder, async (request) => {
    const { id } = request.params;
    const { reason } = request.body;
    const state = await orderState(db, id);
    if (!state) throw notFound(missingOrder);
    const { order: current, payment } = state;
    if (!mayCancel(current.status, payment?.status)) {
      throw conflict('Only an order that is not paid yet (Initiated or Processing) can be cancelled.');
    }
    const openPayment = payment && openPaymentStatuses.includes(payment.status) ? payment : undefined;
    if (openPayment) await app.paymentProvider.cancel(openPayment.reference);
    const audit = { context: request, number: current.number };
    await recordCancellation(db, id, current.status, openPayment, staff(request.user), reason, audit);
    return findOrder(db, id);
  });
  bulkRoutes(app, operations.bulkOrders, ordersBulk(app.config.timeZone));
  app.finders.add('orders', findOrders);
};

export default orderRoutes;
