import MenuBookIcon from '@mui/icons-material/MenuBook';
import { lazy } from 'react';
import { lazyView } from '../../src/definitions/lazyView';
import { ebooks as declaration } from '../../contract/resources/ebooks';
import { defineResource } from '../../src/definitions/defineResource';
import { ebooksMessages } from './messages';

/** E-books (`/e-books`, menu "Books"); their three files upload from the edit page (ebookFiles.ts). */
export const ebooks = defineResource(declaration, {
  bulkParams: {
    'set-category': lazy(() => import('./BulkCategoryInput')),
    'set-promotion': lazy(() => import('./BulkPromotionInput')),
    'end-promotion': lazy(() => import('./BulkEndPromotionInput')),
  },
  menu: { label: 'app.menu.books', icon: MenuBookIcon, order: 20, key: 'e' },
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
  values: () => import('./ebookValues').then((module) => module.ebookValues),
});
