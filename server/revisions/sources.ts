import type { Kysely } from 'kysely';
import type { EditorialResource } from '../../contract/lifecycle';
import type { Database } from '../db/schema';

/**
 * What the revisions need of each editorial resource (docs/api.md "Revisions"): how its record
 * reads (as its GET answers it) and which of its fields are texts, compared as a word diff. The
 * areas know these; server/areas/revisions/ hands them over when the app starts (an area's
 * modules import the audited writes, which keep the revisions: the table breaks that circle).
 */
export interface RevisionSource {
  /** The record as its GET answers it; throws a 404 when it does not exist. */
  read: (db: Kysely<Database>, id: number) => Promise<object>;
  /** Its fields of plain text, compared word by word. */
  text: readonly string[];
  /** Its fields of rich text (HTML), compared by the words they show. */
  richText?: readonly string[];
}

export type RevisionSources = Record<EditorialResource, RevisionSource>;

let sources: RevisionSources | undefined;

/** Sets every editorial resource's source (the same table whichever app registers it). */
export function setRevisionSources(table: RevisionSources): void {
  sources = table;
}

/** The source of an editorial resource's revisions; set by server/areas/revisions/ when the app starts. */
export function revisionSourceOf(resource: EditorialResource): RevisionSource {
  if (!sources) throw new Error(`No revision source for ${resource}: server/areas/revisions/ registers them when the app starts`);
  return sources[resource];
}
