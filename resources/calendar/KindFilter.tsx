import CircleIcon from '@mui/icons-material/Circle';
import { Box, Chip } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { CalendarKind } from '../../contract/calendarRules';
import { kindColors } from './calendarEvents';

/**
 * The filter by kind: a chip per kind the reader may see, pressed while its items show; the dot
 * is the colour of its items' edge.
 */
export function KindFilter({ kinds, shown, onChange }: { kinds: readonly CalendarKind[]; shown: readonly CalendarKind[]; onChange: (shown: CalendarKind[]) => void }) {
  const translate = useTranslate();
  const labelId = useId();
  const toggle = (kind: CalendarKind) => onChange(shown.includes(kind) ? shown.filter((each) => each !== kind) : kinds.filter((each) => each === kind || shown.includes(each)));
  return (
    <Box role="group" aria-labelledby={labelId} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }}>
      <Box component="span" id={labelId} sx={{ typography: 'body2', color: 'text.secondary', mr: 0.5 }}>
        {translate('app.calendar.show')}
      </Box>
      {kinds.map((kind) => {
        const pressed = shown.includes(kind);
        return (
          <Chip
            key={kind}
            label={translate(`app.calendar.kinds.${kind}`)}
            icon={<CircleIcon sx={{ '&&': { color: kindColors[kind] } }} />}
            variant={pressed ? 'filled' : 'outlined'}
            aria-pressed={pressed}
            onClick={() => toggle(kind)}
          />
        );
      })}
    </Box>
  );
}
