import type { Kysely, Transaction } from 'kysely';
import type { OrderFilters, OrderListQuery, OrderSortField, OrderSummary } from '../../contract/orders';
import type { Database } from '../db/schema';
import type { Page } from '../../contract/pagination';
import { type ListSorting, readSortedPage, sortedWindow } from '../lib/lists';
import { countFromRollup, orderCountLimit, rollupTotal } from './counts';
import { countDistinctOrderTextMatches, countFilteredOrders, countOrderTextMatches, filteredOrders, type OrderTextPlan, sortExpression, summaryColumns, toSummary, walkAboveMatches } from './queries';

const sorting: ListSorting<OrderSortField> = { sortExpression, defaultSort: 'createdAt', id: 'orders.id' };

/**
 * The page in one statement, its count from the roll-up as a column of its rows, where the
 * filters are the roll-up's: one snapshot without a transaction, and one round trip to the
 * database instead of four (docs/api.md "Orders"). Undefined, for readOrdersPage, when the rows
 * cannot carry the count: other filters, a page past the end, or orders still without their day.
 */
async function readRollupPage(db: Kysely<Database>, paginationRequest: OrderListQuery['paginationRequest'], filters: OrderFilters, timeZone: string): Promise<Page<OrderSummary> | undefined> {
  const total = rollupTotal(db, filters);
  if (!total) return undefined;
  const { page, size } = paginationRequest;
  const rows = await sortedWindow(filteredOrders(db, filters, timeZone), paginationRequest, sorting, { limit: size, offset: page * size })
    .select(summaryColumns)
    .select(total.as('list_total'))
    .execute();
  const counted = rows[0]?.list_total;
  return counted === undefined || counted === null ? undefined : { content: rows.map(toSummary), totalElements: Number(counted), page, size };
}

/** Whether the text is the only filter: its matches are then the list's. */
const onlyText = (filters: OrderFilters) =>
  Object.entries(filters).every(([name, value]) => name === 'q' || value === undefined || value === '');

/**
 * One page of the orders list (POST /api/orders/list), newest first unless asked otherwise: in
 * one statement where the roll-up counts it (readRollupPage). Otherwise the count runs first in
 * the page's snapshot (readPage), from the roll-up where it still can; for a text, from the text indexes, which also picks how the page's rows find the text
 * (OrderTextPlan): past 10,000 matches the answer is "more than 10,000".
 *
 * Sorted by creation, the one statement runs on `preparedDb` where given (planned once, without
 * its values): its best plan walks the index of creation times, whatever the dates and the page.
 * Sorted otherwise it is planned with its values: over a year, sorting by amount walks the
 * amounts' index in 3 ms where the plan made without them sorts every matching order (100 ms).
 */
export async function readOrdersPage(db: Kysely<Database>, paginationRequest: OrderListQuery['paginationRequest'], filters: OrderFilters, timeZone: string, preparedDb = db) {
  const byCreation = (paginationRequest.sortBy ?? sorting.defaultSort) === sorting.defaultSort;
  const inOneStatement = await readRollupPage(byCreation ? preparedDb : db, paginationRequest, filters, timeZone);
  if (inOneStatement) return inOneStatement;
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
    sorting,
    async (window) => (await window.select(summaryColumns).execute()).map(toSummary),
    { quickCount: count },
  );
}
