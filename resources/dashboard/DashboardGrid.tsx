import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * How many of the grid's columns a card takes beyond one: the whole row; three, two or one of the
 * four on wide screens and the whole row below (`wide`, `half`, `side`); or two of four on wide
 * screens and one of two on tablets (`pair`).
 */
export const span = {
  row: '1 / -1',
  wide: { xs: '1 / -1', lg: 'span 3' },
  half: { xs: '1 / -1', lg: 'span 2' },
  side: { xs: '1 / -1', lg: 'span 1' },
  pair: { lg: 'span 2' },
} as const;

/** The dashboard's cards: one column on phones, two on tablets, four on wide screens. */
export function DashboardGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}

/** A card of the grid that takes more than one column. */
export function GridItem({ span: columns, children }: { span: (typeof span)[keyof typeof span]; children: ReactNode }) {
  return <Box sx={{ gridColumn: columns, minWidth: 0 }}>{children}</Box>;
}
