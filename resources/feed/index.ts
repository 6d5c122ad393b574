import DynamicFeedIcon from '@mui/icons-material/DynamicFeed';
import { lazyView } from '../../src/definitions/lazyView';
import type { ResourceDefinition } from '../../src/definitions/types';
import { feedMessages } from './messages';

export const feed: ResourceDefinition = {
  kind: 'resource',
  name: 'feeds',
  listPath: 'feeds/list',
  access: 'feed',
  bulk: 'feeds',
  menu: { label: 'app.menu.feed', icon: DynamicFeedIcon, order: 50 },
  messages: feedMessages,
  operations: {
    list: 'listFeedEntries',
    export: 'exportFeedEntries',
    getOne: 'getFeedEntry',
    create: 'createFeedEntry',
    update: 'updateFeedEntry',
    delete: 'deleteFeedEntry',
    actions: { removeImage: 'deleteFeedEntryImage' },
  },
  list: lazyView(() => import('./FeedList')),
  listDefaults: () => ({ sort: { field: 'publishAt', order: 'DESC' } }),
  create: lazyView(() => import('./FeedCreate')),
  edit: lazyView(() => import('./FeedEdit')),
  recordRepresentation: 'title',
  audit: 'feeds',
  values: () => import('./feedValues').then((module) => module.feedValues),
};
