import type { Kysely } from 'kysely';
import { orderStatusLabel, paymentStatusLabel, purchaseTypeLabel } from '../../contract/orderLabels';
import { orderExportBatchSize, type OrderFilters } from '../../contract/orders';
import type { Database } from '../db/schema';
import { csvLine, decimalAmount } from './csv';
import { filteredOrders, type SummaryRow, summaryColumns, toSummary } from './queries';

/** Rows per query of the CSV export: each batch is its own short query, never one long transaction. */
export const exportBatchSize = orderExportBatchSize;

const exportHeader = ['Number', 'Created', 'Customer', 'E-mail', 'Purchase type', 'Item', 'Amount', 'Currency', 'Status', 'Payment status'];

function exportLine(row: SummaryRow): string {
  const summary = toSummary(row);
  return csvLine([
    summary.number,
    summary.createdAt,
    summary.customer.name,
    summary.customer.email,
    purchaseTypeLabel[summary.purchaseType],
    summary.item.title,
    decimalAmount(summary.amount, summary.currency),
    summary.currency,
    orderStatusLabel[summary.status],
    paymentStatusLabel[summary.paymentStatus],
  ]);
}

/**
 * The export's lines: the header, then every matching order newest first, read in keyset
 * batches on (created_at, id) so that no query, connection or transaction lasts the download.
 */
export async function* orderCsvLines(db: Kysely<Database>, filters: OrderFilters, timeZone: string): AsyncGenerator<string> {
  yield csvLine(exportHeader);
  let after: { created_at: string; id: number } | undefined;
  for (;;) {
    let query = filteredOrders(db, filters, timeZone).select(summaryColumns);
    if (after) {
      const { created_at, id } = after;
      query = query.where((eb) =>
        eb.or([eb('orders.created_at', '<', created_at), eb.and([eb('orders.created_at', '=', created_at), eb('orders.id', '<', id)])]),
      );
    }
    const rows = await query.orderBy('orders.created_at', 'desc').orderBy('orders.id', 'desc').limit(exportBatchSize).execute();
    if (rows.length > 0) yield rows.map(exportLine).join('');
    if (rows.length < exportBatchSize) return;
    after = rows.at(-1)!;
  }
}

