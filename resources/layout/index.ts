import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import { layoutTypeOfId } from '../../contract/layoutRules';
import { layout as layoutDeclaration } from '../../contract/resources/layout';
import { defineResource } from '../../src/definitions/defineResource';
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

/**
 * The layouts as records of the editorial lifecycle (contract/resources/layout.ts), one per screen:
 * what the layout page's publication, History and Revisions panels read by id. No views of their
 * own: a layout opens as its screen on the layout page.
 */
export const layoutRecords = defineResource(layoutDeclaration, {
  operations: { getOne: 'getLayoutRecord' },
  recordPath: (id) => `/ui/layout?type=${layoutTypeOfId(Number(id)) ?? 'home'}`,
  values: () => import('./layoutValues').then((module) => module.layoutValues),
});
