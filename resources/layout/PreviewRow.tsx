import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A section of the phone preview: its title over a row that scrolls sideways, as in the app. */
export function PreviewRow({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ py: 1 }}>
      <Typography sx={{ fontWeight: 600, fontSize: 15, px: 1.5, mb: 0.75 }}>{title}</Typography>
      <Box sx={{ display: 'flex', gap: 1, overflowX: 'hidden', px: 1.5 }}>{children}</Box>
    </Box>
  );
}
