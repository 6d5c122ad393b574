import { Secret, TOTP } from 'otpauth';
import { totpDigits, totpPeriodSeconds } from '../../../contract/secondFactorRules';

/** Authenticator apps (RFC 6238 with its defaults: SHA-1, 6 digits, 30 seconds), by otpauth. */

function totpOf(secret: string, issuer = '', label = '') {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: totpDigits, period: totpPeriodSeconds, secret: Secret.fromBase32(secret) });
}

/** A new secret (160 bits, base32) and its `otpauth://` URI, named after the console and the person. */
export function newTotpSecret(issuer: string, email: string): { secret: string; uri: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, uri: totpOf(secret, issuer, email).toString() };
}

/**
 * The 30-second step a code is right for (the current one, or one either side for a clock a little
 * off), or undefined; a step at or before `lastStep` (a code already accepted) never is.
 */
export function totpStep(secret: string, code: string, lastStep: number | null, now = Date.now()): number | undefined {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return undefined;
  const step = Math.floor(now / 1000 / totpPeriodSeconds) + delta;
  return lastStep !== null && step <= lastStep ? undefined : step;
}
