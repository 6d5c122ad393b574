import { declareResource } from './declaration';

/** The staff lists' export, one for both (its `role` says which). */
const staffExport = {
  operation: 'exportStaff',
  columns: {
    name: ['Name', 'E-mail'],
    role: ['Role'],
    emailVerified: ['Verified'],
    blocked: ['Blocked'],
    invitationPending: ['Invitation pending'],
    lastSignInAt: ['Last sign-in'],
  },
} as const;

/**
 * Staff members are one kind of record in two lists, by role: their changes are audited as
 * `staff` (contract/audit.ts), whichever list shows them, as their role may change.
 */
export const editors = declareResource({ name: 'users/editors', area: 'editors', api: '/api/users', views: true, export: staffExport });
export const admins = declareResource({ name: 'users/admins', area: 'admins', api: '/api/users', views: true, export: staffExport });
