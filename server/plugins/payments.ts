import fp from 'fastify-plugin';
import { type BoundedPaymentProvider, boundedProvider, createPaymentProvider } from '../payments';

declare module 'fastify' {
  interface FastifyInstance {
    /** The provider chosen by PAYMENT_PROVIDER, each call bounded by PAYMENT_PROVIDER_TIMEOUT_MS. */
    paymentProvider: BoundedPaymentProvider;
  }
}

/** The payment provider; an unknown PAYMENT_PROVIDER stops the start with a message naming it. */
export default fp(
  async (app) => {
    const provider = createPaymentProvider(app.config.paymentProvider);
    app.decorate('paymentProvider', boundedProvider(provider, app.config.paymentProviderTimeoutMs, app.log.child({ module: 'payments' })));
  },
  { name: 'payments' },
);
