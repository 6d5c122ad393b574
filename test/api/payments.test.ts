import { describe, expect, test } from 'vitest';
import { PaymentStatus } from '../../contract/enums';
import { ErrorCode } from '../../contract/errors';
import { ApiError } from '../../server/errors';
import { boundedProvider, createPaymentProvider } from '../../server/payments';
import { createSandboxProvider, sandboxOutcome, timedReference } from '../../server/payments/sandbox';
import { createTestApp } from './helpers';

const MINUTE = 60_000;
const signal = new AbortController().signal;
const silent = { warn: () => {} };

describe('the sandbox provider', () => {
  const sandbox = createSandboxProvider();

  test.each([
    ['sbx_ok_1', PaymentStatus.SUCCESS],
    ['sbx_fail_1', PaymentStatus.FAILED],
    ['sbx_pending_1', PaymentStatus.PENDING],
    ['sbx_refunded_1', PaymentStatus.REFUNDED],
    ['sbx_cancelled_1', PaymentStatus.CANCELLED],
  ])('%s answers its fixed status', async (reference, status) => {
    expect(await sandbox.lookup(reference, { signal })).toEqual({ status });
  });

  test('sbx_error_ references fail every call', async () => {
    await expect(sandbox.lookup('sbx_error_1', { signal })).rejects.toThrow('answered 500');
    await expect(sandbox.refund('sbx_error_1', { amount: 100, reason: 'why', idempotencyKey: 'k1' }, { signal })).rejects.toThrow();
    await expect(sandbox.cancel('sbx_error_1', { signal })).rejects.toThrow();
  });

  test('sbx_slow_ references answer nothing until the caller gives up', async () => {
    const controller = new AbortController();
    const call = sandbox.lookup('sbx_slow_1', { signal: controller.signal });
    const outcome = Promise.race([call.then(() => 'answered', () => 'rejected'), new Promise((resolve) => setTimeout(resolve, 50, 'waiting'))]);
    expect(await outcome).toBe('waiting');
    controller.abort(new Error('given up'));
    await expect(call).rejects.toThrow('given up');
  });

  test('refunds and cancellations succeed, save for slow, error and refund-fail references', async () => {
    const refund = (reference: string, idempotencyKey: string) => sandbox.refund(reference, { amount: 100, reason: 'Customer request', idempotencyKey }, { signal });
    const first = await refund('sbx_ok_1', 'key-1');
    expect(first.refundId).toMatch(/^sbx_re_/);
    // The same key is the same refund; another key another one.
    expect(await refund('sbx_ok_1', 'key-1')).toEqual(first);
    expect(await refund('sbx_ok_1', 'key-2')).not.toEqual(first);
    await expect(refund('sbx_refundfail_1', 'key-1')).rejects.toThrow('refused the refund');
    expect(await sandbox.lookup('sbx_refundfail_1', { signal })).toEqual({ status: PaymentStatus.SUCCESS });
    await expect(sandbox.cancel('sbx_pending_1', { signal })).resolves.toBeUndefined();
    await expect(sandbox.cancel('any-reference', { signal })).resolves.toBeUndefined();
  });

  test('any other reference has one fate, the same in every sandbox', async () => {
    const references = Array.from({ length: 2000 }, (_, n) => `ch_${n}`);
    const first = await Promise.all(references.map((reference) => sandbox.lookup(reference, { signal })));
    const second = await Promise.all(references.map((reference) => createSandboxProvider().lookup(reference, { signal })));
    expect(second).toEqual(first);
    const share = (status: PaymentStatus) => first.filter((answer) => answer.status === status).length / references.length;
    expect(share(PaymentStatus.SUCCESS)).toBeGreaterThan(0.8);
    expect(share(PaymentStatus.FAILED)).toBeGreaterThan(0.04);
    expect(share(PaymentStatus.FAILED)).toBeLessThan(0.12);
    expect(share(PaymentStatus.PENDING)).toBeGreaterThan(0.01);
    expect(share(PaymentStatus.PENDING)).toBeLessThan(0.08);
  });

  test('a reference that carries its creation time is pending for its first minutes, then settles', () => {
    const created = Date.parse('2026-03-01T10:00:00Z');
    const settling = Array.from({ length: 200 }, (_, n) => timedReference('pay', created, `n${n}`)).filter(
      (reference) => sandboxOutcome(reference, created + 60 * MINUTE).status !== PaymentStatus.PENDING,
    );
    expect(settling.length).toBeGreaterThan(150);
    for (const reference of settling) {
      expect(sandboxOutcome(reference, created + MINUTE)).toEqual({ status: PaymentStatus.PENDING });
      const settled = sandboxOutcome(reference, created + 60 * MINUTE);
      expect([PaymentStatus.SUCCESS, PaymentStatus.FAILED]).toContain(settled.status);
      const settledAt = Date.parse(settled.settledAt!);
      expect(settledAt).toBeGreaterThanOrEqual(created + 2 * MINUTE);
      expect(settledAt).toBeLessThanOrEqual(created + 15 * MINUTE);
      expect(sandboxOutcome(reference, settledAt)).toEqual(settled);
      expect(sandboxOutcome(reference, settledAt - 1)).toEqual({ status: PaymentStatus.PENDING });
    }
  });

  test('the sandbox keeps its clock injectable', async () => {
    const created = Date.parse('2026-03-01T10:00:00Z');
    const reference = Array.from({ length: 50 }, (_, n) => timedReference('pay', created, `c${n}`)).find(
      (candidate) => sandboxOutcome(candidate, created + 60 * MINUTE).status === PaymentStatus.SUCCESS,
    )!;
    const early = createSandboxProvider({ now: () => created });
    const late = createSandboxProvider({ now: () => created + 60 * MINUTE });
    expect((await early.lookup(reference, { signal })).status).toBe(PaymentStatus.PENDING);
    expect((await late.lookup(reference, { signal })).status).toBe(PaymentStatus.SUCCESS);
  });
});

describe('calls bounded in time, failures as API errors', () => {
  const bounded = boundedProvider(createSandboxProvider(), 30, silent);

  test('an answer passes through', async () => {
    expect(await bounded.lookup('sbx_ok_2')).toEqual({ status: PaymentStatus.SUCCESS });
  });

  test('no answer in time is a 504 saying nothing was changed', async () => {
    const failure = await bounded.lookup('sbx_slow_2').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      statusCode: 504,
      errorCode: ErrorCode.PAYMENT_PROVIDER_FAILED,
      message: 'The card payment provider did not answer in time; nothing was changed.',
    });
  });

  test('a provider error is a 502', async () => {
    await expect(bounded.refund('sbx_error_2', { amount: 100, reason: 'why', idempotencyKey: 'k' })).rejects.toMatchObject({ statusCode: 502, errorCode: 117 });
  });

  test('a status the API does not know is a 502', async () => {
    const odd = boundedProvider(
      { lookup: async () => ({ status: 42 as PaymentStatus }), refund: async () => ({ refundId: 'r' }), cancel: async () => {} },
      20,
      silent,
    );
    await expect(odd.lookup('x')).rejects.toMatchObject({ statusCode: 502 });
  });

  test('an adapter that ignores the signal is still given up on', async () => {
    const deaf = boundedProvider(
      { lookup: () => new Promise(() => {}), refund: async () => ({ refundId: 'r' }), cancel: async () => {} },
      20,
      silent,
    );
    await expect(deaf.lookup('x')).rejects.toMatchObject({ statusCode: 504 });
  });
});

describe('choosing the provider', () => {
  test('sandbox is known', () => {
    expect(createPaymentProvider('sandbox')).toBeDefined();
  });

  test('an unknown PAYMENT_PROVIDER stops the start with a message naming it', async () => {
    await expect(createTestApp({ paymentProvider: 'acme-pay' })).rejects.toThrow(
      'PAYMENT_PROVIDER "acme-pay" is not a payment provider this server knows (known: sandbox)',
    );
  });
});
