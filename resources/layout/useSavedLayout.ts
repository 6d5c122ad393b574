import { useQuery } from '@tanstack/react-query';
import type { LayoutType } from '../../contract/enums';
import type { Layout } from '../../contract/layouts';
import { httpClient } from '../../dataProvider/http';

export const layoutQueryKey = (layoutType: LayoutType) => ['layouts', layoutType] as const;

/** A screen's layout as saved, every section, hidden ones too (`GET /api/layouts`). */
export function useSavedLayout(layoutType: LayoutType) {
  return useQuery({
    queryKey: layoutQueryKey(layoutType),
    queryFn: async ({ signal }) => (await httpClient(`/api/layouts?layoutType=${layoutType}`, { signal })).json as Layout,
  });
}
