import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../db/dialect';
import type { Database } from '../db/schema';

/**
 * Record versions (docs/api.md "Versions"): a record's strong ETag is a hash of the record as its
 * GET answers it, so any change to what a client sees is a new version, and no column has to be
 * kept in step. Updates and deletes compare it with `If-Match` in their transaction.
 */

/** JSON with the keys of every object sorted: one text per value, whatever order it was built in. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/**
 * Fields computed when a record is read, from the clock or from other records (a banner's
 * `active`, a plan's `activeSubscribers`): not part of its version, so a window opening or a
 * customer subscribing is not an edit that a staff member's save would conflict with.
 */
const computedFields = ['active', 'activeSubscribers'];

const withoutComputed = (record: unknown) =>
  record && typeof record === 'object' && !Array.isArray(record)
    ? Object.fromEntries(Object.entries(record).filter(([field]) => !computedFields.includes(field)))
    : record;

/** The strong ETag of a record: `"` + 27 characters of the SHA-256 of what a staff member edits. */
export function etagOf(record: unknown): string {
  return `"${createHash('sha256').update(canonicalJson(withoutComputed(record))).digest('base64url').slice(0, 27)}"`;
}

/** The versions an `If-Match` header names (`*` matches any), or undefined without one. */
function ifMatchOf(request: FastifyRequest): string[] | undefined {
  const header = request.headers['if-match'];
  if (header === undefined) return undefined;
  return header
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * Whether the request may change `current`: it sent no `If-Match` (an API client that does not use
 * versions), `*`, or the current version. A weak tag (`W/"..."`) never matches: the comparison is strong.
 */
export function matchesIfMatch(request: FastifyRequest, current: unknown): boolean {
  const tags = ifMatchOf(request);
  if (tags === undefined) return true;
  return tags.includes('*') || tags.includes(etagOf(current));
}

/**
 * `query` locking the rows it reads for the rest of the transaction, as `lockRow` does, in the same
 * round trip; with `of`, only that table's rows (not a joined category that other records share).
 */
export function lockingRead<Query extends { forUpdate(of?: never): Query }>(
  db: Kysely<Database>,
  query: Query,
  of?: Parameters<Query['forUpdate']>[0],
): Query {
  return dialectOf(db) === 'postgres' ? query.forUpdate(of as never) : query;
}

/**
 * Locks a row for the rest of the transaction on PostgreSQL (`SELECT ... FOR UPDATE`), so the
 * version read and the write that follows see no other writer between them. A SQLite write
 * transaction holds the database's write lock from its start already.
 */
export async function lockRow(db: Kysely<Database>, table: keyof Database, column: string, value: number | string) {
  if (dialectOf(db) !== 'postgres') return;
  await sql`select 1 from ${sql.table(table)} where ${sql.ref(column)} = ${value} for update`.execute(db);
}
