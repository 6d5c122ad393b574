import { useQuery } from '@tanstack/react-query';
import { call } from '../../dataProvider/client';

/** The signed-in staff member's dashboard (getDashboard): the commerce or the content view, by role. */
export function useDashboard() {
  return useQuery({
    queryKey: ['dashboard'],
    queryFn: ({ signal }) => call('getDashboard', {}, { signal }),
  });
}
