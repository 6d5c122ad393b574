import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * How many of the grid's columns a card takes beyond one: the whole row; three, two or one of the
 * four on wide screens and the whole row below (`wide`, `half`, `side`); or two of four on wide
 * screens, one of two on tablets and the whole row on phones (`pair`).
 */
export const span = {
  row: '1 / -1',
  wide: { xs: '1 / -1', lg: 'span 3' },
  half: { xs: '1 / -1', lg: 'span 2' },
  side: { xs: '1 / -1', lg: 'span 1' },
  pair: { xs: '1 / -1', sm: 'auto', lg: 'span 2' },
} as const;

/**
 * The dashboard's cards: four columns on wide screens, two below. A card that takes one column
 * is a key figure: two side by side on a phone, so the first screen shows them all and the start
 * of what follows; every other card takes the whole row there.
 */
export function DashboardGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 1, sm: 2 },
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
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
