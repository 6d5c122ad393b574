import { z } from 'zod';
import { adminRoles } from './enums';
import { locales } from './locales';
import { defineOperations } from './operation';
import {
  emailVerificationResponse,
  forgotPasswordResponse,
  passwordResetRequest,
} from './passwords';
import { secondFactorMethods } from './secondFactorRules';
import { userId } from './users';
import { codedText } from './apiMessages';

export const email = z.email().max(254).transform((value) => value.toLowerCase());

export const loginRequest = z.object({
  email,
  password: z.string().min(1).max(200),
});
export type LoginRequest = z.input<typeof loginRequest>;

/** The second step offered after a correct password to someone with a second factor (docs/api.md "Second factors"). */
export const secondFactorChallenge = z
  .object({
    challenge: z.string().describe('Presented with the second step; valid 5 minutes, 5 wrong codes'),
    methods: z.array(z.enum(secondFactorMethods)),
  })
  .meta({ id: 'SecondFactorChallenge' });
export type SecondFactorChallenge = z.infer<typeof secondFactorChallenge>;

/** `otpRequired` always (the spec's); `secondFactor` instead of an e-mailed code for someone who has one. */
export const loginResponse = z.object({ otpRequired: z.literal(true), secondFactor: secondFactorChallenge.optional() });
export type LoginResponse = z.infer<typeof loginResponse>;

export const otpValidateRequest = z.object({
  email,
  otp: z.string().regex(/^\d{6}$/, codedText('code_six_digits')),
});
export type OtpValidateRequest = z.input<typeof otpValidateRequest>;

/** The stored login record, kept in local storage under `auth` (docs/api.md "Sign-in and sessions"). */
export const loginRecord = z.object({
  id: z.number().int(),
  role: z.literal(adminRoles),
  access_token: z.string(),
  /** The role requires a second factor this one lacks: the end of the grace period (docs/api.md "Second factors"). */
  secondFactorDueAt: z.string().optional(),
  /** The grace period has ended: the session may only enrol a second factor (errorCode 121 elsewhere). */
  enrolmentOnly: z.literal(true).optional(),
  /** The language kept in the user's profile, when they chose one: the console opens in it. */
  locale: z.enum(locales).optional(),
});
export type LoginRecord = z.infer<typeof loginRecord>;

/** The invitation link's parameters: the user and the link's single-use token. */
export const emailVerificationParams = z.object({ userId, token: z.string().min(1).max(200) });

/** The forgotten-password request: the e-mail in the query (an empty-body call). */
export const forgotPasswordQuery = z.object({ email });

export const authOperations = defineOperations('auth', {
  requestLoginCode: {
    method: 'POST',
    path: '/auth/login',
    access: 'public',
    summary: 'Checks e-mail and password, then e-mails a 6-digit sign-in code',
    body: loginRequest,
    responses: { 200: loginResponse },
    errors: [400, 401, 403, 429],
  },
  validateLoginCode: {
    method: 'POST',
    path: '/auth/otp/validate',
    access: 'public',
    summary: 'Exchanges the e-mailed code for the stored login record',
    body: otpValidateRequest,
    responses: { 200: loginRecord },
    errors: [400, 401, 403, 429],
  },
  logout: {
    method: 'POST',
    path: '/auth/logout',
    access: 'public',
    optionalSession: true,
    summary: 'Ends the session of the Bearer token, if any',
    description: 'An empty-body call: no body, with or without `Content-Type: application/json`. Always 204.',
    responses: { 204: z.null().describe('Signed out') },
    errors: [403],
  },
  verifyEmail: {
    method: 'POST',
    path: '/auth/email-verification/:userId/:token',
    access: 'public',
    summary: "Verifies a staff member's e-mail from the invitation link; answers a single-use password-setup token",
    description:
      'An empty-body call. The invitation link works once and for 7 days; the password-setup token it answers works once and for 1 hour (`POST /auth/password/reset`). An expired, used or unknown link is a 400 with errorCode 116.',
    params: emailVerificationParams,
    responses: { 200: emailVerificationResponse },
    errors: [400, 429],
  },
  resetPassword: {
    method: 'POST',
    path: '/auth/password/reset',
    access: 'public',
    summary: 'Sets a password with a password-setup token (invitation) or a password-reset token (forgot password)',
    description:
      'Each token works once and for 1 hour. Sets the password, marks the e-mail verified and ends every session of the user. A weak password is a 400 with fieldErrors.password (the token stays usable); an expired, used or unknown token a 400 with errorCode 116.',
    body: passwordResetRequest,
    responses: { 204: z.null().describe('Password set') },
    errors: [400, 429],
  },
  requestPasswordReset: {
    method: 'POST',
    path: '/auth/users/password/forgot',
    access: 'public',
    summary: 'E-mails a password-reset link to a staff account; the same 202 answer whether or not the e-mail is known',
    description:
      'An empty-body call with the e-mail in the query. A staff account that is not blocked gets `PUBLIC_URL/#/reset-password/{token}` (valid 1 hour, once; a new request voids the previous link). Rate-limited per IP and per e-mail.',
    query: forgotPasswordQuery,
    responses: { 202: forgotPasswordResponse },
    errors: [400, 429],
  },
});
