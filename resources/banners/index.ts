import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import { lazy } from 'react';
import type { ResourceDefinition } from '../types';
import { bannersMessages } from './messages';

/** Banners (`/ui/banners`): placed on a screen of the app, with images that each carry a deep link. */
export const banners: ResourceDefinition = {
  kind: 'resource',
  name: 'ui/banners',
  access: 'ui',
  bulk: 'banners',
  menu: { label: 'app.menu.banners', icon: ViewCarouselIcon, group: 'ui', order: 20 },
  messages: bannersMessages,
  operations: {
    list: 'listBanners',
    export: 'exportBanners',
    getOne: 'getBanner',
    create: 'createBanner',
    update: 'updateBanner',
    delete: 'deleteBanner',
    actions: { deleteImage: 'deleteBannerImage', updateImageDetails: 'updateBannerImageDetails' },
  },
  list: lazy(() => import('./BannerList')),
  create: lazy(() => import('./BannerCreate')),
  edit: lazy(() => import('./BannerEdit')),
  recordRepresentation: 'title',
  audit: 'banner',
};
