import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import { lazy } from 'react';
import type { ResourceDefinition } from '../types';

export const banners: ResourceDefinition = {
  kind: 'resource',
  name: 'ui/banners',
  access: 'ui',
  menu: { label: 'app.menu.banners', icon: ViewCarouselIcon, group: 'ui', order: 20 },
  list: lazy(() => import('./BannerList')),
};
