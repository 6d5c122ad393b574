import type { Kysely } from 'kysely';
import { rewritingAuditEntries } from './appendOnlyAudit';

/**
 * The app's layouts become records of the editorial lifecycle (docs/api.md "Layouts", "Editorial
 * workflow"): each screen's row exists from the start (version 0 until saved) with a fixed id
 * (contract/layoutRules.ts `layoutIdOf`), a title and the enabled flag its state gives it, as the
 * other editorial tables have (published: every layout was live). The audit log names them as the
 * other records: resource `ui/layout` and the layout's id, instead of `layout` and the screen.
 */
const screens = [
  ['home', 1, 'Home layout'],
  ['books', 2, 'Books layout'],
  ['magazines', 3, 'Magazines layout'],
  ['news', 4, 'News layout'],
] as const;

type Tables = {
  layouts: { layout_type: string; id: number | null; title: string; status: string; version: number; updated_at: string };
  audit_entries: { resource: string; record_id: string | null };
  saved_views: { id: number; list: string; filters: string };
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('layouts').addColumn('id', 'integer').execute();
  await db.schema.alterTable('layouts').addColumn('title', 'varchar(40)', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('layouts').addColumn('status', 'varchar(1)', (c) => c.notNull().defaultTo('E')).execute();
  const tables = db as Kysely<Tables>;
  const now = new Date().toISOString();
  for (const [layoutType, id, title] of screens) {
    await tables
      .insertInto('layouts')
      .values({ layout_type: layoutType, id, title, status: 'E', version: 0, updated_at: now })
      .onConflict((oc) => oc.column('layout_type').doUpdateSet({ id, title }))
      .execute();
  }
  await db.schema.createIndex('layouts_id').on('layouts').column('id').unique().execute();
  await renameEntries(tables, 'layout', 'ui/layout');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = db as Kysely<Tables>;
  await renameEntries(tables, 'ui/layout', 'layout');
  await db.schema.dropIndex('layouts_id').execute();
  for (const column of ['status', 'title', 'id']) await db.schema.alterTable('layouts').dropColumn(column).execute();
}

/** The layouts' audit entries (and the Activity views filtered by them) under their new name and ids. */
async function renameEntries(db: Kysely<Tables>, from: 'layout' | 'ui/layout', to: 'layout' | 'ui/layout') {
  await rewritingAuditEntries(db as Kysely<unknown>, async () => {
    for (const [layoutType, id] of screens) {
      const [old, next] = from === 'layout' ? [layoutType, String(id)] : [String(id), layoutType];
      await db.updateTable('audit_entries').set({ resource: to, record_id: next }).where('resource', '=', from).where('record_id', '=', old).execute();
    }
    await db.updateTable('audit_entries').set({ resource: to }).where('resource', '=', from).execute();
  });
  const views = await db.selectFrom('saved_views').select(['id', 'filters']).where('list', '=', 'users/activity').execute();
  for (const view of views) {
    const filters = JSON.parse(view.filters) as { resource?: unknown };
    if (filters.resource !== from) continue;
    await db.updateTable('saved_views').set({ filters: JSON.stringify({ ...filters, resource: to }) }).where('id', '=', view.id).execute();
  }
}
