import type { CustomerListQuery } from '../../../contract/customers';
import type { BulkDefinition, BulkStep } from '../../bulk/definition';
import { querySelection } from '../../bulk/selection';
import { notFound } from '../../errors';
import { setBlocked } from '../staff/blocking';
import { customers, filtered as filteredCustomers } from './queries';

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
