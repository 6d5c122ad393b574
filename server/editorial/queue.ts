import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { canAccess } from '../../contract/access';
import { type EditorialResource, type ReviewQueue, reviewQueueLimit } from '../../contract/editorial';
import { editorialAreaOf, editorialResources, mayTakeStep } from '../../contract/lifecycle';
import type { Database } from '../db/schema';
import { editorialTables } from './tables';

/** The review queue (docs/api.md "Editorial workflow"): what waits for review, and the reader's own submissions. */

type Reader = { id: number; role: number | null };
type States = ExpressionBuilder<Database, 'editorial_states'>;

/** Each state's record title, read from its resource's table. */
const titleOf = sql<string>`case editorial_states.resource ${sql.join(
  Object.entries(editorialTables).map(([resource, table]) => sql`when ${resource} then (select title from ${sql.table(table)} where id = editorial_states.record_id)`),
  sql` `,
)} end`;

/** The columns of what moves through review: the item's own, or those of the pending change waiting on it. */
const tracks = [
  { state: 'state', reason: 'reason', author: 'author_id' },
  { state: 'change_state', reason: 'change_reason', author: 'change_author_id' },
] as const;

/**
 * The records on the reader's queue: in review (the item, or a pending change of it) in an area
 * they may approve in; their own submissions in review, scheduled, or sent back (a draft with a
 * reason) in an area they may open. `waiting` narrows it to what waits for the reader: the records
 * in review for an approver, their drafts sent back for an author.
 */
function onQueue(reader: Reader, resources: EditorialResource[], waiting: boolean) {
  const approves = resources.filter((resource) => mayTakeStep(reader.role, editorialAreaOf[resource], 'approve'));
  return (eb: States) =>
    eb.or(
      tracks.flatMap(({ state, reason, author }) => {
        const inReview = approves.length > 0 ? [eb.and([eb('resource', 'in', approves), eb(state, '=', 'in_review')])] : [];
        const sentBack = eb.and([eb(state, '=', 'draft'), eb(reason, 'is not', null)]);
        const own = eb.and([
          eb(author, '=', reader.id),
          eb('resource', 'in', resources),
          waiting || approves.length > 0 ? sentBack : eb.or([eb(state, 'in', ['in_review', 'scheduled']), sentBack]),
        ]);
        return [...inReview, own];
      }),
    );
}

/** How many records are on the reader's queue, and how many of them wait for the reader. */
export async function countReviewQueue(db: Kysely<Database>, reader: Reader): Promise<Pick<ReviewQueue, 'total' | 'waiting'>> {
  const resources = readable(reader);
  if (resources.length === 0) return { total: 0, waiting: 0 };
  const [total, waiting] = await Promise.all([countOf(db, reader, resources, false), countOf(db, reader, resources, true)]);
  return { total, waiting };
}

/** The editorial resources the reader may open (all, or `only`). */
const readable = (reader: Reader, only?: EditorialResource) =>
  editorialResources.filter((resource) => canAccess(reader.role, editorialAreaOf[resource]) && (!only || resource === only));

const countOf = (db: Kysely<Database>, reader: Reader, resources: EditorialResource[], waiting: boolean) =>
  db
    .selectFrom('editorial_states')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(onQueue(reader, resources, waiting))
    .executeTakeFirstOrThrow()
    .then(({ count }) => Number(count));

export async function readReviewQueue(db: Kysely<Database>, reader: Reader, only?: EditorialResource): Promise<ReviewQueue> {
  const resources = readable(reader, only);
  if (resources.length === 0) return { items: [], total: 0, waiting: 0 };
  const rows = await db
    .selectFrom('editorial_states')
    .leftJoin('users', 'users.id', 'editorial_states.author_id')
    .leftJoin('users as change_authors', 'change_authors.id', 'editorial_states.change_author_id')
    .select([
      'editorial_states.resource',
      'editorial_states.record_id',
      'editorial_states.state',
      'editorial_states.reason',
      'editorial_states.author_id',
      'editorial_states.publish_at',
      'editorial_states.updated_at',
      'editorial_states.change_state',
      'editorial_states.change_reason',
      'editorial_states.change_author_id',
      'editorial_states.change_updated_at',
      'editorial_states.change_publish_at',
      'users.name as author_name',
      'change_authors.name as change_author_name',
      titleOf.as('title'),
    ])
    .where(onQueue(reader, resources, false))
    .orderBy((eb) => eb.fn.coalesce('editorial_states.change_updated_at', 'editorial_states.updated_at'))
    .orderBy('editorial_states.record_id')
    .limit(reviewQueueLimit)
    .execute();
  const [total, waiting] = await Promise.all([countOf(db, reader, resources, false), countOf(db, reader, resources, true)]);
  return {
    items: rows.map((row) => {
      // A pending change is on the queue in its own right: its state, reason, author and time.
      const change = row.change_state !== null;
      const [state, reason, authorId, authorName, updatedAt, publishAt] = change
        ? [row.change_state!, row.change_reason, row.change_author_id, row.change_author_name, row.change_updated_at!, row.change_publish_at]
        : [row.state, row.reason, row.author_id, row.author_name, row.updated_at, row.publish_at];
      return {
        resource: row.resource as EditorialResource,
        recordId: row.record_id,
        title: row.title ?? '',
        state,
        reason: state === 'draft' ? reason : null,
        author: authorId === null ? null : { id: authorId, name: authorName ?? '' },
        change,
        publishAt: publishAt === null ? null : new Date(publishAt).toISOString(),
        updatedAt: new Date(updatedAt).toISOString(),
      };
    }),
    total,
    waiting,
  };
}
