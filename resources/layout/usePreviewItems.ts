import { useQuery } from '@tanstack/react-query';
import { call } from '../../dataProvider/client';

/** The newest items of each content section, read once per visit of the page (getLayoutPreviewItems). */
export function usePreviewItems() {
  return useQuery({
    queryKey: ['layouts', 'preview-items'],
    queryFn: ({ signal }) => call('getLayoutPreviewItems', {}, { signal }),
    staleTime: Infinity,
  });
}
