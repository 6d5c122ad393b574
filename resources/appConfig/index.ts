import SettingsIcon from '@mui/icons-material/Settings';
import { lazyView } from '../../src/definitions/lazyView';
import type { ResourceDefinition } from '../../src/definitions/types';
import { appConfigMessages } from './messages';

/** App config (`/ui/app-config`): typed key/value entries the mobile app reads, addressed by key. */
export const appConfig: ResourceDefinition = {
  kind: 'resource',
  name: 'ui/app-config',
  access: 'ui',
  bulk: 'ui/app-config',
  menu: { label: 'app.menu.app_config', icon: SettingsIcon, group: 'ui', order: 40 },
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
  audit: 'ui/app-config',
  values: () => import('./appConfigValues').then((module) => module.appConfigValues),
};
