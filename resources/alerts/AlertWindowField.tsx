import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Alert } from '../../contract/alerts';
import { formatMoment } from './alertChoices';

/** When the alert shows: "start – end", or "From start" when it has no end. */
export function AlertWindowField() {
  const record = useRecordContext<Alert>();
  const translate = useTranslate();
  if (!record) return null;
  const start = formatMoment(record.startAt);
  const text = record.endAt
    ? translate('resources.ui/alerts.window.from_to', { start, end: formatMoment(record.endAt) })
    : translate('resources.ui/alerts.window.from', { start });
  return <Typography variant="body2">{text}</Typography>;
}
