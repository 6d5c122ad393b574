import type { Kysely, Transaction } from 'kysely';
import type { OrderFilters, OrderListQuery, OrderSortField, OrderSummary } from '../../../contract/orders';
import { compiledOnce } from '../../db/compiledOnce';
import type { Database } from '../../db/schema';
import type { Page } from '../../../contract/pagination';
import { type ListSorting, readSortedPage, sortedWindow } from '../../lib/lists';
import { countedByRollup, countFromRollup, orderCountLimit, rollupTotal } from './counts';
import {
  countDistinctOrderTextMatches,
  countFilteredOrders,
  countOrderTextMatches,
  type CreationRange,
  creationRange,
  filteredOrders,
  ordersCreatedIn,
  type OrderTextPlan,
  sortExpression,
  summaryColumns,
  toSummary,
  walkAboveMatches,
} from './queries';

const sorting: ListSorting<OrderSortField> = { sortExpression, defaultSort: 'createdAt', id: 'orders.id' };

/** The values of the page in one statement (rollupPage); every other filter is not the roll-up's. */
type RollupPageValues = Pick<OrderFilters, 'status' | 'purchaseType' | 'startDate' | 'endDate'> & CreationRange & { limit: number; offset: number };

/**
 * The page in one statement, its count from the roll-up as a column of its rows: one snapshot
 * without a transaction, and one round trip to the database instead of four (docs/api.md
 * "Orders"). Built and compiled once per sort and set of filters (server/db/compiledOnce.ts).
 */
const rollupPage = compiledOnce(
  (db, { start, end, limit, offset, ...filters }: RollupPageValues, { sortBy, sortDirection }: Pick<OrderListQuery['paginationRequest'], 'sortBy' | 'sortDirection'>) =>
    sortedWindow(ordersCreatedIn(db, filters, { start, end }), { sortBy, sortDirection }, sorting, { limit, offset })
      .select(summaryColumns)
      .select(rollupTotal(db, filters)!.as('list_total')),
);

/**
 * The page in one statement where the roll-up counts it (rollupPage). Undefined, for
 * readOrdersPage, when the rows cannot carry the count: other filters, a page past the end, or
 * orders still without their day.
 */
async function readRollupPage(db: Kysely<Database>, paginationRequest: OrderListQuery['paginationRequest'], filters: OrderFilters, timeZone: string): Promise<Page<OrderSummary> | undefined> {
  if (!countedByRollup(filters)) return undefined;
  const { page, size, sortBy, sortDirection } = paginationRequest;
  const { status, purchaseType, startDate, endDate } = filters;
  // ALL (0) and an empty date are no filter, as rollupTotal and the list's conditions read them.
  const values = { status: status || undefined, purchaseType: purchaseType || undefined, startDate: startDate || undefined, endDate: endDate || undefined };
  const { rows } = await rollupPage(db, { ...values, ...creationRange(values, timeZone), limit: size, offset: page * size }, { sortBy, sortDirection });
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
