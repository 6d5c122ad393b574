import type { Kysely, Selectable } from 'kysely';
import type { EditorialResource, EditorialState } from '../../contract/editorial';
import { editorialAreaOf, enabledFlagOf, stepsFrom } from '../../contract/lifecycle';
import type { Database, EditorialStatesTable } from '../db/schema';
import { notFound } from '../errors';
import { inTransaction } from '../db/transactions';
import { pendingChangeOf } from './changes';
import { dropUnusedJob } from './publicationJobs';
import { editorialTables } from './tables';

/** The editorial states' reads and writes (docs/architecture.md "Editorial workflow"). */

export type StateRow = Selectable<EditorialStatesTable>;

export const missingRecord = 'No such record';

/** A record's state row, or undefined (none: the record does not exist). */
export const readStateRow = (db: Kysely<Database>, resource: EditorialResource, id: number): Promise<StateRow | undefined> =>
  db.selectFrom('editorial_states').selectAll().where('resource', '=', resource).where('record_id', '=', id).executeTakeFirst();

/**
 * A record's state row, written first from its enabled flag when it has none (a record stored by
 * the demo data or an import, not by the API): published when enabled, a draft otherwise.
 */
export async function stateRowOf(trx: Kysely<Database>, resource: EditorialResource, id: number, status: string): Promise<StateRow> {
  const row = await readStateRow(trx, resource, id);
  if (row) return row;
  await trx
    .insertInto('editorial_states')
    .values(firstState(resource, id, status === 'E', null))
    .onConflict((oc) => oc.columns(['resource', 'record_id']).doNothing())
    .execute();
  return (await readStateRow(trx, resource, id))!;
}

const firstState = (resource: EditorialResource, id: number, published: boolean, actorId: number | null) => ({
  resource,
  record_id: id,
  state: published ? ('published' as const) : ('draft' as const),
  publish_at: null,
  job_id: null,
  author_id: actorId,
  reason: null,
  updated_at: new Date().toISOString(),
  updated_by: actorId,
});

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

/** A record's state as the API answers it to a reader of `role`: 404 when the record has none. */
export async function editorialStateOf(db: Kysely<Database>, resource: EditorialResource, id: number, role: number | null): Promise<EditorialState> {
  const row = await db
    .selectFrom('editorial_states')
    .leftJoin('users', 'users.id', 'editorial_states.author_id')
    .leftJoin('users as change_authors', 'change_authors.id', 'editorial_states.change_author_id')
    .selectAll('editorial_states')
    .select(['users.name as author_name', 'change_authors.name as change_author_name'])
    .where('resource', '=', resource)
    .where('record_id', '=', id)
    .executeTakeFirst();
  if (!row) return derivedState(db, resource, id, role);
  return {
    resource,
    recordId: id,
    state: row.state,
    status: enabledFlagOf(row.state),
    publishAt: iso(row.publish_at),
    reason: row.reason,
    author: row.author_id === null ? null : { id: row.author_id, name: row.author_name ?? '' },
    updatedAt: iso(row.updated_at)!,
    steps: stepsFrom(role, editorialAreaOf[resource], row.state),
    // Read in a transaction: the change's record is written and rolled back in a savepoint.
    change: row.change_state === null ? null : await inTransaction(db, (trx) => pendingChangeOf(trx, resource, id, row, role)),
  };
}

/** The state of a record without a row yet (stateRowOf), from its enabled flag; 404 when it does not exist. */
async function derivedState(db: Kysely<Database>, resource: EditorialResource, id: number, role: number | null): Promise<EditorialState> {
  const record = await db.selectFrom(editorialTables[resource]).select(['status', 'updated_at']).where('id', '=', id).executeTakeFirst();
  if (!record) throw notFound(missingRecord);
  const state = record.status === 'E' ? 'published' : 'draft';
  const answer = { resource, recordId: id, state, publishAt: null, reason: null, author: null, updatedAt: iso(record.updated_at)! } as const;
  return { ...answer, status: enabledFlagOf(state), steps: stepsFrom(role, editorialAreaOf[resource], state), change: null };
}

/** The first state of a new record: published when created enabled, else a draft of its author's. */
export async function insertState(trx: Kysely<Database>, resource: EditorialResource, id: number, published: boolean, actorId: number | null) {
  await trx.insertInto('editorial_states').values(firstState(resource, id, published, actorId)).execute();
}

/** Removes a deleted record's state, and its publication job when no other record is scheduled with it. */
export async function deleteState(trx: Kysely<Database>, resource: EditorialResource, id: number) {
  const row = await readStateRow(trx, resource, id);
  if (!row) return;
  await trx.deleteFrom('editorial_states').where('resource', '=', resource).where('record_id', '=', id).execute();
  await dropUnusedJob(trx, row.job_id);
  await dropUnusedJob(trx, row.end_job_id);
}
