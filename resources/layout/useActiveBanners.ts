import { useGetList } from 'react-admin';
import type { Banner } from '../../contract/banners';
import type { LayoutType } from '../../contract/enums';

/** The banners active now on a screen, by position: what its highlight area shows. */
export function useActiveBanners(layoutType: LayoutType): Banner[] {
  const { data = [] } = useGetList<Banner>('ui/banners', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'position', order: 'ASC' },
  });
  return data.filter((banner) => banner.active && banner.layoutType === layoutType);
}
