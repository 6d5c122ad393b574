import { z } from 'zod';
import { adminRoles } from './enums';
import { locales } from './locales';
import { defineOperations } from './operation';
import { passwordChangeRequest } from './passwords';
import { isPhoneNumber, phoneNumberMessage } from './userRules';
import { codedText } from './apiMessages';
export { avatarExtensions, isPhoneNumber, phoneNumberMessage } from './userRules';

export const userId = z.coerce.number().int().positive();

/** The console's colour scheme, kept with the user (the console clears local storage on logout). */
export const themes = ['light', 'dark'] as const;
export const theme = z.enum(themes);
export type Theme = z.infer<typeof theme>;

/** The console's language, kept with the user so that it follows them to any browser; staff e-mails are written in it too. */
export const locale = z.enum(locales);

export const profile = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    role: z.literal(adminRoles).nullable(),
    /** null until the user picks one; the console then uses its default. */
    theme: theme.nullable(),
    /** null until the user picks one; the console then follows the browser's language. */
    locale: locale.nullable(),
    phone: z.string().nullable(),
    /** The avatar image, public at `/media/avatars/<generated name>`; null when there is none. */
    avatarUrl: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Profile' });

export type Profile = z.infer<typeof profile>;

/** `PUT /api/users/profile`: the signed-in user's own profile; absent fields stay as they are. */
export const profileUpdate = z
  .strictObject({
    name: z.string().trim().min(1, codedText('name_empty')).max(200, codedText('name_too_long', { max: 200 })).optional(),
    theme: theme.optional(),
    locale: locale.optional(),
    /** Trimmed; an empty string or null clears it; otherwise a phone number (isPhoneNumber). */
    phone: z
      .string()
      .trim()
      .max(40, codedText('phone_too_long', { max: 40 }))
      .refine((value) => value === '' || isPhoneNumber(value), phoneNumberMessage)
      .nullable()
      .optional()
      .transform((value) => (value === '' ? null : value)),
  })
  .meta({ id: 'ProfileUpdate' });
export type ProfileUpdate = z.input<typeof profileUpdate>;
/** The update as the server reads it: trimmed, an empty phone made null. */
export type ProfileUpdateValues = z.output<typeof profileUpdate>;

export const profileParams = z.object({ id: userId });

export const usersOperations = defineOperations('users', {
  getProfile: {
    method: 'GET',
    path: '/api/users/profile/:id',
    access: 'account',
    summary: "A user's profile: always one's own; a SUPER_ADMIN may read anyone's",
    params: profileParams,
    responses: { 200: profile },
    errors: [404],
    etag: true,
  },
  updateProfile: {
    method: 'PUT',
    path: '/api/users/profile',
    access: 'account',
    summary: "Updates the signed-in user's own profile (name, theme, language, phone); absent fields stay as they are",
    description:
      'A `phone` is an optional leading `+`, then 6 to 20 digits with spaces, dashes, dots or parentheses between them (at most 40 characters); anything else is a 400 with fieldErrors.phone. An empty string or null clears it.',
    body: profileUpdate,
    responses: { 200: profile },
    errors: [404],
    ifMatch: true,
  },
  uploadProfileAvatar: {
    method: 'POST',
    path: '/api/users/profile/avatar',
    access: 'account',
    summary: "Sets the signed-in user's avatar image; the previous one is deleted",
    description:
      "multipart/form-data with the image in the field `file`: PNG, JPEG, WebP or GIF by content, at most UPLOAD_MAX_IMAGE_BYTES (5 MiB by default). The image is then public at the profile's `avatarUrl`.",
    body: 'multipart',
    responses: { 200: profile },
    errors: [404, 409, 413, 415],
  },
  deleteProfileAvatar: {
    method: 'DELETE',
    path: '/api/users/profile/avatar',
    access: 'account',
    summary: "Removes the signed-in user's avatar image (nothing happens when there is none)",
    responses: { 200: profile },
    errors: [404, 409],
  },
  changePassword: {
    method: 'PUT',
    path: '/api/users/password/change',
    access: 'account',
    summary: "Changes the signed-in user's password; every other session of the user ends",
    description:
      'A wrong current password is a 400 with fieldErrors.currentPassword, a weak new one (contract/passwords.ts) with fieldErrors.newPassword. The session that makes the call stays signed in.',
    body: passwordChangeRequest,
    responses: { 204: z.null().describe('Password changed') },
  },
});
