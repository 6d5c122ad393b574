import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { lazy } from 'react';
import type { ResourceDefinition } from '../types';

export const alerts: ResourceDefinition = {
  kind: 'resource',
  name: 'ui/alerts',
  access: 'ui',
  menu: { label: 'app.menu.alerts', icon: NotificationsActiveIcon, group: 'ui', order: 30 },
  list: lazy(() => import('./AlertList')),
};
