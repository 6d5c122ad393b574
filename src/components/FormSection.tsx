import { Box, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { useTranslate } from 'react-admin';

/** Spans both columns of a section: `<TextInput sx={wide} />`. */
export const wide = { gridColumn: '1 / -1' };

/** A titled part of a form: its inputs in two columns from the `md` breakpoint, one below. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ width: '100%' }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {translate(title)}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          columnGap: 2,
          alignItems: 'start',
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
