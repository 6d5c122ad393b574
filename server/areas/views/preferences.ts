import type { Kysely } from 'kysely';
import type { ListColumns, ViewColumns, ViewList } from '../../../contract/views';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import type { SignedInUser } from '../../types';
import { isVisibleTo, requireListAccess } from './rows';

/** Each staff member's choices on a list (table `list_preferences`): their default view and columns. */

type Choice = { default_view_id: number | null } | { columns: string | null };

async function keepChoice(db: Kysely<Database>, userId: number, list: ViewList, choice: Choice): Promise<void> {
  const updatedAt = new Date().toISOString();
  await db
    .insertInto('list_preferences')
    .values({ user_id: userId, list, default_view_id: null, columns: null, ...choice, updated_at: updatedAt })
    .onConflict((conflict) => conflict.columns(['user_id', 'list']).doUpdateSet({ ...choice, updated_at: updatedAt }))
    .execute();
}

/** The staff member's default view of the list, if it is still one they may use. */
export async function defaultViewIdOf(db: Kysely<Database>, user: SignedInUser, list: ViewList): Promise<number | null> {
  const row = await db
    .selectFrom('list_preferences as preference')
    .innerJoin('saved_views as view', 'view.id', 'preference.default_view_id')
    .select(['view.id', 'view.list', 'view.owner_id', 'view.shared_at'])
    .where('preference.user_id', '=', user.id)
    .where('preference.list', '=', list)
    .executeTakeFirst();
  return row && isVisibleTo(row, user) ? row.id : null;
}

/** Makes a view the staff member's default of the list, or none (null); 404 for a view they may not use there. */
export async function setDefaultView(db: Kysely<Database>, user: SignedInUser, list: ViewList, viewId: number | null) {
  requireListAccess(user, list);
  if (viewId !== null) {
    const view = await db.selectFrom('saved_views').select(['list', 'owner_id', 'shared_at']).where('id', '=', viewId).executeTakeFirst();
    if (!view || view.list !== list || !isVisibleTo(view, user)) throw notFound('No such view');
  }
  await keepChoice(db, user.id, list, { default_view_id: viewId });
  return { list, defaultViewId: viewId };
}

/** Stops a view being the staff member's default of its list, when it is. */
export async function clearDefaultIf(db: Kysely<Database>, user: SignedInUser, list: ViewList, viewId: number): Promise<void> {
  await db
    .updateTable('list_preferences')
    .set({ default_view_id: null, updated_at: new Date().toISOString() })
    .where('user_id', '=', user.id)
    .where('list', '=', list)
    .where('default_view_id', '=', viewId)
    .execute();
}

export async function listColumnsOf(db: Kysely<Database>, user: SignedInUser, list: ViewList): Promise<ListColumns> {
  requireListAccess(user, list);
  const row = await db
    .selectFrom('list_preferences')
    .select('columns')
    .where('user_id', '=', user.id)
    .where('list', '=', list)
    .executeTakeFirst();
  return { list, columns: row?.columns ? (JSON.parse(row.columns) as ViewColumns) : null };
}

export async function keepListColumns(db: Kysely<Database>, user: SignedInUser, { list, columns }: ListColumns): Promise<ListColumns> {
  requireListAccess(user, list);
  await keepChoice(db, user.id, list, { columns: columns === null ? null : JSON.stringify(columns) });
  return { list, columns };
}
