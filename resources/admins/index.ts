import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { lazy } from 'react';
import type { ResourceDefinition } from '../types';

export const admins: ResourceDefinition = {
  kind: 'resource',
  name: 'users/admins',
  access: 'admins',
  menu: { label: 'app.menu.admins', icon: AdminPanelSettingsIcon, group: 'users', order: 10 },
  list: lazy(() => import('./AdminList')),
};
