import { canAccess } from './access';
import { AdminRole } from './enums';

/**
 * The rules finer than the area table (contract/access.ts), named once: the server checks
 * them and the console shows or hides its buttons by them. No view compares role numbers.
 */

const { SUPER_ADMIN, ADMIN, EDITOR } = AdminRole;
type Role = number | null | undefined;

/**
 * Whether `actor` may manage an account of `target` role (block, unblock, sign out, resend the
 * invitation, give or take that role): a SUPER_ADMIN anyone, an ADMIN editors and customers
 * (role null), nobody else.
 */
export function mayManage(actor: Role, target: number | null): boolean {
  if (actor === SUPER_ADMIN) return true;
  if (actor === ADMIN) return target === EDITOR || target === null;
  return false;
}

/** The staff roles `actor` may invite or give: a SUPER_ADMIN any, an ADMIN editors only. */
export function invitableRoles(actor: Role): AdminRole[] {
  return [SUPER_ADMIN, ADMIN, EDITOR].filter((role) => mayManage(actor, role));
}

/** Whether `actor` may block or unblock customers. */
export const mayBlockCustomers = (actor: Role): boolean => mayManage(actor, null);

/** Whether `actor` may change staff roles at all (the role menu entry): SUPER_ADMIN only. */
export const mayChangeRoles = (actor: Role): boolean => actor === SUPER_ADMIN;

/** Whether `actor` may read the profile of user `targetId`: one's own always, anyone's as SUPER_ADMIN. */
export const mayReadProfile = (actor: { id: number; role: Role }, targetId: number): boolean =>
  actor.id === targetId || actor.role === SUPER_ADMIN;

/** Whether `actor` may list staff of these roles: editors with the editors area, admins with the admins area. */
export const mayListStaff = (actor: Role, roles: readonly number[]): boolean =>
  roles.every((role) => canAccess(actor, role === EDITOR ? 'editors' : 'admins'));

/** Whether `actor` sees revenue and orders (the commerce dashboard): those who may open analytics. */
export const seesRevenue = (actor: Role): boolean => canAccess(actor, 'analytics');
