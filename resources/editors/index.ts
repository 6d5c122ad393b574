import EditNoteIcon from '@mui/icons-material/EditNote';
import { lazyView } from '../../src/definitions/lazyView';
import { staffListDefaults } from '../staff/listDefaults';
import { staffResourceOperations } from '../staff/staffOperations';
import { editors as declaration } from '../../contract/resources/staff';
import { defineResource } from '../../src/definitions/defineResource';
import { editorsMessages } from './messages';

export const editors = defineResource(declaration, {
  menu: { label: 'app.menu.editors', icon: EditNoteIcon, group: 'users', order: 20 },
  messages: editorsMessages,
  operations: staffResourceOperations(4),
  list: lazyView(() => import('./EditorList')),
  listDefaults: staffListDefaults,
  create: lazyView(() => import('./EditorCreate')),
  recordRepresentation: 'name',
  // The staff's audit entries read as the staff lists show them; no page of their own to link to.
  audit: 'staff',
  values: () => import('../staff/staffValues').then((module) => module.staffValues),
});
