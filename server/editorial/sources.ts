import type { Kysely } from 'kysely';
import type { ZodType } from 'zod';
import type { AuditChange } from '../../contract/audit';
import type { EditorialResource } from '../../contract/lifecycle';
import { changesBetween } from '../audit/changes';
import type { Database } from '../db/schema';

/**
 * What the editorial workflow needs of each editorial resource (docs/architecture.md "Editorial
 * workflow"): how its record reads (as its GET answers it), which of its fields are texts
 * (compared as a word diff), and how its update writes it (a pending change read and approved, a
 * revision restored). The areas know these; server/areas/editorial/ hands them over when the app
 * starts (an area's modules import the audited writes, which keep revisions and take the
 * lifecycle's steps: the table breaks that circle).
 */
export interface EditorialSource {
  /** The record as its GET answers it; throws a 404 when it does not exist. */
  read: (db: Kysely<Database>, id: number) => Promise<object>;
  /** Its fields of plain text, compared word by word. */
  text: readonly string[];
  /** Its fields of rich text (HTML), compared by the words they show. */
  richText?: readonly string[];
  /** The update's body (contract/): a restore reads a revision's record with it. */
  input: ZodType<object, unknown>;
  /** Writes a validated body to the record, as its update does (its own checks throw 400s). */
  write: (trx: Kysely<Database>, id: number, values: never) => Promise<void>;
  /** What its audit entries record of a change, when not every field that differs (a layout's sections in words). */
  changes?: (before: never, after: never) => AuditChange[];
  /** Its name in the audit log, when not its `title` (a layout's screen). */
  label?: (record: never) => string;
  /**
   * What keeps the record from going out, each in a sentence (an e-book's open readiness items):
   * publishing, scheduling or approving it is refused while any is open, unless overridden.
   */
  blocking?: (trx: Kysely<Database>, id: number) => Promise<string[]>;
  /** The record's own day of release (an e-book's release date): a schedule without a time is for its start. */
  releaseDay?: (trx: Kysely<Database>, id: number) => Promise<string | null>;
}

export type EditorialSources = Record<EditorialResource, EditorialSource>;

let sources: EditorialSources | undefined;

/** Sets every editorial resource's source (the same table whichever app registers it). */
export function setEditorialSources(table: EditorialSources): void {
  sources = table;
}

/** The source of an editorial resource; set by server/areas/editorial/ when the app starts. */
export function editorialSourceOf(resource: EditorialResource): EditorialSource {
  if (!sources) throw new Error(`No editorial source for ${resource}: server/areas/editorial/ registers them when the app starts`);
  return sources[resource];
}

/** What an audit entry of the record records between two of its versions: its source's words, else the fields that differ. */
export function auditChangesOf(resource: EditorialResource, before: object, after: object): AuditChange[] {
  const { changes } = editorialSourceOf(resource);
  return changes ? changes(before as never, after as never) : changesBetween(before, after);
}

/** A record's name in the audit log: its source's, else its title. */
export function labelOf(resource: EditorialResource, record: object): string | null {
  const { label } = editorialSourceOf(resource);
  if (label) return label(record as never);
  return 'title' in record && typeof record.title === 'string' ? record.title : null;
}

/** Writes `values` (an update's validated body) to the record through its resource's source. */
export const writeEditorial = (trx: Kysely<Database>, resource: EditorialResource, id: number, values: object) =>
  editorialSourceOf(resource).write(trx, id, values as never);
