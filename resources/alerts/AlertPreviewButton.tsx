import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** A button as drawn in the preview: it looks like one but is not a control (nothing to press here). */
export function AlertPreviewButton({ primary = false, children }: { primary?: boolean; children: ReactNode }) {
  return (
    <Box
      component="span"
      sx={{
        px: 2,
        py: 0.75,
        borderRadius: 5,
        typography: 'button',
        bgcolor: primary ? 'primary.main' : 'transparent',
        color: primary ? 'primary.contrastText' : 'primary.main',
        overflowWrap: 'anywhere',
      }}
    >
      {children}
    </Box>
  );
}
