import type { FastifyRequest } from 'fastify';
import type { AuditAction, AuditChange } from '../../../contract/audit';
import { AdminRole } from '../../../contract/enums';
import { type AuditContext, writeAudit } from '../../audit/record';
import type { Db } from '../../db';

/** A user (a staff member, or a customer: no role) as their audit entries name them. */
export interface AuditedUser {
  id: number;
  name: string;
  email: string;
  role: number | null;
}

export interface UserChange {
  action: AuditAction;
  changes?: AuditChange[];
  details?: Record<string, unknown>;
  /** Who may read the entry, when not the user's role as it is (a role change: server/areas/staff/routes.ts). */
  subjectRole?: number;
}

/**
 * Writes the audit entry of a change to a user, with `db` the transaction of the change: a staff
 * member's is a `staff` entry read by the area of `subjectRole` (their role by default), a
 * customer's a `users/customers` entry. The label is the name, or the e-mail when there is none.
 */
export function writeUserAudit(
  db: Db,
  context: FastifyRequest | AuditContext,
  user: AuditedUser,
  { subjectRole, ...change }: UserChange,
): Promise<void> {
  return writeAudit(db, context, {
    ...change,
    resource: user.role === null ? 'users/customers' : 'staff',
    recordId: user.id,
    label: user.name || user.email,
    subjectRole: subjectRole ?? user.role,
  });
}

/**
 * Of a role change, the role that decides who reads its entry: the more restrictive of the two,
 * so that an admin's demotion to editor stays for SUPER_ADMINs only as the admin's entries are.
 */
export const restrictiveRole = (from: number, to: number): number => (from === AdminRole.EDITOR ? to : from);

/** A boolean state that changed (`blocked`), as the audit log shows it. */
export const flagChange = (field: string, to: boolean): AuditChange => ({ field, from: !to, to });
