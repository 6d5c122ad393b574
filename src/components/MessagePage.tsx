import { Box, Button, Typography } from '@mui/material';
import type { SvgIconComponent } from '@mui/icons-material';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

interface MessagePageProps {
  icon: SvgIconComponent;
  /** i18n keys of the title and the line of text, translated with `args`. */
  title: string;
  text: string;
  args?: Record<string, unknown>;
  /** Where the button leads, and its label's i18n key (translated with `args`): the dashboard unless given. */
  link?: { to: string; label: string };
}

const toDashboard = { to: '/dashboard', label: 'app.not_found.home' };

/** A full-page message with a title, a line of text and a way back (to the dashboard unless told). */
export function MessagePage({ icon: Icon, title, text, args, link = toDashboard }: MessagePageProps) {
  const translate = useTranslate();
  const heading = translate(title, args);
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <Title title={heading} />
      <Icon sx={{ fontSize: 64, color: 'text.secondary' }} aria-hidden />
      <Typography component="h1" variant="h4" sx={{ mt: 2 }}>
        {heading}
      </Typography>
      <Typography sx={{ mt: 1, color: 'text.secondary' }}>{translate(text, args)}</Typography>
      <Button component={Link} to={link.to} variant="outlined" sx={{ mt: 3 }}>
        {translate(link.label, args)}
      </Button>
    </Box>
  );
}
