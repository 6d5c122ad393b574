import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { lazyView } from '../../src/definitions/lazyView';
import { staffListDefaults } from '../staff/listDefaults';
import { staffResourceOperations } from '../staff/staffOperations';
import { admins as declaration } from '../../contract/resources/staff';
import { defineResource } from '../../src/definitions/defineResource';
import { adminsMessages } from './messages';

/** SUPER_ADMINs and ADMINs. */
export const admins = defineResource(declaration, {
  menu: { label: 'app.menu.admins', icon: AdminPanelSettingsIcon, group: 'users', order: 10 },
  messages: adminsMessages,
  operations: staffResourceOperations('1,2'),
  list: lazyView(() => import('./AdminList')),
  listDefaults: staffListDefaults,
  create: lazyView(() => import('./AdminCreate')),
  recordRepresentation: 'name',
  // The staff's audit entries read as the staff lists show them; no page of their own to link to.
  audit: 'staff',
  values: () => import('../staff/staffValues').then((module) => module.staffValues),
});
