import type { Kysely } from 'kysely';
import { autoId, timestampType } from '../dialect';

/**
 * The mobile app's UI: a layout per screen (its sections in order), banners placed on a screen
 * with their images and deep links, alerts with an optional image, and app config entries by key.
 * Yes/no facts (`visible`) are integers 0/1, so no column is a boolean on either database.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const timestamp = timestampType(db);

  await db.schema
    .createTable('layouts')
    .addColumn('layout_type', 'varchar(20)', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();

  await db.schema
    .createTable('layout_sections')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('layout_type', 'varchar(20)', (c) => c.notNull().references('layouts.layout_type').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    // 'content' or '3' (the highlight area).
    .addColumn('code', 'varchar(10)', (c) => c.notNull())
    .addColumn('section_key', 'varchar(20)')
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('item_count', 'integer', (c) => c.notNull())
    .addColumn('visible', 'integer', (c) => c.notNull())
    .addUniqueConstraint('layout_sections_place', ['layout_type', 'position'])
    .execute();

  await db.schema
    .createTable('banners')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('layout_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('start_at', timestamp, (c) => c.notNull())
    .addColumn('end_at', timestamp)
    .addColumn('status', 'varchar(1)', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('banners_layout').on('banners').columns(['layout_type', 'position']).execute();

  await db.schema
    .createTable('banner_images')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('banner_id', 'integer', (c) => c.notNull().references('banners.id').onDelete('cascade'))
    .addColumn('image_path', 'varchar(300)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('target_kind', 'integer')
    .addColumn('target_value', 'varchar(2000)')
    .addColumn('alt_text', 'varchar(300)', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('banner_images_banner').on('banner_images').columns(['banner_id', 'position']).execute();

  await db.schema
    .createTable('alerts')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('title', 'varchar(120)', (c) => c.notNull())
    .addColumn('message', 'varchar(1000)', (c) => c.notNull())
    .addColumn('button_type', 'integer', (c) => c.notNull())
    .addColumn('button_label', 'varchar(40)')
    .addColumn('second_button_label', 'varchar(40)')
    .addColumn('target_kind', 'integer')
    .addColumn('target_value', 'varchar(2000)')
    .addColumn('start_at', timestamp, (c) => c.notNull())
    .addColumn('end_at', timestamp)
    .addColumn('status', 'varchar(1)', (c) => c.notNull())
    .addColumn('image_path', 'varchar(300)')
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('alerts_button_type').on('alerts').columns(['button_type', 'start_at']).execute();

  await db.schema
    .createTable('app_config')
    .addColumn('key', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('value_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('description', 'varchar(500)', (c) => c.notNull())
    .addColumn('status', 'varchar(1)', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['app_config', 'alerts', 'banner_images', 'banners', 'layout_sections', 'layouts']) {
    await db.schema.dropTable(table).execute();
  }
}
