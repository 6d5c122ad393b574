import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Identifier } from 'react-admin';
import { call } from '../../dataProvider/client';

const imagesKey = (bannerId: Identifier) => ['ui/banners', String(bannerId), 'images'];

/** The banner's images in position order (listBannerImages). */
export function useBannerImages(bannerId: Identifier) {
  return useQuery({
    queryKey: imagesKey(bannerId),
    queryFn: ({ signal }) => call('listBannerImages', { params: { id: bannerId } }, { signal }),
  });
}

/** Reads the images again after one is added, moved, edited or deleted. */
export function useImagesChanged(bannerId: Identifier) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: imagesKey(bannerId) });
}
