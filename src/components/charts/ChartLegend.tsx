import { Box, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { chartDefaults } from './chartDefaults';

export interface LegendItem {
  label: string;
  color: string;
  /** How the item is drawn: a swatch of its colour (default), a dashed line, or a pale swatch (a part not over yet). */
  mark?: 'swatch' | 'dashed' | 'pale';
}

/** The legend under a chart, titled 'Legend': a swatch and a name per series or slice. */
export function ChartLegend({ items }: { items: LegendItem[] }) {
  const translate = useTranslate();
  const titleId = useId();
  if (items.length === 0) return null;
  return (
    <Box sx={{ mt: 1 }}>
      <Typography id={titleId} variant="caption" component="p" sx={{ color: 'text.secondary', fontWeight: 600 }}>
        {translate(chartDefaults.legendTitle)}
      </Typography>
      <Box component="ul" aria-labelledby={titleId} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        {items.map((item) => (
          <Box component="li" key={item.label} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <Box aria-hidden sx={{ ...markStyle(item), flexShrink: 0 }} />
            <Typography variant="body2">{item.label}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function markStyle({ color, mark = 'swatch' }: LegendItem) {
  if (mark === 'dashed') return { width: 18, height: 0, borderTop: '2px dashed', borderColor: color };
  const pale = mark === 'pale';
  return { width: 12, height: 12, borderRadius: '2px', bgcolor: color, opacity: pale ? 0.45 : 1 };
}
