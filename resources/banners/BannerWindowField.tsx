import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Banner } from '../../contract/banners';
import { bannerWindowText } from './bannerWindow';

/** When the banner shows: its start and end. */
export function BannerWindowField() {
  const record = useRecordContext<Banner>();
  const translate = useTranslate();
  if (!record) return null;
  return <Typography variant="body2">{bannerWindowText(record, translate)}</Typography>;
}
