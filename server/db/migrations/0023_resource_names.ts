import { type Kysely, sql } from 'kysely';
import { rewritingAuditEntries } from './appendOnlyAudit';

/**
 * One name per resource (docs/architecture.md "Resources"): what the audit log, bulk jobs, staff
 * notes and the Activity page's saved views called a resource becomes its one name, the console's route.
 */
const renamed: [old: string, name: string][] = [
  ['ebook', 'e-books'],
  ['order', 'orders'],
  ['subscription', 'subscriptions'],
  ['feedEntry', 'feeds'],
  ['banner', 'ui/banners'],
  ['alert', 'ui/alerts'],
  ['appConfig', 'ui/app-config'],
  ['customer', 'users/customers'],
];
/** Bulk jobs are `<list>/<action>`: the lists whose name changes. */
const renamedLists: [old: string, name: string][] = [
  ['feed', 'feeds'],
  ['ebooks', 'e-books'],
  ['banners', 'ui/banners'],
  ['alerts', 'ui/alerts'],
  ['appConfig', 'ui/app-config'],
  ['customers', 'users/customers'],
];

type Tables = {
  audit_entries: { resource: string };
  staff_notes: { subject: string };
  jobs: { kind: string };
  saved_views: { id: number; list: string; filters: string };
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await rename(db as Kysely<Tables>, renamed, renamedLists);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const back = (pairs: [string, string][]) => pairs.map(([old, name]): [string, string] => [name, old]);
  await rename(db as Kysely<Tables>, back(renamed), back(renamedLists));
}

async function rename(db: Kysely<Tables>, resources: [string, string][], lists: [string, string][]) {
  await rewritingAuditEntries(db as Kysely<unknown>, async () => {
    for (const [from, to] of resources) await db.updateTable('audit_entries').set({ resource: to }).where('resource', '=', from).execute();
  });
  for (const [from, to] of resources) await db.updateTable('staff_notes').set({ subject: to }).where('subject', '=', from).execute();
  for (const [from, to] of lists) {
    await db
      .updateTable('jobs')
      .set({ kind: sql<string>`${to} || substr(kind, ${from.length + 1})` })
      .where('kind', 'like', `${from}/%`)
      .where(sql<number>`length(kind) - length(replace(kind, '/', ''))`, '=', from.split('/').length)
      .execute();
  }
  const activityViews = await db.selectFrom('saved_views').select(['id', 'filters']).where('list', '=', 'users/activity').execute();
  const names = new Map(resources);
  for (const view of activityViews) {
    const filters = JSON.parse(view.filters) as { resource?: unknown };
    const name = typeof filters.resource === 'string' ? names.get(filters.resource) : undefined;
    if (name === undefined) continue;
    await db.updateTable('saved_views').set({ filters: JSON.stringify({ ...filters, resource: name }) }).where('id', '=', view.id).execute();
  }
}
