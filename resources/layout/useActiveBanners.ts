import { type GetListParams, useGetList } from 'react-admin';
import type { Banner } from '../../contract/banners';
import type { LayoutType } from '../../contract/enums';

/** Every banner, by position: the preview's request, also started as the page loads (preloadLayout.ts). */
export const bannersByPosition: GetListParams = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'position', order: 'ASC' }, filter: {} };

/** The banners of `banners` active now on a screen. */
export const activeOn = (banners: Banner[], layoutType: LayoutType) => banners.filter((banner) => banner.active && banner.layoutType === layoutType);

/** The banners active now on a screen, by position: what its highlight area shows. */
export function useActiveBanners(layoutType: LayoutType): Banner[] {
  const { data = [] } = useGetList<Banner>('ui/banners', bannersByPosition);
  return activeOn(data, layoutType);
}
