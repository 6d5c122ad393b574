import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { call } from '../../dataProvider/client';
import { useLiveEvent } from '../../src/live/useLiveEvent';

const dashboardKey = ['dashboard'] as const;

/** The records whose changes move the dashboard's figures and lists (its commerce and content views). */
const shownResources = new Set(['orders', 'customers', 'subscriptions', 'e-books', 'feeds', 'ui/banners', 'ui/alerts']);
/** Changes that come together (an order and its payment) are read once. */
const gatherMs = 1_000;

/**
 * The signed-in staff member's dashboard (getDashboard): the commerce or the content view, by role;
 * read again as orders, payments and content change (docs/api.md "Live updates"): a summary, so it
 * refreshes in place rather than offering to.
 */
export function useDashboard() {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useLiveEvent('change', ({ resource }) => {
    if (!shownResources.has(resource) || timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      void queryClient.invalidateQueries({ queryKey: dashboardKey });
    }, gatherMs);
  });
  return useQuery({
    queryKey: dashboardKey,
    queryFn: ({ signal }) => call('getDashboard', {}, { signal }),
  });
}
