import type { OrderListQuery } from '../../../contract/orders';
import type { BulkDefinition } from '../../bulk/definition';
import { querySelection } from '../../bulk/selection';
import { filteredOrders } from './queries';
import { applyRecheck, lookUpPayment, type PaymentLookup } from './recheck';

/** Orders: the payment re-check, the provider asked before the order's transaction. */
export const ordersBulk = (timeZone: string): BulkDefinition<'orders', OrderListQuery> => ({
  list: 'orders',
  selection: querySelection({ keyColumn: 'orders.id', filtered: (db, filter) => filteredOrders(db, filter, timeZone) }),
  actions: {
    'recheck-payment': {
      prepare: (step, id) => lookUpPayment(step.app, id),
      apply: (trx, step, id, _params, lookup) => applyRecheck(trx, step.author, id, lookup as PaymentLookup, step.app.config),
    },
  },
});
