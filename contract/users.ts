import { z } from 'zod';
import { adminRoles } from './enums';

export const userId = z.coerce.number().int().positive();

/** The console's colour scheme, kept with the user (the console clears local storage on logout). */
export const themes = ['light', 'dark'] as const;
export const theme = z.enum(themes);
export type Theme = z.infer<typeof theme>;

export const profile = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    role: z.literal(adminRoles).nullable(),
    /** null until the user picks one; the console then uses its default. */
    theme: theme.nullable(),
    phone: z.string().nullable(),
    /** The avatar image, public at `/media/avatars/<generated name>`; null when there is none. */
    avatarUrl: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Profile' });

/** The image types an avatar may be, by extension (the server checks the content too). */
export const avatarExtensions = ['png', 'jpg', 'jpeg', 'webp', 'gif'];
export type Profile = z.infer<typeof profile>;

/** `PUT /api/users/profile`: the signed-in user's own profile; absent fields stay as they are. */
export const profileUpdate = z
  .strictObject({
    name: z.string().trim().min(1, 'The name cannot be empty').max(200, 'The name is at most 200 characters').optional(),
    theme: theme.optional(),
    /** Trimmed; an empty string or null clears it. */
    phone: z
      .string()
      .trim()
      .max(40, 'The phone number is at most 40 characters')
      .transform((value) => (value === '' ? null : value))
      .nullable()
      .optional(),
  })
  .meta({ id: 'ProfileUpdate' });
export type ProfileUpdate = z.input<typeof profileUpdate>;
