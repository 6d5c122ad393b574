import type { FastifyInstance } from 'fastify';
import { removeFilesOfDeleted } from '../lib/storedFiles';
import type { Kysely, Selectable } from 'kysely';
import type { Banner, BannerValues } from '../../contract/banners';
import { dialectOf } from '../db/dialect';
import type { BannerImagesTable, Database } from '../db/schema';
import { notFound } from '../errors';
import { readBanners } from '../lib/banners';

/** The banners' reads and writes, shared by their route module (the shared readers are in server/lib/banners.ts). */

export type ImageRow = Selectable<BannerImagesTable>;

export const missingBanner = 'No such banner';
export const missingImage = 'No such banner image';

export async function findBanner(db: Kysely<Database>, id: number): Promise<Banner> {
  const [found] = await readBanners(db, { id });
  if (!found) throw notFound(missingBanner);
  return found;
}

export async function assertBannerExists(db: Kysely<Database>, id: number): Promise<void> {
  const row = await db.selectFrom('banners').select('id').where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(missingBanner);
}

/** A banner's images, in position order. */
export const imagesOf = (db: Kysely<Database>, bannerId: number): Promise<ImageRow[]> =>
  db.selectFrom('banner_images').selectAll().where('banner_id', '=', bannerId).orderBy('position').orderBy('id').execute();

/**
 * Holds the banner's row until the transaction ends, so that two changes to its images (an
 * upload and a move, two moves) run one after the other: on PostgreSQL by a row lock; SQLite
 * runs one write transaction at a time anyway. Answers whether the banner exists.
 */
export async function lockBanner(trx: Kysely<Database>, id: number): Promise<boolean> {
  const query = trx.selectFrom('banners').select('id').where('id', '=', id);
  return (await (dialectOf(trx) === 'postgres' ? query.forUpdate() : query).executeTakeFirst()) !== undefined;
}

/** Gives the images positions 1..n in the order given, writing only those that move. */
export async function renumber(db: Kysely<Database>, ordered: ImageRow[]): Promise<void> {
  for (const [index, image] of ordered.entries()) {
    if (image.position !== index + 1) {
      await db.updateTable('banner_images').set({ position: index + 1 }).where('id', '=', image.id).execute();
    }
  }
}

export const columnsOf = (input: BannerValues) => ({
  title: input.title,
  layout_type: input.layoutType,
  position: input.position,
  start_at: new Date(input.startAt).toISOString(),
  end_at: input.endAt === null ? null : new Date(input.endAt).toISOString(),
  status: input.status,
});

/** Removes the images of deleted banner rows (removeFilesOfDeleted). */
export const removeFiles = (app: FastifyInstance, paths: string[]) => removeFilesOfDeleted(app, 'banner image', paths);
