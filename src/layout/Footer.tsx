import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { ConsoleSettings } from '../../contract/settings';

export const footerHeight = 50;

/** The copyright line: the publisher's name (PUBLISHER_NAME on the server) and the current year. */
export function Footer() {
  const translate = useTranslate();
  const { data } = useQuery({
    queryKey: ['console-settings'],
    queryFn: async (): Promise<ConsoleSettings> => (await fetch('/data/console-settings')).json(),
    staleTime: Infinity,
  });
  return (
    <Box
      component="footer"
      sx={{ height: footerHeight, display: 'flex', alignItems: 'center', justifyContent: 'center', mt: 'auto' }}
    >
      <Typography variant="body2" color="text.secondary">
        {translate('app.footer.copyright', { publisher: data?.publisherName ?? '', year: new Date().getFullYear() })}
      </Typography>
    </Box>
  );
}
