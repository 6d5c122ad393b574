import KeyIcon from '@mui/icons-material/Key';
import { CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { AuthFrame } from '../AuthFrame';

/** The frame of the public account pages (no sign-in, no layout), looking like the login page. */
export function PublicPage({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <AuthFrame icon={<KeyIcon />}>
      <CardContent sx={{ pt: 0 }}>
        <Typography component="h1" variant="h5" gutterBottom>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </AuthFrame>
  );
}
