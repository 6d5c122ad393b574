import { canAccess } from './access';
import { type BulkAction, type BulkList, bulkLists } from './bulkActions';
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

/** Whether `actor` may serve a customer's data requests: export everything held about them, erase their personal data. */
export const mayServeDataRequests = (actor: Role): boolean => actor === SUPER_ADMIN || actor === ADMIN;

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

/**
 * Whether `actor` may run `action` on many records of `list` at once: whoever may open the list,
 * and for blocking customers whoever may block them one by one.
 */
export function mayRunBulkAction<L extends BulkList>(actor: Role, list: L, action: BulkAction<L>): boolean {
  if (!canAccess(actor, bulkLists[list].area)) return false;
  if (list === 'users/customers') return mayBlockCustomers(actor);
  // Prices are an admin's to set: an editor's changes to a published book wait for review.
  if (list === 'e-books' && (action === 'set-promotion' || action === 'end-promotion')) return actor === SUPER_ADMIN || actor === ADMIN;
  return (bulkLists[list].bulk.actions as readonly string[]).includes(action);
}

/** Whether `actor` may share saved views of the lists they open, and change or delete shared ones. */
export const mayShareViews = (actor: Role): boolean => actor === SUPER_ADMIN || actor === ADMIN;

/** Whether `actor` may change or delete a saved view: their own, or a shared one when they may share views. */
export const mayEditView = (actor: { id: number; role: Role }, view: { ownerId: number | null; shared: boolean }): boolean =>
  view.ownerId === actor.id || (view.shared && mayShareViews(actor.role));
