import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import { lazy } from 'react';
import type { ResourceDefinition } from '../types';

/** Banners (`/ui/banners`): placed on a screen of the app, with images that each carry a deep link. */
export const banners: ResourceDefinition = {
  kind: 'resource',
  name: 'ui/banners',
  access: 'ui',
  menu: { label: 'app.menu.banners', icon: ViewCarouselIcon, group: 'ui', order: 20 },
  endpoints: {
    list: { method: 'GET', path: '/api/ui/banners' },
    getOne: '/api/ui/banners/:id',
    create: '/api/ui/banners',
    update: '/api/ui/banners/:id',
    delete: '/api/ui/banners/:id',
    actions: {
      deleteImage: { method: 'PUT', path: '/api/ui/banners/:imageId/images-delete' },
      updateImageDetails: { method: 'PUT', path: '/api/ui/banners/images/:imageId/details/update' },
    },
  },
  list: lazy(() => import('./BannerList')),
  create: lazy(() => import('./BannerCreate')),
  edit: lazy(() => import('./BannerEdit')),
  recordRepresentation: 'title',
};
