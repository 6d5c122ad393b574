import ManageHistoryIcon from '@mui/icons-material/ManageHistory';
import { lazyView } from '../../src/definitions/lazyView';
import { activity as declaration } from '../../contract/resources/activity';
import { defineResource } from '../../src/definitions/defineResource';
import { activityMessages } from './messages';

/**
 * The Activity page (`/users/activity`): the audit log, every change staff made that the reader
 * may see, newest first, filtered and exported as CSV. A react-admin resource over
 * listAuditEntries, so that its filters, paging and URL are those of every other list.
 */
export const activity = defineResource(declaration, {
  menu: { label: 'app.menu.activity', icon: ManageHistoryIcon, group: 'users', order: 40 },
  messages: activityMessages,
  operations: { list: 'listAuditEntries', export: 'exportAuditEntries' },
  list: lazyView(() => import('./ActivityList')),
  listShowsChanges: true,
  listDefaults: () => ({ sort: { field: 'at', order: 'DESC' } }),
});
