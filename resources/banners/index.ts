import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import { lazyView } from '../../src/definitions/lazyView';
import { banners as declaration } from '../../contract/resources/banners';
import { defineResource } from '../../src/definitions/defineResource';
import { bannersMessages } from './messages';

/** Banners (`/ui/banners`): placed on a screen of the app, with images that each carry a deep link. */
export const banners = defineResource(declaration, {
  menu: { label: 'app.menu.banners', icon: ViewCarouselIcon, group: 'ui', order: 20, key: 'b' },
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
  list: lazyView(() => import('./BannerList')),
  listDefaults: () => ({ sort: { field: 'layoutType', order: 'ASC' } }),
  create: lazyView(() => import('./BannerCreate')),
  edit: lazyView(() => import('./BannerEdit')),
  recordRepresentation: 'title',
  values: () => import('./bannerValues').then((module) => module.bannerValues),
});
