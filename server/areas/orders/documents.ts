import type { Kysely } from 'kysely';
import { type DocumentKind, documentNumber } from '../../../contract/documentRules';
import { PurchaseType } from '../../../contract/enums';
import type { OrderDocument } from '../../../contract/orders';
import { refundReasonLabel, type RefundReason } from '../../../contract/refundRules';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { businessDay } from '../../lib/dates';

/**
 * Receipts and credit notes (docs/api.md "Receipts and credit notes"): a receipt for every order
 * once it is confirmed, a credit note for every refund. Each is numbered per kind and year (of
 * the business time zone) from `document_counters` inside the transaction that issues it: the
 * counter's row is locked until that transaction ends, and a transaction that rolls back gives
 * its number back, so numbers have no gap. What a document says is kept as issued (`content`)
 * and never changes; its PDF is drawn from it (./documentPdf.ts).
 */

type Db = Kysely<Database>;

/** What documents take from the configuration. */
export type DocumentSettings = Pick<Config, 'publisherName' | 'publisherAddress' | 'taxRates' | 'timeZone'>;

export interface DocumentLine {
  description: string;
  quantity: number;
  /** What the line costs, taxes included, in minor units. */
  amount: number;
}

export interface DocumentContent {
  kind: DocumentKind;
  number: string;
  issuedAt: string;
  publisher: { name: string; address: string[] };
  customer: { name: string; email: string; country: string | null };
  order: { number: string; placedAt: string };
  /** A credit note's receipt. */
  receipt?: string;
  /** A credit note's reason. */
  reason?: string;
  lines: DocumentLine[];
  currency: string;
  /** The buyer's country whose tax rate applies, and the rate (percent, included in the amounts). */
  territory: string | null;
  taxRate: number;
  total: number;
  tax: number;
}

/** The tax included in `total` at `rate` percent, rounded to the minor unit. */
export const includedTax = (total: number, rate: number) => Math.round((total * rate) / (100 + rate));

/** The next number of a kind of document in a year; locks the counter until the transaction ends. */
async function nextSequence(trx: Db, kind: DocumentKind, year: number): Promise<number> {
  await trx.insertInto('document_counters').values({ kind, year, last: 0 }).onConflict((oc) => oc.columns(['kind', 'year']).doNothing()).execute();
  const { last } = await trx
    .updateTable('document_counters')
    .set((eb) => ({ last: eb('last', '+', 1) }))
    .where('kind', '=', kind)
    .where('year', '=', year)
    .returning('last')
    .executeTakeFirstOrThrow();
  return last;
}

async function orderFacts(trx: Db, orderId: number) {
  return trx
    .selectFrom('orders')
    .innerJoin('users as customer', 'customer.id', 'orders.customer_id')
    .leftJoin('ebooks', 'ebooks.id', 'orders.ebook_id')
    .leftJoin('subscriptions', 'subscriptions.id', 'orders.subscription_id')
    .select([
      'orders.id',
      'orders.number',
      'orders.created_at',
      'orders.purchase_type',
      'orders.amount',
      'orders.currency',
      'orders.territory',
      'customer.name',
      'customer.email',
      'customer.country',
      'ebooks.title',
      'subscriptions.name as plan',
    ])
    .where('orders.id', '=', orderId)
    .executeTakeFirstOrThrow();
}

type Facts = Awaited<ReturnType<typeof orderFacts>>;

async function issue(
  trx: Db,
  settings: DocumentSettings,
  source: { kind: DocumentKind; orderId: number; refundId: number | null },
  at: string,
  write: (taxRate: number, facts: Facts) => Pick<DocumentContent, 'lines' | 'total' | 'tax' | 'receipt' | 'reason'>,
): Promise<string> {
  const facts = await orderFacts(trx, source.orderId);
  const year = Number(businessDay(new Date(at), settings.timeZone).slice(0, 4));
  const number = documentNumber(source.kind, year, await nextSequence(trx, source.kind, year));
  const territory = facts.territory ?? facts.country ?? null;
  const taxRate = (territory && settings.taxRates[territory]) || 0;
  const content: DocumentContent = {
    kind: source.kind,
    number,
    issuedAt: at,
    publisher: { name: settings.publisherName, address: settings.publisherAddress },
    customer: { name: facts.name, email: facts.email, country: facts.country ?? null },
    order: { number: facts.number, placedAt: facts.created_at },
    currency: facts.currency,
    territory,
    taxRate,
    ...write(taxRate, facts),
  };
  await trx
    .insertInto('documents')
    .values({
      kind: source.kind,
      number,
      year,
      sequence: Number(number.slice(number.lastIndexOf('-') + 1)),
      order_id: source.orderId,
      refund_id: source.refundId,
      source: source.refundId === null ? `receipt:${source.orderId}` : `credit_note:${source.refundId}`,
      issued_at: at,
      content: JSON.stringify(content),
    })
    .execute();
  return number;
}

const itemLine = (facts: Facts): string =>
  facts.purchase_type === PurchaseType.BOOK_PURCHASE ? `E-book: ${facts.title ?? ''}` : `Subscription: ${facts.plan ?? ''}`;

/** The order's receipt: the one it has, else one issued now (an order confirmed before receipts existed gets it on first request). */
export async function issueReceipt(trx: Db, settings: DocumentSettings, orderId: number, at: string): Promise<string> {
  const issued = await trx.selectFrom('documents').select('number').where('source', '=', `receipt:${orderId}`).executeTakeFirst();
  if (issued) return issued.number;
  return issue(trx, settings, { kind: 'receipt', orderId, refundId: null }, at, (taxRate, facts) => ({
    lines: [{ description: itemLine(facts), quantity: 1, amount: facts.amount }],
    total: facts.amount,
    tax: includedTax(facts.amount, taxRate),
  }));
}

/** A refund's credit note, which names the order's receipt (issued first when the order has none yet). */
export async function issueCreditNote(trx: Db, settings: DocumentSettings, refundId: number, at: string): Promise<string> {
  const refund = await trx.selectFrom('refunds').select(['order_id', 'amount', 'reason', 'detail']).where('id', '=', refundId).executeTakeFirstOrThrow();
  const receipt = await issueReceipt(trx, settings, refund.order_id, at);
  const reason = refundReasonLabel[refund.reason as RefundReason] + (refund.detail ? `: ${refund.detail}` : '');
  return issue(trx, settings, { kind: 'credit_note', orderId: refund.order_id, refundId }, at, (taxRate, facts) => ({
    receipt,
    reason,
    lines: [{ description: `Refund: ${itemLine(facts)}`, quantity: 1, amount: refund.amount }],
    total: refund.amount,
    tax: includedTax(refund.amount, taxRate),
  }));
}

export async function readDocuments(db: Db, orderId: number): Promise<OrderDocument[]> {
  const rows = await db.selectFrom('documents').select(['id', 'kind', 'number', 'issued_at', 'content']).where('order_id', '=', orderId).orderBy('id').execute();
  return rows.map((row) => {
    const content = JSON.parse(row.content) as DocumentContent;
    return { id: row.id, kind: row.kind, number: row.number, issuedAt: row.issued_at, amount: content.total, currency: content.currency as OrderDocument['currency'] };
  });
}

export async function readDocumentContent(db: Db, orderId: number, documentId: number): Promise<DocumentContent | undefined> {
  const row = await db.selectFrom('documents').select('content').where('id', '=', documentId).where('order_id', '=', orderId).executeTakeFirst();
  return row && (JSON.parse(row.content) as DocumentContent);
}
