import KeyIcon from '@mui/icons-material/Key';
import { Avatar, Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** The frame of the public account pages (no sign-in, no layout), looking like the login page. */
export function PublicPage({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box
      component="main"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        minHeight: '100vh',
        px: 1,
        backgroundImage: 'radial-gradient(circle at 50% 14em, #313264 0%, #00023b 60%, #00023b 100%)',
      }}
    >
      <Card sx={{ mt: { xs: 4, sm: '6em' }, width: { xs: '100%', sm: 380 }, maxWidth: 380 }}>
        <Box sx={{ display: 'flex', justifyContent: 'center', m: 2 }}>
          <Avatar sx={{ bgcolor: 'secondary.main' }}>
            <KeyIcon />
          </Avatar>
        </Box>
        <CardContent sx={{ pt: 0 }}>
          <Typography component="h1" variant="h5" gutterBottom>
            {translate(title)}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
