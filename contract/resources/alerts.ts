import { declareResource } from './declaration';

export const alerts = declareResource({
  name: 'ui/alerts',
  area: 'ui',
  api: '/api/ui/alert',
  views: true,
  audited: true,
  searchable: true,
  bulk: { operation: 'bulkAlerts', actions: ['enable', 'disable', 'delete'] },
});
