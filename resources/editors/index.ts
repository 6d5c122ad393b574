import EditNoteIcon from '@mui/icons-material/EditNote';
import { lazyView } from '../lazyView';
import { staffListDefaults } from '../staff/listDefaults';
import { staffResourceOperations } from '../staff/staffOperations';
import type { ResourceDefinition } from '../types';
import { editorsMessages } from './messages';

export const editors: ResourceDefinition = {
  kind: 'resource',
  name: 'users/editors',
  access: 'editors',
  menu: { label: 'app.menu.editors', icon: EditNoteIcon, group: 'users', order: 20 },
  messages: editorsMessages,
  operations: staffResourceOperations(4),
  list: lazyView(() => import('./EditorList')),
  listDefaults: staffListDefaults,
  create: lazyView(() => import('./EditorCreate')),
  recordRepresentation: 'name',
};
