import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { OrderStatus } from '../../../contract/enums';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../db/transactions';
import { conflict, notFound } from '../../errors';
import { attachmentDisposition } from '../../lib/downloads';
import { missingOrder } from './queries';
import { type DocumentContent, type DocumentSettings, issueReceipt } from './documents';
import { renderDocumentPdf } from './documentPdf';

/** The orders that were paid at some time: confirmed, then perhaps refunded in part or whole. */
const paidOrders: readonly number[] = [OrderStatus.CONFIRMED, OrderStatus.PARTIALLY_REFUNDED, OrderStatus.REFUNDED];

/** The id of an order's receipt, issued now when a paid order has none yet (confirmed before receipts existed). */
export async function receiptOf(db: Kysely<Database>, settings: DocumentSettings, orderId: number): Promise<number> {
  return inTransaction(db, async (trx) => {
    const order = await trx.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirst();
    if (!order) throw notFound(missingOrder);
    const issued = await trx.selectFrom('documents').select('id').where('source', '=', `receipt:${orderId}`).executeTakeFirst();
    if (issued) return issued.id;
    if (!paidOrders.includes(order.status)) throw conflict('This order was never paid: it has no receipt.');
    await issueReceipt(trx, settings, orderId, new Date().toISOString());
    const { id } = await trx.selectFrom('documents').select('id').where('source', '=', `receipt:${orderId}`).executeTakeFirstOrThrow();
    return id;
  });
}

export async function sendDocument(reply: FastifyReply, content: DocumentContent): Promise<FastifyReply> {
  const pdf = await renderDocumentPdf(content);
  return reply
    .type('application/pdf')
    .header('content-disposition', attachmentDisposition(`${content.number}.pdf`))
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
