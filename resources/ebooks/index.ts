import MenuBookIcon from '@mui/icons-material/MenuBook';
import { lazy } from 'react';
import { lazyView } from '../../src/definitions/lazyView';
import type { ResourceDefinition } from '../../src/definitions/types';
import { ebooksMessages } from './messages';

/** E-books (`/e-books`, menu "Books"); their three files upload from the edit page (ebookFiles.ts). */
export const ebooks: ResourceDefinition = {
  kind: 'resource',
  name: 'e-books',
  access: 'ebooks',
  bulk: 'e-books',
  bulkParams: { 'set-category': lazy(() => import('./BulkCategoryInput')) },
  menu: { label: 'app.menu.books', icon: MenuBookIcon, order: 20 },
  messages: ebooksMessages,
  operations: {
    list: 'listEbooks',
    export: 'exportEbooks',
    getOne: 'getEbook',
    create: 'createEbook',
    update: 'updateEbook',
  },
  list: lazyView(() => import('./EbookList')),
  listDefaults: () => ({ sort: { field: 'createdAt', order: 'DESC' } }),
  create: lazyView(() => import('./EbookCreate')),
  edit: lazyView(() => import('./EbookEdit')),
  recordRepresentation: 'title',
  audit: 'e-books',
  values: () => import('./ebookValues').then((module) => module.ebookValues),
};
