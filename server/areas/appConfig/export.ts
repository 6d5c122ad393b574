import type { AppConfigEntry } from '../../../contract/appConfig';
import type { ConfigValueType } from '../../../contract/enums';
import type { AppConfigExportQuery } from '../../../contract/appConfig';
import { filtered, sortExpression, toEntry } from './queries';
import { enabledLabel } from '../../exports/cells';
import { type ListExport, listOrder } from '../../exports/listExport';

const valueTypeLabel: Record<ConfigValueType, string> = { string: 'Text', number: 'Number', boolean: 'True or false', json: 'JSON' };

/** The app config list's export: the entries `POST /api/ui/app-config/list` selects, by key unless sorted otherwise. */
export const appConfigExport: ListExport<'exportAppConfigEntries', AppConfigExportQuery, AppConfigEntry> = {
  name: 'exportAppConfigEntries',
  file: 'app-config',
  audit: 'ui/app-config',
  rows: (db, query) => filtered(db, query).selectAll('app_config'),
  id: 'app_config.key',
  order: (query) => listOrder({ sortExpression, defaultSort: 'key', defaultDirection: 'ASC', id: 'app_config.key' }, query),
  items: (_db, rows) => rows.map(toEntry),
  cells: {
    key: (entry) => entry.key,
    valueType: (entry) => valueTypeLabel[entry.valueType],
    value: (entry) => entry.value,
    description: (entry) => entry.description,
    updatedAt: (entry) => entry.updatedAt,
    status: (entry) => enabledLabel[entry.status],
  },
};
