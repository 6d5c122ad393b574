import { createHash } from 'node:crypto';
import { PaymentStatus } from '../../contract/enums';
import type { PaymentLookup, PaymentProvider, ProviderCallOptions } from './types';

const MINUTE = 60_000;

/**
 * References whose prefix fixes the sandbox's answer, for tests and demos. Any other reference
 * behaves like a real card payment (sandboxOutcome).
 */
export const sandboxPrefixes = {
  ok: 'sbx_ok_',
  fail: 'sbx_fail_',
  pending: 'sbx_pending_',
  refunded: 'sbx_refunded_',
  cancelled: 'sbx_cancelled_',
  /** Never answers: every call waits until the caller gives up. */
  slow: 'sbx_slow_',
  /** Every call fails, as a provider answering 500 would. */
  error: 'sbx_error_',
  /** A payment that succeeded, whose refunds fail (a disputed payment). */
  refundFails: 'sbx_refundfail_',
} as const;

const fixedStatus: [prefix: string, status: PaymentStatus][] = [
  [sandboxPrefixes.ok, PaymentStatus.SUCCESS],
  [sandboxPrefixes.refundFails, PaymentStatus.SUCCESS],
  [sandboxPrefixes.fail, PaymentStatus.FAILED],
  [sandboxPrefixes.pending, PaymentStatus.PENDING],
  [sandboxPrefixes.refunded, PaymentStatus.REFUNDED],
  [sandboxPrefixes.cancelled, PaymentStatus.CANCELLED],
];

/** A reference that carries its creation time: `<word>_<milliseconds in base 36>_<anything>` (the demo data's). */
export function timedReference(prefix: string, createdAt: number, suffix: string): string {
  return `${prefix}_${Math.floor(createdAt).toString(36)}_${suffix}`;
}

function createdAtOf(reference: string): number | undefined {
  const match = /^[a-z]+_([0-9a-z]{6,10})_/.exec(reference);
  const time = match ? parseInt(match[1]!, 36) : NaN;
  return Number.isFinite(time) ? time : undefined;
}

/**
 * The fate of a reference without a fixed prefix, from its SHA-256 alone: 88% succeed, 8% fail,
 * 4% stay pending; a payment settles 2 to 15 minutes after it was created (when the reference
 * carries its creation time, else it has settled long ago), and is pending until then.
 */
export function sandboxOutcome(reference: string, now: number): PaymentLookup {
  const hash = createHash('sha256').update(reference).digest();
  const fate = hash.readUInt32BE(0) % 100;
  if (fate >= 96) return { status: PaymentStatus.PENDING };
  const createdAt = createdAtOf(reference);
  if (createdAt === undefined) return { status: fate < 88 ? PaymentStatus.SUCCESS : PaymentStatus.FAILED };
  const settledAt = createdAt + (2 + (hash.readUInt32BE(4) % 14)) * MINUTE;
  if (now < settledAt) return { status: PaymentStatus.PENDING };
  return { status: fate < 88 ? PaymentStatus.SUCCESS : PaymentStatus.FAILED, settledAt: new Date(settledAt).toISOString() };
}

/** Waits for the caller to give up (the signal), as a provider that never answers. */
function never(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

/** Applies the slow and error prefixes, common to every call. */
async function reachable(reference: string, { signal }: ProviderCallOptions): Promise<void> {
  if (reference.startsWith(sandboxPrefixes.slow)) await never(signal);
  if (reference.startsWith(sandboxPrefixes.error)) throw new Error('The sandbox provider answered 500 (an sbx_error_ reference)');
}

/**
 * The default provider: a card processor simulated without a network and without memory,
 * deterministic per reference (and the time, for payments that settle a few minutes after
 * their creation). Refunds and cancellations always succeed, save for slow, error and refund-fail
 * references; a refund's id is derived from its idempotency key, so a repeated refund is one.
 */
export function createSandboxProvider({ now = Date.now }: { now?: () => number } = {}): PaymentProvider {
  return {
    async lookup(reference, options) {
      await reachable(reference, options);
      const fixed = fixedStatus.find(([prefix]) => reference.startsWith(prefix));
      return fixed ? { status: fixed[1] } : sandboxOutcome(reference, now());
    },
    async refund(reference, { idempotencyKey }, options) {
      await reachable(reference, options);
      if (reference.startsWith(sandboxPrefixes.refundFails)) throw new Error('The sandbox provider refused the refund (an sbx_refundfail_ reference)');
      return { refundId: `sbx_re_${createHash('sha256').update(`${reference}:${idempotencyKey}`).digest('hex').slice(0, 24)}` };
    },
    async cancel(reference, options) {
      await reachable(reference, options);
    },
  };
}
