import { AdminRole } from './enums';

/**
 * What the console needs of second factors (contract/secondFactors.ts holds the schemas and
 * operations), without zod: the methods, the limits, who resets whose, and which operations a
 * session restricted to enrolment may call (docs/api.md "Second factors").
 */

/** How a person with a second factor completes a sign-in after the password. */
export const secondFactorMethods = ['passkey', 'totp', 'recovery'] as const;
export type SecondFactorMethod = (typeof secondFactorMethods)[number];

/** Recovery codes are made ten at a time: `xxxxx-xxxxx`, lower-case letters and digits. */
export const recoveryCodeCount = 10;
export const recoveryCodePattern = /^[a-z2-9]{5}-[a-z2-9]{5}$/;
/** A typed recovery code as it is compared: lower case, spaces out, the dash where it belongs. */
export function normalizeRecoveryCode(text: string): string {
  const compact = text.toLowerCase().replace(/[\s-]/g, '');
  return compact.length === 10 ? `${compact.slice(0, 5)}-${compact.slice(5)}` : text.trim().toLowerCase();
}

/** An authenticator app's code: six digits, a new one every 30 seconds. */
export const totpDigits = 6;
export const totpPeriodSeconds = 30;
export const totpCodePattern = /^\d{6}$/;

export const passkeyNameMax = 100;
/** The longest grace period a role's requirement may give, in days. */
export const graceDaysMax = 365;

/** A secret shown to be typed into an app: in groups of four (`ABCD EFGH ...`). */
export const groupedSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** Who may reset another staff member's second factors: a SUPER_ADMIN, never their own. */
export const mayResetSecondFactors = (role: number | null | undefined) => role === AdminRole.SUPER_ADMIN;

/** Who may set which roles require a second factor. */
export const maySetSecondFactorRules = (role: number | null | undefined) => role === AdminRole.SUPER_ADMIN;

/**
 * What a session restricted to enrolment may call (errorCode 121 for anything else): the
 * enrolment operations, reading one's own profile and signing out (a public operation).
 */
export const enrolmentOperations: readonly string[] = [
  'getSecondFactors',
  'startPasskeyRegistration',
  'finishPasskeyRegistration',
  'removePasskey',
  'startTotpEnrolment',
  'confirmTotpEnrolment',
  'removeTotp',
  'regenerateRecoveryCodes',
  'getProfile',
];
