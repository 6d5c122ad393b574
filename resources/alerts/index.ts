import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { lazy } from 'react';
import type { ResourceDefinition } from '../types';

/** In-app alerts (`/ui/alerts`): a message with up to two buttons, a deep link and an image. */
export const alerts: ResourceDefinition = {
  kind: 'resource',
  name: 'ui/alerts',
  access: 'ui',
  menu: { label: 'app.menu.alerts', icon: NotificationsActiveIcon, group: 'ui', order: 30 },
  endpoints: {
    list: { method: 'POST', path: '/api/ui/alert/list' },
    getOne: '/api/ui/alert/:id',
    create: '/api/ui/alert',
    update: '/api/ui/alert/:id',
    delete: '/api/ui/alert/:id',
    actions: { deleteImage: { method: 'PUT', path: '/api/ui/alert/:id/image-delete' } },
  },
  list: lazy(() => import('./AlertList')),
  create: lazy(() => import('./AlertCreate')),
  edit: lazy(() => import('./AlertEdit')),
  recordRepresentation: 'title',
};
