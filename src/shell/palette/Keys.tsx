import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A shortcut's keys, each in a `<kbd>`; `then` between the keys of a sequence (`G` then `O`). */
export function Keys({ keys, sequence = true }: { keys: string[]; sequence?: boolean }) {
  const translate = useTranslate();
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, flexShrink: 0, color: 'text.secondary', typography: 'caption' }}>
      {keys.map((key, index) => (
        <Box component="span" key={`${index}-${key}`} sx={{ display: 'contents' }}>
          {sequence && index > 0 && <span>{translate('app.shortcuts.then')}</span>}
          <Box
            component="kbd"
            sx={{ minWidth: 24, px: 0.75, py: 0.25, border: 1, borderColor: 'divider', borderRadius: 1, fontFamily: 'inherit', textAlign: 'center', color: 'text.primary', bgcolor: 'action.hover' }}
          >
            {key}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
