import { sql, type Kysely } from 'kysely';
import type { SavedViewsOfList, ViewList } from '../../../contract/views';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import type { SignedInUser } from '../../types';
import { defaultViewIdOf } from './preferences';
import { isVisibleTo, requireListAccess, toSavedView, type ViewRow, viewsWithOwners } from './rows';

/** The views of a list the staff member may use: their own, then the shared ones, each by name. */
export async function listViews(db: Kysely<Database>, user: SignedInUser, list: ViewList): Promise<SavedViewsOfList> {
  requireListAccess(user, list);
  const rows = await viewsWithOwners(db)
    .where('view.list', '=', list)
    .where((where) => where.or([where('view.owner_id', '=', user.id), where('view.shared_at', 'is not', null)]))
    .orderBy(sql`case when ${sql.ref('view.owner_id')} = ${user.id} then 0 else 1 end`)
    .orderBy('view.name')
    .orderBy('view.id')
    .execute();
  const defaultViewId = await defaultViewIdOf(db, user, list);
  return { list, views: rows.map((row) => toSavedView(row, user, defaultViewId)), defaultViewId };
}

/** One stored view the staff member may use; 404 for another's personal view or one of a list they may not open. */
export async function visibleView(db: Kysely<Database>, user: SignedInUser, id: number): Promise<ViewRow> {
  const row = await viewsWithOwners(db).where('view.id', '=', id).executeTakeFirst();
  if (!row || !isVisibleTo(row, user)) throw notFound('No such view');
  return row;
}
