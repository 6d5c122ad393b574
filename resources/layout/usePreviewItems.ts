import { useQuery } from '@tanstack/react-query';
import type { PreviewItems } from '../../contract/layouts';
import { httpClient } from '../../dataProvider/http';

/** The newest items of each content section, read once per visit of the page (`GET /api/layouts/preview-items`). */
export function usePreviewItems() {
  return useQuery({
    queryKey: ['layouts', 'preview-items'],
    queryFn: async ({ signal }) => (await httpClient('/api/layouts/preview-items', { signal })).json as PreviewItems,
    staleTime: Infinity,
  });
}
