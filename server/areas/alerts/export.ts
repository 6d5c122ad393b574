import type { Alert } from '../../../contract/alerts';
import { bannerState } from '../../../contract/banners';
import type { AlertExportQuery } from '../../../contract/alerts';
import { filtered, sortExpression, toAlert } from './queries';
import { mediaAddress, windowStateLabel } from '../../exports/cells';
import { type ListExport, listOrder } from '../../exports/listExport';

const buttonTypeLabel: Record<number, string> = { 1: 'No buttons', 2: 'One button', 3: 'Two buttons' };

/** The alerts list's export: the alerts `POST /api/ui/alert/list` selects, in its order. */
export const alertExport: ListExport<'exportAlerts', AlertExportQuery, Alert> = {
  name: 'exportAlerts',
  file: 'alerts',
  audit: 'ui/alerts',
  rows: (db, query) => filtered(db, query).selectAll('alerts'),
  id: 'alerts.id',
  order: (query) => listOrder({ sortExpression, defaultSort: 'startAt', id: 'alerts.id' }, query),
  items: (_db, rows) => {
    const now = new Date();
    return rows.map((row) => toAlert(row, now));
  },
  cells: {
    imageUrl: (alert, context) => mediaAddress(alert.imageUrl, context),
    title: (alert) => alert.title,
    buttonType: (alert) => buttonTypeLabel[alert.buttonType],
    startAt: (alert) => [alert.startAt, alert.endAt],
    // As the list: `active` (reckoned now) decides "Active now", the flag and the window the rest.
    active: (alert) => windowStateLabel[alert.active ? 'active' : bannerState(alert)],
  },
};
