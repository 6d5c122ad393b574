import { declareResource } from './declaration';

/** The audit log's entries, the Activity page. */
export const activity = declareResource({ name: 'users/activity', area: 'activity', api: '/api/audit', views: true });
