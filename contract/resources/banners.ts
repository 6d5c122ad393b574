import { declareResource } from './declaration';

export const banners = declareResource({
  name: 'ui/banners',
  area: 'ui',
  api: '/api/ui/banners',
  views: true,
  audited: true,
  searchable: true,
  editorial: { state: 'getBannerState', step: 'takeBannerStep' },
  bulk: { operation: 'bulkBanners', actions: ['enable', 'disable', 'delete'] },
  export: {
    operation: 'exportBanners',
    columns: {
      thumbnail: ['Picture'],
      title: ['Title'],
      layoutType: ['Screen'],
      position: ['Position'],
      startAt: ['Starts', 'Ends'],
      state: ['State'],
      imageCount: ['Images'],
    },
  },
});
