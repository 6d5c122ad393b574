import { Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { wasSpent } from './accountApi';
import { BackToSignIn } from './BackToSignIn';
import { PublicPage } from './PublicPage';
import { SetPasswordForm } from './SetPasswordForm';
import { UsedLink } from './UsedLink';

/** `/reset-password/:token`, the link of the forgot-password e-mail. */
export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  // Another link in the same tab starts from the beginning, never from this one's state.
  return <ResetLink key={token} token={token} />;
}

/**
 * The form, until the server says the link is expired or used. Asking it would spend the token,
 * so a fresh load of a used link learns it when the form is sent; this tab knows its own, read at
 * every render: the page may stay on screen after its token is spent (the form's success moves to
 * the sign-in page, which a slow machine draws later) and be opened again before it goes.
 */
function ResetLink({ token }: { token: string }) {
  const translate = useTranslate();
  const [refused, setRefused] = useState(false);
  if (refused || wasSpent(token)) {
    return (
      <PublicPage title="app.password.link_used_title">
        <UsedLink kind="reset" />
      </PublicPage>
    );
  }
  return (
    <PublicPage title="app.password.reset_title">
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {translate('app.password.reset_intro')}
      </Typography>
      <SetPasswordForm token={token} onLinkInvalid={() => setRefused(true)} />
      <BackToSignIn />
    </PublicPage>
  );
}
