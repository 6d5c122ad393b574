import DashboardIcon from '@mui/icons-material/Dashboard';
import { lazyView } from '../../src/definitions/lazyView';
import type { PageDefinition } from '../../src/definitions/types';
import { dashboardMessages } from './messages';

export const dashboard: PageDefinition = {
  kind: 'page',
  path: 'dashboard',
  access: 'dashboard',
  menu: { label: 'app.menu.dashboard', icon: DashboardIcon, order: 10, key: 'd' },
  messages: dashboardMessages,
  page: lazyView(() => import('./DashboardPage')),
};
