import { declareResource } from './declaration';

export const appConfig = declareResource({
  name: 'ui/app-config',
  area: 'ui',
  api: '/api/ui/app-config',
  views: true,
  audited: true,
  searchable: true,
  bulk: { operation: 'bulkAppConfig', actions: ['delete'] },
  export: {
    operation: 'exportAppConfigEntries',
    columns: {
      key: ['Key'],
      valueType: ['Type'],
      value: ['Value'],
      description: ['Description'],
      updatedAt: ['Updated'],
      status: ['Status'],
    },
  },
});
