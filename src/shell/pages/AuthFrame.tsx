import { Avatar, Box, Card } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * The frame of the sign-in and public account pages: a card on the console's dark gradient, an
 * icon above the content. Adapted from react-admin's `Login`, whose default form would bring
 * react-admin's form inputs into the first load.
 */
export function AuthFrame({ icon, children }: { icon: ReactNode; children: ReactNode }) {
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
          <Avatar sx={{ bgcolor: 'secondary.main' }}>{icon}</Avatar>
        </Box>
        {children}
      </Card>
    </Box>
  );
}
