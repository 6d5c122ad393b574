import type { Kysely, Selectable } from 'kysely';
import type { Banner, BannerImage } from '../../contract/banners';
import type { LayoutType } from '../../contract/enums';
import type { BannerImagesTable, BannersTable, Database } from '../db/schema';
import { isActive } from './activeWindow';
import { mediaUrl } from './uploads';

export const toBannerImage = (row: Selectable<BannerImagesTable>): BannerImage => ({
  id: row.id,
  bannerId: row.banner_id,
  imageUrl: mediaUrl(row.image_path)!,
  position: row.position,
  targetKind: row.target_kind,
  targetValue: row.target_value,
  altText: row.alt_text,
  createdAt: new Date(row.created_at).toISOString(),
});

const toBanner = (row: Selectable<BannersTable>, images: BannerImage[], at: Date): Banner => ({
  id: row.id,
  title: row.title,
  layoutType: row.layout_type,
  position: row.position,
  startAt: new Date(row.start_at).toISOString(),
  endAt: row.end_at === null ? null : new Date(row.end_at).toISOString(),
  status: row.status,
  active: isActive(row, at),
  images,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

interface BannerFilter {
  id?: number;
  layoutType?: LayoutType;
  /** Only the banners active at this moment. */
  activeAt?: Date;
}

/**
 * Banners with their images (each banner's in position order), ordered by screen, position and
 * id, in two queries. `active` is reckoned at `activeAt`, or now.
 */
export async function readBanners(db: Kysely<Database>, filter: BannerFilter = {}): Promise<Banner[]> {
  let query = db.selectFrom('banners').selectAll();
  if (filter.id !== undefined) query = query.where('id', '=', filter.id);
  if (filter.layoutType) query = query.where('layout_type', '=', filter.layoutType);
  if (filter.activeAt) {
    const at = filter.activeAt.toISOString();
    query = query
      .where('status', '=', 'E')
      .where('start_at', '<=', at)
      .where((eb) => eb.or([eb('end_at', 'is', null), eb('end_at', '>', at)]));
  }
  const rows = await query.orderBy('layout_type').orderBy('position').orderBy('id').execute();
  if (rows.length === 0) return [];
  const imageRows = await db
    .selectFrom('banner_images')
    .selectAll()
    .where(
      'banner_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('position')
    .orderBy('id')
    .execute();
  const images = new Map<number, BannerImage[]>(rows.map((row) => [row.id, []]));
  for (const image of imageRows) images.get(image.banner_id)?.push(toBannerImage(image));
  const at = filter.activeAt ?? new Date();
  return rows.map((row) => toBanner(row, images.get(row.id) ?? [], at));
}
