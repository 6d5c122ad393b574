import type { Area } from './access';
import { editorialStepNames } from './lifecycle';
import { declarationsWith, type NamesWith } from './resources';

/**
 * What the console needs of the audit log (contract/audit.ts holds its schemas and operations), without zod.
 */

/**
 * What an entry is about and who may read it: the resources that declare `audited`, by their name
 * and area (contract/resources/), and the records that are no resource of their own: staff members (in two lists by role; an entry's area is that of their role, `editors` or `admins`), the audit
 * log itself (its exports and purges), saved views (the list's area, given with each entry by
 * server/areas/views/; this is who may filter by them) and the subscription figures' exports.
 */
const otherAuditAreas = { audit: 'admins', savedView: 'activity', subscriptionFigures: 'analytics', secondFactorRules: 'admins' } as const satisfies Record<string, Area>;
export type AuditResource = NamesWith<'audited'> | keyof typeof otherAuditAreas | 'staff';
export const auditAreaOf = {
  ...Object.fromEntries(declarationsWith('audited').map(({ name, area }) => [name, area])),
  ...otherAuditAreas,
} as Record<Exclude<AuditResource, 'staff'>, Area>;
export const auditResources = [...Object.keys(auditAreaOf), 'staff'] as unknown as [AuditResource, ...AuditResource[]];

/** What was done. */
export const auditActions = [
  'create',
  'update',
  'delete',
  'uploadFile',
  'removeFile',
  'recheckPayment',
  'refund',
  'cancel',
  'block',
  'unblock',
  'changeRole',
  'invite',
  'signOutOthers',
  // One session ended (docs/api.md "Sessions"); API tokens made and revoked ("API tokens").
  'endSession',
  'createToken',
  'revokeToken',
  'signIn',
  'signOut',
  // Second factors (docs/api.md "Second factors"): one added or removed, a recovery code used or
  // new ones made, a member's reset by a SUPER_ADMIN, a role's requirement set.
  'addSecondFactor',
  'removeSecondFactor',
  'useRecoveryCode',
  'newRecoveryCodes',
  'resetSecondFactors',
  'requireSecondFactor',
  'changePassword',
  'resetPassword',
  'export',
  'addNote',
  'deleteNote',
  'purge',
  'erase',
  // The editorial lifecycle's steps (contract/lifecycle.ts), a pending change saved, a revision restored.
  ...editorialStepNames,
  'propose',
  'restore',
] as const;
export type AuditAction = (typeof auditActions)[number];
