import { Chip, type ChipProps } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Alert } from '../../contract/alerts';
import { type AlertWindowState, alertWindowState } from './alertWindowState';

const colors: Record<AlertWindowState, ChipProps['color']> = {
  active: 'success',
  scheduled: 'info',
  ended: 'default',
  disabled: 'warning',
};

/** Active now, Scheduled, Ended or Disabled, as a small chip. */
export function AlertStateField() {
  const record = useRecordContext<Alert>();
  const translate = useTranslate();
  if (!record) return null;
  const state = alertWindowState(record);
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colors[state]}
      label={translate(`app.active_window.${state}`)}
      sx={{ width: 'fit-content' }}
    />
  );
}
