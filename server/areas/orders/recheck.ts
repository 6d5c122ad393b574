import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Author } from '../../audit/records';
import type { Database } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { applyPaymentStatus } from './actions';
import type { DocumentSettings } from './documents';
import { missingOrder, orderState } from './queries';
import { paymentMayMove } from './transitions';

/** An order's latest payment and what the provider says of it now. */
export interface PaymentLookup {
  state: NonNullable<Awaited<ReturnType<typeof orderState>>>;
  payment: { id: number; status: number; reference: string };
  status: number;
}

/** Asks the provider about the order's latest payment: outside any transaction, it may take seconds. */
export async function lookUpPayment(app: FastifyInstance, id: number): Promise<PaymentLookup> {
  const state = await orderState(app.db, id);
  if (!state) throw notFound(missingOrder);
  const { payment } = state;
  if (!payment) throw conflict('This order has no payment to re-check.');
  const answer = await app.paymentProvider.lookup(payment.reference);
  return { state, payment, status: answer.status };
}

/**
 * The re-check's change, with the provider's answer: the payment (and the order) move when the
 * answer may move them, audited; nothing happens otherwise.
 */
export async function applyRecheck(
  db: Kysely<Database>,
  author: Author,
  id: number,
  { state, payment, status }: PaymentLookup,
  settings: DocumentSettings,
  details?: Record<string, unknown>,
): Promise<void> {
  if (!paymentMayMove(payment.status, status)) return;
  const actor = { kind: 'staff' as const, id: 'actor' in author ? (author.actor?.id ?? null) : (author.user?.id ?? null) };
  await applyPaymentStatus(db, id, payment, status, actor, 'Payment re-check', { context: author, number: state.order.number, details }, settings);
}
