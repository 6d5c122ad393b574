import { Alert, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { verifyEmail } from './accountApi';
import { BackToSignIn } from './BackToSignIn';
import { PublicPage } from './PublicPage';
import { SetPasswordForm } from './SetPasswordForm';

type State = { status: 'verifying' } | { status: 'verified'; token: string } | { status: 'failed'; message: string };

/** `/verify-email/:userId/:token`, the invitation link: verifies the e-mail, then sets the first password. */
export default function VerifyEmailPage() {
  const translate = useTranslate();
  const { userId = '', token = '' } = useParams();
  const [state, setState] = useState<State>({ status: 'verifying' });
  useEffect(() => {
    let current = true;
    verifyEmail(userId, token).then(
      (setupToken) => current && setState({ status: 'verified', token: setupToken }),
      (error: Error) => current && setState({ status: 'failed', message: error.message }),
    );
    return () => {
      current = false;
    };
  }, [userId, token]);

  return (
    <PublicPage title="app.password.verify_title">
      {state.status === 'verifying' && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 2 }} role="status">
          <CircularProgress size={24} aria-hidden />
          <Typography>{translate('app.password.verifying')}</Typography>
        </Stack>
      )}
      {state.status === 'verified' && (
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            {translate('app.password.verified')}
          </Typography>
          <SetPasswordForm
            token={state.token}
            onFailure={(message) => setState({ status: 'failed', message })}
          />
        </>
      )}
      {state.status === 'failed' && (
        <>
          <Alert severity="error" sx={{ mb: 2 }}>
            {state.message}
          </Alert>
          <Typography variant="body2">{translate('app.password.link_failed_help')}</Typography>
          <Link component={RouterLink} to="/forgot-password" sx={{ display: 'inline-block', mt: 2, mr: 2 }}>
            {translate('app.password.forgot_link')}
          </Link>
          <BackToSignIn />
        </>
      )}
    </PublicPage>
  );
}
