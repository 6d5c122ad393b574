import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** A row of key figures: four across on a desktop, two on a tablet, one on a phone. */
export function KpiRow({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, mb: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } }}>
      {children}
    </Box>
  );
}
