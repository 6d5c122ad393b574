import { useQuery } from '@tanstack/react-query';
import type { LayoutType } from '../../contract/enums';
import { call } from '../../dataProvider/client';

export const layoutQueryKey = (layoutType: LayoutType) => ['layouts', layoutType] as const;

/** A screen's layout as saved, every section, hidden ones too (getLayout). */
export function useSavedLayout(layoutType: LayoutType) {
  return useQuery({
    queryKey: layoutQueryKey(layoutType),
    queryFn: ({ signal }) => call('getLayout', { query: { layoutType } }, { signal }),
  });
}
