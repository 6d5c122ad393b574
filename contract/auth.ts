import { z } from 'zod';
import { adminRoles } from './enums';

export const email = z.email().max(254).transform((value) => value.toLowerCase());

export const loginRequest = z.object({
  email,
  password: z.string().min(1).max(200),
});
export type LoginRequest = z.input<typeof loginRequest>;

export const loginResponse = z.object({ otpRequired: z.literal(true) });

export const otpValidateRequest = z.object({
  email,
  otp: z.string().regex(/^\d{6}$/, 'The code has 6 digits'),
});
export type OtpValidateRequest = z.input<typeof otpValidateRequest>;

/** The stored login record, kept in local storage under `auth` (spec.md section 3). */
export const loginRecord = z.object({
  id: z.number().int(),
  role: z.literal(adminRoles),
  access_token: z.string(),
});
export type LoginRecord = z.infer<typeof loginRecord>;
