import MenuBookIcon from '@mui/icons-material/MenuBook';
import { lazy } from 'react';
import type { ResourceDefinition } from '../types';

export const ebooks: ResourceDefinition = {
  kind: 'resource',
  name: 'e-books',
  access: 'ebooks',
  menu: { label: 'app.menu.books', icon: MenuBookIcon, order: 20 },
  list: lazy(() => import('./EbookList')),
};
