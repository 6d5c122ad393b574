import { z } from 'zod';
import { adminRoles } from './enums';

export const userId = z.coerce.number().int().positive();

export const profile = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    role: z.literal(adminRoles).nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof profile>;
