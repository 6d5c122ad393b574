import type { Endpoints } from '../../dataProvider/endpoints';

/** The staff endpoints (spec.md section 7 plus the documented extras), listed by role. */
export function staffEndpoints(role: string | number): Endpoints {
  return {
    list: { method: 'GET', path: '/api/users/list', query: { role } },
    create: '/api/users/',
    actions: {
      block: { method: 'POST', path: '/api/users/block-unblock' },
      resendInvitation: { method: 'POST', path: '/api/users/:id/invitation' },
      changeRole: { method: 'PUT', path: '/api/users/:id/role' },
      signOut: { method: 'POST', path: '/api/users/:id/sign-out' },
    },
  };
}
