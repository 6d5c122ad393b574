import type { z } from 'zod';
import { orderStatusLabel, paymentStatusLabel, purchaseTypeLabel } from '../../../contract/orderLabels';
import type { orderExportQuery, OrderSummary } from '../../../contract/orders';
import { filteredOrders, sortExpression, summaryColumns, toSummary } from './queries';
import { money } from '../../exports/cells';
import { type ListExport, listOrder } from '../../exports/listExport';

/** The orders list's export: the orders `POST /api/orders/list` selects, newest first by default. */
export const orderExport: ListExport<'exportOrders', z.output<typeof orderExportQuery>, OrderSummary> = {
  name: 'exportOrders',
  file: 'orders',
  audit: 'orders',
  rows: (db, query, timeZone) => filteredOrders(db, query, timeZone).select(summaryColumns),
  id: 'orders.id',
  order: (query) => listOrder({ sortExpression, defaultSort: 'createdAt', id: 'orders.id' }, query),
  items: (_db, rows) => rows.map(toSummary),
  cells: {
    number: (order) => order.number,
    createdAt: (order) => order.createdAt,
    customer: (order) => [order.customer.name, order.customer.email],
    'item.title': (order) => [purchaseTypeLabel[order.purchaseType], order.item.title],
    amount: (order) => money(order.amount, order.currency),
    status: (order) => orderStatusLabel[order.status],
    paymentStatus: (order) => paymentStatusLabel[order.paymentStatus],
  },
};
