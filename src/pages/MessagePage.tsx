import { Box, Button, Typography } from '@mui/material';
import type { SvgIconComponent } from '@mui/icons-material';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** A full-page message with a title, a line of text and a way back to the dashboard. */
export function MessagePage(props: { icon: SvgIconComponent; title: string; text: string }) {
  const translate = useTranslate();
  const Icon = props.icon;
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <Title title={props.title} />
      <Icon sx={{ fontSize: 64, color: 'text.secondary' }} aria-hidden />
      <Typography component="h1" variant="h4" sx={{ mt: 2 }}>
        {translate(props.title)}
      </Typography>
      <Typography sx={{ mt: 1, color: 'text.secondary' }}>{translate(props.text)}</Typography>
      <Button component={Link} to="/dashboard" variant="outlined" sx={{ mt: 3 }}>
        {translate('app.not_found.home')}
      </Button>
    </Box>
  );
}
