import { Alert, Box, Button, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { isLinkInvalid, verifyEmail } from './accountApi';
import { PublicPage } from './PublicPage';
import { SetPasswordForm } from './SetPasswordForm';
import { UsedLink } from './UsedLink';

type State =
  | { status: 'verifying' }
  | { status: 'verified'; token: string }
  | { status: 'used' }
  | { status: 'failed'; message: string };

const titles: Record<State['status'], string> = {
  verifying: 'app.password.verifying',
  verified: 'app.password.verify_title',
  used: 'app.password.link_used_title',
  failed: 'app.password.link_check_failed_title',
};

/** `/verify-email/:userId/:token`, the invitation link: verifies the e-mail, then sets the first password. */
export default function VerifyEmailPage() {
  const { userId = '', token = '' } = useParams();
  // Another link in the same tab starts from the beginning, never from this one's state.
  return <InvitationLink key={`${userId}/${token}`} userId={userId} token={token} />;
}

function InvitationLink({ userId, token }: { userId: string; token: string }) {
  const translate = useTranslate();
  const [state, setState] = useState<State>({ status: 'verifying' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    verifyEmail(userId, token).then(
      (setupToken) => current && setState({ status: 'verified', token: setupToken }),
      (error: Error) => current && setState(isLinkInvalid(error) ? { status: 'used' } : { status: 'failed', message: error.message }),
    );
    return () => {
      current = false;
    };
  }, [userId, token, attempt]);
  const retry = () => {
    setState({ status: 'verifying' });
    setAttempt(attempt + 1);
  };

  return (
    <PublicPage title={titles[state.status]}>
      {state.status === 'verifying' && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          <CircularProgress size={32} aria-label={translate('app.password.verifying')} />
        </Box>
      )}
      {state.status === 'verified' && (
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            {translate('app.password.verified')}
          </Typography>
          <SetPasswordForm token={state.token} onLinkInvalid={() => setState({ status: 'used' })} />
        </>
      )}
      {state.status === 'used' && <UsedLink kind="invitation" />}
      {state.status === 'failed' && (
        <>
          <Alert severity="error" sx={{ mb: 2 }}>
            {state.message}
          </Alert>
          <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
            <Button variant="contained" onClick={retry}>
              {translate('app.password.retry')}
            </Button>
            <Link component={RouterLink} to="/login">
              {translate('app.password.back_to_sign_in')}
            </Link>
          </Stack>
        </>
      )}
    </PublicPage>
  );
}
