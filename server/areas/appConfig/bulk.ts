import type { AppConfigListQuery } from '../../../contract/appConfig';
import { changesBetween } from '../../audit/changes';
import { writeAudit } from '../../audit/record';
import type { BulkDefinition } from '../../bulk/definition';
import { querySelection } from '../../bulk/selection';
import { notFound } from '../../errors';
import { lockRow } from '../../lib/versions';
import { filtered as filteredConfig, missing as missingConfigKey, readRow, toEntry } from './queries';

/** App config keys have no delete of their own: the bulk action is it, audited as one. */
export const appConfigBulk: BulkDefinition<'ui/app-config', AppConfigListQuery, string> = {
  list: 'ui/app-config',
  selection: querySelection({ keyColumn: 'app_config.key', filtered: filteredConfig, numeric: false }),
  actions: {
    delete: {
      apply: async (trx, step, key) => {
        await lockRow(trx, 'app_config', 'key', key);
        const row = await readRow(trx, key);
        if (!row) throw notFound(missingConfigKey);
        await trx.deleteFrom('app_config').where('key', '=', key).execute();
        await writeAudit(trx, step.author, {
          action: 'delete',
          resource: 'ui/app-config',
          recordId: key,
          label: key,
          changes: changesBetween(toEntry(row), {}),
        });
      },
    },
  },
};
