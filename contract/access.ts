import { AdminRole } from './enums';

const { SUPER_ADMIN, ADMIN, EDITOR } = AdminRole;

/**
 * The one access table (docs/architecture.md "Access"): the console builds its
 * menu and guards from it, the server checks every `/api` route against it.
 */
export const accessTable = {
  dashboard: [SUPER_ADMIN, ADMIN, EDITOR],
  ebooks: [SUPER_ADMIN, ADMIN, EDITOR],
  ui: [SUPER_ADMIN, ADMIN, EDITOR],
  customers: [SUPER_ADMIN, ADMIN, EDITOR],
  orders: [SUPER_ADMIN, ADMIN],
  subscriptions: [SUPER_ADMIN, ADMIN],
  feed: [SUPER_ADMIN, ADMIN],
  analytics: [SUPER_ADMIN, ADMIN],
  editors: [SUPER_ADMIN, ADMIN],
  admins: [SUPER_ADMIN],
  /**
   * The editorial workflow's pages (the review queue, the release calendar): each shows only the
   * records of the areas the reader may open (docs/api.md "Editorial workflow").
   */
  editorial: [SUPER_ADMIN, ADMIN, EDITOR],
  /** The Activity page and the audit log's export (every staff member reads their areas' history). */
  activity: [SUPER_ADMIN, ADMIN],
} as const satisfies Record<string, readonly AdminRole[]>;

export type Area = keyof typeof accessTable;
export const areas = Object.keys(accessTable) as Area[];

/**
 * What a route or page requires: an area of the table, `account` for what every signed-in
 * staff member reaches (own profile, password change), or `public` for no sign-in at all.
 */
export type Access = Area | 'account' | 'public';

export function canAccess(role: number | null | undefined, access: Access): boolean {
  if (access === 'public') return true;
  if (role == null) return false;
  if (access === 'account') return true;
  return (accessTable[access] as readonly number[]).includes(role);
}
