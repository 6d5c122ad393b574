import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useConsoleSettings } from '../../components/useConsoleSettings';

export const footerHeight = 50;

/** The copyright line: the publisher's name (PUBLISHER_NAME on the server) and the current year. */
export function Footer() {
  const translate = useTranslate();
  const settings = useConsoleSettings();
  return (
    <Box
      component="footer"
      sx={{ height: footerHeight, display: 'flex', alignItems: 'center', justifyContent: 'center', mt: 'auto' }}
    >
      <Typography variant="body2" color="text.secondary">
        {translate('app.footer.copyright', { publisher: settings?.publisherName ?? '', year: new Date().getFullYear() })}
      </Typography>
    </Box>
  );
}
