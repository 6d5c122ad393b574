import { declareResource } from './declaration';

export const alerts = declareResource({
  name: 'ui/alerts',
  area: 'ui',
  api: '/api/ui/alert',
  views: true,
  audited: true,
  searchable: true,
  editorial: { state: 'getAlertState', step: 'takeAlertStep' },
  bulk: { operation: 'bulkAlerts', actions: ['enable', 'disable', 'delete'] },
  export: {
    operation: 'exportAlerts',
    columns: {
      imageUrl: ['Image'],
      title: ['Title'],
      buttonType: ['Buttons'],
      startAt: ['Starts', 'Ends'],
      active: ['State'],
    },
  },
});
