import type { Kysely, Selectable, Updateable } from 'kysely';
import { canAccess } from '../../../contract/access';
import type { SavedView, ViewColumns, ViewList, ViewPeriod } from '../../../contract/views';
import { viewLists } from '../../../contract/views';
import type { Database, SavedViewsTable } from '../../db/schema';
import { forbidden } from '../../errors';
import type { SignedInUser } from '../../types';

/** Saved views as stored (server/db/migrations/0017_saved_views.ts) and as the API answers them. */

export type ViewRow = Selectable<SavedViewsTable> & { owner_name: string | null };
export type ViewRowChange = Updateable<SavedViewsTable>;

/** 403 unless the staff member may open the list (docs/api.md "Saved views"). */
export function requireListAccess(user: SignedInUser, list: ViewList): void {
  if (!canAccess(user.role, viewLists[list])) throw forbidden('You may not open this list');
}

/** Whether a stored view is one the staff member may use: of a list they open, theirs or shared. */
export function isVisibleTo(row: Pick<ViewRow, 'list' | 'owner_id' | 'shared_at'>, user: SignedInUser): boolean {
  const area = viewLists[row.list as ViewList];
  return area !== undefined && canAccess(user.role, area) && (row.owner_id === user.id || row.shared_at !== null);
}

/**
 * One of the views the console comes with (migration 0017): they alone have no owner, since a
 * staff member's views go with their account (`owner_id` cascades) and the API gives every new one
 * its maker. Nobody deletes or un-shares them.
 */
export const isBuiltIn = (row: Pick<ViewRow, 'owner_id'>): boolean => row.owner_id === null;

export const viewsWithOwners = (db: Kysely<Database>) =>
  db
    .selectFrom('saved_views as view')
    .leftJoin('users as owner', 'owner.id', 'view.owner_id')
    .selectAll('view')
    .select('owner.name as owner_name');

export function toSavedView(row: ViewRow, user: SignedInUser, defaultViewId: number | null): SavedView {
  return {
    id: row.id,
    list: row.list as ViewList,
    name: row.name,
    shared: row.shared_at !== null,
    filters: JSON.parse(row.filters) as Record<string, unknown>,
    period: row.period as ViewPeriod | null,
    sort: row.sort_field && row.sort_order ? { field: row.sort_field, order: row.sort_order as 'ASC' | 'DESC' } : null,
    perPage: row.per_page,
    columns: row.columns === null ? null : (JSON.parse(row.columns) as ViewColumns),
    owner: row.owner_id === null ? null : { id: row.owner_id, name: row.owner_name ?? '' },
    builtIn: isBuiltIn(row),
    mine: row.owner_id === user.id,
    isDefault: row.id === defaultViewId,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** What the audit log records of a view: its settings, without ids and times. */
export const auditedSettings = ({ name, list, shared, filters, period, sort, perPage, columns }: SavedView) => ({
  name,
  list,
  shared,
  filters,
  period,
  sort,
  perPage,
  columns,
});
