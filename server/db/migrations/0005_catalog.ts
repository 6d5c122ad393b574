import type { Kysely } from 'kysely';
import { autoId, timestampType } from '../dialect';

/**
 * The ebook categories are reference data the console cannot edit: they ship with the schema,
 * so a production database has them too. `ebook_type` is the publication kind (1 book, 2 magazine).
 */
export const ebookCategories: { ebook_type: number; name: string }[] = [
  ...[
    'Fiction',
    'Mystery & Thriller',
    'Romance',
    'Science Fiction & Fantasy',
    'Biography & Memoir',
    'History',
    'Business & Economics',
    'Self-Help',
    "Children's",
    'Cookbooks',
    'Travel',
    'Science & Nature',
  ].map((name) => ({ ebook_type: 1, name })),
  ...[
    'News & Politics',
    'Lifestyle',
    'Technology',
    'Home & Garden',
    'Food & Drink',
    'Outdoors & Travel',
    'Fashion',
    'Health & Fitness',
  ].map((name) => ({ ebook_type: 2, name })),
];

/**
 * The catalog: e-books with their categories and three files, subscription plans with their
 * content types and the customers holding them, and the feed with its tags. Yes/no facts that
 * are not moments (premium) are integers 0/1, so no column is a boolean on either database;
 * calendar dates are `YYYY-MM-DD` text; lists of names (authors) are JSON text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const timestamp = timestampType(db);

  await db.schema
    .createTable('ebook_categories')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('ebook_type', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .execute();
  await (db as Kysely<{ ebook_categories: { ebook_type: number; name: string } }>)
    .insertInto('ebook_categories')
    .values(ebookCategories)
    .execute();

  await db.schema
    .createTable('ebooks')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('subtitle', 'varchar(200)')
    .addColumn('authors', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull().references('ebook_categories.id'))
    .addColumn('magazine_brand', 'varchar(40)')
    .addColumn('language', 'varchar(2)', (c) => c.notNull())
    .addColumn('isbn', 'varchar(13)')
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('publication_date', 'varchar(10)')
    .addColumn('page_count', 'integer')
    .addColumn('premium', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'varchar(1)', (c) => c.notNull())
    .addColumn('cover_path', 'varchar(300)')
    .addColumn('sample_epub_path', 'varchar(300)')
    .addColumn('sample_epub_name', 'varchar(255)')
    .addColumn('sample_epub_size', 'integer')
    .addColumn('sample_epub_uploaded_at', timestamp)
    .addColumn('epub_path', 'varchar(300)')
    .addColumn('epub_name', 'varchar(255)')
    .addColumn('epub_size', 'integer')
    .addColumn('epub_uploaded_at', timestamp)
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ebooks_type_status').on('ebooks').columns(['type', 'status']).execute();
  await db.schema.createIndex('ebooks_category').on('ebooks').column('category_id').execute();
  await db.schema.createIndex('ebooks_created').on('ebooks').column('created_at').execute();

  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    // 'MONTHLY' | 'YEARLY' | 'DAYS'
    .addColumn('billing_period', 'varchar(10)', (c) => c.notNull())
    .addColumn('billing_days', 'integer')
    .addColumn('trial_days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'varchar(1)', (c) => c.notNull())
    .addColumn('ios_product_id', 'varchar(100)', (c) => c.unique())
    .addColumn('android_product_id', 'varchar(100)', (c) => c.unique())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('subscription_content_types')
    .addColumn('subscription_id', 'integer', (c) => c.notNull().references('subscriptions.id').onDelete('cascade'))
    .addColumn('content_type', 'varchar(20)', (c) => c.notNull())
    .addPrimaryKeyConstraint('subscription_content_types_pk', ['subscription_id', 'content_type'])
    .execute();
  await db.schema
    .createTable('customer_subscriptions')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('subscription_id', 'integer', (c) => c.notNull().references('subscriptions.id'))
    .addColumn('started_at', timestamp, (c) => c.notNull())
    .addColumn('ends_at', timestamp)
    .addColumn('cancelled_at', timestamp)
    .execute();
  await db.schema.createIndex('customer_subscriptions_plan').on('customer_subscriptions').column('subscription_id').execute();
  await db.schema.createIndex('customer_subscriptions_customer').on('customer_subscriptions').column('customer_id').execute();

  await db.schema
    .createTable('feed_entries')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('content_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('video_url', 'varchar(500)')
    .addColumn('image_path', 'varchar(300)')
    .addColumn('publish_at', timestamp, (c) => c.notNull())
    .addColumn('status', 'varchar(1)', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('feed_entries_publish').on('feed_entries').column('publish_at').execute();
  await db.schema
    .createTable('feed_entry_tags')
    .addColumn('feed_entry_id', 'integer', (c) => c.notNull().references('feed_entries.id').onDelete('cascade'))
    .addColumn('tag', 'varchar(40)', (c) => c.notNull())
    .addPrimaryKeyConstraint('feed_entry_tags_pk', ['feed_entry_id', 'tag'])
    .execute();
  await db.schema.createIndex('feed_entry_tags_tag').on('feed_entry_tags').column('tag').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'feed_entry_tags',
    'feed_entries',
    'customer_subscriptions',
    'subscription_content_types',
    'subscriptions',
    'ebooks',
    'ebook_categories',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
