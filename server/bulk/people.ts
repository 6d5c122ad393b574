import type { CustomerListQuery } from '../../contract/customers';
import type { OrderListQuery } from '../../contract/orders';
import { customers, filtered as filteredCustomers } from '../customers/queries';
import { notFound } from '../errors';
import { lockingRead } from '../lib/versions';
import { filteredOrders } from '../orders/queries';
import { applyRecheck, lookUpPayment, type PaymentLookup } from '../orders/recheck';
import { setBlocked } from '../staff/blocking';
import { type BulkDefinition, type BulkStep, jobDetails } from './definition';
import { querySelection } from './selection';

/** Blocks (signing out everywhere) or unblocks one customer; one already so is left alone. */
const blocking = (block: boolean): BulkStep<number> => ({
  apply: async (trx, step, id) => {
    const read = customers(trx).select(['id', 'name', 'email', 'role', 'blocked_at']).where('id', '=', id);
    const target = await lockingRead(trx, read).executeTakeFirst();
    if (!target) throw notFound('No such customer');
    await setBlocked(trx, step.author, target, block, jobDetails(step));
  },
});

/** Customers: block and unblock, for those who may block customers one by one. */
export const customersBulk = (timeZone: string): BulkDefinition<'customers', CustomerListQuery> => ({
  list: 'customers',
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
      apply: (trx, step, id, _params, lookup) => applyRecheck(trx, step.author, id, lookup as PaymentLookup, jobDetails(step)),
    },
  },
});
