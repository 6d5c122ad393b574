import DynamicFeedIcon from '@mui/icons-material/DynamicFeed';
import { lazyView } from '../../src/definitions/lazyView';
import { feeds as declaration } from '../../contract/resources/feeds';
import { defineResource } from '../../src/definitions/defineResource';
import { feedMessages } from './messages';

export const feed = defineResource(declaration, {
  listPath: 'feeds/list',
  menu: { label: 'app.menu.feed', icon: DynamicFeedIcon, order: 50, key: 'f' },
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
  values: () => import('./feedValues').then((module) => module.feedValues),
});
