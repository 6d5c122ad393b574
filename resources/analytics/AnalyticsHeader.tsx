import { formatDay } from '../../src/format';
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { DateRangeSelector } from '../../src/components/dateRange/DateRangeSelector';
import type { AnalyticsRange } from './useAnalyticsRange';

/** An analytics page's title and its date-range selector (with the page's other controls), with the days the figures cover. */
export function AnalyticsHeader({ title, range, controls }: { title: string; range: AnalyticsRange; controls?: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2, mt: 2, mb: 1 }}>
      <Title title={title} />
      <Box>
        <Typography component="h1" variant="h5">
          {translate(title)}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {translate('app.analytics.range', { start: formatDay(range.startDate), end: formatDay(range.endDate) })}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, maxWidth: '100%' }}>
        {controls}
        <DateRangeSelector value={range.selected} onChange={range.setSelected} />
      </Box>
    </Box>
  );
}
