import type { BannerImage, BannerImageDetailsInput } from '../../contract/banners';
import { useConsoleDataProvider } from '../../src/components/useConsoleDataProvider';
import { useImagesChanged } from './useBannerImages';

/** The image's position/details record as it is now. */
export const detailsOf = (image: BannerImage): BannerImageDetailsInput => ({
  position: image.position,
  targetKind: image.targetKind as BannerImageDetailsInput['targetKind'],
  targetValue: image.targetValue,
  altText: image.altText,
});

/** Saves an image's details (updateBannerImageDetails), then reads the images again. */
export function useImageDetails(image: BannerImage) {
  const dataProvider = useConsoleDataProvider();
  const changed = useImagesChanged(image.bannerId);
  return async (details: BannerImageDetailsInput) => {
    const { data } = await dataProvider.action<BannerImage>('ui/banners', 'updateImageDetails', { id: image.id, data: details });
    await changed();
    return data;
  };
}
