import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { mayEditView, mayShareViews } from '../../../contract/accessRules';
import type { SavedView, SavedViewChange, SavedViewInput, ViewList } from '../../../contract/views';
import { viewLists } from '../../../contract/views';
import { changesBetween } from '../../audit/changes';
import { writeAudit } from '../../audit/record';
import type { Db } from '../../db';
import { uniqueViolationColumn } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { conflict, forbidden } from '../../errors';
import type { SignedInUser } from '../../types';
import { clearDefaultIf, defaultViewIdOf, setDefaultView } from './preferences';
import { visibleView } from './queries';
import { auditedSettings, isBuiltIn, requireListAccess, toSavedView, type ViewRow, type ViewRowChange, viewsWithOwners } from './rows';
import { coded } from '../../../contract/apiMessages';

/**
 * Saving, changing and deleting views (docs/api.md "Saved views"). Changes of shared views are
 * audited in the same transaction, readable by those who open the view's list.
 */

type Settings = Omit<SavedViewChange, 'isDefault'>;

const nameTaken = () => conflict(coded('view_name_taken_on_list'), { name: coded('view_name_taken') });
const mayNotShare = () => forbidden('Only admins share views');

/** The columns of a view's settings; `shared` keeps the time it was first shared. */
function rowChangeOf(settings: Settings, sharedAt: string | null, now: string): ViewRowChange {
  return {
    ...(settings.name !== undefined && { name: settings.name }),
    ...(settings.shared !== undefined && { shared_at: settings.shared ? (sharedAt ?? now) : null }),
    ...(settings.filters !== undefined && { filters: JSON.stringify(settings.filters) }),
    ...(settings.period !== undefined && { period: settings.period }),
    ...(settings.sort !== undefined && { sort_field: settings.sort?.field ?? null, sort_order: settings.sort?.order ?? null }),
    ...(settings.perPage !== undefined && { per_page: settings.perPage }),
    ...(settings.columns !== undefined && { columns: settings.columns === null ? null : JSON.stringify(settings.columns) }),
  };
}

async function refuseTakenName(db: Kysely<Database>, ownerId: number | null, list: string, name: string, except?: number) {
  if (ownerId === null) return;
  let query = db.selectFrom('saved_views').select('id').where('owner_id', '=', ownerId).where('list', '=', list).where('name', '=', name);
  if (except !== undefined) query = query.where('id', '!=', except);
  if (await query.executeTakeFirst()) throw nameTaken();
}

/** A concurrent save of the same name breaks the unique index: the same 409. */
const asNameTaken = (error: unknown) => {
  throw uniqueViolationColumn(error) ? nameTaken() : error;
};

/** The view as the API answers it, read after the caller's right to it was checked (un-sharing may end it). */
async function answer(db: Kysely<Database>, user: SignedInUser, id: number): Promise<SavedView> {
  const row = await viewsWithOwners(db).where('view.id', '=', id).executeTakeFirstOrThrow();
  return toSavedView(row, user, await defaultViewIdOf(db, user, row.list as ViewList));
}

async function auditShared(trx: Kysely<Database>, request: FastifyRequest, action: 'create' | 'update' | 'delete', before: SavedView | null, after: SavedView | null) {
  const view = (after ?? before)!;
  if (!before?.shared && !after?.shared) return;
  await writeAudit(trx, request, {
    action,
    resource: 'savedView',
    area: viewLists[view.list],
    recordId: view.id,
    label: view.name,
    changes: changesBetween(before ? auditedSettings(before) : {}, after ? auditedSettings(after) : {}),
    details: { list: view.list },
  });
}

export async function createView(db: Db, request: FastifyRequest, input: SavedViewInput & { list: ViewList }): Promise<SavedView> {
  const user = request.user!;
  requireListAccess(user, input.list);
  if (input.shared && !mayShareViews(user.role)) throw mayNotShare();
  const { list, isDefault, ...settings } = input;
  return db
    .transaction()
    .execute(async (trx) => {
      await refuseTakenName(trx, user.id, list, settings.name);
      const now = new Date().toISOString();
      const { id } = await trx
        .insertInto('saved_views')
        .values({
          list,
          owner_id: user.id,
          name: settings.name,
          filters: '{}',
          ...rowChangeOf(settings, null, now),
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (isDefault) await setDefaultView(trx, user, list, id);
      const view = await answer(trx, user, id);
      await auditShared(trx, request, 'create', null, view);
      return view;
    })
    .catch(asNameTaken);
}

/** The stored view the staff member may change: 404 when they may not use it, 403 when they may only use it. */
async function editableView(trx: Kysely<Database>, user: SignedInUser, id: number): Promise<ViewRow> {
  const row = await visibleView(trx, user, id);
  if (!mayEditView(user, { ownerId: row.owner_id, shared: row.shared_at !== null })) {
    throw forbidden('Only admins change the views shared with everyone');
  }
  return row;
}

export async function updateView(db: Db, request: FastifyRequest, id: number, change: SavedViewChange): Promise<SavedView> {
  const user = request.user!;
  const { isDefault, ...settings } = change;
  if (settings.shared && !mayShareViews(user.role)) throw mayNotShare();
  return db
    .transaction()
    .execute(async (trx) => {
      const row = await editableView(trx, user, id);
      if (settings.shared === false && isBuiltIn(row)) throw forbidden('Built-in views cannot be un-shared.');
      if (settings.name !== undefined) await refuseTakenName(trx, row.owner_id, row.list, settings.name, id);
      const before = await answer(trx, user, id);
      const now = new Date().toISOString();
      const rowChange = rowChangeOf(settings, row.shared_at, now);
      if (Object.keys(rowChange).length > 0) {
        await trx.updateTable('saved_views').set({ ...rowChange, updated_at: now }).where('id', '=', id).execute();
      }
      const list = row.list as ViewList;
      if (isDefault === true) await setDefaultView(trx, user, list, id);
      if (isDefault === false) await clearDefaultIf(trx, user, list, id);
      const after = await answer(trx, user, id);
      await auditShared(trx, request, 'update', before, after);
      return after;
    })
    .catch(asNameTaken);
}

export async function deleteView(db: Db, request: FastifyRequest, id: number): Promise<void> {
  const user = request.user!;
  await db.transaction().execute(async (trx) => {
    const row = await editableView(trx, user, id);
    if (isBuiltIn(row)) throw forbidden('Built-in views cannot be deleted.');
    const before = await answer(trx, user, id);
    await trx.deleteFrom('saved_views').where('id', '=', id).execute();
    await auditShared(trx, request, 'delete', before, null);
  });
}
