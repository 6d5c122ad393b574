import { declareResource } from '../../contract/resources/declaration';

/**
 * A resource that exists only in the tests (test/api/addedResource.test.ts): widgets, for
 * SUPER_ADMINs alone, with every feature a resource may declare.
 */
export const widgets = declareResource({
  name: 'test/widgets',
  area: 'admins',
  api: '/api/test/widgets',
  views: true,
  audited: true,
  searchable: true,
  bulk: { operation: 'bulkWidgets', actions: ['delete'] },
  export: { operation: 'exportWidgets', columns: { name: ['Name'] } },
});
