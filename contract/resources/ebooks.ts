import { declareResource } from './declaration';

export const ebooks = declareResource({
  name: 'e-books',
  area: 'ebooks',
  api: '/api/ebooks',
  views: true,
  audited: true,
  searchable: true,
  editorial: { state: 'getEbookState', step: 'takeEbookStep' },
  bulk: { operation: 'bulkEbooks', actions: ['enable', 'disable', 'set-category', 'set-promotion', 'end-promotion'] },
  export: {
    operation: 'exportEbooks',
    columns: {
      coverUrl: ['Cover'],
      title: ['Title', 'Authors'],
      type: ['Type'],
      categoryName: ['Category'],
      publicationDate: ['Publication date'],
      price: ['Price', 'Currency'],
      territories: ['Territories'],
      status: ['Status'],
      ready: ['Readiness'],
    },
  },
});
