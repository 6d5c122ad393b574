import { type Expression, type Selectable, type SelectQueryBuilder, sql } from 'kysely';
import { type BannerState, bannerState } from '../../../contract/banners';
import type { BannerExportQuery } from '../../../contract/banners';
import type { Db } from '../../db';
import { containsText } from '../../db/dialect';
import type { BannersTable, Database } from '../../db/schema';
import { mediaUrl } from '../../lib/uploads';
import { layoutTypeLabel, mediaAddress, windowStateLabel } from '../../exports/cells';
import type { ListExport } from '../../exports/listExport';
import type { SortTerm } from '../../exports/keyset';

type SortField = NonNullable<BannerExportQuery['sortBy']>;
type BannerItem = Selectable<BannersTable> & { images: string[] };

/** The banners where they stand at `now` (contract/banners.ts bannerState): disabled wins over the window. */
function inState(query: SelectQueryBuilder<Database, 'banners', object>, state: BannerState, now: string) {
  if (state === 'disabled') return query.where('banners.status', '=', 'D');
  const enabled = query.where('banners.status', '=', 'E');
  if (state === 'scheduled') return enabled.where('banners.start_at', '>', now);
  const started = enabled.where('banners.start_at', '<=', now);
  if (state === 'ended') return started.where('banners.end_at', '<=', now);
  return started.where((eb) => eb.or([eb('banners.end_at', 'is', null), eb('banners.end_at', '>', now)]));
}

function bannerRows(db: Db, { layoutType, status, state, q }: BannerExportQuery) {
  let query = db.selectFrom('banners');
  if (layoutType) query = query.where('banners.layout_type', '=', layoutType);
  if (status) query = query.where('banners.status', '=', status);
  if (state) query = inState(query, state, new Date().toISOString());
  if (q) query = query.where(containsText(db, 'banners.title', q));
  return query.selectAll('banners');
}

const sortExpression: Record<SortField, Expression<unknown>> = {
  layoutType: sql.ref('banners.layout_type'),
  position: sql.ref('banners.position'),
  title: sql.ref('banners.title'),
  startAt: sql.ref('banners.start_at'),
  endAt: sql.ref('banners.end_at'),
};

/**
 * The list's order: the console sorts the banners `GET /api/ui/banners` answers (by screen,
 * position and id) by one field, equal values keeping that order, banners without an end last.
 */
function bannerOrder({ sortBy, sortDirection }: BannerExportQuery): SortTerm[] {
  const byScreen: SortTerm[] = ['layout_type', 'position', 'id'].map((column) => ({ by: sql.ref(`banners.${column}`), direction: 'asc' }));
  if (!sortBy) return byScreen;
  const direction = sortDirection === 'DESC' ? 'desc' : 'asc';
  return [{ by: sortExpression[sortBy], direction, nullable: sortBy === 'endAt' }, ...byScreen];
}

/** Each banner of a batch with its image paths in position order, in one query. */
async function withImages(db: Db, rows: Selectable<BannersTable>[]): Promise<BannerItem[]> {
  const images = new Map<number, string[]>(rows.map((row) => [row.id, []]));
  if (rows.length === 0) return [];
  const imageRows = await db
    .selectFrom('banner_images')
    .select(['banner_id', 'image_path'])
    .where('banner_id', 'in', [...images.keys()])
    .orderBy('position')
    .orderBy('id')
    .execute();
  for (const image of imageRows) images.get(image.banner_id)?.push(image.image_path);
  return rows.map((row) => ({ ...row, images: images.get(row.id) ?? [] }));
}

const iso = (time: string | null) => (time === null ? null : new Date(time).toISOString());

/** The banners list's export: what the list shows for its filters and search, in its order. */
export const bannerExport: ListExport<'exportBanners', BannerExportQuery, BannerItem> = {
  name: 'exportBanners',
  file: 'banners',
  audit: 'ui/banners',
  rows: bannerRows,
  id: 'banners.id',
  order: bannerOrder,
  items: withImages,
  cells: {
    thumbnail: (banner, context) => mediaAddress(mediaUrl(banner.images[0] ?? null), context),
    title: (banner) => banner.title,
    layoutType: (banner) => layoutTypeLabel[banner.layout_type],
    position: (banner) => banner.position,
    startAt: (banner) => [iso(banner.start_at), iso(banner.end_at)],
    state: (banner) => windowStateLabel[bannerState({ status: banner.status, startAt: banner.start_at, endAt: banner.end_at })],
    imageCount: (banner) => banner.images.length,
  },
};
