import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AppPreview } from '../../contract/appPreview';
import type { LayoutType } from '../../contract/enums';
import { call } from '../../dataProvider/client';
import { useActiveBanners } from './useActiveBanners';

/**
 * What the phone preview shows of the app at `at` (an instant; null: now): the screen's layout as
 * published or scheduled by then, its banners and the alerts published by then within their window
 * (docs/api.md "Editorial workflow"). Now, the banners are the page's own list (read as the page
 * loads); the alerts, and everything at a time to come, are the API's preview.
 */
export function usePreviewAt(layoutType: LayoutType, at: string | null): Pick<AppPreview, 'sections' | 'banners' | 'alerts'> {
  const now = useActiveBanners(layoutType);
  const { data } = useQuery({
    queryKey: ['layout', 'preview', layoutType, at],
    queryFn: ({ signal }) => call('previewApp', { query: { layoutType, at: at ?? new Date().toISOString() } }, { signal }),
    placeholderData: keepPreviousData,
  });
  return { sections: data?.sections ?? [], banners: at === null ? now : (data?.banners ?? []), alerts: data?.alerts ?? [] };
}
