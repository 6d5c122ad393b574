import type { FastifyInstance } from 'fastify';
import { removeFilesOfDeleted } from '../../lib/storedFiles';
import type { Kysely, Selectable } from 'kysely';
import type { AuditChange } from '../../../contract/audit';
import type { Banner, BannerValues } from '../../../contract/banners';
import { changesBetween } from '../../audit/changes';
import { type AuditedChange, type AuditedRecord, type Author, deleteAudited } from '../../audit/records';
import { lockingRead } from '../../lib/versions';
import type { BannerImagesTable, Database } from '../../db/schema';
import { notFound } from '../../errors';
import { readBanners, toBannerImage } from '../../lib/banners';

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
 * runs one write transaction at a time anyway. Answers the banner's title (for the audit log),
 * or undefined when it does not exist.
 */
export async function lockBanner(trx: Kysely<Database>, id: number): Promise<{ title: string } | undefined> {
  const query = trx.selectFrom('banners').select('title').where('id', '=', id);
  return lockingRead(trx, query).executeTakeFirst();
}

/** Gives the images positions 1..n in the order given, writing only those that move. */
export async function renumber(db: Kysely<Database>, ordered: ImageRow[]): Promise<void> {
  for (const [index, image] of ordered.entries()) {
    if (image.position !== index + 1) {
      await db.updateTable('banner_images').set({ position: index + 1 }).where('id', '=', image.id).execute();
    }
  }
}

/**
 * A banner as its audit entries name and show it: `active` follows the window and the clock, and
 * its images have entries of their own (an upload, a removal, new details).
 */
export const bannerAudit = { resource: 'ui/banners', label: (record: Banner) => record.title, omit: ['active', 'images'] } as const;

/** The banner `id` as audited and versioned writes see it (server/audit/records.ts). */
export const auditedBanner = (id: number): AuditedRecord<Banner> => ({
  ...bannerAudit,
  id,
  table: 'banners',
  find: (db) => findBanner(db, id),
});

/**
 * What changed in an image's details (position, link, alternative text), its fields named
 * `image.<field>` so that they read apart from the banner's own.
 */
export function imageDetailChanges(before: ImageRow, after: ImageRow): AuditChange[] {
  return changesBetween(toBannerImage(before), toBannerImage(after), ['bannerId', 'imageUrl']).map((change) => ({
    ...change,
    field: `image.${change.field}`,
  }));
}

/** The banner's update (its PUT, a pending change approved, a revision restored); its images stay as they are. */
export async function writeBanner(trx: Kysely<Database>, id: number, values: BannerValues): Promise<void> {
  await trx
    .updateTable('banners')
    .set({ ...columnsOf(values), updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
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

/** Deletes a banner with its images, audited; answers the images' paths, to remove once committed. */
export async function deleteBanner(db: Kysely<Database>, author: Author, id: number, change?: AuditedChange): Promise<string[]> {
  let paths: string[] = [];
  // The banner is locked first (currentVersion), then its images, as every change to them does.
  await deleteAudited(
    db,
    author,
    auditedBanner(id),
    async (trx) => {
      const images = await trx.deleteFrom('banner_images').where('banner_id', '=', id).returning('image_path').execute();
      await trx.deleteFrom('banners').where('id', '=', id).execute();
      paths = images.map((image) => image.image_path);
    },
    change,
  );
  return paths;
}
