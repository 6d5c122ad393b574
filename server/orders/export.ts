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
 * The export's lines, one a row (its audit entry counts them: server/audit/exports.ts): the
 * header, then every matching order newest first, read in keyset batches on (created_at, id) so
 * that no query, connection or transaction lasts the download.
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
    for (const row of rows) yield exportLine(row);
    if (rows.length < exportBatchSize) return;
    after = rows.at(-1)!;
  }
}

/** Lines joined into chunks of `size`, so that a large export is sent a batch at a time, not a line at a time. */
export async function* inChunks(lines: AsyncIterable<string>, size = exportBatchSize): AsyncGenerator<string> {
  let chunk: string[] = [];
  for await (const line of lines) {
    chunk.push(line);
    if (chunk.length < size) continue;
    yield chunk.join('');
    chunk = [];
  }
  if (chunk.length > 0) yield chunk.join('');
}
