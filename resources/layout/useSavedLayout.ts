import { useQuery } from '@tanstack/react-query';
import type { LayoutType } from '../../contract/enums';
import { loadLayout } from './layoutApi';

export const layoutQueryKey = (layoutType: LayoutType) => ['layouts', layoutType] as const;

/**
 * A screen's layout as saved (getLayout), for the editor and for the request started as the page
 * loads (preloadLayout.ts): an answer a few seconds old is the one the editor opens with.
 */
export const savedLayoutQuery = (layoutType: LayoutType) => ({
  queryKey: layoutQueryKey(layoutType),
  queryFn: ({ signal }: { signal?: AbortSignal }) => loadLayout(layoutType, signal),
  staleTime: 5_000,
});

/**
 * A screen's layout as saved, every section, hidden ones too (getLayout), with its version. It is
 * read when the editor opens, and then only when the person asks (a save, Reload): a layout read
 * again behind the draft would put someone else's version under the person's changes unseen.
 */
export function useSavedLayout(layoutType: LayoutType) {
  return useQuery({
    ...savedLayoutQuery(layoutType),
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
