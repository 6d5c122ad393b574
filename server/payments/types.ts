import type { PaymentStatus } from '../../contract/enums';

/** What the provider says about one payment. */
export interface PaymentLookup {
  status: PaymentStatus;
  /** When the payment settled (succeeded, failed or was refunded), when the provider says. */
  settledAt?: string;
}

/** A refund asked of the provider: `idempotencyKey` makes a repeated call refund once. */
export interface RefundRequest {
  amount: number;
  reason: string;
  idempotencyKey: string;
}

/** Options of every call: the signal aborts the call when the app's time limit is reached. */
export interface ProviderCallOptions {
  signal: AbortSignal;
}

/**
 * A payment provider's adapter (server/payments/index.ts chooses one by PAYMENT_PROVIDER).
 * Payments are addressed by the provider's own reference. A call that fails rejects (any
 * error); the caller bounds every call by PAYMENT_PROVIDER_TIMEOUT_MS and aborts `signal` then,
 * so an adapter should pass the signal on to its HTTP client.
 */
export interface PaymentProvider {
  /** The payment's current state at the provider. */
  lookup(reference: string, options: ProviderCallOptions): Promise<PaymentLookup>;
  /**
   * Refunds `amount` (minor units) of a settled payment, part or all of what is left of it; answers
   * the provider's id of the refund (the same for the same idempotency key).
   */
  refund(reference: string, request: RefundRequest, options: ProviderCallOptions): Promise<{ refundId: string }>;
  /** Cancels a payment that has not settled. */
  cancel(reference: string, options: ProviderCallOptions): Promise<void>;
}
