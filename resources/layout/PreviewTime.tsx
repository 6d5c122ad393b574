import { Box, Button, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { instantToWallClock, wallClockToInstant } from '../../src/components/dateInput/zonedTime';
import { useBusinessTimeZone } from '../../src/components/dateRange/useBusinessTimeZone';

/**
 * When the phone preview shows the app: now, or a date and time typed in the business time zone
 * (the banners and alerts published or scheduled by then). A time typed in part changes nothing.
 */
export function PreviewTime({ at, onChange }: { at: string | null; onChange: (at: string | null) => void }) {
  const translate = useTranslate();
  const timeZone = useBusinessTimeZone();
  const [typed, setTyped] = useState(() => instantToWallClock(at, timeZone));
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 1.5, maxWidth: 360 }}>
      <TextField
        type="datetime-local"
        size="small"
        label={translate('app.layout.preview.at')}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          const instant = wallClockToInstant(event.target.value, timeZone);
          if (instant || event.target.value === '') onChange(instant);
        }}
        helperText={translate('app.layout.preview.at_helper', { zone: timeZone })}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ flex: 1 }}
      />
      <Button
        onClick={() => {
          setTyped('');
          onChange(null);
        }}
        disabled={at === null}
        sx={{ mt: 0.5 }}
      >
        {translate('app.layout.preview.now')}
      </Button>
    </Box>
  );
}
