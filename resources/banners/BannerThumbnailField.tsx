import type { Banner } from '../../contract/banners';
import { ThumbnailField } from '../../src/components/ThumbnailField';

/** The banner's first image, in its 3:1 shape. */
export const BannerThumbnailField = ({ height }: { height: number }) => (
  <ThumbnailField<Banner> src={(banner) => banner.images[0]?.imageUrl} height={height} aspect={3} />
);
