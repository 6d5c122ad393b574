import { z } from 'zod';
import { csvFile, exportDescription, exportParams } from './exportQuery';
import { email } from './auth';
import { type AdminRole, adminRoles } from './enums';
import { defineOperations } from './operation';
import { strictObject, unknownFilter } from './strictInput';
import { userId } from './users';
import { codedText } from './apiMessages';

const staffRole = z.literal(adminRoles, codedText('staff_role'));

/** A staff member as the admins and editors pages list them (listStaff). */
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

/** listStaff's `role` (`?role=1,2`): one role number or a comma list; another parameter is a 400 naming it. */
export const staffListQuery = strictObject(
  {
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
  },
  unknownFilter,
);
export type StaffListQuery = z.input<typeof staffListQuery>;

/** inviteStaffMember: invites a staff member, who sets a password through the e-mailed link. */
export const staffCreate = z
  .object({
    name: z.string().trim().min(1, codedText('name_empty')).max(200, codedText('name_too_long', { max: 200 })),
    email,
    role: staffRole,
  })
  .meta({ id: 'StaffCreate' });
export type StaffCreate = z.input<typeof staffCreate>;

/** changeStaffRole's body. */
export const staffRoleUpdate = z.object({ role: staffRole }).meta({ id: 'StaffRoleUpdate' });
export type StaffRoleUpdate = z.input<typeof staffRoleUpdate>;

/** blockUnblockUser's query (`?email=&blocked=`): toggles, or sets `blocked` when given. */
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

/** The staff member (or user) a call is about. */
export const staffMemberParams = z.object({ id: userId });

/** The sort fields of the staff's export (the console sorts the list itself: one GET answers it whole). */
export const staffSortFields = ['name', 'role', 'emailVerified', 'blocked', 'invitationPending', 'lastSignInAt'] as const;
export const staffExportQuery = z.object({
  role: staffListQuery.shape.role,
  q: z.string().trim().max(200).optional().describe('The name or the e-mail contains it, ignoring case'),
  ...exportParams('exportStaff', staffSortFields),
});
export type StaffExportQuery = z.output<typeof staffExportQuery>;

export const staffOperations = defineOperations('staff', {
  listStaff: {
    method: 'GET',
    path: '/api/users/list',
    access: 'editors',
    summary: 'Staff members of the given role(s), as a plain array sorted by name',
    description: 'Roles 1 and 2 (the admins page) need the admins area (SUPER_ADMIN); role 4 (editors) the editors area.',
    query: staffListQuery,
    responses: { 200: z.array(staffMember) },
  },
  inviteStaffMember: {
    method: 'POST',
    path: '/api/users/',
    access: 'editors',
    summary: 'Invites a staff member: creates the account and e-mails an invitation link',
    description:
      'An ADMIN may create editors only, a SUPER_ADMIN any role. The link verifies the e-mail and leads to choosing a password; it is valid 7 days, once.',
    body: staffCreate,
    responses: { 201: staffMember },
    errors: [409],
  },
  resendStaffInvitation: {
    method: 'POST',
    path: '/api/users/:id/invitation',
    access: 'editors',
    summary: 'Sends a new invitation link; the previous one stops working',
    description: 'An empty-body call. Same role rules as creation. 409 once the user has verified the e-mail.',
    params: staffMemberParams,
    responses: { 200: staffMember },
    errors: [404, 409],
  },
  changeStaffRole: {
    method: 'PUT',
    path: '/api/users/:id/role',
    access: 'editors',
    summary: "Changes a staff member's role",
    description:
      'An ADMIN may manage editors only, a SUPER_ADMIN anyone. Nobody changes their own role (409); the last unblocked SUPER_ADMIN cannot be demoted (409).',
    params: staffMemberParams,
    body: staffRoleUpdate,
    responses: { 200: staffMember },
    errors: [404, 409],
  },
  signOutStaffMember: {
    method: 'POST',
    path: '/api/users/:id/sign-out',
    access: 'editors',
    summary: 'Ends every session of a staff member',
    description: 'An empty-body call. Same role rules as blocking (an ADMIN may sign out editors).',
    params: staffMemberParams,
    responses: { 204: z.null().describe('Signed out everywhere') },
    errors: [404],
  },
  blockUnblockUser: {
    method: 'POST',
    path: '/api/users/block-unblock',
    access: 'editors',
    summary: 'Blocks or unblocks a user (staff or customer) by e-mail; toggles unless `blocked` is given',
    description:
      "An empty-body call. An ADMIN may block editors and customers, a SUPER_ADMIN anyone; nobody blocks themselves (409); the last unblocked SUPER_ADMIN cannot be blocked (409). Blocking ends all the user's sessions.",
    query: blockUnblockQuery,
    responses: { 200: blockState },
    errors: [404, 409],
  },
  exportStaff: {
    method: 'GET',
    path: '/api/users/export.csv',
    access: 'editors',
    summary: 'Every staff member of the given role(s) the search selects, as a CSV download',
    description: exportDescription(
      'exportStaff',
      'The staff `GET /api/users/list?role=` answers (the same role rule: roles 1 and 2 need the admins area), whose name or e-mail contains `q`, by name by default',
    ),
    query: staffExportQuery,
    responses: { 200: csvFile },
  },
});
