import SettingsIcon from '@mui/icons-material/Settings';
import { lazy } from 'react';
import type { ResourceDefinition } from '../types';

export const appConfig: ResourceDefinition = {
  kind: 'resource',
  name: 'ui/app-config',
  access: 'ui',
  menu: { label: 'app.menu.app_config', icon: SettingsIcon, group: 'ui', order: 40 },
  list: lazy(() => import('./AppConfigList')),
};
