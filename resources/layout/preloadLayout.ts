import type { Banner } from '../../contract/banners';
import type { ConsoleDataProvider } from '../../dataProvider/createDataProvider';
import { fetchListEarly } from '../../dataProvider/earlyPages';
import { queryClient } from '../../src/queryClient';
import { layoutTypeOf } from './layoutApi';
import { activeOn, bannersByPosition } from './useActiveBanners';
import { savedLayoutQuery } from './useSavedLayout';

/** The banner images the preview's highlight row shows without scrolling. */
const imagesInView = 3;

/**
 * The layout editor's first data, started beside its chunk (PageDefinition.preloadData): the screen's
 * layout, every banner, and the images of the banners the preview shows first, which are the largest
 * things the page paints; their requests would otherwise wait for the editor's render.
 */
export function preloadLayout(query: URLSearchParams, dataProvider: ConsoleDataProvider) {
  const layoutType = layoutTypeOf(query);
  void queryClient.prefetchQuery(savedLayoutQuery(layoutType));
  fetchListEarly(queryClient, dataProvider, 'ui/banners', bannersByPosition)
    .then(({ data }) => {
      for (const banner of activeOn(data as Banner[], layoutType).slice(0, imagesInView)) {
        const image = banner.images[0];
        if (image) new Image().src = image.imageUrl;
      }
    })
    .catch(() => undefined);
}
