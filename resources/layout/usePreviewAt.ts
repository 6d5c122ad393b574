import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AppPreview } from '../../contract/appPreview';
import type { Banner } from '../../contract/banners';
import type { LayoutType } from '../../contract/enums';
import { call } from '../../dataProvider/client';
import { useActiveBanners } from './useActiveBanners';

/**
 * What the phone preview shows of the app at `at` (an instant; null: now): the screen's banners and
 * the alerts published by then within their window (docs/api.md "Editorial workflow"). Now, the
 * banners are the page's own list (read as the page loads); the alerts, and everything at a time
 * to come, are the API's preview.
 */
export function usePreviewAt(layoutType: LayoutType, at: string | null): { banners: Banner[]; alerts: AppPreview['alerts'] } {
  const now = useActiveBanners(layoutType);
  const { data } = useQuery({
    queryKey: ['layout', 'preview', layoutType, at],
    queryFn: ({ signal }) => call('previewApp', { query: { layoutType, at: at ?? new Date().toISOString() } }, { signal }),
    placeholderData: keepPreviousData,
  });
  return { banners: at === null ? now : (data?.banners ?? []), alerts: data?.alerts ?? [] };
}
