import { z } from 'zod';
import { adminRoles } from './enums';
import { loginRecord } from './auth';
import { defineOperations } from './operation';
import {
  graceDaysMax,
  passkeyNameMax,
  recoveryCodeCount,
  totpCodePattern,
} from './secondFactorRules';
import { strictObject } from './strictInput';
import { userId } from './users';
import { codedText } from './apiMessages';

export * from './secondFactorRules';

/**
 * Second factors (docs/api.md "Second factors"): passkeys and authenticator apps beside the
 * e-mailed code, recovery codes, and each role's requirement.
 */

/** The token a correct password answers, which the second step presents (valid 5 minutes). */
const challenge = z.string().min(1).max(200);
const base64url = (max: number) => z.string().max(max).regex(/^[\w-]*={0,2}$/, 'Not base64url');

/** WebAuthn's transports, as browsers name them. */
const transports = z.array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'])).max(10);
const credentialDescriptor = z.object({
  id: z.string(),
  type: z.literal('public-key'),
  transports: transports.optional(),
});

/** WebAuthn's request options, as JSON (navigator.credentials.get, through @simplewebauthn/browser). */
export const passkeyRequestOptions = z
  .object({
    challenge: z.string(),
    timeout: z.number().optional(),
    rpId: z.string().optional(),
    allowCredentials: z.array(credentialDescriptor).optional(),
    userVerification: z.enum(['required', 'preferred', 'discouraged']).optional(),
  })
  .meta({ id: 'PasskeyRequestOptions' });

/** WebAuthn's creation options, as JSON (navigator.credentials.create). */
export const passkeyCreationOptions = z
  .object({
    challenge: z.string(),
    rp: z.object({ name: z.string(), id: z.string().optional() }),
    user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
    pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal('public-key') })),
    timeout: z.number().optional(),
    excludeCredentials: z.array(credentialDescriptor).optional(),
    authenticatorSelection: z
      .object({
        authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
        requireResidentKey: z.boolean().optional(),
        residentKey: z.enum(['discouraged', 'preferred', 'required']).optional(),
        userVerification: z.enum(['required', 'preferred', 'discouraged']).optional(),
      })
      .optional(),
    attestation: z.enum(['none', 'indirect', 'direct', 'enterprise']).optional(),
  })
  .meta({ id: 'PasskeyCreationOptions' });

const credentialCommon = {
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  // Read by no check here: kept as an empty object.
  clientExtensionResults: z.object({}),
};

/** The browser's answer to navigator.credentials.get, as JSON (AuthenticationResponseJSON). */
export const passkeyAssertion = z.object({
  ...credentialCommon,
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(4096),
    signature: base64url(1024),
    userHandle: base64url(1024).optional(),
  }),
});

/** The browser's answer to navigator.credentials.create, as JSON (RegistrationResponseJSON). */
export const passkeyAttestation = z.object({
  ...credentialCommon,
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(16_384),
    authenticatorData: base64url(16_384).optional(),
    transports: transports.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4096).optional(),
  }),
});

export const challengeRequest = strictObject({ challenge });
export const passkeySignInRequest = strictObject({ challenge, credential: passkeyAssertion });
const codeField = z.string().regex(totpCodePattern, codedText('code_six_digits'));
export const totpSignInRequest = strictObject({ challenge, code: codeField });
export const recoverySignInRequest = strictObject({ challenge, code: z.string().trim().min(1, codedText('recovery_code_empty')).max(40) });

/** A passkey as its owner's profile lists it. */
export const passkeySummary = z
  .object({
    id: z.number().int(),
    name: z.string(),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
  })
  .meta({ id: 'Passkey' });
export type PasskeySummary = z.infer<typeof passkeySummary>;

/** One's own second factors, and what one's role requires of them. */
export const secondFactors = z
  .object({
    passkeys: z.array(passkeySummary),
    totp: z.object({ enrolled: z.boolean() }),
    recoveryCodesLeft: z.number().int(),
    requirement: z.object({
      /** Whether one's role requires a passkey or an authenticator app. */
      required: z.boolean(),
      /** For someone without one: when their grace period ends (past: enrolment only). */
      dueAt: z.string().nullable(),
      /** Whether the current session may only enrol (errorCode 121 elsewhere). */
      enrolmentOnly: z.boolean(),
    }),
    /** New recovery codes, shown once: after the first factor's enrolment, or when regenerated. */
    recoveryCodes: z.array(z.string()).length(recoveryCodeCount).optional(),
  })
  .meta({ id: 'SecondFactors' });
export type SecondFactors = z.infer<typeof secondFactors>;

export const totpEnrolment = z
  .object({
    /** base32, to type into an authenticator app. */
    secret: z.string(),
    /** The same as an `otpauth://` URI (what a QR code would hold). */
    uri: z.string(),
  })
  .meta({ id: 'TotpEnrolment' });

export const totpConfirmRequest = strictObject({ code: codeField });
export const passkeyRegistrationRequest = strictObject({
  name: z.string().trim().min(1, codedText('passkey_name_empty')).max(passkeyNameMax),
  credential: passkeyAttestation,
});
export const emptyRequest = strictObject({});
export const passkeyParams = z.object({ id: z.coerce.number().int().positive() });

/** A role's requirement: none, or since when and until when its members may still sign in without. */
export const secondFactorRule = z
  .object({
    role: z.literal(adminRoles),
    required: z.boolean(),
    requiredSince: z.string().nullable(),
    graceEndsAt: z.string().nullable(),
  })
  .meta({ id: 'SecondFactorRule' });
export type SecondFactorRule = z.infer<typeof secondFactorRule>;
export const secondFactorRules = z.object({ rules: z.array(secondFactorRule) }).meta({ id: 'SecondFactorRules' });

export const ruleParams = z.object({ role: z.coerce.number().pipe(z.literal(adminRoles)) });
export const ruleRequest = strictObject({
  required: z.boolean(),
  /** Days from now in which members without a second factor still sign in with the e-mailed code (0: at once). */
  graceDays: z.number().int().min(0).max(graceDaysMax),
});

const signedInBy = (what: string) => ({
  access: 'public' as const,
  summary: `Completes a sign-in with ${what}; answers the login record`,
  responses: { 200: loginRecord },
  errors: [400, 401, 403, 429] as const,
});

export const secondFactorOperations = defineOperations('secondFactors', {
  passkeySignInOptions: {
    method: 'POST',
    path: '/auth/passkey/options',
    access: 'public',
    summary: "WebAuthn request options for the passkeys of the sign-in's user",
    description: 'The challenge is the one `POST /auth/login` answered; the WebAuthn challenge is kept with it.',
    body: challengeRequest,
    responses: { 200: passkeyRequestOptions },
    errors: [400, 401, 429],
  },
  verifyPasskeySignIn: { method: 'POST', path: '/auth/passkey/verify', ...signedInBy('a passkey'), body: passkeySignInRequest },
  verifyTotpSignIn: { method: 'POST', path: '/auth/totp/verify', ...signedInBy("an authenticator app's code"), body: totpSignInRequest },
  verifyRecoveryCode: {
    method: 'POST',
    path: '/auth/recovery/verify',
    ...signedInBy('a recovery code (spent; audited and e-mailed)'),
    body: recoverySignInRequest,
  },
  getSecondFactors: {
    method: 'GET',
    path: '/api/second-factors',
    access: 'account',
    summary: "The signed-in user's passkeys, authenticator app and recovery codes left, and their role's requirement",
    responses: { 200: secondFactors },
  },
  startPasskeyRegistration: {
    method: 'POST',
    path: '/api/second-factors/passkeys/options',
    access: 'account',
    summary: 'WebAuthn creation options for a new passkey of the signed-in user',
    body: emptyRequest,
    responses: { 200: passkeyCreationOptions },
  },
  finishPasskeyRegistration: {
    method: 'POST',
    path: '/api/second-factors/passkeys',
    access: 'account',
    summary: "Verifies the browser's new credential and keeps it under its name",
    body: passkeyRegistrationRequest,
    responses: { 201: secondFactors },
    errors: [409],
  },
  removePasskey: {
    method: 'DELETE',
    path: '/api/second-factors/passkeys/:id',
    access: 'account',
    summary: "Removes one of the signed-in user's passkeys",
    description: "Refused (409) when it is the last second factor and the user's role requires one.",
    params: passkeyParams,
    responses: { 200: secondFactors },
    errors: [404, 409],
  },
  startTotpEnrolment: {
    method: 'POST',
    path: '/api/second-factors/totp',
    access: 'account',
    summary: 'A new authenticator-app secret, pending until a code confirms it',
    body: emptyRequest,
    responses: { 200: totpEnrolment },
    errors: [409],
  },
  confirmTotpEnrolment: {
    method: 'POST',
    path: '/api/second-factors/totp/confirm',
    access: 'account',
    summary: "Confirms the pending authenticator app with one of its codes",
    body: totpConfirmRequest,
    responses: { 200: secondFactors },
    errors: [409],
  },
  removeTotp: {
    method: 'DELETE',
    path: '/api/second-factors/totp',
    access: 'account',
    summary: "Removes the signed-in user's authenticator app",
    description: "Refused (409) when it is the last second factor and the user's role requires one.",
    responses: { 200: secondFactors },
    errors: [404, 409],
  },
  regenerateRecoveryCodes: {
    method: 'POST',
    path: '/api/second-factors/recovery-codes',
    access: 'account',
    summary: 'Ten new recovery codes, shown once; the previous ones stop working',
    body: emptyRequest,
    responses: { 200: secondFactors },
    errors: [409],
  },
  listSecondFactorRules: {
    method: 'GET',
    path: '/api/second-factors/rules',
    access: 'admins',
    summary: 'Which roles require a passkey or an authenticator app, and their grace periods',
    responses: { 200: secondFactorRules },
  },
  setSecondFactorRule: {
    method: 'PUT',
    path: '/api/second-factors/rules/:role',
    access: 'admins',
    summary: "Requires (or no longer requires) a second factor of a role's members, with a grace period in days",
    params: ruleParams,
    body: ruleRequest,
    responses: { 200: secondFactorRules },
  },
  resetSecondFactors: {
    method: 'DELETE',
    path: '/api/users/:id/second-factors',
    access: 'admins',
    summary: "Removes another staff member's passkeys, authenticator app and recovery codes (SUPER_ADMIN)",
    description: 'Audited and e-mailed to the member; one resets only others.',
    params: z.object({ id: userId }),
    responses: { 204: z.null().describe('Second factors removed') },
    errors: [404, 409],
  },
});
