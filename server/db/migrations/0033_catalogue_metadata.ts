import type { Kysely } from 'kysely';

/**
 * An e-book's catalogue metadata and sales terms (docs/api.md "Catalogue metadata"): its
 * contributors with their roles (JSON; empty for the books stored before, whose `authors` stand
 * for them), series, subjects (JSON Thema codes), publisher, imprint, word count, accessibility
 * (JSON), the territories where it is sold between commas (`,WORLD,`, `,FR,BE,`: the list filters
 * by one), pre-order start and embargo; its prices per territory, regular or promotional, in
 * `ebook_prices`; and what the check of its e-pub read from the file (`epub_checks.metadata`),
 * proposed to staff, never written over what they typed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const columns: [string, string, boolean?][] = [
    ['contributors', 'text'],
    ['series_name', 'varchar(200)'],
    ['series_number', 'varchar(20)'],
    ['subjects', 'text'],
    ['publisher', 'varchar(200)'],
    ['imprint', 'varchar(200)'],
    ['word_count', 'integer'],
    ['accessibility', 'text'],
    ['territories', 'varchar(1000)'],
    ['preorder_from', 'varchar(10)'],
    ['embargo_until', 'varchar(10)'],
  ];
  for (const [name, type] of columns) await db.schema.alterTable('ebooks').addColumn(name, type as 'text').execute();
  await db.schema
    .createTable('ebook_prices')
    .addColumn('ebook_id', 'integer', (c) => c.notNull().references('ebooks.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('territory', 'varchar(5)', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('starts_on', 'varchar(10)')
    .addColumn('ends_on', 'varchar(10)')
    .addPrimaryKeyConstraint('ebook_prices_pk', ['ebook_id', 'position'])
    .execute();
  // "On promotion now": the promotions by their first day.
  await db.schema.createIndex('ebook_prices_promotions').on('ebook_prices').columns(['starts_on', 'ends_on', 'ebook_id']).execute();
  await db.schema.alterTable('epub_checks').addColumn('metadata', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('epub_checks').dropColumn('metadata').execute();
  await db.schema.dropTable('ebook_prices').execute();
  for (const name of ['embargo_until', 'preorder_from', 'territories', 'accessibility', 'word_count', 'imprint', 'publisher', 'subjects', 'series_number', 'series_name', 'contributors']) {
    await db.schema.alterTable('ebooks').dropColumn(name).execute();
  }
}
