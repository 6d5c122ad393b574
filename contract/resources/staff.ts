import { declareResource } from './declaration';

/**
 * Staff members are one kind of record in two lists, by role: their changes are audited as
 * `staff` (contract/audit.ts), whichever list shows them, as their role may change.
 */
export const editors = declareResource({ name: 'users/editors', area: 'editors', api: '/api/users', views: true });
export const admins = declareResource({ name: 'users/admins', area: 'admins', api: '/api/users', views: true });
