import type { CustomerListQuery } from '../../contract/customers';
import type { OrderListQuery } from '../../contract/orders';
import { customers, filtered as filteredCustomers } from '../customers/queries';
import { notFound } from '../errors';
import { filteredOrders } from '../orders/queries';
import { applyRecheck, lookUpPayment, type PaymentLookup } from '../orders/recheck';
import { setBlocked } from '../staff/blocking';
import type { BulkDefinition, BulkStep } from './definition';
import { querySelection } from './selection';

/**
 * Blocks (signing out everywhere) or unblocks one customer; one already so is left alone. Only
 * when nothing changed is the customer read, to tell one who is gone (a failed record) from one
 * already so.
 */
const blocking = (block: boolean): BulkStep<number> => ({
  apply: async (trx, step, id) => {
    if (await setBlocked(trx, step.author, id, block, { customersOnly: true })) return;
    if (!(await customers(trx).select('id').where('id', '=', id).executeTakeFirst())) throw notFound('No such customer');
  },
});

/** Customers: block and unblock, for those who may block customers one by one. */
export const customersBulk = (timeZone: string): BulkDefinition<'users/customers', CustomerListQuery> => ({
  list: 'users/customers',
  selection: querySelection({ keyColumn: 'users.id', filtered: (db, filter) => filteredCustomers(db, filter, timeZone) }),
  actions: { block: blocking(true), unblock: blocking(false) },
});

/** Orders: the payment re-check, the provider asked before the order's transaction. */
export const ordersBulk = (timeZone: string): BulkDefinition<'orders', OrderListQuery> => ({
  list: 'orders',
  selection: querySelection({ keyColumn: 'orders.id', filtered: (db, filter) => filteredOrders(db, filter, timeZone) }),
  actions: {
    'recheck-payment': {
      prepare: (step, id) => lookUpPayment(step.app, id),
      apply: (trx, step, id, _params, lookup) => applyRecheck(trx, step.author, id, lookup as PaymentLookup),
    },
  },
});
