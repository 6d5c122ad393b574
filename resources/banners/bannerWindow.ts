import type { TranslateFunction } from 'react-admin';
import type { Banner } from '../../contract/banners';
import { formatDateTime } from '../../src/format';

const when = (iso: string) => formatDateTime(iso);

/** The active window in words: "1 May 2026, 09:00 – 31 May 2026, 18:00", or "From ..." without an end. */
export function bannerWindowText(record: Pick<Banner, 'startAt' | 'endAt'>, translate: TranslateFunction): string {
  const start = when(record.startAt);
  return record.endAt
    ? translate('resources.ui/banners.window.between', { start, end: when(record.endAt) })
    : translate('resources.ui/banners.window.from', { start });
}
