import SettingsIcon from '@mui/icons-material/Settings';
import { lazyView } from '../../src/definitions/lazyView';
import { appConfig as declaration } from '../../contract/resources/appConfig';
import { defineResource } from '../../src/definitions/defineResource';
import { appConfigMessages } from './messages';

/** App config (`/ui/app-config`): typed key/value entries the mobile app reads, addressed by key. */
export const appConfig = defineResource(declaration, {
  menu: { label: 'app.menu.app_config', icon: SettingsIcon, group: 'ui', order: 40, key: 'k' },
  messages: appConfigMessages,
  operations: {
    list: 'listAppConfigEntries',
    export: 'exportAppConfigEntries',
    getOne: 'getAppConfigEntry',
    // One PUT both creates and edits; the key travels in the body.
    create: 'saveAppConfigEntry',
    update: 'saveAppConfigEntry',
    idField: 'key',
  },
  list: lazyView(() => import('./AppConfigList')),
  listDefaults: () => ({ sort: { field: 'key', order: 'ASC' } }),
  create: lazyView(() => import('./AppConfigCreate')),
  edit: lazyView(() => import('./AppConfigEdit')),
  recordRepresentation: 'key',
  values: () => import('./appConfigValues').then((module) => module.appConfigValues),
});
