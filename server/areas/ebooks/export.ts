import type { Ebook } from '../../../contract/ebooks';
import type { EbookExportQuery } from '../../../contract/ebooks';
import { ebooksOf, filtered, sortExpression } from './queries';
import { enabledLabel, mediaAddress, money, publicationKindLabel } from '../../exports/cells';
import { type ListExport, listOrder } from '../../exports/listExport';

/** The e-books list's export: the e-books `POST /api/ebooks/list` selects, in its order (undated last by date). */
export const ebookExport: ListExport<'exportEbooks', EbookExportQuery, Ebook> = {
  name: 'exportEbooks',
  file: 'e-books',
  audit: 'e-books',
  rows: (db, query, timeZone) => filtered(db, query, timeZone),
  id: 'ebooks.id',
  order: (query) => listOrder({ sortExpression, defaultSort: 'createdAt', id: 'ebooks.id', nullable: ['publicationDate'] }, query),
  items: (db, rows) => ebooksOf(db, rows),
  cells: {
    coverUrl: (ebook, context) => mediaAddress(ebook.coverUrl, context),
    title: (ebook) => [ebook.title, ebook.authors.join(', ')],
    type: (ebook) => publicationKindLabel[ebook.type],
    categoryName: (ebook) => ebook.categoryName,
    publicationDate: (ebook) => ebook.publicationDate,
    price: (ebook) => money(ebook.price, ebook.currency),
    territories: (ebook) => ebook.territories.join(' '),
    status: (ebook) => enabledLabel[ebook.status],
    ready: (ebook) => (ebook.ready ? 'Ready' : 'Not ready'),
  },
};
