import type { Kysely, Selectable, SelectQueryBuilder } from 'kysely';
import { type Area, areas, canAccess } from '../../contract/access';
import type { AuditEntry, AuditExportQuery, AuditListQuery, AuditResource } from '../../contract/audit';
import type { Db } from '../db';
import { containsText } from '../db/dialect';
import type { AuditEntriesTable, Database } from '../db/schema';
import { dayRange } from '../lib/dates';
import { type AuditReader, entryForReader, searchableActorRoles } from './visibility';

type EntryRow = Selectable<AuditEntriesTable>;

/** The areas whose entries a role may read (contract/access.ts). */
export const readableAreas = (role: number): Area[] => areas.filter((area) => canAccess(role, area));

const parsed = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

export function toAuditEntry(row: EntryRow): AuditEntry {
  return {
    id: row.id,
    at: new Date(row.at).toISOString(),
    actor:
      row.actor_id === null && row.actor_email === null
        ? null
        : { id: row.actor_id, name: row.actor_name ?? '', email: row.actor_email ?? '', role: row.actor_role },
    action: row.action,
    resource: row.resource,
    recordId: row.record_id,
    label: row.label,
    changes: parsed(row.changes) as AuditEntry['changes'],
    reason: row.reason,
    details: parsed(row.details) as AuditEntry['details'],
    ip: row.ip,
    requestId: row.request_id,
    jobId: row.job_id,
    actorToken: row.actor_token_id === null ? null : { id: row.actor_token_id, name: row.actor_token_name ?? '' },
  };
}

type Filters = Omit<AuditListQuery, 'paginationRequest'> | AuditExportQuery;

/**
 * The entries a reader may read that match the filters, newest first. `q` finds an actor by
 * e-mail only where the reader sees it (server/audit/visibility.ts): a search is no way round it.
 */
export function filteredEntries(
  db: Kysely<Database>,
  reader: AuditReader,
  filters: Filters,
  timeZone: string,
): SelectQueryBuilder<Database, 'audit_entries', object> {
  let query = db.selectFrom('audit_entries').where('area', 'in', readableAreas(reader.role));
  const { actorId, resource, recordId, action, q, jobId } = filters;
  if (actorId) query = query.where('actor_id', '=', actorId);
  if (jobId) query = query.where('job_id', '=', jobId);
  if (resource) query = query.where('resource', '=', resource);
  if (recordId) query = query.where('record_id', '=', recordId);
  if (action) query = query.where('action', '=', action);
  const { start, end } = dayRange({ from: filters.startDate, to: filters.endDate }, timeZone);
  if (start) query = query.where('at', '>=', start);
  if (end) query = query.where('at', '<', end);
  if (q) {
    const roles = searchableActorRoles(reader);
    query = query.where((eb) =>
      eb.or([
        containsText(db, 'label', q),
        containsText(db, 'actor_name', q),
        eb.and([
          containsText(db, 'actor_email', q),
          eb.or([
            eb('actor_role', 'is', null),
            eb('actor_id', '=', reader.id),
            ...(roles.length > 0 ? [eb('actor_role', 'in', roles)] : []),
          ]),
        ]),
        containsText(db, 'reason', q),
      ]),
    );
  }
  return query;
}

/** A page of entries (newest first) and their count, on one snapshot, as the reader may see them. */
export async function listEntries(db: Db, reader: AuditReader, query: AuditListQuery, timeZone: string) {
  const { paginationRequest, ...filters } = query;
  const { page, size } = paginationRequest;
  return db.transaction().execute(async (trx) => {
    const matching = filteredEntries(trx, reader, filters, timeZone);
    const { count } = await matching.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    const rows = await matching
      .selectAll()
      .orderBy('id', 'desc')
      .limit(size)
      .offset(page * size)
      .execute();
    return { content: rows.map((row) => entryForReader(toAuditEntry(row), reader)), totalElements: Number(count), page, size };
  });
}

/** The latest entry of one record (a 412's `lastChange`), as the reader may see it, or null. */
export async function latestChange(db: Kysely<Database>, reader: AuditReader, resource: AuditResource, recordId: string | number) {
  const row = await db
    .selectFrom('audit_entries')
    .selectAll()
    .where('resource', '=', resource)
    .where('record_id', '=', String(recordId))
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? entryForReader(toAuditEntry(row), reader) : null;
}

/** Every matching entry as the reader may see it, newest first, read in pages by id (keyset): constant memory at any size. */
export async function* allEntries(db: Db, reader: AuditReader, filters: AuditExportQuery, timeZone: string) {
  const pageSize = 500;
  let before: number | undefined;
  for (;;) {
    let query = filteredEntries(db, reader, filters, timeZone).selectAll();
    if (before !== undefined) query = query.where('id', '<', before);
    const rows = await query.orderBy('id', 'desc').limit(pageSize).execute();
    for (const row of rows) yield entryForReader(toAuditEntry(row), reader);
    if (rows.length < pageSize) return;
    before = rows[rows.length - 1]!.id;
  }
}
