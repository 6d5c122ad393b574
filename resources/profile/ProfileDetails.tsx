import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Profile } from '../../contract/users';
import { formatDateTime } from '../../src/format';
import { roleLabel } from '../staff/roles';

/** The profile as a list of label and value. */
export function ProfileDetails({ profile }: { profile: Profile }) {
  const translate = useTranslate();
  const rows: [string, string][] = [
    ['app.account.name', profile.name],
    ['app.account.email', profile.email],
    ['app.account.role', profile.role ? translate(roleLabel(profile.role)) : '—'],
    ['app.account.phone', profile.phone ?? '—'],
    ['app.account.created_at', formatDateTime(profile.createdAt)],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, gap: 1, m: 0 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {translate(label)}
          </Typography>
          <Typography component="dd" variant="body1" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
