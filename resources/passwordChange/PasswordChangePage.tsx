import { Card, CardContent, Typography } from '@mui/material';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import { PasswordChangeForm } from './PasswordChangeForm';

/** `/user/password/change`: the signed-in user's own password. */
export default function PasswordChangePage() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return (
    <Card sx={{ mt: 2, maxWidth: 480 }}>
      <Title title="app.account.change_password" />
      <CardContent>
        <Typography component="h1" variant="h5" gutterBottom>
          {translate('app.account.change_password')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {translate('app.password.change_intro')}
        </Typography>
        <PasswordChangeForm email={identity?.email as string | undefined} />
      </CardContent>
    </Card>
  );
}
