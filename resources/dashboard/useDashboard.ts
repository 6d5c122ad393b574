import { useQuery } from '@tanstack/react-query';
import type { Dashboard } from '../../contract/dashboard';
import { httpClient } from '../../dataProvider/http';

/** The signed-in staff member's dashboard (`GET /api/dashboard`): the commerce or the content view, by role. */
export function useDashboard() {
  return useQuery({
    queryKey: ['dashboard'],
    queryFn: async ({ signal }) => (await httpClient('/api/dashboard', { signal })).json as Dashboard,
  });
}
