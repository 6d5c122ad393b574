import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Identifier } from 'react-admin';
import type { BannerImage } from '../../contract/banners';
import { pathFor } from '../../dataProvider/endpoints';
import { httpClient } from '../../dataProvider/http';
import { imagesPath } from './bannerChoices';

const imagesKey = (bannerId: Identifier) => ['ui/banners', String(bannerId), 'images'];

/** The banner's images in position order (`GET /api/ui/banners/{id}/images`). */
export function useBannerImages(bannerId: Identifier) {
  return useQuery({
    queryKey: imagesKey(bannerId),
    queryFn: async ({ signal }) => (await httpClient(pathFor(imagesPath, bannerId), { signal })).json as BannerImage[],
  });
}

/** Reads the images again after one is added, moved, edited or deleted. */
export function useImagesChanged(bannerId: Identifier) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: imagesKey(bannerId) });
}
