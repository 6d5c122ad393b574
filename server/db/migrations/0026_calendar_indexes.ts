import type { Kysely } from 'kysely';

/**
 * The release calendar's reads (server/areas/calendar/queries.ts, docs/api.md "Release calendar"),
 * each bounded by its range rather than reading a whole table: e-books by release date; banners
 * and alerts by the start of their window (a window overlaps the range when it starts before the
 * range's end, and ends after its start); the audit log's publications by resource, action and
 * time, among every other entry of the log. A scheduled publication is read by
 * `editorial_states_publish_at` (0024), a feed entry by `feed_entries_publish` (0005).
 */
const indexes = [
  ['ebooks_publication_date', 'ebooks', ['publication_date']],
  ['banners_start', 'banners', ['start_at']],
  ['alerts_start', 'alerts', ['start_at']],
  ['audit_entries_publications', 'audit_entries', ['resource', 'action', 'at']],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, table, columns] of indexes) await db.schema.createIndex(name).on(table).columns([...columns]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of [...indexes].reverse()) await db.schema.dropIndex(name).execute();
}
