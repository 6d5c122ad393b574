import type { Kysely } from 'kysely';
import { timestampType } from '../dialect';

/**
 * Pending changes (docs/architecture.md "Editorial workflow"): a published item edited by whoever
 * may not publish keeps its published version live; the change waits beside its state, as the
 * update's body that wrote it (written to the item when approved), with its own state (draft or
 * in review), author, rejection reason and time.
 */
const columns = ['change_state', 'change_body', 'change_author_id', 'change_reason', 'change_updated_at'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const timestamp = timestampType(db);
  await db.schema.alterTable('editorial_states').addColumn('change_state', 'varchar(20)').execute();
  await db.schema.alterTable('editorial_states').addColumn('change_body', 'text').execute();
  await db.schema
    .alterTable('editorial_states')
    .addColumn('change_author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('editorial_states').addColumn('change_reason', 'text').execute();
  await db.schema.alterTable('editorial_states').addColumn('change_updated_at', timestamp).execute();
  // The review queue reads the changes in review.
  await db.schema.createIndex('editorial_states_change_state').on('editorial_states').columns(['change_state']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('editorial_states_change_state').execute();
  for (const column of [...columns].reverse()) await db.schema.alterTable('editorial_states').dropColumn(column).execute();
}
