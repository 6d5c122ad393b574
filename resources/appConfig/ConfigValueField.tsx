import { Box, Tooltip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { AppConfigEntry } from '../../contract/appConfig';
import { code } from './appConfigChoices';
import { oneLine } from './configValueText';

/** Longer values are cut in the tooltip too; the edit page shows them whole. */
const tooltipLength = 600;

/**
 * A value on one line, cut with an ellipsis where the column ends; a longer value shows whole
 * (up to a point) in a tooltip, and always on the edit page the row opens.
 */
export function ConfigValueField() {
  const record = useRecordContext<AppConfigEntry>();
  if (!record) return null;
  const line = oneLine(record.value);
  const full = record.value.length > tooltipLength ? `${record.value.slice(0, tooltipLength)}…` : record.value;
  const text = (
    <Box component="span" sx={{ ...code, display: 'block', maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
      {line}
    </Box>
  );
  if (line.length <= 40) return text;
  return (
    <Tooltip title={<Box component="pre" sx={{ ...code, m: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{full}</Box>}>
      {text}
    </Tooltip>
  );
}
