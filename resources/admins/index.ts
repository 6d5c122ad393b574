import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { lazy } from 'react';
import { staffResourceOperations } from '../staff/staffOperations';
import type { ResourceDefinition } from '../types';
import { adminsMessages } from './messages';

/** SUPER_ADMINs and ADMINs. */
export const admins: ResourceDefinition = {
  kind: 'resource',
  name: 'users/admins',
  access: 'admins',
  menu: { label: 'app.menu.admins', icon: AdminPanelSettingsIcon, group: 'users', order: 10 },
  messages: adminsMessages,
  operations: staffResourceOperations('1,2'),
  list: lazy(() => import('./AdminList')),
  create: lazy(() => import('./AdminCreate')),
  recordRepresentation: 'name',
};
