import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import { lazyView } from '../../src/definitions/lazyView';
import type { PageDefinition } from '../../src/definitions/types';
import { layoutMessages } from './messages';
import { preloadLayout } from './preloadLayout';

export const layout: PageDefinition = {
  kind: 'page',
  path: 'ui/layout',
  access: 'ui',
  menu: { label: 'app.menu.layout', icon: ViewQuiltIcon, group: 'ui', order: 10, key: 'l' },
  messages: layoutMessages,
  page: lazyView(() => import('./LayoutPage')),
  preloadData: preloadLayout,
};
