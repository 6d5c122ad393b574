import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** Cards side by side: key figures in narrow columns, charts in wide ones; one column on a phone. */
export function AnalyticsGrid({ children, min = 420 }: { children: ReactNode; min?: number }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        mb: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: `repeat(auto-fit, minmax(min(${min}px, 100%), 1fr))` },
      }}
    >
      {children}
    </Box>
  );
}
