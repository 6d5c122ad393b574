import { declareResource } from './declaration';

export const feeds = declareResource({
  name: 'feeds',
  area: 'feed',
  api: '/api/feed',
  views: true,
  audited: true,
  searchable: true,
  editorial: { state: 'getFeedEntryState', step: 'takeFeedEntryStep' },
  bulk: { operation: 'bulkFeedEntries', actions: ['enable', 'disable', 'delete'] },
  export: {
    operation: 'exportFeedEntries',
    columns: {
      imageUrl: ['Picture'],
      title: ['Title'],
      contentType: ['Content type'],
      tags: ['Tags'],
      publishAt: ['Publish at'],
      status: ['Status'],
    },
  },
});
