import type { FastifyBaseLogger } from 'fastify';
import { paymentStatuses } from '../../contract/enums';
import { ErrorCode } from '../../contract/errors';
import { ApiError } from '../errors';
import { createSandboxProvider } from './sandbox';
import type { PaymentLookup, PaymentProvider, ProviderCallOptions, RefundRequest } from './types';

export type { PaymentLookup, PaymentProvider, RefundRequest } from './types';

/**
 * The adapters PAYMENT_PROVIDER may name. A real provider's adapter implements PaymentProvider
 * (server/payments/types.ts) in a module of its own and is added here under its name.
 */
export const paymentProviders: Record<string, () => PaymentProvider> = {
  sandbox: () => createSandboxProvider(),
};

export function createPaymentProvider(name: string): PaymentProvider {
  const create = paymentProviders[name];
  if (!create) {
    const known = Object.keys(paymentProviders).join(', ');
    throw new Error(`PAYMENT_PROVIDER "${name}" is not a payment provider this server knows (known: ${known})`);
  }
  return create();
}

export const providerTimedOut = () =>
  new ApiError(504, 'The card payment provider did not answer in time; nothing was changed.', ErrorCode.PAYMENT_PROVIDER_FAILED);
export const providerFailed = () =>
  new ApiError(
    502,
    'The card payment provider could not complete the request; nothing was changed. Try again later.',
    ErrorCode.PAYMENT_PROVIDER_FAILED,
  );

/** The provider as routes use it: every call bounded in time, every failure an ApiError (502, or 504 on time-out). */
export interface BoundedPaymentProvider {
  lookup(reference: string): Promise<PaymentLookup>;
  refund(reference: string, request: RefundRequest): Promise<{ refundId: string }>;
  cancel(reference: string): Promise<void>;
}

export function boundedProvider(
  provider: PaymentProvider,
  timeoutMs: number,
  log: Pick<FastifyBaseLogger, 'warn'>,
): BoundedPaymentProvider {
  async function call<T>(name: string, reference: string, run: (options: ProviderCallOptions) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    // Also when the adapter ignores the signal, the caller stops waiting at the limit.
    const timedOut = new Promise<never>((_resolve, reject) => {
      controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
    });
    const timer = setTimeout(() => controller.abort(new Error(`No answer within ${timeoutMs} ms`)), timeoutMs);
    try {
      return await Promise.race([run({ signal: controller.signal }), timedOut]);
    } catch (error) {
      log.warn({ err: error, call: name, reference }, 'payment provider call failed');
      throw controller.signal.aborted ? providerTimedOut() : providerFailed();
    } finally {
      clearTimeout(timer);
    }
  }
  return {
    lookup: (reference) =>
      call('lookup', reference, async (options) => {
        const answer = await provider.lookup(reference, options);
        // An adapter's answer is data from outside: a status the API does not know is the provider's failure.
        if (!(paymentStatuses as readonly number[]).includes(answer.status)) throw new Error(`Unknown payment status ${answer.status}`);
        return answer;
      }),
    refund: (reference, request) => call('refund', reference, (options) => provider.refund(reference, request, options)),
    cancel: (reference) => call('cancel', reference, (options) => provider.cancel(reference, options)),
  };
}
