import { type ExpressionBuilder, sql } from 'kysely';
import { canAccess } from '../../../contract/access';
import type { CalendarItem, CalendarKind } from '../../../contract/calendar';
import { calendarKinds, calendarKindsFor, mayMoveCalendarItem } from '../../../contract/calendarRules';
import { type EditorialResource, editorialAreaOf, editorialResources, type LifecycleState } from '../../../contract/lifecycle';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import { editorialTables } from '../../editorial/tables';
import { dayRange, startOfDay } from '../../lib/dates';

/**
 * The release calendar's reads (docs/api.md "Release calendar"): each kind of item by its own
 * range-bounded query (the indexes of migration 0026), of the resources the reader may open.
 */

export interface CalendarRequest {
  from: string;
  to: string;
  kinds?: CalendarKind[];
  role: number | null;
  timeZone: string;
}

/** The instants of the range (its first, and the first after it) and what each item needs to be built. */
interface Range {
  from: string;
  to: string;
  start: string;
  end: string;
  role: number | null;
}

/** A record of an editorial table as the calendar shows it: its title and where it is in the lifecycle now. */
interface RecordState {
  id: number;
  title: string;
  status: string;
  state: LifecycleState | null;
}

/** The record's state; a record stored without one (the demo data, an import) is published when enabled, else a draft. */
const stateOf = (record: Pick<RecordState, 'state' | 'status'>): LifecycleState => record.state ?? (record.status === 'E' ? 'published' : 'draft');

const iso = (value: string) => new Date(value).toISOString();

/** Every table is read as the banners' (id, title, status): Kysely types a table chosen at run time by one of them. */
const tableOf = (resource: EditorialResource) => editorialTables[resource] as 'banners';

/** An item of the answer: what it is, when, the record's state, and whether the reader may move it. */
function item(
  range: Range,
  kind: CalendarKind,
  resource: EditorialResource,
  record: RecordState,
  times: Pick<CalendarItem, 'start' | 'end' | 'allDay'>,
  key = '',
  change = false,
): CalendarItem {
  const state = stateOf(record);
  return {
    key: `${kind}:${resource}:${record.id}${key}`,
    kind,
    resource,
    recordId: record.id,
    title: record.title,
    ...times,
    state,
    change,
    movable: mayMoveCalendarItem(range.role, kind, resource, state),
  };
}

/** The records of `resource` with their state, as the caller bounds them. */
function recordsWithState(db: Db, resource: EditorialResource) {
  const table = tableOf(resource);
  return db
    .selectFrom(table)
    .leftJoin('editorial_states', (join) => join.onRef('editorial_states.record_id', '=', `${table}.id`).on('editorial_states.resource', '=', resource))
    .select([`${table}.id`, `${table}.title`, `${table}.status`, 'editorial_states.state']);
}

/**
 * Publications to come: records their lifecycle has scheduled within the range
 * (`editorial_states_publish_at`), and pending changes of published records scheduled within it
 * (`editorial_states_change_publish_at`).
 */
async function scheduled(db: Db, range: Range, resources: EditorialResource[]): Promise<CalendarItem[]> {
  const perResource = await Promise.all(
    resources.flatMap((resource) =>
      (['publish_at', 'change_publish_at'] as const).map(async (column) => {
        const table = tableOf(resource);
        const change = column === 'change_publish_at';
        const rows = await db
          .selectFrom('editorial_states')
          .innerJoin(table, `${table}.id`, 'editorial_states.record_id')
          .select([`${table}.id`, `${table}.title`, `${table}.status`, 'editorial_states.state', `editorial_states.${column} as at`])
          .where('editorial_states.resource', '=', resource)
          .where(change ? 'editorial_states.change_state' : 'editorial_states.state', '=', 'scheduled')
          .where(`editorial_states.${column}`, '>=', range.start)
          .where(`editorial_states.${column}`, '<', range.end)
          .execute();
        return rows.map((row) => {
          const at = iso(row.at!);
          return item(range, 'scheduled', resource, row, { start: at, end: at, allDay: false }, change ? ':change' : '', change);
        });
      }),
    ),
  );
  return perResource.flat();
}

interface Change {
  field?: unknown;
  to?: unknown;
}

/**
 * Whether an audit entry records a publication: a step that reached `published` (publish, approve,
 * the scheduled job's publish), a save or bulk action whose enabled flag published the record, or
 * a record created enabled.
 */
function isPublication(action: string, changes: string): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(changes);
  } catch {
    return false;
  }
  if (!Array.isArray(parsed)) return false;
  return (parsed as Change[]).some(
    (change) => (change.field === 'state' && change.to === 'published') || (action === 'create' && change.field === 'status' && change.to === 'E'),
  );
}

/** The actions whose entries may record a publication (isPublication reads which do). */
const publishingActions = ['publish', 'approve', 'create', 'update'] as const;

/** The most ids one `in (...)` holds. */
const idsPerQuery = 500;

/**
 * Past publications: the audit log's (`audit_entries_publications`), each with its record as it is
 * now (its title and state); a record deleted since is left out, its page being gone.
 */
async function published(db: Db, range: Range, resources: EditorialResource[]): Promise<CalendarItem[]> {
  const entries = await db
    .selectFrom('audit_entries')
    .select(['id', 'at', 'action', 'resource', 'record_id', 'changes'])
    .where('resource', 'in', resources)
    .where('action', 'in', publishingActions)
    .where('at', '>=', range.start)
    .where('at', '<', range.end)
    .where((eb) => eb.or([eb('changes', 'like', '%published%'), eb('action', '=', 'create')]))
    .execute();
  const publications = entries.filter((entry) => entry.record_id !== null && isPublication(entry.action, entry.changes));
  const perResource = await Promise.all(
    resources.map(async (resource) => {
      const ofResource = publications.filter((entry) => entry.resource === resource);
      const ids = [...new Set(ofResource.map((entry) => Number(entry.record_id)))];
      const records = new Map<number, RecordState>();
      for (let index = 0; index < ids.length; index += idsPerQuery) {
        const rows = await recordsWithState(db, resource)
          .where(`${tableOf(resource)}.id`, 'in', ids.slice(index, index + idsPerQuery))
          .execute();
        for (const row of rows) records.set(row.id, row);
      }
      return ofResource.flatMap((entry) => {
        const record = records.get(Number(entry.record_id));
        const at = iso(entry.at);
        return record ? [item(range, 'published', resource, record, { start: at, end: at, allDay: false }, `:${entry.id}`)] : [];
      });
    }),
  );
  return perResource.flat();
}

/** Leaves out the records put away: an archived record shows nowhere (its past publications excepted). */
const notArchived = (eb: ExpressionBuilder<Database, 'editorial_states'>) =>
  eb.or([eb('editorial_states.state', 'is', null), eb('editorial_states.state', '<>', 'archived')]);

/**
 * The records of `resource` whose `column` (a day, or an instant) lies from `low` up to `high`
 * (included for days), archived ones left out: a release date, a feed entry's time.
 */
function dated(db: Db, resource: EditorialResource, column: 'publication_date' | 'publish_at', low: string, high: string, highIncluded: boolean) {
  const ref = sql.ref(`${editorialTables[resource]}.${column}`);
  return recordsWithState(db, resource)
    .select(sql<string>`${ref}`.as('at'))
    .where(sql<boolean>`${ref} >= ${low}`)
    .where(sql<boolean>`${ref} ${sql.raw(highIncluded ? '<=' : '<')} ${high}`)
    .where(notArchived)
    .execute();
}

/** E-books released within the range, by their publication date (`ebooks_publication_date`): all-day items. */
async function releases(db: Db, range: Range): Promise<CalendarItem[]> {
  const rows = await dated(db, 'e-books', 'publication_date', range.from, range.to, true);
  return rows.map((row) => item(range, 'release', 'e-books', row, { start: row.at, end: row.at, allDay: true }));
}

/**
 * Banners' or alerts' windows that overlap the range (`banners_start`, `alerts_start`): a window
 * starts before the range's end and ends after its start, or has no end.
 */
async function windows(db: Db, range: Range, resource: 'ui/banners' | 'ui/alerts'): Promise<CalendarItem[]> {
  const table = tableOf(resource);
  const rows = await recordsWithState(db, resource)
    .select([`${table}.start_at`, `${table}.end_at`])
    .where(`${table}.start_at`, '<', range.end)
    .where((eb) => eb.or([eb(`${table}.end_at`, 'is', null), eb(`${table}.end_at`, '>', range.start)]))
    .where(notArchived)
    .execute();
  const kind = resource === 'ui/banners' ? 'banner' : 'alert';
  return rows.map((row) => item(range, kind, resource, row, { start: iso(row.start_at), end: row.end_at === null ? null : iso(row.end_at), allDay: false }));
}

/** Feed entries whose time falls within the range (`feed_entries_publish`). */
async function feedEntries(db: Db, range: Range): Promise<CalendarItem[]> {
  const rows = await dated(db, 'feeds', 'publish_at', range.start, range.end, false);
  return rows.map((row) => {
    const at = iso(row.at);
    return item(range, 'feed', 'feeds', row, { start: at, end: at, allDay: false });
  });
}

/** Where an item starts, as an instant: an all-day item at the start of its day. */
const sortKey = (entry: CalendarItem, timeZone: string) => (entry.allDay ? startOfDay(entry.start, timeZone).toISOString() : entry.start);

/**
 * The calendar of `from`..`to` (business days in `timeZone`) for a reader of `role`: every kind
 * asked for (all by default) of the resources whose area the reader may open, by start, then kind
 * and title.
 */
export async function calendarItems(db: Db, request: CalendarRequest): Promise<CalendarItem[]> {
  const { start, end } = dayRange({ from: request.from, to: request.to }, request.timeZone);
  const range: Range = { from: request.from, to: request.to, start: start!, end: end!, role: request.role };
  const kinds = new Set(calendarKindsFor(request.role).filter((kind) => !request.kinds || request.kinds.includes(kind)));
  const resources = editorialResources.filter((resource) => canAccess(request.role, editorialAreaOf[resource]));
  const wants = (kind: CalendarKind) => kinds.has(kind);
  const parts = await Promise.all([
    wants('scheduled') && resources.length > 0 ? scheduled(db, range, resources) : [],
    wants('published') && resources.length > 0 ? published(db, range, resources) : [],
    wants('release') ? releases(db, range) : [],
    wants('banner') ? windows(db, range, 'ui/banners') : [],
    wants('alert') ? windows(db, range, 'ui/alerts') : [],
    wants('feed') ? feedEntries(db, range) : [],
  ]);
  const order = (kind: CalendarKind) => calendarKinds.indexOf(kind);
  return parts
    .flat()
    .map((entry) => ({ entry, at: sortKey(entry, request.timeZone) }))
    .sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : order(a.entry.kind) - order(b.entry.kind) || a.entry.title.localeCompare(b.entry.title)))
    .map(({ entry }) => entry);
}
