import { Alert, Link, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { BackToSignIn } from './BackToSignIn';
import { PublicPage } from './PublicPage';
import { SetPasswordForm } from './SetPasswordForm';

/** `/reset-password/:token`, the link of the forgot-password e-mail. */
export default function ResetPasswordPage() {
  const translate = useTranslate();
  const { token = '' } = useParams();
  const [failure, setFailure] = useState<string>();
  return (
    <PublicPage title="app.password.reset_title">
      {failure ? (
        <>
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
          <Typography variant="body2">{translate('app.password.link_failed_help')}</Typography>
          <Link component={RouterLink} to="/forgot-password" sx={{ display: 'inline-block', mt: 2, mr: 2 }}>
            {translate('app.password.forgot_link')}
          </Link>
        </>
      ) : (
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            {translate('app.password.reset_intro')}
          </Typography>
          <SetPasswordForm token={token} onFailure={setFailure} />
        </>
      )}
      <BackToSignIn />
    </PublicPage>
  );
}
