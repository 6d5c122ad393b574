import type { AlertListQuery } from '../../../contract/alerts';
import { type BulkDefinition, setEnabledFlag } from '../../bulk/definition';
import { querySelection } from '../../bulk/selection';
import { removeFilesOfDeleted } from '../../lib/storedFiles';
import { auditedAlert, deleteAlert, filtered as filteredAlerts } from './queries';

/** Alerts: enable, disable, delete (with its image). */
export const alertsBulk: BulkDefinition<'ui/alerts', AlertListQuery> = {
  list: 'ui/alerts',
  selection: querySelection({ keyColumn: 'alerts.id', filtered: filteredAlerts }),
  actions: {
    enable: setEnabledFlag(auditedAlert, 'alerts', 'E'),
    disable: setEnabledFlag(auditedAlert, 'alerts', 'D'),
    delete: {
      apply: async (trx, step, id) => {
        const imagePath = await deleteAlert(trx, step.author, id);
        return () => removeFilesOfDeleted(step.app, 'alert image', [imagePath]);
      },
    },
  },
};
