import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { lazyView } from '../../src/definitions/lazyView';
import { alerts as declaration } from '../../contract/resources/alerts';
import { defineResource } from '../../src/definitions/defineResource';
import { alertsMessages } from './messages';

/** In-app alerts (`/ui/alerts`): a message with up to two buttons, a deep link and an image. */
export const alerts = defineResource(declaration, {
  menu: { label: 'app.menu.alerts', icon: NotificationsActiveIcon, group: 'ui', order: 30, key: 'a' },
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
  values: () => import('./alertValues').then((module) => module.alertValues),
});
