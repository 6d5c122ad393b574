import type { Kysely, Transaction } from 'kysely';
import type { OrderFilters, OrderListQuery } from '../../contract/orders';
import type { Database } from '../db/schema';
import { readSortedPage } from '../lib/lists';
import { countFromRollup, orderCountLimit } from './counts';
import { countDistinctOrderTextMatches, countFilteredOrders, countOrderTextMatches, filteredOrders, type OrderTextPlan, sortExpression, summaryColumns, toSummary, walkAboveMatches } from './queries';

/** Whether the text is the only filter: its matches are then the list's. */
const onlyText = (filters: OrderFilters) =>
  Object.entries(filters).every(([name, value]) => name === 'q' || value === undefined || value === '');

/**
 * One page of the orders list (POST /api/orders/list), newest first unless asked otherwise. The
 * count runs first in the page's snapshot (readPage): from the roll-up where the filters allow;
 * for a text, from the text indexes, which also picks how the page's rows find the text
 * (OrderTextPlan): past 10,000 matches the answer is "more than 10,000".
 */
export function readOrdersPage(db: Kysely<Database>, paginationRequest: OrderListQuery['paginationRequest'], filters: OrderFilters, timeZone: string) {
  let textPlan: OrderTextPlan = 'matches';
  const count = async (trx: Transaction<Database>) => {
    // Counted among the text's matches when few enough orders hold it, however the page then reads them.
    let countPlan: OrderTextPlan = 'matches';
    if (!filters.q) {
      const total = await countFromRollup(trx, filters);
      if (total !== undefined) return { total };
    } else {
      // An order holding the text in its number and its customer's e-mail is counted twice: past
      // twice the limit, more orders than the limit hold it; short of it, they are counted exactly.
      const matched = await countOrderTextMatches(trx, filters.q, 2 * orderCountLimit);
      const holding = matched > 2 * orderCountLimit ? matched / 2 : await countDistinctOrderTextMatches(trx, filters.q);
      textPlan = holding > walkAboveMatches ? 'walk' : 'matches';
      if (holding > orderCountLimit) {
        if (onlyText(filters)) return { total: orderCountLimit, lowerBound: true };
        countPlan = 'walk';
      } else if (onlyText(filters)) {
        return { total: holding };
      }
    }
    const total = await countFilteredOrders(trx, filters, timeZone, countPlan, orderCountLimit);
    return total > orderCountLimit ? { total: orderCountLimit, lowerBound: true } : { total };
  };
  return readSortedPage(
    db,
    paginationRequest,
    (trx) => filteredOrders(trx, filters, timeZone, textPlan),
    { sortExpression, defaultSort: 'createdAt', id: 'orders.id' },
    async (window) => (await window.select(summaryColumns).execute()).map(toSummary),
    { quickCount: count },
  );
}
