import { z } from 'zod';
import { email } from './auth';
import { type AdminRole, adminRoles } from './enums';

const staffRole = z.literal(adminRoles, 'The role is 1 (SUPER_ADMIN), 2 (ADMIN) or 4 (EDITOR)');

/** A staff member as the admins and editors pages list them (`GET /api/users/list?role=`). */
export const staffMember = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    role: z.literal(adminRoles),
    phone: z.string().nullable(),
    emailVerified: z.boolean(),
    blocked: z.boolean(),
    /** An invitation was sent and its link not yet used (the e-mail is not verified). */
    invitationPending: z.boolean(),
    lastSignInAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'StaffMember' });
export type StaffMember = z.infer<typeof staffMember>;

/** `GET /api/users/list?role=1,2`: one role number or a comma list. */
export const staffListQuery = z.object({
  role: z
    .string()
    .regex(/^\s*\d+\s*(,\s*\d+\s*)*$/, 'One role number or a comma list, such as 1,2')
    .transform((value, context) => {
      const roles = [...new Set(value.split(',').map((part) => Number(part.trim())))];
      if (!roles.every((role): role is AdminRole => (adminRoles as number[]).includes(role))) {
        context.addIssue({ code: 'custom', message: 'The roles are 1 (SUPER_ADMIN), 2 (ADMIN) and 4 (EDITOR)' });
        return z.NEVER;
      }
      return roles;
    })
    .describe('One role number or a comma list: 1,2 (SUPER_ADMIN and ADMIN), 4 (EDITOR)'),
});
export type StaffListQuery = z.input<typeof staffListQuery>;

/** `POST /api/users/`: invites a staff member, who sets a password through the e-mailed link. */
export const staffCreate = z
  .object({
    name: z.string().trim().min(1, 'The name cannot be empty').max(200, 'The name is at most 200 characters'),
    email,
    role: staffRole,
  })
  .meta({ id: 'StaffCreate' });
export type StaffCreate = z.input<typeof staffCreate>;

/** `PUT /api/users/{id}/role`. */
export const staffRoleUpdate = z.object({ role: staffRole }).meta({ id: 'StaffRoleUpdate' });
export type StaffRoleUpdate = z.input<typeof staffRoleUpdate>;

/** `POST /api/users/block-unblock?email=&blocked=`: toggles, or sets `blocked` when given. */
export const blockUnblockQuery = z.object({
  email,
  blocked: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional()
    .describe('Sets the state explicitly; without it the call toggles'),
});
export type BlockUnblockQuery = z.input<typeof blockUnblockQuery>;

export const blockState = z
  .object({ email: z.string(), blocked: z.boolean() })
  .meta({ id: 'BlockState' });
export type BlockState = z.infer<typeof blockState>;
