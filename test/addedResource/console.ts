import ExtensionIcon from '@mui/icons-material/Extension';
import { defineResource } from '../../src/definitions/defineResource';
import { lazyView } from '../../src/definitions/lazyView';
import { widgets } from './declaration';

/** The test resource's console definition, as resources/<name>/index.ts holds one. */
export const widgetsDefinition = defineResource(widgets, {
  menu: { label: 'app.menu.widgets', icon: ExtensionIcon, group: 'users', order: 90, key: 'w' },
  messages: {
    app: { menu: { widgets: 'Widgets' } },
    resources: {
      'test/widgets': {
        name: 'Widget |||| Widgets',
        bulk: {
          confirm: '%{action} %{count} widget? |||| %{action} %{count} widgets?',
          undo: '%{action} the %{count} widget this job %{did}? |||| %{action} the %{count} widgets this job %{did}?',
          jobs: { delete: 'Delete widgets' },
        },
      },
    },
  },
  operations: { list: 'listWidgets' as never, create: 'createWidget' as never, export: 'exportWidgets' as never },
  list: lazyView(() => import('./WidgetList')),
  listDefaults: () => ({ sort: { field: 'name', order: 'ASC' } }),
  recordRepresentation: 'name',
});
