import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { lazyView } from '../../src/definitions/lazyView';
import type { ResourceDefinition } from '../../src/definitions/types';
import { alertsMessages } from './messages';

/** In-app alerts (`/ui/alerts`): a message with up to two buttons, a deep link and an image. */
export const alerts: ResourceDefinition = {
  kind: 'resource',
  name: 'ui/alerts',
  access: 'ui',
  bulk: 'ui/alerts',
  menu: { label: 'app.menu.alerts', icon: NotificationsActiveIcon, group: 'ui', order: 30 },
  messages: alertsMessages,
  operations: {
    list: 'listAlerts',
    export: 'exportAlerts',
    getOne: 'getAlert',
    create: 'createAlert',
    update: 'updateAlert',
    delete: 'deleteAlert',
    actions: { deleteImage: 'deleteAlertImage' },
  },
  list: lazyView(() => import('./AlertList')),
  listDefaults: () => ({ sort: { field: 'startAt', order: 'DESC' } }),
  create: lazyView(() => import('./AlertCreate')),
  edit: lazyView(() => import('./AlertEdit')),
  recordRepresentation: 'title',
  audit: 'ui/alerts',
  values: () => import('./alertValues').then((module) => module.alertValues),
};
