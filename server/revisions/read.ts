import type { Kysely } from 'kysely';
import type { EditorialResource } from '../../contract/lifecycle';
import type { Revision, RevisionAction, RevisionSummary } from '../../contract/revisions';
import type { Database } from '../db/schema';
import { editorialTables } from '../editorial/tables';

/** Reading the revisions of the editorial records (docs/api.md "Revisions"). */

const summaryColumns = ['revisions.number', 'revisions.created_at', 'revisions.created_by', 'revisions.action', 'users.name as author_name'] as const;

const revisionsOf = (db: Kysely<Database>, resource: EditorialResource, id: number) =>
  db
    .selectFrom('revisions')
    .leftJoin('users', 'users.id', 'revisions.created_by')
    .where('revisions.resource', '=', resource)
    .where('revisions.record_id', '=', id);

interface SummaryRow {
  number: number;
  created_at: string;
  created_by: number | null;
  action: string;
  author_name: string | null;
}

const toSummary = (row: SummaryRow): RevisionSummary => ({
  number: row.number,
  at: new Date(row.created_at).toISOString(),
  author: row.created_by === null ? null : { id: row.created_by, name: row.author_name ?? '' },
  action: row.action as RevisionAction,
});

/** A record's revisions, newest first (the primary key read backwards). */
export async function listRevisions(db: Kysely<Database>, resource: EditorialResource, id: number): Promise<RevisionSummary[]> {
  const rows = await revisionsOf(db, resource, id).select(summaryColumns).orderBy('revisions.number', 'desc').execute();
  return rows.map(toSummary);
}

/**
 * One revision with the whole record as it was saved, or undefined: what a restore reads (a
 * restore writes that record back through the record's own update, as a new draft).
 */
export async function readRevision(db: Kysely<Database>, resource: EditorialResource, id: number, number: number): Promise<Revision | undefined> {
  const row = await revisionsOf(db, resource, id).select([...summaryColumns, 'revisions.record']).where('revisions.number', '=', number).executeTakeFirst();
  if (!row) return undefined;
  return { ...toSummary(row), resource, recordId: id, record: JSON.parse(row.record) as Record<string, unknown> };
}

/** Whether the record exists (a record without revisions yet lists none; one that does not exist is a 404). */
export async function recordExists(db: Kysely<Database>, resource: EditorialResource, id: number): Promise<boolean> {
  const row = await db.selectFrom(editorialTables[resource]).select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}
