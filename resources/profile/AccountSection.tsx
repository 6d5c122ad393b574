import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/**
 * A section of one's own profile that shows what the API answered (sessions, API tokens): its
 * heading, which names the region, a line about it, then the error, a spinner, or its content.
 */
export function AccountSection(props: { id: string; title: string; intro: string; error: Error | null; loaded: boolean; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby={props.id} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography id={props.id} component="h2" variant="h6">
        {translate(props.title)}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {translate(props.intro)}
      </Typography>
      {props.error && <Alert severity="error">{props.error.message}</Alert>}
      {!props.loaded && !props.error && <CircularProgress size={24} aria-label={translate('ra.page.loading')} />}
      {props.children}
    </Box>
  );
}
