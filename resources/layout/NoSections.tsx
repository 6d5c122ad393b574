import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The editor of a screen without sections: what sections are for, and (above it) Add section. */
export function NoSections() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 5, px: 2, border: 1, borderColor: 'divider', borderRadius: 1, borderStyle: 'dashed' }}>
      <ViewQuiltIcon sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
      <Typography component="h3" variant="h6" sx={{ mt: 1 }}>
        {translate('app.layout.empty.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1 }}>{translate('app.layout.empty.text')}</Typography>
    </Box>
  );
}
