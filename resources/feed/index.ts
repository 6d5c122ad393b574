import DynamicFeedIcon from '@mui/icons-material/DynamicFeed';
import { lazy } from 'react';
import type { ResourceDefinition } from '../types';

export const feeds: ResourceDefinition = {
  kind: 'resource',
  name: 'feeds',
  listPath: 'feeds/list',
  access: 'feed',
  menu: { label: 'app.menu.feed', icon: DynamicFeedIcon, order: 50 },
  endpoints: {
    list: { method: 'POST', path: '/api/feed/list' },
    getOne: '/api/feed/:id',
    create: '/api/feed/',
    update: '/api/feed/:id',
    delete: '/api/feed/:id',
    actions: { removeImage: { method: 'DELETE', path: '/api/feed/:id/image' } },
  },
  list: lazy(() => import('./FeedList')),
  create: lazy(() => import('./FeedCreate')),
  edit: lazy(() => import('./FeedEdit')),
  recordRepresentation: 'title',
};
